/**
 * Who classifies a child (issue 28; domain/contracts/child-classify.ts): the centre sets level, ranking, emphasis and a
 * left-behind girl's level with a reason, the lists find the child by them, the 分级记录 and the operation records keep
 * each change; a role without children:edit is refused; a stale version, no change, a girl level for a boy and a basis
 * the child has no assessment for are refused with nothing changed; the centre names the 儿童督导员 and the dominator list finds it;
 * the 分委领导 so named finds the child in 我督导的儿童 (the same call, for their own id), another town's leader and a role
 * without children:query do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { makeIdNumber } from '../../domain/id-number';
import { records, users } from '../../server/db/schema';
import type { Harness } from './harness';
import { hashPassword } from '../../server/auth/passwords';
import { csForm, place, startReviewScene } from './fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';

beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

async function create(character = 'cs', overrides: Record<string, unknown> = {}) {
  const res = await h.call('POST', '/api/child', centre, {
    character,
    information: { [`investigate_${character}`]: csForm(shuiguan, overrides) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; version: number };
}
const classify = (token: string, body: Record<string, unknown>) =>
  h.call('PUT', '/api/child/classification', token, body);
const detail = async (id: number) => (await h.call('GET', `/api/child/detail?id=${id}`, centre)).json().detail;
const history = async (id: number, token = centre) => h.call('GET', `/api/child/classification/list?id=${id}`, token);

describe('classification by the centre', () => {
  it('sets level, ranking and emphasis with a reason; the list filters find the child; the history shows the change', async () => {
    const c = await create();
    const res = await classify(centre, {
      id: c.id,
      version: c.version,
      level: '二级',
      ranking: '一级',
      emphasis: true,
      reason: '家访发现监护缺失',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(c.version + 1);
    const d = await detail(c.id);
    expect([d.level, d.ranking, d.emphasis]).toEqual(['二级', '一级', true]);

    const found = async (q: string) =>
      (await h.call('GET', `${LIST}?size=100&village=${shuiguan.village}&${q}`, centre))
        .json()
        .list.map((x: { id: number }) => x.id);
    expect(await found('level=二级')).toContain(c.id);
    expect(await found('ranking=一级')).toContain(c.id);
    expect(await found('emphasis=true')).toContain(c.id);
    expect(await found('level=三级')).not.toContain(c.id);

    const list = (await history(c.id)).json().list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ reason: '家访发现监护缺失', basis: null, user_nickname: expect.any(String) });
    expect(list[0].changes).toEqual([
      { field: 'level', label: '等级', from: '零级', to: '二级' },
      { field: 'ranking', label: '排序等级', from: '零级', to: '一级' },
      { field: 'emphasis', label: '重点', from: '否', to: '是' },
    ]);
    // the village director reads the history of a child of their village
    expect((await history(c.id, director)).statusCode).toBe(200);
    const [rec] = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_child, c.id), eq(records.record_type, '修改')));
    expect(rec.record_information).toMatchObject({ action: '分级', reason: '家访发现监护缺失' });
  });

  it('refuses a role without children:edit (403), a stale version (409), no change and a missing reason (400)', async () => {
    const c = await create();
    const body = { id: c.id, version: c.version, level: '一级', ranking: '零级', emphasis: false, reason: '测试' };
    expect((await classify(director, body)).statusCode).toBe(403);
    expect((await classify(leader, body)).statusCode).toBe(403);
    const noReason = await classify(centre, { ...body, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors[0]).toMatchObject({ field: 'reason', message: '请填写调整原因' });
    const same = await classify(centre, { ...body, level: '零级' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('请至少调整一项');
    expect((await classify(centre, body)).statusCode).toBe(200);
    expect((await classify(centre, { ...body, level: '三级' })).statusCode).toBe(409);
    expect((await detail(c.id)).level).toBe('一级');
    expect((await history(c.id)).json().list).toHaveLength(1);
  });

  it("sets a left-behind girl's level, and refuses one for a child who is not", async () => {
    const girl = await create('ow', { child_gender: '女', child_idnumber: makeIdNumber('321281', '20150612', 998) });
    const d = await detail(girl.id);
    const body = { id: girl.id, version: girl.version, level: d.level, ranking: d.ranking, emphasis: false };
    const res = await classify(centre, { ...body, girl_level: '橙色', reason: '独自在家' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(girl.id)).girl_level).toBe('橙色');
    expect((await history(girl.id)).json().list[0].changes).toEqual([
      { field: 'girl_level', label: '女童等级', from: '绿色', to: '橙色' },
    ]);
    const cs = await create();
    const refused = await classify(centre, {
      id: cs.id,
      version: cs.version,
      level: '一级',
      ranking: '零级',
      emphasis: false,
      girl_level: '红色',
      reason: '测试',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors[0].field).toBe('girl_level');
  });

  it('adopts the level a passed assessment proposes only when there is one and it matches', async () => {
    const c = await create();
    const res = await classify(centre, {
      id: c.id,
      version: c.version,
      level: '二级',
      ranking: '零级',
      emphasis: false,
      reason: '按评估',
      basis: '原始风险评估',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0]).toMatchObject({ field: 'basis', message: '该儿童没有通过的原始风险评估' });
  });
});

describe('the 儿童督导员 (dominator)', () => {
  it('is named by the centre among the active 分委领导 of the town; the dominator list finds the child', async () => {
    const c = await create();
    const [town] = await h.handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, '分委领导'), eq(users.department_id, shuiguan.town)));
    const [other] = await h.handle.db.select().from(users).where(eq(users.role, '儿童主任'));
    const set = (token: string, dominator: number | null, version = c.version) =>
      h.call('PUT', '/api/child/dominator', token, { id: c.id, version, dominator, reason: '乡镇督导分工' });
    expect((await set(director, town.id)).statusCode).toBe(403);
    const wrong = await set(centre, other.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0]).toMatchObject({ field: 'dominator', message: '请选择本乡镇激活中的分委领导' });
    const ok = await set(centre, town.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const d = await detail(c.id);
    expect(d.dominator).toBe(town.id);
    expect(d.information.important.dominator_name).toBe(town.nickname);
    const listed = await h.call(
      'GET',
      `/api/child/list/for/dominator/genres/keyword?dominator=${town.id}&size=100`,
      centre,
    );
    expect(listed.json().list.map((x: { id: number }) => x.id)).toContain(c.id);
    expect((await history(c.id)).json().list[0].changes[0]).toMatchObject({ label: '儿童督导员', to: town.nickname });
    expect((await set(centre, null, ok.json().version)).statusCode).toBe(200);
    expect((await detail(c.id)).dominator).toBe(0);
  });
});

describe('我督导的儿童 (GET /api/child/list/for/dominator/genres/keyword, issue 28)', () => {
  const URL = '/api/child/list/for/dominator/genres/keyword';
  it('lists the children a 分委领导 supervises to them, by keyword and state, and to nobody outside the town', async () => {
    const [town] = await h.handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, '分委领导'), eq(users.department_id, shuiguan.town)));
    const named = await create('cs', { child_name: '督导甲' });
    const unnamed = await create('cs', { child_name: '督导乙' });
    const set = await h.call('PUT', '/api/child/dominator', centre, {
      id: named.id,
      version: named.version,
      dominator: town.id,
      reason: '乡镇督导分工',
    });
    expect(set.statusCode, set.body).toBe(200);
    const ids = async (token: string, q = '') => {
      const res = await h.call('GET', `${URL}?dominator=${town.id}&size=100${q}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list.map((x: { id: number }) => x.id) as number[];
    };
    const mine = await ids(leader);
    expect(mine).toContain(named.id);
    expect(mine).not.toContain(unnamed.id);
    expect(await ids(leader, `&keyword=${encodeURIComponent('督导甲')}`)).toEqual([named.id]);
    expect(await ids(leader, `&genres=${encodeURIComponent('["正常"]')}`)).toContain(named.id);
    expect(await ids(leader, `&genres=${encodeURIComponent('["退出"]')}`)).not.toContain(named.id);
    // the list is masked as every list is: a leader without a reveal sees the name masked
    const plain = await h.login('分委领导');
    const row = (await h.call('GET', `${URL}?dominator=${town.id}&size=100`, plain)).json().list;
    expect(row.find((x: { id: number }) => x.id === named.id).child_name).not.toBe('督导甲');

    // another town's 分委领导 asking for this leader's children: scoped to their own town, so none
    const linCheng = await place(h, '临城街道');
    await h.handle.db.insert(users).values({
      cellphone: '13922223333',
      nickname: '临城督导',
      role: '分委领导',
      password_hash: await hashPassword('pw123456'),
      department_id: linCheng.town,
    });
    const other = (
      await h.call('POST', '/api/auth/login', undefined, { cellphone: '13922223333', password: 'pw123456' })
    ).json().token as string;
    expect(await ids(other)).toEqual([]);
    // a role that reads no children (服务领导: risks only) is refused
    expect((await h.call('GET', `${URL}?dominator=${town.id}`, await h.login('服务领导'))).statusCode).toBe(403);
  });
});
