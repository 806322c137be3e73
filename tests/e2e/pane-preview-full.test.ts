/**
 * Pane previews of full records (src/components/schema-form/preview/): on the bench page (bench/form-bench,
 * the form alone with a sample record filling every field: text, long free text, tables, photos with their
 * titles and descriptions), every pane of the cs, ow and gta forms that opens on a preview looks exactly
 * like the built pane. The console's own create forms (pane-preview.test.ts) have only empty values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildBenchPage, serveDir } from '../../scripts/bench-browser';
import { artifacts, root } from './harness';
import { holdIdleBuilding, pixelsDiffering } from './pixels';

let dir: string;
let server: { url: string; close: () => Promise<void> };
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  dir = await buildBenchPage(root);
  server = await serveDir(dir, 'form-bench.html');
  profile = mkdtempSync(join(tmpdir(), 'cw-e2e-bench-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 900 }, locale: 'zh-CN',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
afterAll(async () => {
  await context?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** From the form's outer tabs (the first .cw-schema-tabs, tabs-shell.tsx): its open pane's preview. */
const openPreview = (page: Page) => page.locator('.cw-schema-tabs').first().locator(':scope > .cw-schema-panes > .cw-schema-pane[data-open] > [data-testid=pane-preview]');

/** Clicks top-level tab `index` in the page (an overflowing tab is behind antd's "more" menu for a pointer). */
async function openTab(page: Page, index: number): Promise<string> {
  return page.evaluate((i) => {
    const tabs = [...document.querySelectorAll('.cw-schema-tabs')][0].querySelectorAll(':scope > .cw-schema-tabs-bar > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab');
    (tabs[i].querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
    return (tabs[i].textContent ?? '').trim();
  }, index);
}

describe.each([
  ['investigate_cs', ['家庭情况', '家庭教育指导', '补充说明']],
  ['investigate_ow', ['家庭教育指导', '补充说明']],
  ['investigate_gta', []],
] as const)('pane previews of a full %s record', (form, mustPreview) => {
  it('look exactly like the built panes', async () => {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => (window as unknown as { __bench?: { ready: boolean } }).__bench?.ready === true);
    await page.evaluate((id) => (window as unknown as { __bench: { mount(id: string, mode: string, filled: boolean): Promise<unknown> } }).__bench.mount(id, 'edit', true), form);
    const release = await holdIdleBuilding(page);
    const compared: string[] = [];
    const problems: string[] = [];
    try {
      const count = await page.locator('.cw-schema-tabs').first().locator(':scope > .cw-schema-tabs-bar > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab').count();
      for (let i = 1; i < count; i++) {
        const title = await openTab(page, i);
        const preview = openPreview(page);
        if (!(await preview.count())) continue;
        const box = await page.locator('.cw-schema-tabs > .cw-schema-panes').first().boundingBox();
        const clip = { x: box!.x, y: box!.y, width: box!.width, height: Math.min(box!.height, 4000) };
        const before = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
        expect(await preview.count(), `${title}: still a preview when its picture was taken`).toBe(1);
        await preview.dispatchEvent('pointermove');
        await expect.poll(() => preview.count()).toBe(0);
        const after = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
        const diff = await pixelsDiffering(context, before, after);
        compared.push(title);
        if (diff !== 0) {
          problems.push(`${title}: ${diff} pixels differ (test-artifacts/pane-preview-full-${form}-${i}-*.png)`);
          writeFileSync(join(artifacts, `pane-preview-full-${form}-${i}-preview.png`), before);
          writeFileSync(join(artifacts, `pane-preview-full-${form}-${i}-built.png`), after);
        }
      }
    } finally {
      await release();
      await page.close();
    }
    expect(problems).toEqual([]);
    expect(compared.length, `previewed: ${compared.join('、')}`).toBeGreaterThanOrEqual(3);
    for (const title of mustPreview) expect(compared, `${title} opened on a preview`).toContain(title);
  });
});
