/**
 * Pane previews in Chromium (src/components/schema-form/preview/): a tab opened before its pane is built
 * shows a preview that looks exactly like the built pane, and a user reaching into it gets the real fields
 * (focus lands in the control they reached, typing is kept). Idle building is held off while screenshots
 * are taken by a stream of key-down events on the window, which the form counts as the user being active
 * (quiet-idle.ts), so the preview is still there when its picture is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, startE2E, loginAs, shot, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await loginAs(e, '中心领导');
});
afterAll(async () => { await e?.close(); });

/** Keeps the form "busy" (no idle building) until the answered function is called. */
async function holdIdleBuilding(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as unknown as { __hold: number }).__hold = window.setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })), 100);
  });
  return () => page.evaluate(() => window.clearInterval((window as unknown as { __hold: number }).__hold));
}

/**
 * How many pixels of two PNG screenshots differ (by more than a faint anti-aliasing shade), or a size
 * mismatch; decoded in a blank page (the console's content security policy refuses data: fetches).
 */
async function pixelsDiffering(a: Buffer, b: Buffer): Promise<number | string> {
  const blank = await e.context.newPage();
  try {
    return await compareIn(blank, a, b);
  } finally {
    await blank.close();
  }
}

async function compareIn(page: Page, a: Buffer, b: Buffer): Promise<number | string> {
  return page.evaluate(async ([x, y]) => {
    const load = async (png: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return g.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [p, q] = [await load(x), await load(y)];
    if (p.width !== q.width || p.height !== q.height) return `${p.width}×${p.height} vs ${q.width}×${q.height}`;
    let n = 0;
    for (let i = 0; i < p.data.length; i += 4) {
      if (Math.abs(p.data[i] - q.data[i]) + Math.abs(p.data[i + 1] - q.data[i + 1]) + Math.abs(p.data[i + 2] - q.data[i + 2]) > 30) n++;
    }
    return n;
  }, [a.toString('base64'), b.toString('base64')]);
}

async function openCreateForm(genre: string): Promise<void> {
  await e.page.goto(`${e.url}/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`);
  await e.page.locator('.ant-formily-item').first().waitFor();
}

/** From the form's outer tab bar (the first .cw-schema-tabs): its open pane. */
const OPEN_PANE = ':scope > .ant-tabs-content-holder > .ant-tabs-content > .ant-tabs-tabpane-active';
const topTabs = (page: Page) => page.locator('.cw-schema-tabs > .ant-tabs-nav .ant-tabs-nav-list').first().locator(':scope > .ant-tabs-tab');

describe.each(['cs', 'ow'] as const)('pane previews of the %s form', (genre) => {
  it('look exactly like the built panes', async () => {
    const { page } = e;
    await openCreateForm(genre);
    const release = await holdIdleBuilding(page);
    const compared: string[] = [];
    const problems: string[] = [];
    try {
      const count = await topTabs(page).count();
      for (let i = 1; i < count; i++) {
        const tab = topTabs(page).nth(i);
        const title = (await tab.innerText()).trim();
        await tab.click();
        // the open top-level pane's own preview (once built, a pane with nested tabs may show a nested one)
        const preview = page.locator('.cw-schema-tabs').first().locator(`${OPEN_PANE} > [data-testid=pane-preview]`);
        if (!(await preview.count())) continue;
        const box = await page.locator('.cw-schema-tabs > .ant-tabs-content-holder').first().boundingBox();
        const clip = { x: box!.x, y: box!.y, width: box!.width, height: Math.min(box!.height, 4000) };
        const before = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
        expect(await preview.count(), `${title}: still a preview when its picture was taken`).toBe(1);
        await preview.dispatchEvent('pointermove');
        await expect.poll(() => preview.count()).toBe(0);
        const after = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
        const diff = await pixelsDiffering(before, after);
        compared.push(title);
        if (diff !== 0) {
          problems.push(`${title}: ${diff} pixels differ (test-artifacts/pane-preview-${genre}-${i}-*.png)`);
          writeFileSync(join(artifacts, `pane-preview-${genre}-${i}-preview.png`), before);
          writeFileSync(join(artifacts, `pane-preview-${genre}-${i}-built.png`), after);
        }
      }
    } finally {
      await release();
    }
    await shot(page, `pane-preview-${genre}`);
    expect(problems).toEqual([]);
    // the create form previews every pane but the first, those with nested tabs, free text or image uploads
    expect(compared.length).toBeGreaterThanOrEqual(genre === 'cs' ? 5 : 1);
  });

  it('hands focus and typing to the built pane', async () => {
    const { page } = e;
    await openCreateForm(genre);
    const release = await holdIdleBuilding(page);
    try {
      const count = await topTabs(page).count();
      let input = null;
      for (let i = 1; i < count && !input; i++) {
        await topTabs(page).nth(i).click();
        const candidate = page.locator('.ant-tabs-tabpane-active [data-testid=pane-preview]').locator('input.ant-input, textarea.ant-input').first();
        if (await candidate.count()) input = candidate;
      }
      expect(input, 'a previewed pane with a text field').not.toBeNull();
      const label = await input!.locator('xpath=ancestor::div[contains(@class,"ant-formily-item ")][1]').locator('label').innerText();
      await input!.focus();
      await expect.poll(() => page.locator('.ant-tabs-tabpane-active [data-testid=pane-preview]').count()).toBe(0);
      await page.keyboard.type('预览后输入');
      const item = page.locator('.ant-tabs-tabpane-active .ant-formily-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) }).first();
      await expect.poll(() => item.locator('input, textarea').first().inputValue()).toBe('预览后输入');
    } finally {
      await release();
    }
  });
});
