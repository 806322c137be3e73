/**
 * An allowance month end to end, in Chromium (docs/decisions-allowance.md): 保金管理 enters one allowance on 保金录入 and
 * imports two more from an .xlsx (试导入 first, then 导入) for next month; 保金核员 sends one back (核退 with a reason) and
 * checks the rest of the month at once (整月核过); 保金批员 approves the two (批过); 保金列表 shows them 批过 with their
 * steps and the returned one with its reason; 保金预警 lists the demo's warnings. Screenshots land in test-artifacts/.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
const dir = mkdtempSync(join(tmpdir(), 'cw-e2e-allowance-'));
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Next month (YYYY-MM) as the browser's month choices name it: no demo allowance is of it. */
const MONTH = (() => {
  const d = new Date();
  return new Date(Date.UTC(d.getFullYear(), d.getMonth() + 1, 1)).toISOString().slice(0, 7);
})();
const REASON = '端到端测试：金额与救助标准不符，请核实';

type Kid = { id: number; child_idnumber: string };
/** Three eligible children that keep a bank account (their full ID numbers: the 保金 screens mask them). */
async function bankedKids(): Promise<Kid[]> {
  const r = await e.handle.db
    .execute(sql`select c.id, c.child_idnumber from children c join allowance_kids k on k.child = c.id
    where c.deleted_at is null and c.genre <> '退出' and (c.character_cs or c.character_ow) order by c.id limit 3`);
  return (r as unknown as { rows: Kid[] }).rows;
}
async function monthRows(): Promise<
  {
    allowance_child: number;
    allowance_amount: number;
    allowance_state: string;
    allowance_steps: { allowance_state: string; reason: string }[];
  }[]
