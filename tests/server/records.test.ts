/**
 * The operation records (issue 15; req records §3): 系统管理 and 中心领导 read them (list, mixed list, detail,
 * ids, statistics, export), every other role is refused; filters by type, state, user keyword and day; names
 * and searched keywords masked for a caller without a reveal; the export is a real spreadsheet and a record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { can } from '../../domain/permissions';
import { ROLES } from '../../domain/roles';
import type { Harness } from './harness';
import { csForm, place, reveal } from './fixtures';
import { startHarness } from './harness';

let h: Harness;
let admin: string, centre: string, manager: string;
let childId: number;
const NAME = '记录测试童';
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';
const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = {
  id: number;
  record_type: string;
  record_state: string;
  user_nickname: string;
  user_role: string;
  child_name: string | null;
  record_child: number;
  record_information: Record<string, unknown>;
};

beforeAll(async () => {
  h = await startHarness();
  [admin, centre, manager] = await Promise.all([h.login('系统管理'), h.login('中心领导'), h.login('中心管理')]);
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  const res = await h.call('POST', '/api/child', manager, {
    character: 'cs',
    information: { investigate_cs: csForm(shuiguan, { child_name: NAME }) },
  });
  childId = res.json().id;
  await h.call('GET', `/api/child/detail?id=${childId}`, manager);
  await h.call('GET', `${LIST}?keyword=${encodeURIComponent(NAME)}`, manager);
});
afterAll(async () => {
  await h.close();
});

describe('who reads the records', () => {
  it('answers 系统管理 and 中心领导, and refuses every role without records:query', async () => {
    for (const role of ROLES) {
      const token = role === '系统管理' ? admin : role === '中心领导' ? centre : await h.login(role);
      const res = await h.call('GET', '/api/record/list', token);
      expect(res.statusCode, role).toBe(can(role, 'records', 'query') ? 200 : 403);
    }
    expect(ROLES.filter((r) => can(r, 'records', 'query'))).toEqual(['系统管理', '中心领导']);
  });
});

describe('the list', () => {
  it('filters by child, type and state (mixed), names the user, shows 系统管理 no child and 中心领导 a masked one', async () => {
    const res = (
      await h.call(
        'GET',
        `/api/record/list/for/mix?child=${childId}&types=${q(['创建', '查看详情'])}&states=${q(['成功'])}`,
        admin,
      )
    ).json();
    const types = res.list.map((r: Item) => r.record_type).sort();
    expect(types).toEqual(['创建', '查看详情']);
    for (const r of res.list as Item[]) {
      expect(r.user_role).toBe('中心管理');
      expect(r.child_name).toBeNull();
    }
    const centres = (
      await h.call('GET', `/api/record/list/for/mix?child=${childId}&types=${q(['创建'])}`, centre)
    ).json().list as Item[];
    expect(centres.map((r) => r.child_name)).toEqual(['记*测试童']);
  });

  it('keeps a searched name only masked, shows it to 中心领导 even after a reveal as kept, and not at all to 系统管理', async () => {
    const managerId = (await h.call('GET', '/api/user/info', manager)).json().info.id;
    const searches = async (token: string) =>
      (await h.call('GET', `/api/record/list?type=${encodeURIComponent('搜索')}&user=${managerId}`, token)).json()
        .list as Item[];
    const listSearch = (list: Item[]) => list.find((r) => String(r.record_information.keyword ?? '').startsWith('记'));
    expect(listSearch(await searches(centre))?.record_information.keyword).toBe('记*测试童');
    await reveal(h, centre);
    expect(listSearch(await searches(centre))?.record_information.keyword).toBe('记*测试童');
    const admins = await searches(admin);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((r) => !('keyword' in r.record_information) && r.child_name === null)).toBe(true);
  });

  it("finds records by the user's name or cellphone and by day, and refuses a malformed day", async () => {
    const byPhone = (await h.call('GET', '/api/record/list?keyword=13900000004&size=100', admin)).json();
    expect(byPhone.total).toBeGreaterThan(0);
    expect(byPhone.list.every((r: Item) => r.user_role === '中心管理')).toBe(true);
    const today = new Date(h.clock.now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await h.call('GET', `/api/record/list?begin=${today}&end=${today}`, admin)).json().total).toBeGreaterThan(
      0,
    );
    expect((await h.call('GET', '/api/record/list?begin=2000-01-01&end=2000-01-02', admin)).json().total).toBe(0);
    expect((await h.call('GET', '/api/record/list?begin=2026/1/1', admin)).statusCode).toBe(400);
  });

  it('answers a detail, 404 for an unknown one, and a list of ids', async () => {
    const first = (await h.call('GET', '/api/record/list?size=2', admin)).json().list as Item[];
    const detail = await h.call('GET', `/api/record/detail?id=${first[0].id}`, admin);
    expect(detail.json().detail.id).toBe(first[0].id);
    expect((await h.call('GET', '/api/record/detail?id=2147483000', admin)).statusCode).toBe(404);
    const ids = (await h.call('GET', `/api/record/list/for/ids?ids=${q(first.map((r) => r.id))}`, admin)).json();
    expect(ids.list.map((r: Item) => r.id).sort()).toEqual(first.map((r) => r.id).sort());
  });
});

describe('statistics and export', () => {
  it('counts by type and state over the filter', async () => {
    const stats = (await h.call('GET', `/api/record/statistics?child=${childId}`, admin)).json();
    const all = (await h.call('GET', `/api/record/list?child=${childId}&size=100`, admin)).json();
    expect(stats.total).toBe(all.total);
    const created = stats.types.find((t: { record_type: string }) => t.record_type === '创建');
    expect(created.count).toBe(all.list.filter((r: Item) => r.record_type === '创建').length);
    expect(stats.states.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(all.total);
  });

  it('exports the filtered records as a spreadsheet, masked, and records the export', async () => {
    const res = await h.call('GET', `/api/record/export?child=${childId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/操作记录_\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '时间',
      '用户',
      '角色',
      '类型',
      '状态',
      '儿童',
      '详情',
    ]);
    const all = (await h.call('GET', `/api/record/list?child=${childId}&size=100`, admin)).json();
    expect(sheet.rowCount - 1).toBe(all.total);
    expect(sheet.getRow(2).getCell(6).value ?? '').toBe(''); // 系统管理 sees no child
    const exported = (await h.call('GET', `/api/record/list?type=${encodeURIComponent('导出')}`, admin)).json()
      .list as Item[];
    expect(exported.some((r) => r.record_information.list === 'records' && r.user_role === '系统管理')).toBe(true);
    expect((await h.call('GET', '/api/record/export', await h.login('中心管理'))).statusCode).toBe(403);
  });
});
