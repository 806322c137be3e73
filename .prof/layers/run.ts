import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { serveDir } from '../../scripts/bench-browser';
const dir = resolve(import.meta.dirname);
const outDir = mkdtempSync(join(tmpdir(), 'layers-'));
await build({ configFile: false, root: dir, base: './', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10000, rolldownOptions: { input: join(dir, 'layers.html') } } });
const server = await serveDir(outDir, 'layers.html');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(server.url);
await page.waitForFunction(() => (window as any).ready);
const names: string[] = await page.evaluate(() => (window as any).names);
for (const round of [0, 1]) for (const n of names) {
  const r = await page.evaluate((n) => (window as any).run(n), n);
  if (round) console.log(`${r.name.padEnd(14)} mount ${r.mountPerField.toFixed(3)} ms/field  unmount ${r.unmountPerField.toFixed(3)} ms/field`);
}
await browser.close(); await server.close();
