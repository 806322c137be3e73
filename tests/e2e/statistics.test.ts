/**
 * Statistics in Chromium (issue 18): the centre leader's 区间统计 shows the demo's real figures (the tasks of this year
 * by town, as the database holds them) with a chart, and 导出 downloads the same table; 月度统计, 暑期统计 and 村居覆盖
 * draw the demo's year of work; 检察领导 sees only the marginal-minor figures. Screenshots land in test-artifacts/.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const cellsOf = async (row: import('playwright-core').Locator) =>
  (await row.locator('td').allInnerTexts()).map((t) => t.trim());

describe('statistics', () => {
  it("show the demo's real figures by town with a chart, and export the same table", async () => {
    const { page } = e;
    const year = chinaToday().slice(0, 4);
    const counted = await e.handle.db
      .execute(sql`select count(*)::int as n from tasks t join children c on c.id = t.child join departments d on d.id = c.department_id
      where t.deleted_at is null and c.deleted_at is null and d.department_name = '昭阳街道'
      and t.date_begin >= ${`${year}-01-01T00:00:00+08:00`}::timestamptz and t.date_begin <= ${`${chinaToday()}T23:59:59.999+08:00`}::timestamptz`);
    const expected = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(expected).toBeGreaterThan(10);

    await loginAs(e, '中心领导');
    await page.goto(`${e.url}/statistics/interval`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '昭阳街道' });
    await expect.poll(async () => (await cellsOf(row))[2]).toBe(String(expected));
    await expect
      .poll(() => page.locator('[role=img][aria-label="区间统计：各地工单与办结"] svg path').count())
      .toBeGreaterThan(4);
    await expect.poll(() => page.locator('.ant-table-summary').innerText()).toContain('合计');
    await page.waitForTimeout(600); // the chart's entry animation
    await shot(page, 'statistics-interval');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`统计_区间统计_${year}-01-01_${chinaToday()}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
    const sheetRow = book.worksheets[0]
      .getSheetValues()
      .map((r) => (r as unknown[] | undefined)?.slice(1))
      .find((r) => r?.[0] === '昭阳街道');
    expect(sheetRow?.[2]).toBe(expected);
  });

  it('draw the year month by month, a season with its cards, and coverage by village', async () => {
    const { page } = e;
    await page.goto(`${e.url}/statistics/monthly`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(12);
    await expect
      .poll(() => page.locator('[role=img][aria-label="月度统计：每月工单与办结"] svg path').count())
      .toBeGreaterThan(4);
    await page.waitForTimeout(600);
    await shot(page, 'statistics-monthly');

    await page.goto(`${e.url}/statistics/summer`);
    await expect.poll(() => page.getByText(/统计期间：\d{4}-07-01 至 \d{4}-08-31/).count()).toBe(1);
    await expect
      .poll(async () =>
        Number(
          (await page.locator('.ant-statistic').first().locator('.ant-statistic-content').innerText()).replace(
            /\D/g,
            '',
          ),
        ),
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(600);
    await shot(page, 'statistics-summer');

    await page.goto(`${e.url}/coverage/CoverageList`);
    await page.getByRole('combobox', { name: '乡镇' }).click();
    await page.locator('.ant-select-item-option[title="昭阳街道"]').click();
    const village = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '水关居委会' });
    await expect.poll(async () => Number((await cellsOf(village))[3])).toBeGreaterThan(0);
    await page.waitForTimeout(600);
    await shot(page, 'coverage-villages');
  });

  it('show 检察领导 the marginal-minor figures only', async () => {
    const { page } = e;
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${e.url}/user/login`);
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/statistics/gta`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '昭阳街道' });
    await expect.poll(async () => Number((await cellsOf(row))[1])).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[role=img][aria-label="边缘未成年人：各乡镇护航等级"] svg path').count())
      .toBeGreaterThan(1);
    expect(await page.getByRole('menuitem', { name: '月度统计' }).count()).toBe(0);
    await page.waitForTimeout(600);
    await shot(page, 'statistics-gta');
  });
});
