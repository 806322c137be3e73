/**
 * What each role reads (issue 14; docs/decisions-scope.md): each role receives only the forms it may read, the user
 * list is scoped and its keyword literal, and what a role learns about ID numbers matches the documented table. Scope
 * through applies: scope.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { records } from '../../server/db/schema';
import type { Harness } from './harness';
import { csForm } from './fixtures';
import { basicForm, childDetail, createDirect as createIn, openScope, type Place, type Values } from './scope-fixtures';

let h: Harness;
let director: string, centre: string;
let shuiguan: Place, linCheng: Place;

beforeAll(async () => {
  ({ h, director, centre, shuiguan, linCheng } = await openScope());
});
afterAll(async () => {
  await h.close();
});

const createDirect = (character: string, form: Values) => createIn(h, centre, character, form);
const detail = (id: number, token = centre) => childDetail(h, token, id);
describe('forms per role', () => {
  it('sends a gta role only important and investigate_gta of a child both gta and cs', async () => {
    const form = basicForm(shuiguan, { child_name: '郑小双' });
    const id = await createDirect('gta', form);
    await createDirect('cs', csForm(shuiguan, { child_idnumber: form.child_idnumber, child_name: '郑小双' }));
    const full = await detail(id);
    expect(Object.keys(full.information).sort()).toEqual(['important', 'investigate_cs', 'investigate_gta']);
    for (const role of ['检察人员', '公安护航'] as const) {
      const token = await h.login(role);
      const seen = await detail(id, token);
      expect(Object.keys(seen.information).sort()).toEqual(['important', 'investigate_gta']);
      expect(seen.character_cs).toBe(true);
    }
  });
});

describe('user list', () => {
  const url = (q: string) => `/api/user/list/for/village/role/keyword?${q}`;

  it('refuses roles that never list users', async () => {
    for (const role of ['志愿人员', '检察人员'] as const) {
      const res = await h.call('GET', url(`village=${shuiguan.village}&role=儿童主任`), await h.login(role));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_USER_LIST');
    }
  });

  it('answers a director the directors, social workers and volunteers of their own town only', async () => {
    const own = await h.call(
      'GET',
      url(`village=${shuiguan.village}&role=${encodeURIComponent('儿童主任')}&page=1&size=20`),
      director,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().list.length).toBeGreaterThan(0);
    expect(own.json().list.every((u: { role: string }) => u.role === '儿童主任')).toBe(true);
    const otherTown = await h.call(
      'GET',
      url(`village=${linCheng.village}&role=${encodeURIComponent('儿童主任')}`),
      director,
    );
    expect(otherTown.json()).toEqual({ total: 0, list: [] });
    const helpers = (await h.call('GET', url('size=100'), director)).json();
    expect(helpers.total).toBeGreaterThan(0);
    expect(new Set(helpers.list.map((u: { role: string }) => u.role))).toEqual(
      new Set(['儿童主任', '儿童社工', '志愿人员']),
    );
    expect(
      (await h.call('GET', url(`village=${shuiguan.village}&role=${encodeURIComponent('中心领导')}`), director))
        .statusCode,
    ).toBe(403);
  });

  it('takes % and _ in a keyword literally', async () => {
    const admin = await h.login('系统管理');
    const all = (await h.call('GET', url(''), admin)).json().total;
    expect(all).toBeGreaterThan(0);
    for (const k of ['%', '_', '\\']) {
      const res = await h.call('GET', url(`keyword=${encodeURIComponent(k)}`), admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
  });
});

describe('what a role learns about ID numbers', () => {
  it('answers the duplicate check only to creators, and records a 搜索', async () => {
    const form = csForm(linCheng);
    const id = await createDirect('cs', form);
    for (const role of ['志愿人员', '检察人员', '分委领导'] as const) {
      const res = await h.call(
        'GET',
        `/api/child/count/for/idnumber?idnumber=${form.child_idnumber}`,
        await h.login(role),
      );
      expect(res.statusCode).toBe(403); // the volunteer by the permission guard, the others by the rule
      if (role !== '志愿人员')
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ID_CHECK', message: '您的角色不能按身份证号查重' });
    }
    const res = await h.call('GET', `/api/child/count/for/idnumber?idnumber=${form.child_idnumber}`, director);
    expect(res.json().count).toBe(1);
    const logged = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '搜索')));
    // the 搜索 record names the child found by id, and keeps no copy of the ID number asked (issue 26)
    expect(logged.some((r) => r.record_child === id && (r.record_information as { count?: number }).count === 1)).toBe(
      true,
    );
    expect(JSON.stringify(logged)).not.toContain(String(form.child_idnumber));
  });

  it('matches an ID number by keyword only whole or within its unmasked start or end', async () => {
    const form = csForm(shuiguan, { child_name: '吴小号' });
    const id = await createDirect('cs', form);
    const idnumber = String(form.child_idnumber);
    const search = async (k: string) =>
      (
        await h.call(
          'GET',
          `/api/child/list/for/department/village/level/character/genre/keyword?size=100&keyword=${encodeURIComponent(k)}`,
          director,
        )
      ).json();
    const found = async (k: string) => (await search(k)).list.some((c: { id: number }) => c.id === id);
    expect(await found(idnumber)).toBe(true);
    expect(await found(idnumber.slice(0, 6))).toBe(true);
    expect(await found(idnumber.slice(15))).toBe(true);
    expect(await found(idnumber.slice(6, 14))).toBe(false);
    expect(await found(idnumber.slice(0, 10))).toBe(false);
    expect(await found(idnumber.slice(8))).toBe(false);
  });
});
