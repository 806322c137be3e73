/**
 * The rest of the task list filters and the batch delete (issue 16; req tasks §7.1): `limit` (due by a day),
 * `child_name` (any part for a caller who sees full names, else only the whole name), the long variant (newest
 * end first, tasks not ended last), and DELETE task/for/states/genres/categorys/managers/volunteers/childs: the
 * caller's 办理 tasks of the lists given, all or none (403 for a task another manages), never a started one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place, reveal } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, centre: string, volunteer: string;
let volunteerId: number;
let child: number, otherChild: number;
const DAY = 86_400_000;
const BATCH = '/api/task/for/states/genres/categorys/managers/volunteers/childs';

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
async function newTask(
  forChild: number,
  o: { token?: string; limitDays?: number; genre?: string } = {},
): Promise<number> {
  const begin = h.clock.now;
  const res = await h.call('POST', '/api/task', o.token ?? director, {
    child: forChild,
    volunteer: volunteerId,
    genre: o.genre ?? '常规',
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + (o.limitDays ?? 7) * DAY).toISOString(),
    information: { task_name: '筛选测试' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const ids = async (query: string, token = centre, path = '/api/task/list/for/mix') =>
  (await h.call('GET', `${path}?size=100&${query}`, token)).json().list.map((t: { id: number }) => t.id) as number[];
const exists = async (id: number) => (await h.call('GET', `/api/task/detail?id=${id}`, centre)).statusCode === 200;

beforeAll(async () => {
  h = await startHarness({ demo: true });
  [director, centre] = await Promise.all([h.login('儿童主任'), h.login('中心管理')]);
  volunteer = await login(helperCellphone(4));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, {
      character: 'cs',
      information: { investigate_cs: csForm(shuiguan, { child_name: '欧阳明轩' }) },
    })
  ).json().id;
  otherChild = (
    await h.call('POST', '/api/child', centre, {
      character: 'cs',
      information: { investigate_cs: csForm(shuiguan, { child_name: '司马若溪' }) },
    })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('task filters', () => {
  it('finds tasks due by a day, and a child by name: a part only with full names shown', async () => {
    const soon = await newTask(child, { limitDays: 1 });
    const later = await newTask(child, { limitDays: 20 });
    const day = new Date(h.clock.now.getTime() + 2 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    const due = await ids(`limit=${day}&child=${child}`);
    expect(due).toContain(soon);
    expect(due).not.toContain(later);

    const part = `child_name=${encodeURIComponent('明轩')}&child=${child}`;
    expect(await ids(part)).toEqual([]); // masked: a part of the name finds nothing
    expect((await ids(`child_name=${encodeURIComponent('欧阳明轩')}`)).sort()).toEqual([soon, later].sort());
    await reveal(h, centre);
    expect((await ids(part)).sort()).toEqual([soon, later].sort());
    expect(await ids(`child_name=${encodeURIComponent('若溪')}&child=${child}`)).toEqual([]);
  });

  it('lists the long variant newest end first, with tasks not ended last', async () => {
    const open = await newTask(otherChild);
    const finish = async () => {
      const id = await newTask(otherChild);
      const url = await uploadPng(h.app, volunteer);
      const { version } = (await h.call('GET', `/api/task/detail?id=${id}`, centre)).json().detail;
      await h.call('PUT', '/api/task/punch', volunteer, {
        id,
        version,
        punch: {
          check_address: '家中',
          check_description: '走访',
          check_image: [{ url }],
          check_longitude: 119.8,
          check_latitude: 32.9,
        },
      });
      expect(
        (await h.call('PUT', '/api/task/for/ids/with/state', volunteer, { ids: [id], state: '办结' })).statusCode,
      ).toBe(200);
      return id;
    };
    const first = await finish();
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const second = await finish();
    const long = await ids(`child=${otherChild}`, centre, '/api/task/list/for/mix/long');
    expect(long).toEqual([second, first, open]);
  });

  it("deletes the caller's tasks in hand by child and genre, all or none, never a started one", async () => {
    const mine = [await newTask(child, { genre: '关爱' }), await newTask(child, { genre: '关爱' })];
    const otherGenre = await newTask(child, { genre: '精准' });
    const byCentre = await newTask(child, { token: centre, genre: '关爱' });

    const refused = await h.call('DELETE', BATCH, director, { childs: [child], genres: ['关爱'] });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_MANAGER']);
    for (const id of [...mine, byCentre]) expect(await exists(id)).toBe(true);

    expect((await h.call('DELETE', BATCH, director, { genres: ['关爱'] })).statusCode).toBe(400);
    expect((await h.call('DELETE', BATCH, volunteer, { childs: [child] })).statusCode).toBe(403);

    const done = await h.call('DELETE', BATCH, centre, { childs: [child], genres: ['关爱'] });
    expect(done.json()).toEqual({ count: 3 });
    for (const id of [...mine, byCentre]) expect(await exists(id)).toBe(false);
    expect(await exists(otherGenre)).toBe(true);
    // the deleted list shows them, with when; a role that may not delete is refused it
    const deleted = (await h.call('GET', `/api/task/list/for/mix?deleted=true&child=${child}&size=100`, centre)).json()
      .list;
    expect(deleted.map((t: { id: number }) => t.id).sort()).toEqual([...mine, byCentre].sort());
    expect(deleted.every((t: { deleted_at: string | null }) => !!t.deleted_at)).toBe(true);
    expect((await h.call('GET', '/api/task/list/for/mix?deleted=true', volunteer)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/task/list/for/mix?deleted=true', await h.login('督查人员'))).statusCode).toBe(
      403,
    );
    // a finished task is never deleted, even when asked for by its state
    const started = (await ids(`child=${otherChild}&states=${encodeURIComponent(JSON.stringify(['办结']))}`))[0];
    expect((await h.call('DELETE', BATCH, centre, { childs: [otherChild], states: ['办结'] })).json()).toEqual({
      count: 0,
    });
    expect(await exists(started)).toBe(true);
  });
});
