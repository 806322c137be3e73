/**
 * The cross-department information and the task force's liaison flag of a marginal minor (issue 17; req gta
 * §2 tabs 2 and 4, §6.2, §7.3; PUT /api/child/important, PUT /api/child/liaison): each department's escort
 * role changes its own fields and nothing else (403 FIELD_NOT_OWNED), whatever the body holds; the roles
 * without the call are refused (403); case counts are bounded and stamp their times only when they change.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, users } from '../../server/db/schema';
import { helperCellphone } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
let gtaChild: number, csChild: number;
const tokens = new Map<Role, string>();
const ROLES_USED: Role[] = [
  '检察领导',
  '检察人员',
  '公安护航',
  '司法护航',
  '检察护航',
  '教育护航',
  '乡镇护航',
  '中心领导',
  '儿童主任',
];

/** The minor's version and information.important as 检察领导 reads it. */
async function important(): Promise<{ version: number; values: Record<string, unknown> }> {
  const res = await h.call('GET', `/api/child/detail?id=${gtaChild}`, tokens.get('检察领导'));
  expect(res.statusCode).toBe(200);
  return { version: res.json().detail.version, values: res.json().detail.information.important };
}
const put = async (role: Role, values: Record<string, unknown>, version?: number) =>
  h.call('PUT', '/api/child/important', tokens.get(role), {
    id: gtaChild,
    version: version ?? (await important()).version,
    important: values,
  });

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  const [gta] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
    .limit(1);
  const [cs] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, false), isNull(children.deleted_at)))
    .limit(1);
  gtaChild = gta.id;
  csChild = cs.id;
});
afterAll(async () => {
  await h.close();
});

describe('PUT /api/child/important: each department its own fields', () => {
  it.each([
    ['公安护航', { escort_noncrime_number: '3', escort_crime_number: '1' }],
    ['教育护航', { escort_school_register: '在籍在校', escort_school_register_school: '兴化市第一中学' }],
    ['司法护航', { escort_swine_info: '社区矫正中，每月报到' }],
    ['检察护航', { escort_genre: '专班', escort_department: '检察院', escort_serpent_info: '不起诉，附条件考察' }],
    ['检察领导', { escort_level: '紫色' }],
  ] as const)('%s changes %j', async (role, values) => {
    const res = await put(role, values);
    expect(res.statusCode, res.body).toBe(200);
    expect((await important()).values).toMatchObject(values);
  });

  it.each([
    ['公安护航', { escort_level: '蓝色' }, '无权修改护航等级'],
    ['教育护航', { escort_crime_number: '9' }, '无权修改犯罪案件数'],
    ['司法护航', { escort_school_register: '辍学' }, '无权修改学籍状态、就读学校'],
    ['检察护航', { escort_swine_info: '' }, '无权修改司法局信息'],
    ['检察领导', { escort_noncrime_number: '0' }, '无权修改违法案件数'],
  ] as const)("%s may not change another department's field %j", async (role, values, message) => {
    const before = await important();
    const res = await put(role, values);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([403, 'FIELD_NOT_OWNED', message]);
    expect((await important()).values).toEqual(before.values);
  });

  it("refuses the whole write when one field is another's, and passes the others' fields sent back unchanged", async () => {
    const before = await important();
    const mixed = await put('公安护航', {
      ...before.values,
      escort_crime_number: '2',
      escort_swine_info: '改了司法局的',
    });
    expect(mixed.statusCode).toBe(403);
    expect((await important()).values.escort_crime_number).toBe('1');
    const same = await put('公安护航', { ...before.values, escort_crime_number: '2' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it.each(['乡镇护航', '检察人员', '中心领导', '儿童主任'] as const)(
    '%s has no cross-department write (403)',
    async (role) => {
      expect((await put(role, { escort_level: '红色' })).statusCode).toBe(403);
    },
  );

  it("stamps a case count's time and police_update_time when the count changes, and only then", async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    await put('公安护航', { escort_noncrime_number: '4' });
    const first = (await important()).values;
    const stamp = Math.floor(h.clock.now.getTime() / 1000);
    expect(first).toMatchObject({
      escort_noncrime_number: '4',
      escort_noncrime_number_timestamp: stamp,
      police_update_time: stamp,
    });
    const crimeStamp = first.escort_crime_number_timestamp;
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const unchanged = await put('公安护航', {
      escort_noncrime_number: '4',
      escort_crime_number: first.escort_crime_number,
    });
    expect(unchanged.statusCode).toBe(200);
    expect((await important()).values).toMatchObject({
      escort_noncrime_number_timestamp: stamp,
      escort_crime_number_timestamp: crimeStamp,
      police_update_time: stamp,
    });
  });

  it('keeps case counts numeric, at most 10 characters (req gta §6.2)', async () => {
    const res = await put('公安护航', { escort_crime_number: '12345678901' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'escort_crime_number', message: '犯罪案件数不能超过10个字符' }),
    );
    expect((await put('公安护航', { escort_crime_number: '-007a' })).statusCode).toBe(200);
    expect((await important()).values.escort_crime_number).toBe('7');
  });

  it('keeps name, ID number and the other keys of important, answers 409 on a stale version and 404 off the gta category', async () => {
    const before = await important();
    await put('司法护航', { escort_swine_info: '已解除矫正' });
    const after = (await important()).values;
    for (const key of ['child_name', 'child_identification', 'controller_name'])
      expect(after[key]).toEqual(before.values[key]);
    const stale = await put('司法护航', { escort_swine_info: '旧版本' }, before.version);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const cs = await h.call('PUT', '/api/child/important', tokens.get('司法护航'), {
      id: csChild,
      version: 1,
      important: { escort_swine_info: 'x' },
    });
    expect(cs.statusCode).toBe(404);
  });
});

describe('PUT /api/child/liaison: 设为联络员 / 取消联络员', () => {
  it('lets 检察领导 and the centre set and clear the flag on an occupied slot, refuses a vacant slot and the other roles', async () => {
    const [helper] = await h.handle.db
      .select()
      .from(users)
      .where(eq(users.cellphone, helperCellphone(1)));
    const version = (await important()).version;
    const set = await h.call('PUT', '/api/child/helpers', tokens.get('中心领导'), {
      id: gtaChild,
      version,
      helpers: [{ slot: 'escort_group_mate_one', user: helper.id, career: '网格员' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const liaison = async (role: Role, slot: string, escort: boolean) =>
      h.call('PUT', '/api/child/liaison', tokens.get(role), {
        id: gtaChild,
        version: (await important()).version,
        slot,
        escort,
      });
    expect((await liaison('检察领导', 'escort_group_mate_one', true)).statusCode).toBe(200);
    const detail = (await h.call('GET', `/api/child/detail?id=${gtaChild}`, tokens.get('检察领导'))).json().detail;
    expect(detail.helpers.escort_group_mate_one).toMatchObject({ id: helper.id, escort: true });
    expect((await liaison('中心领导', 'escort_group_mate_one', false)).statusCode).toBe(200);
    const vacant = await liaison('检察领导', 'escort_group_mate_six', true);
    expect([vacant.statusCode, vacant.json().code]).toEqual([409, 'SLOT_VACANT']);
    expect((await liaison('检察领导', 'controller', true)).statusCode).toBe(400);
    for (const role of ['公安护航', '乡镇护航', '儿童主任'] as Role[])
      expect((await liaison(role, 'escort_group_mate_one', true)).statusCode, role).toBe(403);
  });
});
