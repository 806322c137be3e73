/** The statistics export (issue 18): a real spreadsheet of the rows shown, leaving a 导出 record. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { records } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { seedKnownYear, YEAR } from './statistics-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
const get = async (role: Role, url: string) => {
  const res = await h.call('GET', url, tokens.get(role));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '分委领导', '总委领导', '儿童主任', '志愿人员', '检察领导'] as Role[])
    tokens.set(role, await h.login(role));
  await seedKnownYear(h);
});
afterAll(async () => {
  await h.close();
});

describe('statistics', () => {
  it('export the rows shown as a spreadsheet and record the export', async () => {
    const res = await h.call('GET', `/api/statistic/export?view=interval&${YEAR}`, tokens.get('中心领导'));
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '统计_区间统计_2024-01-01_2024-12-31.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['乡镇', '儿童数', '工单数', '已办结']);
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows.find((r) => r[0] === '昭阳街道')?.slice(2, 4)).toEqual([4, 3]);
    expect(rows.at(-1)?.[0]).toBe('合计');
    const centre = (await get('中心领导', '/api/user/info')).info.id;
    const written = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '导出'), eq(records.record_user, centre)));
    expect(written.map((r) => (r.record_information as { view?: string }).view)).toContain('interval');
    expect((await h.call('GET', `/api/statistic/export?view=gta&${YEAR}`, tokens.get('检察领导'))).statusCode).toBe(
      200,
    );
    expect(
      (await h.call('GET', `/api/statistic/export?view=interval&${YEAR}`, tokens.get('检察领导'))).statusCode,
    ).toBe(403);
    const missing = await h.call('GET', '/api/statistic/export?view=monthly', tokens.get('中心领导'));
    expect([missing.statusCode, missing.json().message]).toEqual([400, '请选择年份']);
  });
});
