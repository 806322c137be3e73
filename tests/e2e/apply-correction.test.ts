/**
 * A returned application is corrected, not retyped (issue 28; req applies-review §9), in Chromium from the screens:
 * the 分委领导 returns a demo 儿童创建 with a reason; the 儿童主任 opens it from 初审退回, sees the reason and the form
 * filled with what was sent, corrects one field and resubmits; the 分委领导 sees what changed since the return and
 * passes; the 中心领导 gives the final pass; 我的申请 shows every round (申请, 初拒, 申请, 初过, 终过); the 分委领导
 * finds the review journals (儿双终过, 儿双初过, 儿双初拒 — shown as 终审通过, 初审通过, 初审退回 — with the return's reason) on the
 * child's 审核日志 tab (issue 28).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { startE2E, loginAs, shot, type E2E } from './harness';
import { applies } from '../../server/db/schema';
import { maskName } from '../../domain/masking';

let e: E2E;
let name = '';
const REASON = '户籍详细地址有误，请按户口簿填写';
const NEW_ADDRESS = '水关路99号';

beforeAll(async () => {
  e = await startE2E();
  // the demo director's first 儿童创建 still waiting for the town (server/db/seed-demo/states.ts)
  const rows = await e.handle.db
    .select()
    .from(applies)
    .where(and(eq(applies.apply_state, '申请'), eq(applies.apply_genre, '儿童创建')))
    .orderBy(asc(applies.id));
  const row = rows.find((r) => r.apply_information.history.length === 1)!;
  name = String(row.apply_information.information.child?.information.investigate_cs?.child_name);
});
afterAll(async () => {
  await e?.close();
});

const item = (page: Page, label: string): Locator =>
  page
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label').getByText(label, { exact: true }) });

async function confirm(page: Page, text: string | RegExp) {
  const dialog = page.locator('.ant-modal-confirm:visible').filter({ hasText: text });
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Signs out by clearing the session (the 退出登录 dialog has its own test in review-flow.test.ts). */
async function switchTo(role: Parameters<typeof loginAs>[1]) {
  await e.page.goto(`${e.url}/user/login`);
  await e.page.evaluate(() => localStorage.clear());
  await e.page.goto(`${e.url}/user/login`);
  await loginAs(e, role);
}

/** Opens the row of the apply on the list at `path` with the row action `action`. */
async function openRow(path: string, action: string) {
  const { page } = e;
  await page.goto(`${e.url}${path}`);
  const row = page.locator('.ant-table-tbody tr').filter({ hasText: maskName(name) });
  await row.first().getByText(action, { exact: true }).click();
  await page.waitForURL(/childTables/);
}

describe('a returned 儿童创建 corrected and passed', () => {
  it('lets the town leader return it with a reason (a return asks for one)', async () => {
    const { page } = e;
    await switchTo('分委领导');
    await openRow('/children/ChildFirstTrial', '审核');
    await expect.poll(() => item(page, '儿童姓名').innerText()).toContain(maskName(name));
    await page.getByRole('button', { name: /打\s*回/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请填写退回原因');
    await page.getByPlaceholder('请填写审核结果').fill(REASON);
    await page.getByRole('button', { name: /打\s*回/ }).click();
    await confirm(page, /确认打回/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已打回');
  });

  it('lets the director open it from 初审退回, see the reason, correct one field and resubmit', async () => {
    const { page } = e;
    await switchTo('儿童主任');
    await openRow('/children/ChildRetrialReturn', '修改');
    await expect.poll(() => page.getByText(`退回原因：${REASON}`).count()).toBe(1);
    // the form is filled with what was sent: nothing to retype
    await expect.poll(() => item(page, '儿童姓名').locator('input').inputValue()).toBe(maskName(name));
    const address = item(page, '户籍详细地址').locator('input');
    expect(await address.inputValue()).not.toBe('');
    await address.fill(NEW_ADDRESS);
    await shot(page, 'apply-correction-form');
    await page.getByRole('button', { name: /重新提交/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已重新提交，等待审核');
    await page.waitForURL(/childCheck/);
  });

  it('shows the town leader what changed since the return, and the leader passes it', async () => {
    const { page } = e;
    await switchTo('分委领导');
    await openRow('/children/ChildFirstTrial', '审核');
    const changes = page.getByTestId('round-changes');
    await expect.poll(() => changes.innerText()).toContain('自上次退回以来的修改（共 1 项）');
    expect(await changes.innerText()).toContain('户籍详细地址');
    expect(await changes.innerText()).toContain(NEW_ADDRESS);
    await shot(page, 'apply-correction-review');
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await confirm(page, /确认通过/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('审核通过');
  });

  it('lets the centre give the final pass, and the history shows every round', async () => {
    const { page } = e;
    await switchTo('中心领导');
    await openRow('/children/ChildExamine', '审核');
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await confirm(page, /确认通过/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('审核通过');

    await switchTo('儿童主任');
    await page.goto(`${e.url}/children/childCheck`);
    // the demo's own applies fill the first page: show the passed ones only
    await page.locator('.ant-form-item').filter({ hasText: '状态' }).locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^终审通过$/ })
      .click();
    await page.keyboard.press('Escape');
    const row = page
      .locator('.ant-table-tbody tr')
      .filter({ hasText: maskName(name) })
      .first();
    await row.locator('.ant-table-row-expand-icon').click();
    const history = page.locator('.ant-timeline').first();
    await expect
      .poll(() => history.locator('.ant-tag').allInnerTexts())
      .toEqual(['待初审', '初审退回', '待初审', '初审通过', '终审通过']);
    expect(await history.innerText()).toContain(`审核意见：${REASON}`);
    expect(await history.innerText()).toContain('修改后重新提交（变更 1 项：户籍详细地址）');
    await shot(page, 'apply-correction-history');
  });

  it("shows the town leader the journals of the reviews on the child's 审核日志 tab", async () => {
    const { page } = e;
    const [passed] = (await e.handle.db.select().from(applies).where(eq(applies.apply_state, '终过'))).filter(
      (r) => r.apply_information.information.child?.information.investigate_cs?.child_name === name,
    );
    expect(passed.link_id).toBeGreaterThan(0);
    await switchTo('分委领导');
    await page.goto(`${e.url}/childDetail/childTables?id=${passed.link_id}&state=仅查看&genre=cs`);
    await page.getByRole('tab', { name: '审核日志' }).click();
    const pane = page.locator('[id$="-panel-journals"]');
    await expect
      .poll(() => pane.locator('.ant-table-tbody .ant-tag').allInnerTexts())
      .toEqual(['终审通过', '初审通过', '初审退回']);
    const refused = pane.locator('.ant-table-tbody tr').filter({ hasText: '初审退回' });
    expect(await refused.innerText()).toContain(REASON);
    expect(await refused.innerText()).toContain('儿童创建');
    await shot(page, 'apply-correction-journals');
  });
});
