import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { childApply, csForm, place, reveal } from './fixtures';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';

let h: Harness;
let director: string, leader: string, centre: string, manager: string, otherLeader: string;
let shuiguan: { town: number; village: number };
const GENRES = encodeURIComponent('["儿童创建","儿童修改"]');
const q = (states: string[]) =>
  `/api/apply/list/for/auditor?apply_genres=${GENRES}&apply_states=${encodeURIComponent(JSON.stringify(states))}&size=100`;

beforeAll(async () => {
  h = await startHarness();
  [director, leader, centre, manager] = await Promise.all([
    h.login('儿童主任'),
    h.login('分委领导'),
    h.login('中心领导'),
    h.login('中心管理'),
  ]);
  for (const token of [director, leader, centre, manager]) await reveal(h, token);
  shuiguan = await place(h, '昭阳街道', '水关居委会');
  const linCheng = await place(h, '临城街道');
  await h.handle.db.insert(users).values({
    cellphone: '13911112222',
    nickname: '临城分委',
    role: '分委领导',
    password_hash: await hashPassword('pw123456'),
    department_id: linCheng.town,
  });
  otherLeader = (
    await h.call('POST', '/api/auth/login', undefined, { cellphone: '13911112222', password: 'pw123456' })
  ).json().token;
});
afterAll(async () => {
  await h.close();
});

const count = async (token: string, states: string[]) =>
  (
    await h.call(
      'GET',
      `/api/apply/count/for/auditor?apply_genres=${encodeURIComponent('["儿童创建","儿童修改"]')}&apply_states=${encodeURIComponent(JSON.stringify(states))}`,
      token,
    )
  ).json().count as number;
const childrenTotal = async () =>
  (await h.call('GET', '/api/child/list/for/department/village/level/character/genre/keyword?size=1', centre)).json()
    .total as number;

describe('the two-stage review of a child create', () => {
  it('runs 申请 → 初过 → 终过, writing the child only at the final pass, with the history of each step', async () => {
    const form = csForm(shuiguan, { child_name: '赵小北' });
    const before = await childrenTotal();
    const badge = await count(leader, ['申请']);
    const submitted = await h.call('POST', '/api/apply', director, childApply(form));
    expect(submitted.statusCode).toBe(200);
    const { id, version } = submitted.json();
    expect(await childrenTotal()).toBe(before);
    expect(await count(leader, ['申请'])).toBe(badge + 1);
    expect(await count(otherLeader, ['申请'])).toBe(0);

    const queue = (await h.call('GET', q(['申请']), leader)).json();
    const row = queue.list.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({
      apply_state: '申请',
      child_name: '赵小北',
      village_name: '水关居委会',
      department_name: '昭阳街道',
      auditor: 0,
    });

    const first = await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ apply_state: '初过', version: version + 1 });
    const afterFirst = (await h.call('GET', `/api/apply/detail?id=${id}`, leader)).json().detail;
    expect(afterFirst.auditor).toBe(4);
    expect(afterFirst.apply_information.history.at(-1)).toMatchObject({ state: '初过', reason: '初审通过' });
    expect(await childrenTotal()).toBe(before);

    const final = await h.call('PUT', '/api/apply', manager, {
      id,
      version: version + 1,
      apply_state: '终过',
      reason: '材料齐全',
    });
    expect(final.statusCode).toBe(200);
    const done = (await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail;
    expect(done.apply_state).toBe('终过');
    expect(done.link_id).toBeGreaterThan(0);
    expect(done.apply_information.history.map((e: { state: string }) => e.state)).toEqual(['申请', '初过', '终过']);
    expect(await childrenTotal()).toBe(before + 1);
    const child = (await h.call('GET', `/api/child/detail?id=${done.link_id}`, director)).json().detail;
    expect(child.child_name).toBe('赵小北');
    expect(child.top).toBe(0);
  });

  it('refuses a 初拒 or 终拒 without a reason (400 on reason, nothing changed), then sends back with the one given', async () => {
    const { id, version } = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    for (const reason of [undefined, '', '  ']) {
      const res = await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初拒', reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ field: 'reason', message: '请填写退回原因' }]);
    }
    const waiting = (await h.call('GET', `/api/apply/detail?id=${id}`, director)).json().detail;
    expect(waiting).toMatchObject({ apply_state: '申请', version });
    const res = await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初拒', reason: ' 材料不全 ' });
    expect(res.statusCode).toBe(200);
    const detail = (await h.call('GET', `/api/apply/detail?id=${id}`, director)).json().detail;
    expect(detail.apply_information.history.at(-1)).toMatchObject({ state: '初拒', reason: '材料不全' });
    const again = await h.call('PUT', '/api/apply', centre, { id, version: version + 1, apply_state: '终过' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: '当前申请状态为「初拒」，不能改为「终过」',
    });
  });

  it('refuses a 终拒 without a reason; a pass keeps its default reason', async () => {
    const { id, version } = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    expect((await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过' })).statusCode).toBe(200);
    const passed = (await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail;
    expect(passed.apply_information.history.at(-1)).toMatchObject({ state: '初过', reason: '初审通过' });
    const bare = await h.call('PUT', '/api/apply', centre, { id, version: version + 1, apply_state: '终拒' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual([{ field: 'reason', message: '请填写退回原因' }]);
    expect((await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail.apply_state).toBe('初过');
    const refused = await h.call('PUT', '/api/apply', centre, {
      id,
      version: version + 1,
      apply_state: '终拒',
      reason: '不符合认定条件',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().apply_state).toBe('终拒');
  });

  it('answers 409 to skipping the first review, 403 to the wrong role, 409 to a stale version, 404 out of scope', async () => {
    const before = await childrenTotal();
    const { id, version } = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    const skip = await h.call('PUT', '/api/apply', centre, { id, version, apply_state: '终过' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('当前申请状态为「申请」，不能改为「终过」');
    const self = await h.call('PUT', '/api/apply', director, { id, version, apply_state: '初过' });
    expect(self.statusCode).toBe(403);
    expect((await h.call('PUT', '/api/apply', otherLeader, { id, version, apply_state: '初过' })).statusCode).toBe(404);
    expect(
      (await h.call('PUT', '/api/apply', leader, { id, version: version + 5, apply_state: '初过' })).json().code,
    ).toBe('STALE_VERSION');
    expect((await h.call('GET', `/api/apply/detail?id=${id}`, leader)).json().detail.apply_state).toBe('申请');
    expect(await childrenTotal()).toBe(before);
  });

  it('refuses a second pending apply for one child, and a director applying for another village', async () => {
    const form = csForm(shuiguan);
    expect((await h.call('POST', '/api/apply', director, childApply(form))).statusCode).toBe(200);
    const twice = await h.call('POST', '/api/apply', director, childApply(form));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PENDING_APPLY');
    const elsewhere = await h.call('POST', '/api/apply', director, childApply(csForm(await place(h, '戴窑镇'))));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('只能为本村（居）的儿童提交申请');
  });

  it('validates an apply exactly like a direct write', async () => {
    const bad = await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan, { child_idnumber: '123' })));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('当前儿童身份证不合法。');
  });

  it('lets an applicant see only their own applies', async () => {
    const mine = (await h.call('GET', q(['申请', '初过', '初拒', '终过']), director)).json();
    const me = (await h.call('GET', '/api/user/info', director)).json().info;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((a: { applicant: number }) => a.applicant === me.id)).toBe(true);
  });
});
