/**
 * The task lists' export (issue 28; domain/contracts/task-export.ts): a real .xlsx read back with exceljs, filtered like the
 * list, scoped (a director: their village's tasks) and masked as the caller sees names (title, description, place), in
 * full after a reveal; named 工单列表_<date>.xlsx and written down as one 导出 record. Volunteers and 活动专员 may not
 * export (403); the deleted tasks need tasks:delete.
 */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../domain/masking';
import { records } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { csForm, freshIdNumber, place, reveal } from './fixtures';

let h: Harness;
const NAME = '龚晓岚导';
const MASKED = '龚*岚导';
const ID = freshIdNumber('20150304');
let childId = 0;
let otherChildId = 0;
let volunteerId = 0;
let taskId = 0;

const idOf = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info.id as number;
async function sheetOf(url: string, token: string) {
  const res = await h.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  for (let i = 2; i <= sheet.rowCount; i++) {
    const values = (sheet.getRow(i).values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((k, j) => [k, values[j] ?? ''])));
  }
  return { res, header, rows };
}
async function giveTask(child: number, name: string) {
  const centre = await h.login('中心领导');
  const begin = h.clock.now;
  const created = await h.call('POST', '/api/task', centre, {
    child,
    volunteer: volunteerId,
    genre: '常规',
    category: '普通计划',
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + 5 * 86_400_000).toISOString(),
    information: {
      task_name: name,
      task_description: `核对${NAME}身份证${ID}`,
      task_address: `${NAME}家`,
      task_score: 3,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as number;
}

beforeAll(async () => {
  h = await startHarness();
  volunteerId = await idOf(await h.login('志愿人员'));
  const centre = await h.login('中心领导');
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  const other = await place(h, '戴窑镇');
  childId = (
    await h.call('POST', '/api/child', centre, {
      character: 'cs',
      information: { investigate_cs: csForm(shuiguan, { child_name: NAME, child_idnumber: ID }) },
    })
  ).json().id;
  otherChildId = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(other) } })
  ).json().id;
  taskId = await giveTask(childId, `走访${NAME}`);
  await giveTask(otherChildId, '戴窑镇走访导出');
});
afterAll(async () => {
  await h.close();
});

describe('task export', () => {
  it("answers the director's filtered list as a real spreadsheet, masked, and records the export", async () => {
    const director = await h.login('儿童主任');
    const { res, header, rows } = await sheetOf(`/api/task/export?child=${childId}`, director);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const today = new Date(h.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`工单列表_${today}.xlsx`);
    expect(header.slice(0, 4)).toEqual(['工单编号', '工单名称', '儿童', '志愿者']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      工单名称: `走访${MASKED}`,
      儿童: MASKED,
      服务地点: `${MASKED}家`,
      工单说明: `核对${MASKED}身份证${maskIdNumber(ID)}`,
      状态: '待办理',
      类别: '普通计划',
      积分: 3,
      镇街: '昭阳街道',
      村居: '水关居委会',
    });
    expect(String(rows[0]['工单编号'])).toMatch(/^GD\d{8}\d{6}$/);
    expect(JSON.stringify(rows)).not.toContain(NAME);
    expect(JSON.stringify(rows)).not.toContain(ID);
    // scope: the director's whole export holds no task of another town's child
    const all = await sheetOf('/api/task/export', director);
    expect(all.rows.some((r) => r['工单名称'] === '戴窑镇走访导出')).toBe(false);
    expect(all.rows.some((r) => r['工单名称'] === `走访${MASKED}`)).toBe(true);
    const directorId = await idOf(director);
    const exports = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '导出'), eq(records.record_user, directorId)));
    expect(exports).toHaveLength(2);
    expect(exports[0].record_information).toMatchObject({ list: 'tasks' });
  });

  it('shows full names after a reveal, and a county reader exports the county', async () => {
    const centre = await h.login('中心领导');
    await reveal(h, centre);
    const { rows } = await sheetOf(`/api/task/export?ids=${taskId}`, centre);
    expect(rows[0]).toMatchObject({ 工单名称: `走访${NAME}`, 儿童: NAME });
    const reader = await h.login('总委领导');
    const county = await sheetOf('/api/task/export?keyword=%E6%88%B4%E7%AA%91%E9%95%87', reader);
    expect(county.rows.map((r) => r['工单名称'])).toContain('戴窑镇走访导出');
  });

  it('refuses a volunteer and 活动专员 (403), and the deleted tasks to a role that may not delete (403)', async () => {
    for (const role of ['志愿人员', '活动专员'] as const) {
      const res = await h.call('GET', '/api/task/export', await h.login(role));
      expect(res.statusCode, role).toBe(403);
    }
    const reader = await h.login('总委领导');
    expect((await h.call('GET', '/api/task/export?deleted=true', reader)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/task/export?deleted=true', await h.login('中心领导'))).statusCode).toBe(200);
  });
});
