/**
 * A task's way through (issue 16 "Done when", server side): the volunteer checks in with two photos this
 * server issued and finishes; the village director passes the first review, the centre the final one, each
 * step in the verify history; another volunteer gets 404; illegal moves answer 409, a move the role may not
 * make 403, a return without a reason 400; a batch moves all its tasks or none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, centre: string, volunteer: string, otherVolunteer: string;
let volunteerId: number;
let child: number;
const STATE = '/api/task/for/ids/with/state';

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
async function punch(id: number, token = volunteer, images?: string[]) {
  const urls = images ?? [await uploadPng(h.app, token), await uploadPng(h.app, token)];
  const { version } = await detail(id);
  return h.call('PUT', '/api/task/punch', token, {
    id,
    version,
    punch: {
      check_address: '水关路8号',
      punch_address: '水关居委会',
      check_description: '入户了解学习情况',
      check_image: urls.map((url) => ({ url })),
      check_longitude: 119.85,
      check_latitude: 32.9,
    },
  });
}

beforeAll(async () => {
  h = await startHarness();
  [director, centre] = await Promise.all([h.login('儿童主任'), h.login('中心管理')]);
  volunteer = await login(helperCellphone(1));
  otherVolunteer = await login(helperCellphone(2));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('a task from check-in to the final pass', () => {
  it('goes 办理 → 办结 → 初过 → 终过 with two photos and every step in the verify history', async () => {
    const id = await newTask();
    const punched = await punch(id);
    expect(punched.statusCode, punched.body).toBe(200);
    const withPunch = await detail(id, volunteer);
    expect(withPunch.information.task_punchs).toHaveLength(1);
    expect(withPunch.information.task_punchs[0].check_image).toHaveLength(2);
    for (const { url } of withPunch.information.task_punchs[0].check_image)
      expect(withPunch.image_urls[url]).toMatch(/^\/files\/image\/.*\?/);
    expect((await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' })).json()).toEqual({ count: 1 });
    expect((await detail(id)).date_end).toBeTruthy();
    expect((await h.call('PUT', STATE, director, { ids: [id], state: '初过' })).statusCode).toBe(200);
    expect((await h.call('PUT', STATE, centre, { ids: [id], state: '终过' })).statusCode).toBe(200);
    const done = await detail(id);
    expect(done.state).toBe('终过');
    expect(done.information.verify_history.map((v: { opreate_behave: string }) => v.opreate_behave)).toEqual([
      '办结',
      '初过',
      '终过',
    ]);
    expect((await punch(id)).statusCode).toBe(409);
    // the final pass credited the task's score to its volunteer, once: the outcome after it adds nothing
    expect((await h.call('PUT', STATE, centre, { ids: [id], state: '评价' })).statusCode).toBe(200);
    const ledger = (
      await h.call('GET', `/api/score/list/for/sources/prizestates/begin/end?volunteer=${volunteerId}&size=100`, centre)
    ).json().list as { score_task: number; score_volunteer: number; score_points: number; score_source: string }[];
    expect(
      ledger.filter((r) => r.score_task === id).map((r) => [r.score_source, r.score_volunteer, r.score_points]),
    ).toEqual([['工单', volunteerId, 5]]);
  });

  it('refuses another volunteer (404), photos this server did not issue (400), and finishing before a check-in (409)', async () => {
    const id = await newTask();
    expect((await punch(id, otherVolunteer)).statusCode).toBe(404);
    expect((await punch(id, volunteer, ['uploads/2026/11/not-ours.png'])).statusCode).toBe(400);
    const early = await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_PUNCH');
  });

  it('answers an illegal move 409, a move of another role 403, and a return without a reason 400', async () => {
    const id = await newTask();
    expect((await h.call('PUT', STATE, centre, { ids: [id], state: '终过' })).json().code).toBe('ILLEGAL_TRANSITION');
    await punch(id);
    await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' });
    expect((await h.call('PUT', STATE, volunteer, { ids: [id], state: '初过' })).statusCode).toBe(403);
    const bare = await h.call('PUT', STATE, director, { ids: [id], state: '终退', reason: ' ' });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, [{ field: 'reason', message: '请填写退回原因' }]]);
    expect((await detail(id)).state).toBe('办结');
    const back = await h.call('PUT', STATE, director, { ids: [id], state: '终退', reason: '照片不清楚，请补充' });
    expect(back.statusCode).toBe(200);
    expect((await detail(id)).information.verify_history.at(-1)).toMatchObject({
      opreate_behave: '终退',
      opreate_content: '照片不清楚，请补充',
    });
    expect((await punch(id)).statusCode).toBe(200); // a returned task is in the volunteer's hands again
  });

  it("refuses the centre's return and refusal without a reason (400 on reason, the task stays 初过)", async () => {
    const id = await newTask();
    await punch(id);
    await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' });
    expect((await h.call('PUT', STATE, director, { ids: [id], state: '初过' })).statusCode).toBe(200);
    for (const [state, message] of [
      ['终退', '请填写退回原因'],
      ['终拒', '请填写不通过原因'],
    ]) {
      const res = await h.call('PUT', STATE, centre, { ids: [id], state });
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, [{ field: 'reason', message }]]);
      expect((await detail(id)).state).toBe('初过');
    }
    const refused = await h.call('PUT', STATE, centre, { ids: [id], state: '终拒', reason: '未按要求走访' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await detail(id)).state).toBe('终拒');
  });

  it('finishes a returned task only after a check-in made since the return (409 otherwise, in Chinese)', async () => {
    for (const reviewer of ['first', 'final'] as const) {
      const id = await newTask();
      expect((await punch(id)).statusCode).toBe(200);
      expect((await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' })).statusCode).toBe(200);
      if (reviewer === 'final')
        expect((await h.call('PUT', STATE, director, { ids: [id], state: '初过' })).statusCode).toBe(200);
      const by = reviewer === 'first' ? director : centre;
      expect((await h.call('PUT', STATE, by, { ids: [id], state: '终退', reason: '走访内容不完整' })).statusCode).toBe(
        200,
      );
      const again = await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' });
      expect(again.statusCode, `${reviewer}: ${again.body}`).toBe(409);
      expect(again.json()).toMatchObject({ code: 'NO_PUNCH_SINCE_RETURN', message: expect.stringMatching(/重新打卡/) });
      expect((await detail(id)).state).toBe('终退');
      expect((await punch(id)).statusCode).toBe(200);
      expect((await h.call('PUT', STATE, volunteer, { ids: [id], state: '办结' })).json()).toEqual({ count: 1 });
    }
  });

  it("takes only the volunteer's own photos, each once: another's or a used one answers 400 in Chinese and changes nothing", async () => {
    const [first, second, third] = [await newTask(), await newTask(), await newTask()];
    const mine = await uploadPng(h.app, volunteer);
    expect((await punch(first, volunteer, [mine])).statusCode).toBe(200);
    const theirs = await uploadPng(h.app, otherVolunteer);
    const fresh = await uploadPng(h.app, volunteer);
    for (const photos of [[mine], [fresh, mine], [theirs], [fresh, fresh]]) {
      const res = await punch(second, volunteer, photos);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/照片/);
    }
    expect((await punch(second, volunteer, [mine])).json().code).toBe('PHOTO_NOT_FRESH');
    expect((await detail(second)).information.task_punchs).toHaveLength(0);
    // the refused check-ins used nothing up: the fresh photo is still the volunteer's to use, once, even two at once
    const both = await Promise.all([punch(second, volunteer, [fresh]), punch(third, volunteer, [fresh])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('moves a batch all or none', async () => {
    const ready = await newTask();
    await punch(ready);
    await h.call('PUT', STATE, volunteer, { ids: [ready], state: '办结' });
    const notReady = await newTask();
    const res = await h.call('PUT', STATE, director, { ids: [ready, notReady], state: '初过' });
    expect(res.statusCode).toBe(409);
    expect((await detail(ready)).state).toBe('办结');
    expect((await h.call('PUT', STATE, director, { ids: [ready], state: '初过' })).json()).toEqual({ count: 1 });
  });
});
