/**
 * Pane previews in Chromium (src/components/schema-form/preview/): a tab opened before its pane is built
 * shows a preview that looks exactly like the built pane, and a user reaching into it gets the real fields
 * (focus lands in the control they reached, typing is kept). Idle building is held off while screenshots
 * are taken by a stream of key-down events on the window, which the form counts as the user being active
 * (quiet-idle.ts), so the preview is still there when its picture is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, loginAs, shot, type E2E } from './harness';
import { compareEveryPreview, holdIdleBuilding, openTopTab, PICTURE_VIEWPORT, topTabs } from './pixels';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await loginAs(e, '中心领导');
});
afterAll(async () => { await e?.close(); });

async function openCreateForm(genre: string): Promise<void> {
  await e.page.goto(`${e.url}/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`);
  await e.page.locator('.ant-formily-item').first().waitFor();
}

describe.each(['cs', 'ow'] as const)('pane previews of the %s form', (genre) => {
  it('look exactly like the built panes', async () => {
    const { page } = e;
    await page.setViewportSize(PICTURE_VIEWPORT);
    await openCreateForm(genre);
    let result: { compared: string[]; problems: string[] };
    try {
      result = await compareEveryPreview(page, `pane-preview-${genre}`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const { compared, problems } = result;
    await shot(page, `pane-preview-${genre}`);
    expect(problems).toEqual([]);
    // the create form previews every pane but the first, free text and photo uploads included
    expect(compared.length).toBeGreaterThanOrEqual(genre === 'cs' ? 5 : 2);
    for (const title of ['家庭教育指导', '补充说明']) expect(compared, `${title} opened on a preview (${compared.join('、')})`).toContain(title);
  });

  it('hands focus and typing to the built pane', async () => {
    const { page } = e;
    await openCreateForm(genre);
    const release = await holdIdleBuilding(page);
    try {
      const count = await topTabs(page).count();
      let input = null;
      for (let i = 1; i < count && !input; i++) {
        await openTopTab(page, i);
        const candidate = page.locator('.cw-schema-pane[data-open] [data-testid=pane-preview]').locator('input.ant-input, textarea.ant-input').first();
        if (await candidate.count()) input = candidate;
      }
      expect(input, 'a previewed pane with a text field').not.toBeNull();
      const label = await input!.locator('xpath=ancestor::div[contains(@class,"ant-formily-item ")][1]').locator('label').innerText();
      await input!.focus();
      await expect.poll(() => page.locator('.cw-schema-pane[data-open] [data-testid=pane-preview]').count()).toBe(0);
      await page.keyboard.type('预览后输入');
      const item = page.locator('.cw-schema-pane[data-open] .ant-formily-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) }).first();
      await expect.poll(() => item.locator('input, textarea').first().inputValue()).toBe('预览后输入');
    } finally {
      await release();
    }
  });
});
