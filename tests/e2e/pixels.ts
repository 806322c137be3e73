/**
 * Helpers of the pane preview tests (pane-preview*.test.ts): holding idle building off while pictures are
 * taken, opening a top-level tab, counting the pixels two screenshots differ by, and comparing a preview
 * with its built pane.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { artifacts } from './harness';

/**
 * Keeps the form "busy" (no idle building: quiet-idle.ts counts a key-down as the user being active) until
 * the answered function is called.
 */
export async function holdIdleBuilding(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as unknown as { __hold: number }).__hold = window.setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })), 100);
  });
  return () => page.evaluate(() => window.clearInterval((window as unknown as { __hold: number }).__hold));
}

/**
 * How many pixels of two PNG screenshots differ (by more than a faint anti-aliasing shade), or a size
 * mismatch; decoded in `page` itself from blobs (no fetch, so the console's content security policy does
 * not apply, and no second page that would send the form's page to the background, where its timers slow
 * down and idle building would start).
 */
export async function pixelsDiffering(page: Page, a: Buffer, b: Buffer): Promise<number | string> {
  return page.evaluate(async ([x, y]) => {
    const load = async (png: string) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
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

/** The viewport height the pane pictures are taken in (px): tall enough for the longest pane at 1280 px. */
export const PICTURE_VIEWPORT = { width: 1280, height: 4000 };

/**
 * Takes a picture of the panes of the form's outer tabs (the first `.cw-schema-tabs > .cw-schema-panes`)
 * showing `preview`, replaces the preview by its built pane (a pointer move over it), takes another, and
 * answers how many pixels differ (or a size mismatch). When they differ, both pictures are saved as
 * test-artifacts/`name`-preview.png and `name`-built.png. The page must have the PICTURE_VIEWPORT: a
 * full-page picture would resize the viewport while it is taken, and antd's growing text areas measure
 * themselves again on that resize, so the built pane would be caught half-measured.
 */
export async function previewAgainstBuilt(page: Page, preview: Locator, name: string): Promise<number | string> {
  expect(page.viewportSize(), 'the page has the picture viewport').toEqual(PICTURE_VIEWPORT);
  const box = await page.locator('.cw-schema-tabs > .cw-schema-panes').first().boundingBox();
  const clip = { x: box!.x, y: box!.y, width: box!.width, height: Math.min(box!.height, PICTURE_VIEWPORT.height - box!.y) };
  const before = await page.screenshot({ clip, animations: 'disabled' });
  expect(await preview.count(), `${name}: still a preview when its picture was taken`).toBe(1);
  await preview.dispatchEvent('pointermove');
  await expect.poll(() => preview.count()).toBe(0);
  // let the built pane settle: antd places a tab bar's ink bar in the frame after it mounts
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await page.screenshot({ clip, animations: 'disabled' });
  const diff = await pixelsDiffering(page, before, after);
  if (diff !== 0) {
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(join(artifacts, `${name}-preview.png`), before);
    writeFileSync(join(artifacts, `${name}-built.png`), after);
  }
  return diff;
}

/** The tab buttons of the form's outer tab bar (the first `.cw-schema-tabs`, tabs-shell.tsx). */
export const topTabs = (page: Page) => page.locator('.cw-schema-tabs').first().locator(':scope > .cw-schema-tabs-bar > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab');

/** The preview in the open pane of the form's outer tabs (none once that pane is built). */
export const openPreview = (page: Page) => page.locator('.cw-schema-tabs').first().locator(':scope > .cw-schema-panes > .cw-schema-pane[data-open] > [data-testid=pane-preview]');

/**
 * Opens top-level tab `index` by clicking its button in the page: a pointer click at a tab that has
 * overflowed behind antd's "more" button would open that menu instead. Answers the tab's title.
 */
export async function openTopTab(page: Page, index: number): Promise<string> {
  return topTabs(page).nth(index).evaluate((tab) => {
    (tab.querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
    return (tab.textContent ?? '').trim();
  });
}

/**
 * Opens every top-level tab after the first in turn, with idle building held off, and compares each pane
 * that opens on a preview with its built pane (previewAgainstBuilt; pictures named `name`-<tab index>).
 * Answers the titles compared and one line per pane that differs.
 */
export async function compareEveryPreview(page: Page, name: string): Promise<{ compared: string[]; problems: string[] }> {
  const release = await holdIdleBuilding(page);
  const compared: string[] = [];
  const problems: string[] = [];
  try {
    const count = await topTabs(page).count();
    for (let i = 1; i < count; i++) {
      const title = await openTopTab(page, i);
      // the open top-level pane's own preview (once built, a pane with nested tabs may show a nested one)
      const preview = openPreview(page);
      if (!(await preview.count())) continue;
      const diff = await previewAgainstBuilt(page, preview, `${name}-${i}`);
      compared.push(title);
      if (diff !== 0) problems.push(`${title}: ${diff} pixels differ (test-artifacts/${name}-${i}-*.png)`);
    }
  } finally {
    await release();
  }
  return { compared, problems };
}
