/**
 * Child records end to end, in Chromium (issue 15 "Done when"): a merge typed in the browser; a list with
 * filters, its export read back as a spreadsheet, and a timed reveal. Screenshots land in test-artifacts/.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { startE2E, loginAs, shot, type E2E } from './harness';
import { makeIdNumber } from '../../domain/id-number';
import { maskName } from '../../domain/masking';
import { departments } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { csForm } from '../server/fixtures';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

/** Signs in as `role` on a fresh session (the previous one is forgotten, as after closing the browser). */
async function signInAs(role: Parameters<typeof loginAs>[1]) {
  if (e.page.url().startsWith(e.url)) await e.page.evaluate(() => localStorage.clear());
  await e.page.goto(`${e.url}/user/login`);
  await loginAs(e, role);
}

/** The Formily form item whose label is exactly `label`. */
const item = (page: Page, label: string): Locator =>
  page
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label').getByText(label, { exact: true }) });

async function choose(page: Page, label: string, option: string) {
  await item(page, label).locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

describe('merge (req applies-review §3)', () => {
  const NAME = '孙合并';
  const ID = makeIdNumber('321281', '20130817', 531);

  it('adds the cs category to an ow child of the same ID number when the centre creates it in the form', async () => {
    const db = e.handle.db;
    const [town] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.department_name, '昭阳街道'), eq(departments.department_type, '镇街委员会')));
    const [village] = await db.select().from(departments).where(eq(departments.department_name, '水关居委会'));
    const { children } = createServices({ db, now: () => new Date(), signImage: () => null });
    const prepared = await children.prepare(db, {
      character: 'ow',
      information: {
        investigate_ow: csForm({ town: town.id, village: village.id }, { child_name: NAME, child_idnumber: ID }),
      },
    });
    const ow = await children.create(db, prepared, 1);

    const { page, url } = e;
    await loginAs(e, '中心领导');
    await page.goto(`${url}/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=cs`);
    await item(page, '儿童姓名').locator('input').fill(NAME);
    await item(page, '身份证号码').locator('input').fill(ID);
    await item(page, '身份证号码').locator('input').blur();
    await choose(page, '民族', '汉族');
    await item(page, '户籍性质').getByText('农村').click();
    await choose(page, '户籍乡镇（街道）', '昭阳街道');
    await choose(page, '户籍村（居）', '水关居委会');
    await item(page, '户籍详细地址').locator('input').fill('水关路3号');
    await page.getByRole('button', { name: '与户籍地址相同' }).click();
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('保存后将为其增加「困境儿童」类别');
    await page.waitForURL(new RegExp(`childTables\\?id=${ow.id}&`), { timeout: 30_000 });
    await shot(page, 'merge-saved');

    await page.goto(`${url}/children/ChildrenList`);
    await page
      .getByPlaceholder(/姓名|关键字|身份证/)
      .first()
      .fill(NAME);
    await page.keyboard.press('Enter');
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: maskName(NAME) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/困境儿童[\s\S]*留守儿童|留守儿童[\s\S]*困境儿童/);
    await shot(page, 'merge-list');
  });
});

describe('a list with filters, its export, and the reveal', () => {
  it('filters the county list by town, exports what it shows as a spreadsheet, and reveals full names for a while', async () => {
    const { page, url } = e;
    await signInAs('中心领导');
    await page.goto(`${url}/children/ChildrenListCenter`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.locator('.ant-form-item').filter({ hasText: '乡镇' }).locator('.ant-select-selector').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^昭阳街道$/ })
      .click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('昭阳街道'))).toBe(true);
    const total = Number((await page.getByText(/^共有 \d+ 条数据$/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(0);
    const shownName = (await rows.first().locator('td').first().innerText()).trim();
    expect(shownName).toContain('*');
    await shot(page, 'list-filtered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^儿童列表_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount - 1).toBe(total);
    const towns = new Set<string>();
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) {
        towns.add(String(row.getCell(4).value));
        names.push(String(row.getCell(1).value));
      }
    });
    expect([...towns]).toEqual(['昭阳街道']);
    expect(names).toContain(shownName);
    expect(names.every((n) => n.includes('*'))).toBe(true);

    await page.getByRole('button', { name: /显示全名/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /显\s*示/ })
      .click();
    await expect.poll(() => page.getByText(/全名显示中 · 剩余 1[45]:\d\d/).count()).toBe(1);
    await expect.poll(async () => (await rows.first().locator('td').first().innerText()).trim()).not.toContain('*');
    await shot(page, 'list-revealed');
    await page.getByRole('button', { name: /隐藏全名/ }).click();
    await expect.poll(async () => (await rows.first().locator('td').first().innerText()).trim()).toContain('*');
  });
});
