/**
 * The data warnings in Chromium (docs/decisions-register.md "Data warnings"): 中心领导 opens 数据预警, whose cards count
 * each warning (the children who turned 18 as the database holds them); a click lists the card's rows, a child's name
 * opens its detail, and 导出 downloads an .xlsx of the same rows; the villages without a director likewise.
 * Screenshots land in test-artifacts/.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { WARNINGS, WARNING_KINDS, adultCutoff, type WarningKind } from '../../domain/warnings';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const cardOf = (page: Page, kind: WarningKind) => page.getByTestId(`warning-${kind}`);
const countOn = async (card: Locator) =>
  Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
/** The card of the list opened below the warning cards. */
const listOf = (page: Page, kind: WarningKind) =>
  page.locator('.ant-card').filter({ has: page.getByText(`${WARNINGS[kind].title}清单`, { exact: true }) });
const cellsOf = async (list: Locator) => {
  const texts: string[][] = [];
  for (const row of await list.locator('.ant-table-tbody tr.ant-table-row').all())
    texts.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  return texts;
};

/** Clicks 导出 on the opened list and answers the downloaded sheet's file name and rows (header first), as text. */
async function exported(page: Page, list: Locator): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
  const rows = book.worksheets[0]
    .getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  return { name: download.suggestedFilename(), rows };
}

describe('a data warning', () => {
  it('shows a card with its count for each warning', async () => {
    const { page } = e;
    await loginAs(e, '中心领导');
    await page.goto(`${e.url}/dataWarning/dataWarning`);
    await expect.poll(() => page.locator('[data-testid^="warning-"]').count()).toBe(WARNING_KINDS.length);
    for (const kind of WARNING_KINDS) {
      expect(await cardOf(page, kind).innerText()).toContain(WARNINGS[kind].title);
      // the demo shows each warning (decisions-register.md)
      expect(await countOn(cardOf(page, kind))).toBeGreaterThan(0);
    }
    const held = await e.handle.db
      .execute(sql`select count(*)::int as n from children where deleted_at is null and genre <> '退出'
      and length(child_idnumber) = 18 and substring(child_idnumber from 7 for 8) <= ${adultCutoff(chinaToday().replace(/-/g, ''))}`);
    expect(await countOn(cardOf(page, 'adult'))).toBe((held as unknown as { rows: { n: number }[] }).rows[0].n);
    expect(await page.getByText(`统计月份 ${chinaToday().slice(0, 7)}，点击卡片查看清单`).count()).toBe(1);
    expect(await page.getByText('点击上方的预警卡片查看清单').count()).toBe(1);
    await page.waitForTimeout(300);
    await shot(page, 'warnings-cards');
  });

  it("lists the children who turned 18, exports the same rows, and opens a child's detail", async () => {
    const { page } = e;
    const count = await countOn(cardOf(page, 'adult'));
    await cardOf(page, 'adult').click();
    const list = listOf(page, 'adult');
    await expect.poll(() => list.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(Math.min(count, 20));
    expect(await list.locator('.ant-pagination-total-text').innerText()).toBe(`共有 ${count} 条数据`);
    expect(await cardOf(page, 'adult').getAttribute('aria-pressed')).toBe('true');
    const shown = await cellsOf(list);
    for (const [, , age] of shown) expect(Number(age)).toBeGreaterThanOrEqual(18);
    await page.waitForTimeout(300);
    await shot(page, 'warnings-adult');

    const sheet = await exported(page, list);
    expect(sheet.name).toBe(`预警_已满18周岁仍在册的儿童_${chinaToday()}.xlsx`);
    expect(sheet.rows[0].slice(0, 2)).toEqual(['姓名', '身份证号']);
    // the same children, masked the same way, in the same order
    expect(sheet.rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual(
      shown.map(([name, idnumber, age]) => [name, idnumber, age]),
    );

    const [name, idnumber] = shown[0];
    await list.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link', { name }).click();
    await page.waitForURL(/\/childDetail\/childTables\?id=\d+/);
    await expect.poll(() => page.getByRole('tab').allInnerTexts()).toEqual(expect.arrayContaining(['儿童详情']));
    const idItem = page
      .locator('.ant-formily-item')
      .filter({ has: page.locator('.ant-formily-item-label').getByText('身份证号码', { exact: true }) });
    await expect.poll(() => idItem.innerText()).toContain(idnumber);
    await page.waitForTimeout(300);
    await shot(page, 'warnings-child-detail');
  });

  it('lists the villages without a director and exports them', async () => {
    const { page } = e;
    await page.goto(`${e.url}/dataWarning/dataWarning`);
    await expect.poll(() => page.locator('[data-testid^="warning-"]').count()).toBe(WARNING_KINDS.length);
    const count = await countOn(cardOf(page, 'no_director'));
    await cardOf(page, 'no_director').click();
    const list = listOf(page, 'no_director');
    await expect.poll(() => list.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(Math.min(count, 20));
    const shown = await cellsOf(list);
    for (const [town, village, children] of shown) {
      expect(town).not.toBe('');
      expect(village).not.toMatch(/^#/);
      expect(Number(children)).toBeGreaterThan(0);
    }
    await page.waitForTimeout(300);
    await shot(page, 'warnings-no-director');
    const sheet = await exported(page, list);
    expect(sheet.rows[0]).toEqual(['乡镇', '村居', '在册儿童数']);
    expect(sheet.rows.slice(1)).toEqual(shown);
  });
});
