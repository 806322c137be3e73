/**
 * The bank's sheet of an approved month and the import template (保金; req allowance §5, §8; docs/decisions-allowance.md
 * "The bank's sheet"): who may download them (the sheet: 保金批员 and 中心管理; the template: 保金管理 and 中心管理; the
 * others 403), a month refused while anything waits or nothing is approved (409 MONTH_NOT_APPROVED), the sheet read back:
 * one row per 批过 allowance with the whole account and payee, the child masked unless revealed, a 合计 row; the template
 * read back, filled and imported.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, PAYMENT_COLUMNS } from '../../domain/allowances';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startAllowance, type AllowanceSetup } from './allowance-setup';

let h: Harness;
let as: AllowanceSetup['as'];
let kids: AllowanceSetup['kids'];
let items: AllowanceSetup['items'];
let enter: AllowanceSetup['enter'];

beforeAll(async () => {
  ({ h, as, kids, items, enter } = await startAllowance());
});
afterAll(async () => {
  await h.close();
});

/** The first worksheet of an .xlsx answer as rows of cell values (row 1 the headers). */
async function rowsOf(payload: Buffer, sheet = 0): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(payload).buffer);
  const ws = book.worksheets[sheet];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
const exportAs = (role: Role, month: string) => h.call('GET', `/api/allowance/export?month=${month}`, as(role));
const move = (role: Role, path: string, state: string, month: string, expected: number) =>
  h.call('PUT', `/api/allowance/${path}`, as(role), { state, month, expected });

describe('the bank sheet of an approved month', () => {
  it('is refused while the month waits, then gives every 批过 row with the whole account to 保金批员 and 中心管理 only', async () => {
    const banked = (await kids()).filter((k) => k.bank).slice(0, 2);
    for (const k of banked) expect((await enter(k.child, '2032-03', 300.5)).statusCode).toBe(200);
    expect((await exportAs('保金批员', '2032-03')).json()).toMatchObject({ code: 'MONTH_NOT_APPROVED' });
    expect((await move('保金核员', 'check', '核过', '2032-03', 2)).statusCode).toBe(200);
    const waiting = await exportAs('保金批员', '2032-03');
    expect([waiting.statusCode, waiting.json().message]).toEqual([409, expect.stringContaining('核过 2 笔')]);
    expect((await move('保金批员', 'approve', '批过', '2032-03', 2)).statusCode).toBe(200);

    for (const role of ['保金管理', '保金核员', '中心领导', '儿童主任'] as Role[])
      expect((await exportAs(role, '2032-03')).statusCode, role).toBe(403);
    expect((await h.call('GET', '/api/allowance/export?month=2032-03')).statusCode).toBe(401);
    const bad = await exportAs('保金批员', '2032-13');
    expect([bad.statusCode, bad.json().fieldErrors[0].field]).toEqual([400, 'month']);
    const none = await exportAs('保金批员', '2032-04');
    expect([none.statusCode, none.json().code]).toEqual([409, 'MONTH_NOT_APPROVED']);

    const res = await exportAs('保金批员', '2032-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('保金发放表_2032-03.xlsx'));
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(PAYMENT_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(4); // the headers, two allowances, 合计
    expect(rows[3][0]).toBe('合计');
    expect(rows[3][4]).toBe(601);
    // 中心管理 with a reveal sees the whole child; the accounts are whole for both (the bank pays them)
    expect((await h.call('POST', '/api/child/reveal', as('中心管理'), {})).statusCode).toBe(200);
    const listed = await items('2032-03', '中心管理');
    const revealed = await rowsOf((await exportAs('中心管理', '2032-03')).rawPayload);
    for (const row of rows.slice(1, 3)) {
      const item = listed.find((i) => i.id === row[5])!;
      expect(item.allowance_state).toBe('批过');
      expect(row[2]).toBe(item.allowance_account);
      expect(row[2]).toMatch(/^\d{6,30}$/);
      expect(row[4]).toBe(300.5);
      expect(String(row[6])).toContain('*'); // 保金批员 holds no reveal: the child is masked
      expect(String(row[7])).toContain('*');
      const whole = revealed.find((r) => r[5] === row[5])!;
      expect([whole[2], whole[6], whole[7]]).toEqual([item.allowance_account, item.child_name, item.child_idnumber]);
      expect(String(whole[6])).not.toContain('*');
    }
  });
});

describe('the import template', () => {
  it('downloads for those who import, and a filled template imports', async () => {
    for (const role of ['保金核员', '保金批员', '中心领导'] as Role[])
      expect((await h.call('GET', '/api/allowance/import/template', as(role))).statusCode, role).toBe(403);
    const res = await h.call('GET', '/api/allowance/import/template', as('保金管理'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('保金导入模板.xlsx'));
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(rows[1]).toEqual([
      IMPORT_EXAMPLE.child_idnumber,
      500,
      ...IMPORT_COLUMNS.slice(2).map((c) => IMPORT_EXAMPLE[c.key]),
    ]);
    expect((await rowsOf(res.rawPayload, 1)).length).toBeGreaterThan(5); // 填写说明

    // imported as downloaded, the example row is refused (no such child) and nothing is written
    const asIs = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2032-05',
      file: res.rawPayload.toString('base64'),
      dry_run: true,
    });
    expect(asIs.json().errors).toEqual([{ row: 2, field: 'child_idnumber', message: expect.any(String) }]);
    // filled: the example row replaced by a real child of the demo
    expect((await h.call('POST', '/api/child/reveal', as('中心管理'), {})).statusCode).toBe(200);
    const kid = (await kids('中心管理')).find((k) => k.bank)!;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const ws = book.worksheets[0];
    ws.getRow(2).values = [kid.child_idnumber, 432.1];
    const filled = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const done = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2032-05',
      file: filled,
    });
    expect([done.statusCode, done.json()]).toEqual([200, { count: 1, amount: 432.1, errors: [] }]);
    expect((await items('2032-05')).map((i) => [i.child, i.allowance_amount])).toEqual([[kid.child, 432.1]]);
  });
});