> {
  const r = await e.handle.db
    .execute(sql`select allowance_child, allowance_amount, allowance_state, allowance_steps from allowances
    where allowance_month = ${MONTH} and deleted_at is null order by id`);
  return (r as unknown as { rows: Awaited<ReturnType<typeof monthRows>> }).rows;
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const rows = (page: Page) => page.locator('.ant-card .ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, amount: string) => rows(page).filter({ hasText: amount });
const message = (page: Page) => page.locator('.ant-message').innerText();
async function pickOption(page: Page, select: Locator, title: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
}
/** Filters the list of the screen to MONTH. */
async function filterMonth(page: Page) {
  await pickOption(
    page,
    page.locator('.ant-card form .ant-form-item').filter({ hasText: '月份' }).locator('.ant-select-selector'),
    MONTH,
  );
}

describe('an allowance month', () => {
  let kids: Kid[];

  it('is entered on 保金录入 and imported from an .xlsx by 保金管理', async () => {
    const { page } = e;
    kids = await bankedKids();
    expect(kids).toHaveLength(3);
    await loginAs(e, '保金管理');
    await page.goto(`${e.url}/allowance/AllowanceInput`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);

    // one by hand: the child found by its full ID number
    await page.getByRole('button', { name: /录入保金/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '录入保金' });
    await dialog.getByLabel('儿童').fill(kids[0].child_idnumber);
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(1);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').click();
    await pickOption(
      page,
      dialog.locator('.ant-form-item').filter({ hasText: '月份' }).locator('.ant-select-selector'),
      MONTH,
    );
    await dialog.getByLabel('金额（元）').fill('680');
    await page.waitForTimeout(300); // the dialog's opening animation
    await shot(page, 'allowance-enter');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => message(page)).toContain('录入成功');
    await expect.poll(() => dialog.count()).toBe(0);

    // two from a sheet: 试导入 writes nothing, 导入 writes both
    const file = join(dir, '保金导入.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('保金');
    sheet.addRow(['身份证号', '金额（元）', '开户银行', '银行账号', '收款人']);
    sheet.addRow([kids[1].child_idnumber, 420]);
    sheet.addRow([kids[2].child_idnumber, 500]);
    await book.xlsx.writeFile(file);
    await page.getByRole('button', { name: /导入表格/ }).click();
    const importing = page.locator('.ant-modal').filter({ hasText: '导入保金表格' });
    await pickOption(page, importing.locator('.ant-select-selector'), MONTH);
    await importing.locator('input[type=file]').setInputFiles(file);
    await importing.getByRole('button', { name: '试导入' }).click();
    await expect.poll(() => importing.locator('.ant-alert').innerText()).toContain('检查通过：共 2 笔，合计 ¥920.00');
    expect((await monthRows()).length).toBe(1);
    await importing.getByRole('button', { name: /^导\s*入$/ }).click();
    await expect.poll(() => importing.locator('.ant-alert').innerText()).toContain('已导入 2 笔，合计 ¥920.00');
    await shot(page, 'allowance-import');
    await importing.locator('.ant-modal-close').click();

    await filterMonth(page);
    await expect.poll(() => rows(page).count()).toBe(3);
    for (const amount of ['¥680.00', '¥420.00', '¥500.00'])
      expect(await rowOf(page, amount).locator('.ant-tag').innerText()).toBe('待审核');
    expect((await monthRows()).map((r) => [r.allowance_child, r.allowance_amount, r.allowance_state])).toEqual([
      [kids[0].id, 68000, '录入'],
      [kids[1].id, 42000, '录入'],
      [kids[2].id, 50000, '录入'],
    ]);
    await page.waitForTimeout(300);
    await shot(page, 'allowance-input');
    await signOut(page);
  });

  it('is checked by 保金核员: one sent back with a reason, the rest of the month 核过', async () => {
    const { page } = e;
    await loginAs(e, '保金核员');
    await page.goto(`${e.url}/allowance/AllowanceReview`);
    await expect.poll(() => page.getByText('选择月份后可整月核过或核退').count()).toBe(1);
    await filterMonth(page);
    await expect.poll(() => rows(page).count()).toBe(3);
    await expect.poll(() => page.getByText(`${MONTH} 待处理 3 笔`).count()).toBe(1);
    await page.waitForTimeout(300);
    await shot(page, 'allowance-review');

    await rowOf(page, '¥500.00').locator('.ant-checkbox-input').check();
    await expect.poll(() => page.getByText('已选 1 项').count()).toBe(1);
    await page
      .getByRole('toolbar', { name: '批量操作' })
      .getByRole('button', { name: /^核\s*退$/ })
      .click();
    const back = page.locator('.ant-modal').filter({ hasText: '核退 1 笔保金' });
    await back.getByLabel('退回理由').fill(REASON);
    await back.getByRole('button', { name: /退\s*回/ }).click();
    await expect.poll(() => message(page)).toContain('已退回');
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect.poll(() => page.getByText(`${MONTH} 待处理 2 笔`).count()).toBe(1);

    await page.getByRole('button', { name: '整月核过' }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => message(page)).toContain(`已审核通过 ${MONTH} 的 2 笔保金`);
    await expect.poll(() => page.getByText('暂无待审核的保金').count()).toBe(1);
    expect((await monthRows()).map((r) => r.allowance_state)).toEqual(['核过', '核过', '核退']);
    await page.waitForTimeout(300);
    await shot(page, 'allowance-review-done');
    await signOut(page);
  });

  it('is approved by 保金批员 (批过)', async () => {
    const { page } = e;
    await loginAs(e, '保金批员');
    await page.goto(`${e.url}/allowance/AllowanceApproval`);
    await filterMonth(page);
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.locator('.ant-card .ant-table-thead .ant-checkbox-input').check();
    await expect.poll(() => page.getByText('已选 2 项').count()).toBe(1);
    await page
      .getByRole('toolbar', { name: '批量操作' })
      .getByRole('button', { name: /^批\s*过$/ })
      .click();
    await expect.poll(() => page.locator('.ant-popover').innerText()).toContain('确认批过选中的 2 笔保金？');
    await page.waitForTimeout(300);
    await shot(page, 'allowance-approval');
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => message(page)).toContain('已批过 2 项');
    await expect.poll(() => page.getByText('暂无待审批的保金').count()).toBe(1);
    expect((await monthRows()).map((r) => r.allowance_state)).toEqual(['批过', '批过', '核退']);
  });

  it('shows on 保金列表 as 批过 with its steps, the returned one with its reason', async () => {
    const { page } = e;
    await page.goto(`${e.url}/allowance/AllowanceList`);
    await filterMonth(page);
    await expect.poll(() => rows(page).count()).toBe(3);
    for (const amount of ['¥680.00', '¥420.00'])
      expect(await rowOf(page, amount).locator('.ant-tag').innerText()).toBe('审批通过');
    const returned = rowOf(page, '¥500.00');
    expect(await returned.locator('.ant-tag').innerText()).toBe('审核退回');
    expect(await returned.innerText()).toContain(REASON);
    await page.waitForTimeout(300);
    await shot(page, 'allowance-list');

    await rowOf(page, '¥680.00')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const drawer = page.locator('.ant-drawer');
    const steps = drawer.locator('.ant-timeline-item');
    await expect.poll(() => steps.count()).toBe(3);
    expect(await steps.locator('.ant-tag').allInnerTexts()).toEqual(['待审核', '审核通过', '审批通过']);
    expect(await drawer.locator('.ant-descriptions').innerText()).toContain('¥680.00');
    await page.waitForTimeout(400); // the drawer's opening animation
    await shot(page, 'allowance-detail');
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => drawer.locator('.ant-drawer-content:visible').count()).toBe(0);

    await returned.getByRole('button', { name: /详\s*情/ }).click();
    await expect.poll(() => drawer.locator('.ant-timeline-item').count()).toBe(2);
    expect(await drawer.locator('.ant-timeline-item').last().innerText()).toContain(REASON);
    await drawer.locator('.ant-drawer-close').click();
  });

  it("shows the demo's warnings on 保金预警", async () => {
    const { page } = e;
    await page.goto(`${e.url}/allowance/AllowanceWarning`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const kinds = new Set(await rows(page).locator('td .ant-tag').allInnerTexts());
    for (const kind of ['退出仍发放', '同月重复发放', '缺少银行信息', '金额超出范围']) expect(kinds).toContain(kind);
    await expect.poll(() => page.getByText(/金额范围 ¥0\.00 – ¥2,000\.00/).count()).toBe(1);
    await page.waitForTimeout(300);
    await shot(page, 'allowance-warning');
  });
});
