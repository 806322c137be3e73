/**
 * Classification end to end, in Chromium (issue 28 "Classification is set by someone"): 中心领导 opens a demo child,
 * sets its level with a reason in 调整分级, finds it in the children list by the 等级 filter, and reads the change with
 * its reason in the child's 分级记录. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { chooseOption, startE2E, loginAs, shot, type E2E } from './harness';
import { maskName } from '../../domain/masking';
import { children } from '../../server/db/schema';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

describe('the centre classifies a child (issue 28)', () => {
  it('sets a level with a reason on the child screen, finds the child by the level filter, and sees the change in its history', async () => {
    const { page, url } = e;
    const [child] = await e.handle.db
      .select()
      .from(children)
      .where(and(eq(children.level, '零级'), eq(children.character_cs, true), isNull(children.deleted_at)))
      .limit(1);
    const REASON = '入户走访发现长期无人照料';
    await loginAs(e, '中心领导');
    await page.goto(`${url}/childDetail/childTables?id=${child.id}&genre=cs`);
    await page.getByRole('button', { name: /调整分级/ }).click();
    const dialog = page.locator('.ant-modal:visible');
    await chooseOption(page, dialog.locator('.ant-select[aria-label="等级"]'), '三级');
    // nothing is sent without a reason: the contract's message shows under the field
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.getByText('请填写调整原因').count()).toBe(1);
    await dialog.getByLabel('调整原因').fill(REASON);
    await shot(page, 'classify-dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('分级已调整');
    const facts = page.locator('.ant-descriptions');
    await expect.poll(() => facts.innerText()).toMatch(/等级\s*三级/);

    // the children list finds it by 等级 三级 (and its full name)
    await page.goto(`${url}/children/ChildrenListCenter`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.locator('.ant-form-item').filter({ hasText: /^等级/ }).locator('.ant-select-selector').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^三级$/ })
      .click();
    await page
      .getByPlaceholder(/完整姓名或身份证号/)
      .first()
      .fill(child.child_name);
    await page.keyboard.press('Enter');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.filter({ hasText: maskName(child.child_name) }).count()).toBe(1);
    expect(await rows.first().innerText()).toContain('三级');
    await shot(page, 'classify-list');

    // its 分级记录 shows the change and the reason
    await page.goto(`${url}/childDetail/childTables?id=${child.id}&genre=cs`);
    await page.getByRole('tab', { name: '分级记录' }).click();
    const history = page.locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => history.innerText()).toContain(REASON);
    expect(await history.innerText()).toMatch(/等级：\s*零级\s*→\s*三级/);
    await shot(page, 'classify-history');
  });
});
