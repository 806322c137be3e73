/**
 * Plans (issue 16; req tasks §6.1, §7.2): the village director plans a child's recurring work with a volunteer
 * and reminders; the volunteer reads the plans naming them and nobody else's; a child of another village is
 * 404; writes carry the version (409 when stale); the batch deletes take every child or none; a county reader
 * reads but may not write (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';

let h: Harness;
let director: string, centre: string, volunteer: string, otherVolunteer: string, reader: string;
let volunteerId: number, directorId: number;
let child: number, otherChild: number;

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const idOf = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info.id as number;
async function newPlan(body: Record<string, unknown> = {}, token = director) {
  const res = await h.call('POST', '/api/plan', token, {
    child,
    type: '常规',
    category: '基层服务',
    volunteer: volunteerId,
    plan_reminds: ['每周六上午入户'],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; version: number };
}
const detail = async (id: number, token = centre) => h.call('GET', `/api/plan/detail?id=${id}`, token);

beforeAll(async () => {
  h = await startHarness();
  [director, centre, reader] = await Promise.all([h.login('儿童主任'), h.login('中心管理'), h.login('督查人员')]);
  directorId = await idOf(director);
  volunteer = await login(helperCellphone(1));
  otherVolunteer = await login(helperCellphone(2));
  volunteerId = await idOf(volunteer);
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  const other = await place(h, '戴窑镇');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
  otherChild = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(other) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('plans', () => {
  it("creates a plan naming the volunteer and the child's manager, read by the volunteer and nobody else of their kind", async () => {
    const { id } = await newPlan();
    const shown = (await detail(id)).json().detail;
    expect(shown).toMatchObject({
      child,
      type: '常规',
      category: '基层服务',
      volunteer: volunteerId,
      manager: directorId,
    });
    expect(shown.plan_information).toMatchObject({
      plan_volunteer: volunteerId,
      plan_volunteer_cellphone: helperCellphone(1),
      plan_reminds: ['每周六上午入户'],
    });
    expect((await detail(id, volunteer)).statusCode).toBe(200);
    expect((await detail(id, otherVolunteer)).statusCode).toBe(404);
    const mine = (await h.call('GET', '/api/plan/list/for/volunteer', volunteer)).json();
    expect(mine.list.map((p: { id: number }) => p.id)).toContain(id);
    // another volunteer asking for this one's plans gets their own (the demo gives them some), never this one's
    const otherId = await idOf(otherVolunteer);
    const asked = (await h.call('GET', `/api/plan/list/for/volunteer?volunteer=${volunteerId}`, otherVolunteer)).json()
      .list;
    expect(asked.every((p: { volunteer: number }) => p.volunteer === otherId)).toBe(true);
    expect(asked.map((p: { id: number }) => p.id)).not.toContain(id);
    const forChild = (await h.call('GET', `/api/plan/list/for/child?child=${child}`, reader)).json();
    expect(forChild.list.map((p: { id: number }) => p.id)).toContain(id);
  });

  it("refuses a child outside the caller's scope (404), a volunteer who is not one (400) and a reader's write (403)", async () => {
    expect(
      (
        await h.call('POST', '/api/plan', director, {
          child: otherChild,
          type: '常规',
          category: '基层服务',
          volunteer: volunteerId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await h.call('GET', `/api/plan/list/for/child?child=${otherChild}`, director)).statusCode).toBe(404);
    const res = await h.call('POST', '/api/plan', director, {
      child,
      type: '常规',
      category: '基层服务',
      volunteer: directorId,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, '请选择激活中的志愿者']);
    expect(
      (await h.call('POST', '/api/plan', reader, { child, type: '常规', category: '基层服务', volunteer: volunteerId }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/api/plan', volunteer, {
          child,
          type: '常规',
          category: '基层服务',
          volunteer: volunteerId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('changes a plan with the version read; a stale version is 409 and changes nothing', async () => {
    const { id, version } = await newPlan();
    const otherId = await idOf(otherVolunteer);
    const res = await h.call('PUT', '/api/plan', director, {
      id,
      version,
      volunteer: otherId,
      plan_reminds: ['每月第一周家访'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (await detail(id)).json().detail;
    expect([
      changed.volunteer,
      changed.plan_information.plan_volunteer_cellphone,
      changed.plan_information.plan_reminds,
    ]).toEqual([otherId, helperCellphone(2), ['每月第一周家访']]);
    const stale = await h.call('PUT', '/api/plan', director, { id, version, plan_reminds: ['旧版本'] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    expect((await detail(id)).json().detail.plan_information.plan_reminds).toEqual(['每月第一周家访']);
    const bad = await h.call('PUT', '/api/plan', director, { id, version: changed.version, plan_reminds: [''] });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes one plan, the plans of a child of a type, and the plans of children by category, all or none', async () => {
    const one = await newPlan();
    expect((await h.call('DELETE', '/api/plan', director, one)).statusCode).toBe(200);
    expect((await detail(one.id)).statusCode).toBe(404);

    const jing = await newPlan({ type: '精准', category: '普通计划' });
    const keep = await newPlan({ type: '关爱', category: '普通计划' });
    const typed = await h.call('DELETE', '/api/plan/for/child/type', director, { child, type: '精准' });
    expect(typed.json()).toEqual({ count: 1 });
    expect((await detail(jing.id)).statusCode).toBe(404);
    expect((await detail(keep.id)).statusCode).toBe(200);

    // a child out of scope in the batch: 404 and nothing deleted
    const refused = await h.call('DELETE', '/api/plan/for/types/categorys/childs', director, {
      childs: [child, otherChild],
      categorys: ['普通计划'],
    });
    expect(refused.statusCode).toBe(404);
    expect((await detail(keep.id)).statusCode).toBe(200);
    const batch = await h.call('DELETE', '/api/plan/for/types/categorys/childs', director, {
      childs: [child],
      categorys: ['普通计划'],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((await detail(keep.id)).statusCode).toBe(404);
    const left = (await h.call('GET', `/api/plan/list/for/mix?child=${child}&size=100`, centre)).json().list;
    expect(left.every((p: { category: string }) => p.category !== '普通计划')).toBe(true);
  });
});
