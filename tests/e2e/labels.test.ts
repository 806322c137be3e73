/**
 * A label assigned, in Chromium (docs/decisions-supervise.md, Labels): 总委领导 creates a tag on 标签管理, adds two children to it
 * by a search of their ID numbers, then filters the county children list by that tag and sees exactly those two. Screenshots
 * land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { maskIdNumber } from '../../domain/masking';
import { childLabels, children, labels } from '../../server/db/schema';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const LABEL = '端到端重点走访';

describe('a label', () => {
  it('is created by 总委领导, put on two children found by search, and filters a children list to exactly them', async () => {
    const { page } = e;
    // two live children of the demo (总委领导 sees the whole county)
    const picked = (
      await e.handle.db
        .select({ id: children.id, idnumber: children.child_idnumber })
        .from(children)
        .where(and(isNull(children.deleted_at), eq(children.genre, '正常')))
        .orderBy(asc(children.id))
    ).slice(3, 5);
    expect(picked).toHaveLength(2);

    await loginAs(e, '总委领导');
    await page.goto(`${e.url}/label/LabelList`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('点击左侧标签，查看和设置带此标签的儿童').count()).toBe(1);
    await shot(page, 'label-list');
    await page.getByRole('button', { name: /新增标签/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增标签' });
    await dialog.getByLabel('标签名称').fill(LABEL);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('保存成功');
    const labelRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: LABEL });
    await expect.poll(() => labelRow.count()).toBe(1);
    expect((await labelRow.locator('td').nth(1).innerText()).trim()).toBe('0');

    await labelRow.locator('td').first().click();
    const card = page.locator('.ant-card').filter({ hasText: `“${LABEL}”的儿童` });
    await expect.poll(() => card.getByText('暂无带此标签的儿童').count()).toBe(1);
    await card.getByRole('button', { name: /添加儿童/ }).click();
    const picker = page.locator('.ant-modal').filter({ hasText: '为儿童添加标签' });
    await picker.waitFor();
    for (const child of picked) {
      await picker.getByLabel('查找儿童').fill(child.idnumber);
      await picker.getByRole('button', { name: /查\s*询/ }).click();
      const row = picker.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: maskIdNumber(child.idnumber) });
      await expect.poll(() => row.count()).toBe(1);
      await row.locator('.ant-checkbox-input').check();
    }
    await expect.poll(() => picker.getByRole('button', { name: /添加（2）/ }).count()).toBe(1);
    await page.waitForTimeout(300); // the check box's animation
    await shot(page, 'label-pick');
    await picker.getByRole('button', { name: /添加（2）/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已为 2 名儿童添加标签');
    await expect.poll(() => card.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    await expect.poll(async () => (await labelRow.locator('td').nth(1).innerText()).trim()).toBe('2');
    await shot(page, 'label-children');

    const [label] = await e.handle.db.select().from(labels).where(eq(labels.label_name, LABEL));
    const tagged = await e.handle.db.select().from(childLabels).where(eq(childLabels.child_label, label.id));
    expect(tagged.map((t) => t.child_id).sort((a, b) => a - b)).toEqual(picked.map((c) => c.id).sort((a, b) => a - b));

    await page.goto(`${e.url}/children/ChildrenListCenter`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await page.locator('.ant-form-item').filter({ hasText: '标签' }).locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${LABEL}$`) })
      .click();
    await page.locator('.ant-card-head-title').filter({ hasText: '儿童列表' }).click(); // closes the multiple select's list
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await expect.poll(() => page.getByText(/^共有 \d+ 条数据$/).innerText()).toBe('共有 2 条数据');
    await expect.poll(() => rows.count()).toBe(2);
    const shown = (await rows.allInnerTexts()).join('\n');
    for (const child of picked) expect(shown).toContain(maskIdNumber(child.idnumber));
    await page.waitForTimeout(300); // the list's closing animation
    await shot(page, 'label-filtered');
  });
});
