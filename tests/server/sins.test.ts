/**
 * Dynamic management (issue 17; req gta §8.3; domain/sins.ts): an escort department reports a case naming
 * minors, matched at once to the gta minors of their ID numbers; the subsin list finds them by child, state,
 * genre and escort genre, masked unless revealed; only the case's department and 检察领导 change or re-match it;
 * the roles without the call are refused; SinList shows the minors named in a case.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children } from '../../server/db/schema';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
let minor: { id: number; idnumber: string; name: string };
let sin: { id: number; version: number };
const tokens = new Map<Role, string>();
const ROLES_USED: Role[] = ['检察领导', '检察人员', '公安护航', '教育护航', '学校领导', '中心领导', '儿童主任'];
const UNKNOWN = '321281201001010014';
const report = (extra: Record<string, unknown> = {}) => ({
  sin_genre: '夜不归宿',
  sin_title: '深夜网吧检查',
  sin_datetime: '2026-11-20T23:30:00+08:00',
  sin_description: '民警夜查网吧时发现',
  subsins: [
    { child_name: minor.name, child_idnumber: minor.idnumber, subsin_times: 2 },
    { child_name: '外地人', child_idnumber: UNKNOWN, subsin_times: 1 },
  ],
  ...extra,
});
const subsins = async (who: Role, q: string) =>
  (await h.call('GET', `/api/subsin/list/for/mix?${q}`, tokens.get(who))).json();

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  const [gta] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
    .limit(1);
  minor = { id: gta.id, idnumber: gta.child_idnumber, name: gta.child_name };
});
afterAll(async () => {
  await h.close();
});

describe('reporting a case', () => {
  it("matches the named minors to the gta minors of their ID numbers, under the reporter's department", async () => {
    const res = await h.call('POST', '/api/sin', tokens.get('公安护航'), report());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ matched: 1, unmatched: 1 });
    sin = res.json();
    const detail = (await h.call('GET', `/api/sin/detail?id=${sin.id}`, tokens.get('检察人员'))).json().detail;
    expect(detail).toMatchObject({
      sin_department: '公安局',
      sin_information: { sin_department_name: '公安局', sin_title: '深夜网吧检查' },
      subsin_count: 2,
      matched_count: 1,
      mine_to_change: false,
    });
  });

  it("lists the minor's records 10 a page, masked without a reveal, with the case's department", async () => {
    const page = await subsins('教育护航', `child=${minor.id}`);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      subsin_state: '已匹配',
      subsin_genre_sin: '夜不归宿',
      subsin_genre_upload: '公安上报',
      subsin_information: { subsin_times: 2, child_idnumber: expect.stringContaining('*********') },
      sin_information: { sin_department_name: '公安局' },
    });
    expect(page.list[0].subsin_information.child_name).not.toBe(minor.name);
    expect(
      (await subsins('检察领导', `sin=${sin.id}&states=${encodeURIComponent('["无匹配"]')}`)).list.map(
        (s: { subsin_information: { child_idnumber: string } }) => s.subsin_information.child_idnumber,
      ),
    ).toHaveLength(1);
    expect((await subsins('检察领导', `keywords=${UNKNOWN}`)).total).toBe(1);
    expect((await subsins('检察领导', `keywords=${UNKNOWN.slice(0, 10)}`)).total).toBe(0);
    expect((await subsins('学校领导', `genre_uploads=${encodeURIComponent('["教育上报"]')}&sin=${sin.id}`)).total).toBe(
      0,
    );
  });

  it('refuses a bad ID number and the roles that report for no department', async () => {
    const bad = await h.call(
      'POST',
      '/api/sin',
      tokens.get('公安护航'),
      report({ subsins: [{ child_name: '李四', child_idnumber: '12345', subsin_times: 1 }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((e: { message: string }) => e.message)).toContain('请输入18位身份证号码');
    for (const role of ['检察人员', '学校领导', '中心领导', '儿童主任'] as Role[])
      expect((await h.call('POST', '/api/sin', tokens.get(role), report())).statusCode, role).toBe(403);
    expect((await subsins('儿童主任', '')).code).toBe('FORBIDDEN');
  });
});

describe('changing and matching a case', () => {
  const put = (who: Role, version: number, title: string) =>
    h.call('PUT', '/api/sin', tokens.get(who), {
      id: sin.id,
      version,
      sin_genre: '夜不归宿',
      sin_title: title,
      sin_datetime: '2026-11-20T23:30:00+08:00',
    });

  it("lets only the case's department and 检察领导 change it, at the version read", async () => {
    const other = await put('教育护航', sin.version, '改别的部门的');
    expect([other.statusCode, other.json().code]).toEqual([403, 'NOT_OWN_DEPARTMENT']);
    const own = await put('公安护航', sin.version, '深夜网吧联合检查');
    expect(own.statusCode).toBe(200);
    expect((await put('检察领导', sin.version, '旧版本')).statusCode).toBe(409);
    expect((await put('检察领导', own.json().version, '深夜网吧联合检查（复核）')).statusCode).toBe(200);
  });

  it('matches again, among the given children only when asked', async () => {
    const none = await h.call('POST', '/api/intersect/sin/subsins/put/childs', tokens.get('公安护航'), {
      sin: sin.id,
      childs: [minor.id + 100000],
    });
    expect(none.json()).toEqual({ matched: 0, unmatched: 2 });
    expect((await subsins('检察领导', `child=${minor.id}`)).total).toBe(0);
    expect(
      (await h.call('POST', '/api/intersect/sin/subsins/put/childs', tokens.get('教育护航'), { sin: sin.id }))
        .statusCode,
    ).toBe(403);
    const all = await h.call('POST', '/api/intersect/sin/subsins/put/childs', tokens.get('检察领导'), { sin: sin.id });
    expect(all.json()).toEqual({ matched: 1, unmatched: 1 });
    expect((await subsins('检察领导', `child=${minor.id}`)).total).toBe(1);
  });

  it("shows the minor in SinList (sins=true) and filters records by the minors' escort genre", async () => {
    const list = (
      await h.call(
        'GET',
        '/api/child/list/for/department/village/level/character/genre/keyword?character=gta&sins=true&size=100',
        tokens.get('检察领导'),
      )
    ).json();
    expect(list.list.map((c: { id: number }) => c.id)).toContain(minor.id);
    const version = (await h.call('GET', `/api/child/detail?id=${minor.id}`, tokens.get('检察领导'))).json().detail
      .version;
    await h.call('PUT', '/api/child/important', tokens.get('检察领导'), {
      id: minor.id,
      version,
      important: { escort_genre: '专班' },
    });
    expect((await subsins('检察领导', `child=${minor.id}&genre_escorts=${encodeURIComponent('["专班"]')}`)).total).toBe(
      1,
    );
    expect((await subsins('检察领导', `child=${minor.id}&genre_escorts=${encodeURIComponent('["正常"]')}`)).total).toBe(
      0,
    );
  });
});
