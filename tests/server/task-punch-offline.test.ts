/**
 * A check-in queued on a phone without signal (issue 29 "Check-in without signal", server side): the idempotency key
 * records a check-in once and answers the first result to a retry (also when the photos were already used by the
 * first call), keys are the caller's own; the visit's time is kept as sent within its bounds (not in the future, not
 * older than VISIT_MAX_AGE_DAYS days) beside the time the server received it; a check-in without a position says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import { VISIT_MAX_AGE_DAYS } from '../../domain/contracts/task';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, centre: string, volunteer: string;
let volunteerId: number;
let child: number;

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const detail = async (id: number, token = centre) =>
  (await h.call('GET', `/api/task/detail?id=${id}`, token)).json().detail;
async function newTask(): Promise<number> {
  const begin = h.clock.now;
  const res = await h.call('POST', '/api/task', director, {
    child,
    volunteer: volunteerId,
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + 7 * 86_400_000).toISOString(),
    information: { task_name: '入户走访', task_score: 5 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const body = (id: number, version: number, urls: string[], extra: Record<string, unknown> = {}, key?: string) => ({
  id,
  version,
  ...(key ? { idempotency_key: key } : {}),
  punch: {
    check_address: '水关路8号',
    punch_address: '水关居委会',
    check_description: '入户了解学习情况',
    check_image: urls.map((url) => ({ url })),
    check_longitude: 119.85,
    check_latitude: 32.9,
    ...extra,
  },
});

beforeAll(async () => {
  h = await startHarness();
  [director, centre] = await Promise.all([h.login('儿童主任'), h.login('中心管理')]);
  volunteer = await login(helperCellphone(1));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('the idempotency key of a check-in', () => {
  it('records a check-in once and answers the first result to a retry with the same key', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const urls = [await uploadPng(h.app, volunteer), await uploadPng(h.app, volunteer)];
    const sent = body(id, version, urls, {}, 'key-0001-abcdef');
    const first = await h.call('PUT', '/api/task/punch', volunteer, sent);
    expect(first.statusCode, first.body).toBe(200);
    // the answer was lost: the phone sends the same check-in again (same photos, the version it had)
    const retry = await h.call('PUT', '/api/task/punch', volunteer, sent);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await detail(id)).information.task_punchs).toHaveLength(1);
  });

  it('records one check-in when two calls with the same key arrive at once', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const urls = [await uploadPng(h.app, volunteer)];
    const sent = body(id, version, urls, {}, 'key-0002-abcdef');
    const answers = await Promise.all([
      h.call('PUT', '/api/task/punch', volunteer, sent),
      h.call('PUT', '/api/task/punch', volunteer, sent),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect((await detail(id)).information.task_punchs).toHaveLength(1);
  });

  it('keeps keys to their caller and leaves a new key a new check-in', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    await h.call(
      'PUT',
      '/api/task/punch',
      volunteer,
      body(id, version, [await uploadPng(h.app, volunteer)], {}, 'key-0003'),
    );
    // another user's call with the same key is theirs: here refused for the task (404), not answered with the first result
    const other = await login(helperCellphone(2));
    const foreign = await h.call(
      'PUT',
      '/api/task/punch',
      other,
      body(id, version, [await uploadPng(h.app, other)], {}, 'key-0003'),
    );
    expect(foreign.statusCode).toBe(404);
    const next = (await detail(id)).version;
    const second = await h.call(
      'PUT',
      '/api/task/punch',
      volunteer,
      body(id, next, [await uploadPng(h.app, volunteer)], {}, 'key-0004'),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((await detail(id)).information.task_punchs).toHaveLength(2);
  });

  it('refuses a malformed key with 400 on its field', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const res = await h.call(
      'PUT',
      '/api/task/punch',
      volunteer,
      body(id, version, [await uploadPng(h.app, volunteer)], {}, 'a b'),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fieldErrors)).toContain('idempotency_key');
    expect((await detail(id)).information.task_punchs).toHaveLength(0);
  });
});

describe('the visit time of a check-in', () => {
  it('keeps the visit time as sent beside the time the server received it', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const visit = new Date(h.clock.now.getTime() - 3 * 3_600_000).toISOString();
    const res = await h.call(
      'PUT',
      '/api/task/punch',
      volunteer,
      body(id, version, [await uploadPng(h.app, volunteer)], { check_datetime: visit, check_located: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [punch] = (await detail(id)).information.task_punchs;
    expect(punch.check_datetime).toBe(visit);
    expect(punch.received_datetime).toBe(h.clock.now.toISOString());
    expect(punch.check_located).toBe(false);
  });

  it('refuses a visit time in the future or older than the limit, and records nothing', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const photo = await uploadPng(h.app, volunteer);
    const at = h.clock.now.getTime();
    for (const when of [at + 3_600_000, at - (VISIT_MAX_AGE_DAYS + 1) * 86_400_000]) {
      const res = await h.call(
        'PUT',
        '/api/task/punch',
        volunteer,
        body(id, version, [photo], { check_datetime: new Date(when).toISOString() }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('punch.check_datetime');
    }
    expect((await detail(id)).information.task_punchs).toHaveLength(0);
    // the photo was not used by a refused check-in: the visit of six days ago is taken with it
    const ok = await h.call(
      'PUT',
      '/api/task/punch',
      volunteer,
      body(id, version, [photo], { check_datetime: new Date(at - 6 * 86_400_000).toISOString() }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
