/**
 * Pane previews of full records (src/components/schema-form/preview/): on the bench page (bench/form-bench,
 * the form alone with a sample record filling every field: text, long free text, tables, photos with their
 * titles and descriptions), every pane of the cs, ow and gta forms that opens on a preview looks exactly
 * like the built pane. The console's own create forms (pane-preview.test.ts) have only empty values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildBenchPage, serveDir } from '../../scripts/bench-browser';
import { root } from './harness';
import { compareEveryPreview, PICTURE_VIEWPORT } from './pixels';

let dir: string;
let server: { url: string; close: () => Promise<void> };
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
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

describe.each([
  ['investigate_cs', ['家庭情况', '家庭教育指导', '补充说明']],
  ['investigate_ow', ['家庭教育指导', '补充说明']],
  ['investigate_gta', []],
] as const)('pane previews of a full %s record', (form, mustPreview) => {
  it('look exactly like the built panes', async () => {
    const page = await context.newPage();
    await page.setViewportSize(PICTURE_VIEWPORT);
    await page.goto(server.url);
    await page.waitForFunction(() => (window as unknown as { __bench?: { ready: boolean } }).__bench?.ready === true);
    await page.evaluate((id) => (window as unknown as { __bench: { mount(id: string, mode: string, filled: boolean): Promise<unknown> } }).__bench.mount(id, 'edit', true), form);
    try {
      const { compared, problems } = await compareEveryPreview(page, `pane-preview-full-${form}`);
      expect(problems).toEqual([]);
      expect(compared.length, `previewed: ${compared.join('、')}`).toBeGreaterThanOrEqual(3);
      for (const title of mustPreview) expect(compared, `${title} opened on a preview`).toContain(title);
    } finally {
      await page.close();
    }
  });
});
