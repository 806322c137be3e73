/**
 * The browser half of `npm run bench`: builds bench/form-bench.html with Vite's JS API into a temp dir,
 * serves it on a loopback port, and drives it in Debian's Chromium (/usr/bin/chromium via playwright-core,
 * launched as STACK.md says) — mount, every tab right after the first paint and once every pane is built,
 * tabs opened before their pane is built, typing while panes are built ahead, keystrokes, dependent
 * clears — once per run, each scenario on a fresh page. The page measures; this side only sequences and
 * collects.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { productionBuild } from '../server/spa-build';
import react from '@vitejs/plugin-react';
import type { ClearResult, ClearScenario, EarlyOpen, TabTiming, Timing } from '../bench/form-bench';

type BenchApi = {
  ready: boolean;
  mount(id: string, mode: 'edit' | 'read', filled?: boolean): Promise<Timing & { fields: number }>;
  built(): Promise<number>;
  builtPanes(): { built: number; panes: number };
  openEarly(index: number): Promise<EarlyOpen | { skipped: string }>;
  visitTabs(): Promise<TabTiming[]>;
  focusText(name: string): Promise<boolean>;
  waitKeys(n: number): Promise<boolean>;
  keys(): Timing[];
  dependentClear(s: ClearScenario): Promise<ClearResult>;
};
declare global {
  interface Window {
    __bench: BenchApi;
  }
}

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Builds the bench page (production mode) into a new temp dir; answers the dir. */
export async function buildBenchPage(root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  const benchDir = resolve(root, 'bench');
  await productionBuild({
    configFile: false,
    root: benchDir,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { input: join(benchDir, 'form-bench.html') },
    },
  });
  return outDir;
}

/** Serves `dir` statically on 127.0.0.1 (a free port); answers the page URL and a closer. */
export async function serveDir(dir: string, page: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
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
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/** What one run measured; every scenario on the cs create form (empty record, edit mode) unless named. */
export interface RunResult {
  mountEmpty: Timing;
  mountFull: Timing & { fields: number };
  mountRead: Timing;
  /** Every tab clicked from the first paint on, then again once every pane is built. */
  earlyTabs: TabTiming[];
  laterTabs: TabTiming[];
  /** Top-level tabs clicked right after the first paint, each on a fresh page. */
  earlyOpens: (EarlyOpen | { skipped: string })[];
  /** Keystrokes typed into the first tab from the first paint until two seconds after mount; panes built by then. */
  earlyKeys: Timing[];
  builtAfterTyping: { built: number; panes: number };
  /** Keystrokes once every pane is built. */
  keys: Timing[];
  clears: Record<string, ClearResult>;
  typedField: string | null;
  /** Mount → every pane built, on an untouched page. */
  built: number;
}

/** The keystrokes: 10 letters then 10 backspaces, repeated (stays under any maxLength, always edits). */
function keystroke(i: number): string {
  return i % 20 < 10 ? 'abcdefghij'[i % 10] : 'Backspace';
}

/** Top-level tabs opened right after the first paint, each on a fresh page: near, middle, nested, last. */
export const EARLY_TABS = [1, 4, 6, -1];
/** Typing into the first tab lasts until this long after mount (ms); a key every TYPING_GAP_MS. */
const TYPING_UNTIL_MS = 2000;
export const TYPING_GAP_MS = 60;

async function openBench(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.ready === true);
  return page;
}

const mountCreate = (page: Page, formId: string) =>
  page.evaluate((id) => window.__bench.mount(id, 'edit', false), formId);

/** Focuses the first of `textFields` found; answers its name. */
async function focusFirst(page: Page, textFields: string[]): Promise<string | null> {
  for (const name of textFields) {
    if (await page.evaluate((n) => window.__bench.focusText(n), name)) return name;
  }
  return null;
}

async function oneRun(
  context: BrowserContext,
  url: string,
  formId: string,
  textFields: string[],
  scenarios: Record<string, ClearScenario>,
  keystrokes: number,
): Promise<RunResult> {
  // every tab right after the first paint, then again once built; then keystrokes and clears on that page
  let page = await openBench(context, url);
  const mountEmpty = await mountCreate(page, formId);
  const earlyTabs = await page.evaluate(() => window.__bench.visitTabs());
  await page.evaluate(() => window.__bench.built());
  const laterTabs = await page.evaluate(() => window.__bench.visitTabs());
  const typedField = await focusFirst(page, textFields);
  let keys: Timing[] = [];
  if (typedField) {
    for (let i = 0; i < keystrokes; i++) {
      await page.keyboard.press(keystroke(i));
      await page.evaluate((n) => window.__bench.waitKeys(n), i + 1);
    }
    keys = await page.evaluate(() => window.__bench.keys());
  }
  const clears: Record<string, ClearResult> = {};
  for (const [name, scenario] of Object.entries(scenarios))
    clears[name] = await page.evaluate((s) => window.__bench.dependentClear(s), scenario);
  await page.close();

  // mount → every pane built, untouched
  page = await openBench(context, url);
  await mountCreate(page, formId);
  const built = await page.evaluate(() => window.__bench.built());
  await page.close();

  // typing into the first tab while the panes are built ahead
  page = await openBench(context, url);
  const started = Date.now();
  await mountCreate(page, formId);
  let earlyKeys: Timing[] = [];
  if (await focusFirst(page, textFields)) {
    for (let i = 0; Date.now() - started < TYPING_UNTIL_MS; i++) {
      await page.keyboard.press(keystroke(i));
      await page.evaluate((n) => window.__bench.waitKeys(n), i + 1);
      await new Promise((resolve) => setTimeout(resolve, TYPING_GAP_MS));
    }
    earlyKeys = await page.evaluate(() => window.__bench.keys());
  }
  const builtAfterTyping = await page.evaluate(() => window.__bench.builtPanes());
  await page.close();

  // a tab opened before its pane is built
  const earlyOpens: RunResult['earlyOpens'] = [];
  for (const index of EARLY_TABS) {
    page = await openBench(context, url);
    await mountCreate(page, formId);
    earlyOpens.push(
      await page.evaluate((i) => {
        const count =
          document
            .querySelectorAll('.cw-schema-tabs-bar')[0]
            ?.querySelectorAll(':scope > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab').length ?? 0;
        return window.__bench.openEarly(i < 0 ? count + i : i);
      }, index),
    );
    await page.close();
  }

  page = await openBench(context, url);
  const mountFull = await page.evaluate((id) => window.__bench.mount(id, 'edit', true), formId);
  await page.close();
  page = await openBench(context, url);
  const mountRead = await page.evaluate((id) => window.__bench.mount(id, 'read', true), formId);
  await page.close();
  return {
    mountEmpty,
    mountFull,
    mountRead,
    earlyTabs,
    laterTabs,
    earlyOpens,
    earlyKeys,
    builtAfterTyping,
    keys,
    clears,
    typedField,
    built,
  };
}

/**
 * Builds, serves and runs the page `runs` times (plus one discarded warm-up) on form `formId`, typing
 * `keystrokes` keys into the first of `textFields` that is found, and running each clear scenario.
 */
export async function runBrowserBench(opts: {
  root: string;
  formId: string;
  runs: number;
  keystrokes: number;
  textFields: string[];
  scenarios: Record<string, ClearScenario>;
  log: (line: string) => void;
}): Promise<RunResult[]> {
  opts.log('building the bench page with Vite …');
  const dir = await buildBenchPage(opts.root);
  const server = await serveDir(dir, 'form-bench.html');
  const profile = mkdtempSync(join(tmpdir(), 'cw-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    args: ARGS,
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
