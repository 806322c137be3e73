/**
 * Changing work orders (issue 16; req tasks §7.1): the manager edits a task in hand with the version read,
 * deletes one not started on (it leaves every list), and gives a batch of tasks to another active volunteer,
 * all or none; another manager is refused (403), a finished task cannot be changed (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, social: string, centre: string, volunteer: string;
let volunteerId: number, otherVolunteerId: number;
let child: number;

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const detail = async (id: number) => (await h.call('GET', `/api/task/detail?id=${id}`, centre)).json().detail;
async function newTask(token = director): Promise<number> {
  const begin = h.clock.now;
  const res = await h.call('POST', '/api/task', token, {
    child,
    volunteer: volunteerId,
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + 7 * 86_400_000).toISOString(),
    information: { task_name: '学业辅导' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  h = await startHarness();
  [director, social, centre] = await Promise.all([h.login('儿童主任'), h.login('儿童社工'), h.login('中心管理')]);
  volunteer = await login(helperCellphone(1));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  otherVolunteerId = (await h.call('GET', '/api/user/info', await login(helperCellphone(3)))).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('changing tasks', () => {
  it('edits a task in hand with the version read; a stale version or another manager is refused', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    const res = await h.call('PUT', '/api/task', director, {
      id,
      version,
      grade: '重要',
      information: { task_name: '学业辅导（加急）' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await detail(id);
    expect([changed.grade, changed.information.task_name, changed.information.task_code]).toEqual([
      '重要',
      '学业辅导（加急）',
      expect.stringMatching(/^GD/),
    ]);
    expect((await h.call('PUT', '/api/task', director, { id, version, grade: '普通' })).statusCode).toBe(409);
    expect((await h.call('PUT', '/api/task', social, { id, version: changed.version, grade: '普通' })).statusCode).toBe(
      403,
    );
  });

  it('deletes a task not started on, out of every list; a finished one stays (409)', async () => {
    const id = await newTask();
    const { version } = await detail(id);
    expect((await h.call('DELETE', '/api/task', director, { id, version })).statusCode).toBe(200);
    expect((await h.call('GET', `/api/task/detail?id=${id}`, centre)).statusCode).toBe(404);
    const listed = (await h.call('GET', '/api/task/list/for/mix?size=100', volunteer))
      .json()
      .list.map((t: { id: number }) => t.id);
    expect(listed).not.toContain(id);

    const done = await newTask();
    const v = (await detail(done)).version;
    const url = await uploadPng(h.app, volunteer);
    await h.call('PUT', '/api/task/punch', volunteer, {
      id: done,
      version: v,
      punch: {
        check_address: '家中',
        check_description: '辅导作业',
        check_image: [{ url }],
        check_longitude: 119.8,
        check_latitude: 32.9,
      },
    });
    await h.call('PUT', '/api/task/for/ids/with/state', volunteer, { ids: [done], state: '办结' });
    expect(
      (await h.call('DELETE', '/api/task', director, { id: done, version: (await detail(done)).version })).statusCode,
    ).toBe(409);
  });

  it('gives a batch to another volunteer, all or none, with the names updated', async () => {
    const a = await newTask();
    const b = await newTask(centre); // managed by the centre: the director may not reassign it
    expect(
      (await h.call('PUT', '/api/task/for/ids/with/volunteer', director, { ids: [a, b], volunteer: otherVolunteerId }))
        .statusCode,
    ).toBe(403);
    expect((await detail(a)).volunteer).toBe(volunteerId);
    const res = await h.call('PUT', '/api/task/for/ids/with/volunteer', centre, {
      ids: [a, b],
      volunteer: otherVolunteerId,
    });
    expect(res.json()).toEqual({ count: 2 });
    const moved = await detail(a);
    expect(moved.volunteer).toBe(otherVolunteerId);
    expect(moved.information.task_volunteer_cellphone).toBe(helperCellphone(3));
    expect((await h.call('GET', `/api/task/detail?id=${a}`, volunteer)).statusCode).toBe(404);
    expect(
      (await h.call('PUT', '/api/task/for/ids/with/volunteer', centre, { ids: [a], volunteer: volunteerId + 100000 }))
        .statusCode,
    ).toBe(400);
  });
});
