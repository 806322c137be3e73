/**
 * The browser half of `npm run bench`: builds bench/form-bench.html with Vite's JS API into a temp dir,
 * serves it on a loopback port, and drives it in Debian's Chromium (/usr/bin/chromium via playwright-core,
 * launched as STACK.md says) — mount, every tab, keystrokes, dependent clears — once per run, each on fresh
 * pages. The page measures; this side only sequences and collects.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { productionBuild } from '../server/spa-build';
import react from '@vitejs/plugin-react';
import type { ClearResult, ClearScenario, TabTiming, Timing } from '../bench/form-bench';

type BenchApi = {
  ready: boolean;
  mount(id: string, mode: 'edit' | 'read', filled?: boolean): Promise<Timing & { fields: number }>;
  settled(): Promise<number>;
  visitTabs(): Promise<TabTiming[]>;
  focusText(name: string): Promise<boolean>;
  waitKeys(n: number): Promise<boolean>;
  keys(): Timing[];
  dependentClear(s: ClearScenario): Promise<ClearResult>;
  previewBuild(index: number): Promise<(Timing & { tab: string }) | { skipped: string }>;
};
declare global { interface Window { __bench: BenchApi } }

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** Builds the bench page (production mode) into a new temp dir; answers the dir. */
export async function buildBenchPage(root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  const benchDir = resolve(root, 'bench');
  await productionBuild({
    configFile: false, root: benchDir, base: './', logLevel: 'warn', plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, rolldownOptions: { input: join(benchDir, 'form-bench.html') } },
  });
  return outDir;
}

/** Serves `dir` statically on 127.0.0.1 (a free port); answers the page URL and a closer. */
export async function serveDir(dir: string, page: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/${page}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

/** `chromium --version`, e.g. "Chromium 138.0.7204.183 built on Debian …". */
export function chromiumVersion(): string {
  try { return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch { return 'Chromium (version unknown)'; }
}

/** What one run measured. */
export interface RunResult {
  mountEmpty: Timing; mountFull: Timing & { fields: number }; mountRead: Timing;
  tabs: TabTiming[]; revisits: TabTiming[]; keys: Timing[]; clears: Record<string, ClearResult>; typedField: string | null;
  /** Mount to every closed pane built in idle time (ms), and the walk over every tab after that. */
  settle: number; settledTabs: TabTiming[];
  /** The pointer moved onto the preview of the second tab → that pane built. */
  previewBuild: (Timing & { tab: string }) | { skipped: string };
}

/** The keystrokes: 10 letters then 10 backspaces, repeated (stays under any maxLength, always edits). */
function keystroke(i: number): string {
  return i % 20 < 10 ? 'abcdefghij'[i % 10] : 'Backspace';
}

async function openBench(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.ready === true);
  return page;
}

async function oneRun(context: BrowserContext, url: string, formId: string, textFields: string[], scenarios: Record<string, ClearScenario>, keystrokes: number): Promise<RunResult> {
  let page = await openBench(context, url);
  const mountFull = await page.evaluate((id) => window.__bench.mount(id, 'edit', true), formId);
  const tabs = await page.evaluate(() => window.__bench.visitTabs());
  // the walk left previews; as in a form being filled in, let idle time build every pane before going on
  await page.evaluate(() => window.__bench.settled());
  const revisits = await page.evaluate(() => window.__bench.visitTabs());
  let typedField: string | null = null;
  for (const name of textFields) {
    if (await page.evaluate((n) => window.__bench.focusText(n), name)) { typedField = name; break; }
  }
  let keys: Timing[] = [];
  if (typedField) {
    for (let i = 0; i < keystrokes; i++) {
      await page.keyboard.press(keystroke(i));
      await page.evaluate((n) => window.__bench.waitKeys(n), i + 1);
    }
    keys = await page.evaluate(() => window.__bench.keys());
  }
  const clears: Record<string, ClearResult> = {};
  for (const [name, scenario] of Object.entries(scenarios)) clears[name] = await page.evaluate((s) => window.__bench.dependentClear(s), scenario);
  await page.close();

  page = await openBench(context, url);
  await page.evaluate((id) => window.__bench.mount(id, 'edit', true), formId);
  const settle = await page.evaluate(() => window.__bench.settled());
  const settledTabs = await page.evaluate(() => window.__bench.visitTabs());
  await page.close();

  page = await openBench(context, url);
  await page.evaluate((id) => window.__bench.mount(id, 'edit', true), formId);
  const previewBuild = await page.evaluate(() => window.__bench.previewBuild(1));
  await page.close();

  page = await openBench(context, url);
  const mountEmpty = await page.evaluate((id) => window.__bench.mount(id, 'edit', false), formId);
  await page.close();
  page = await openBench(context, url);
  const mountRead = await page.evaluate((id) => window.__bench.mount(id, 'read', true), formId);
  await page.close();
  return { mountEmpty, mountFull, mountRead, tabs, revisits, keys, clears, typedField, settle, settledTabs, previewBuild };
}

/**
 * Builds, serves and runs the page `runs` times (plus one discarded warm-up) on form `formId`, typing
 * `keystrokes` keys into the first of `textFields` that is found, and running each clear scenario.
 */
export async function runBrowserBench(opts: {
  root: string; formId: string; runs: number; keystrokes: number; textFields: string[]; scenarios: Record<string, ClearScenario>;
  log: (line: string) => void;
}): Promise<RunResult[]> {
  opts.log('building the bench page with Vite …');
  const dir = await buildBenchPage(opts.root);
  const server = await serveDir(dir, 'form-bench.html');
  const profile = mkdtempSync(join(tmpdir(), 'cw-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1280, height: 900 }, locale: 'zh-CN', args: ARGS,
  });
  try {
    const results: RunResult[] = [];
    for (let run = 0; run <= opts.runs; run++) {
      opts.log(run === 0 ? 'warm-up run …' : `run ${run}/${opts.runs} …`);
      const result = await oneRun(context, server.url, opts.formId, opts.textFields, opts.scenarios, opts.keystrokes);
      if (run > 0) results.push(result);
    }
    return results;
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}
