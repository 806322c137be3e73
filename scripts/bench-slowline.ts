/**
 * The console on a slow line (issue 30): opens the login page and the 创建儿童 form (困境儿童, as 儿童主任) in
 * Chromium with the network throttled through CDP (Network.emulateNetworkConditions: 1.6 Mbit/s both ways, 150 ms
 * round trip), each on a fresh browser context (empty cache, service worker blocked so its background precache does
 * not share the line), and reports the time from navigation until the login's 手机号 field accepts input and until
 * the form's first tab (儿童姓名) accepts input, with the bytes received. Goals: ≤ 2.5 s and ≤ 5 s.
 * Serves the production build in dist/ (built if missing) over PGlite with the demo data.
 * Run: `BENCH_ONLY=slowline npm run bench` (scripts/bench.ts); BENCH_SLOWLINE_RUNS (default 3) runs of each.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../server/db/client';
import { seedReference } from '../server/db/seed-reference';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../server/db/seed-demo';
import { buildSpaIfNeeded } from '../server/spa-build';
import { buildApp } from '../server/app';
import { createLocalStorage } from '../server/storage/local';
import { ROLES } from '../domain/roles';

const root = resolve(import.meta.dirname, '..');
const KBIT = 1600;
const RTT_MS = 150;
const RUNS = Number(process.env.BENCH_SLOWLINE_RUNS ?? 3);

export type SlowlineFigures = { login: number[]; create: number[]; loginBytes: number[]; createBytes: number[] };

/** A throttled fresh page; answers it with a counter of the bytes received (encoded, i.e. as sent). */
async function throttledPage(browser: Browser, session?: { token: string; expires_at: string }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'zh-CN',
    viewport: { width: 1280, height: 900 },
  });
  if (session)
    await context.addInitScript((value) => localStorage.setItem('cw.session', value), JSON.stringify(session));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (KBIT * 1000) / 8,
    uploadThroughput: (KBIT * 1000) / 8,
  });
  const bytes = { received: 0 };
  cdp.on('Network.loadingFinished', (event) => {
    bytes.received += event.encodedDataLength;
  });
  return { page, bytes, close: () => context.close() };
}

async function timeUntilInput(page: Page, url: string, fill: () => Promise<void>): Promise<number> {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await fill();
  return Date.now() - start;
}

/** Runs the throttled openings `RUNS` times each; `log` reports progress. */
export async function runSlowlineBench(log: (line: string) => void): Promise<SlowlineFigures> {
  await buildSpaIfNeeded(root, log);
  const handle = await openDatabase({ memory: true });
  await seedReference(handle.db);
  const filesDir = mkdtempSync(join(tmpdir(), 'cw-slowline-'));
  const storage = createLocalStorage({ filesDir, secret: randomBytes(32) });
  const now = () => new Date();
  await seedDemo(handle.db, now, (b, ext, at) => storage.save(b, ext, at));
  const app = await buildApp({ db: handle.db, now, staticDir: join(root, 'dist'), storage, rateLimitMax: 100_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const figures: SlowlineFigures = { login: [], create: [], loginBytes: [], createBytes: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const login = await throttledPage(browser);
      figures.login.push(
        await timeUntilInput(login.page, `${url}/user/login`, () =>
          login.page.getByPlaceholder('手机号').fill('1', { timeout: 60_000 }),
        ),
      );
      figures.loginBytes.push(login.bytes.received);
      await login.close();

      const answer = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cellphone: demoCellphone(ROLES.indexOf('儿童主任')), password: DEMO_PASSWORD }),
      });
      const session = (await answer.json()) as { token: string; expires_at: string };
      const create = await throttledPage(browser, session);
      const address = `${url}/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=cs`;
      figures.create.push(
        await timeUntilInput(create.page, address, () =>
          create.page
            .locator('.ant-formily-item')
            .filter({ has: create.page.locator('.ant-formily-item-label').getByText('儿童姓名', { exact: true }) })
            .locator('input')
            .first()
            .fill('张', { timeout: 60_000 }),
        ),
      );
      figures.createBytes.push(create.bytes.received);
      await create.close();
      log(`slow line run ${run + 1}/${RUNS}: login ${figures.login.at(-1)} ms, create ${figures.create.at(-1)} ms`);
    }
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
    await rm(filesDir, { recursive: true, force: true });
  }
  return figures;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The markdown table of the figures against the goals of issue 30. */
export function slowlineTable(f: SlowlineFigures): string {
  const row = (what: string, ms: number[], bytes: number[], goal: number) =>
    `| ${what} | ${median(ms)} ms | ${ms.join(', ')} | ${(median(bytes) / 1024).toFixed(0)} KiB | ≤ ${goal} ms | ${median(ms) <= goal ? 'met' : `not met (+${median(ms) - goal} ms)`} |`;
  return [
    `Throttled to ${KBIT / 1000} Mbit/s and ${RTT_MS} ms round trip (CDP), fresh context each run (empty cache, service worker blocked), ${f.login.length} runs:`,
    '',
    '| opening | median | runs | received (median) | goal | verdict |',
    '|---|---|---|---|---|---|',
    row('login page → 手机号 accepts input', f.login, f.loginBytes, 2500),
    row('创建儿童 (困境儿童, 儿童主任, signed in) → 儿童姓名 accepts input', f.create, f.createBytes, 5000),
  ].join('\n');
}
