/**
 * A manager change (issue 16; req tasks §6.2): the centre gives a child a new manager; the child's 基层服务 and
 * 学期每周 plans and this month's 办理 tasks move to them (names, phone and reminder texts follow) in one
 * transaction; a 普通计划 plan, a finished task, last month's task and another child's task stay. A director
 * may not change it (403), a volunteer or a test account cannot be a manager (400), a stale version moves
 * nothing (409).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, social: string, centre: string, volunteer: string;
let volunteerId: number, socialId: number;
let directorInfo: { id: number; nickname: string; cellphone: string };
let child: number, otherChild: number;

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const info = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info;
const task = async (id: number) => (await h.call('GET', `/api/task/detail?id=${id}`, centre)).json().detail;
const plan = async (id: number) => (await h.call('GET', `/api/plan/detail?id=${id}`, centre)).json().detail;
const childVersion = async (id: number) =>
  (await h.call('GET', `/api/child/detail?id=${id}`, centre)).json().detail.version as number;

async function newTask(forChild: number, begin: Date): Promise<number> {
  const res = await h.call('POST', '/api/task', centre, {
    child: forChild,
    volunteer: volunteerId,
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + 60 * 86_400_000).toISOString(),
    information: { task_name: '入户走访' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
async function newPlan(category: string): Promise<number> {
  const res = await h.call('POST', '/api/plan', centre, {
    child,
    type: '常规',
    category,
    volunteer: volunteerId,
    plan_reminds: [`有事请联系${directorInfo.nickname}（${directorInfo.cellphone}）`],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  h = await startHarness();
  [director, social, centre] = await Promise.all([h.login('儿童主任'), h.login('儿童社工'), h.login('中心管理')]);
  volunteer = await login(helperCellphone(1));
  volunteerId = (await info(volunteer)).id;
  socialId = (await info(social)).id;
  directorInfo = await info(director);
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
  otherChild = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('a manager change', () => {
  it("moves exactly the service and term-weekly plans and this month's tasks in hand", async () => {
    const now = h.clock.now;
    const [service, weekly, ordinary] = [
      await newPlan('基层服务'),
      await newPlan('学期每周'),
      await newPlan('普通计划'),
    ];
    const inHand = await newTask(child, now);
    const lastMonth = await newTask(child, new Date(now.getTime() - 40 * 86_400_000));
    const finished = await newTask(child, now);
    const others = await newTask(otherChild, now);
    const url = await uploadPng(h.app, volunteer);
    await h.call('PUT', '/api/task/punch', volunteer, {
      id: finished,
      version: (await task(finished)).version,
      punch: {
        check_address: '家中',
        check_description: '走访',
        check_image: [{ url }],
        check_longitude: 119.8,
        check_latitude: 32.9,
      },
    });
    expect(
      (await h.call('PUT', '/api/task/for/ids/with/state', volunteer, { ids: [finished], state: '办结' })).statusCode,
    ).toBe(200);
    const centreId = (await info(centre)).id;

    const res = await h.call('PUT', '/api/child/manager', centre, {
      id: child,
      version: await childVersion(child),
      manager: socialId,
    });
    expect(res.statusCode, res.body).toBe(200);

    const socialInfo = await info(social);
    for (const id of [service, weekly]) {
      const p = await plan(id);
      expect(p.manager).toBe(socialId);
      expect(p.plan_information).toMatchObject({
        plan_manager: socialId,
        plan_manager_name: socialInfo.nickname,
        plan_manager_cellphone: socialInfo.cellphone,
      });
      expect(p.plan_information.plan_reminds).toEqual([`有事请联系${socialInfo.nickname}（${socialInfo.cellphone}）`]);
    }
    const kept = await plan(ordinary);
    expect([kept.manager, kept.plan_information.plan_reminds[0]]).toEqual([
      directorInfo.id,
      `有事请联系${directorInfo.nickname}（${directorInfo.cellphone}）`,
    ]);
    expect((await task(inHand)).manager).toBe(socialId);
    for (const id of [lastMonth, finished, others]) expect((await task(id)).manager).toBe(centreId);
    expect((await h.call('GET', `/api/child/detail?id=${child}`, centre)).json().detail.manager).toBe(socialId);

    const records = (
      await h.call(
        'GET',
        `/api/record/list/for/mix?child=${child}&types=${encodeURIComponent(JSON.stringify(['修改']))}`,
        await h.login('中心领导'),
      )
    ).json();
    expect(JSON.stringify(records.list)).toContain('更换负责人');
  });

  it('refuses a director (403), a volunteer as manager (400) and a stale version (409), moving nothing', async () => {
    const version = await childVersion(otherChild);
    expect(
      (await h.call('PUT', '/api/child/manager', director, { id: otherChild, version, manager: socialId })).statusCode,
    ).toBe(403);
    const notStaff = await h.call('PUT', '/api/child/manager', centre, {
      id: otherChild,
      version,
      manager: volunteerId,
    });
    expect([notStaff.statusCode, notStaff.json().message]).toEqual([400, '请选择激活中的负责人']);
    const [fake] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13600000002')); // fake测试主任 of the demo
    expect(
      (await h.call('PUT', '/api/child/manager', centre, { id: otherChild, version, manager: fake.id })).statusCode,
    ).toBe(400);
    const stale = await h.call('PUT', '/api/child/manager', centre, {
      id: otherChild,
      version: version + 5,
      manager: socialId,
    });
    expect(stale.statusCode).toBe(409);
    expect(await childVersion(otherChild)).toBe(version);
  });
});
