import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { serveDir } from '../scripts/bench-browser';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { dependentValues } from '../bench/sample-record';

const root = resolve(import.meta.dirname, '..');
const N = Number(process.env.N ?? 12);
const SC = process.env.SC ?? 'dis';
async function main() {
  const outDir = process.env.OUT ?? mkdtempSync(join(tmpdir(), 'cw-prof-'));
  if (!process.env.OUT) {
    const benchDir = resolve(root, 'bench');
    await build({ configFile: false, root: benchDir, base: './', logLevel: 'warn', plugins: [react()],
      build: { outDir, emptyOutDir: true, minify: false, chunkSizeWarningLimit: 10_000, rolldownOptions: { input: join(benchDir, 'form-bench.html') } } });
  }
  console.log('out', outDir);
  const server = await serveDir(outDir, 'form-bench.html');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const open = async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await page.goto(server.url);
  await page.waitForFunction(() => (window as any).__bench?.ready === true);
  await page.evaluate(() => (window as any).__bench.mount('investigate_cs', 'edit', true));
  if (process.env.WALK) { await page.evaluate(() => (window as any).__bench.visitTabs()); await page.evaluate(() => (window as any).__bench.visitTabs()); } else await page.evaluate(() => (window as any).__bench.settled());
  return page; };
  let page = await open();
  const schema = FORM_SCHEMAS.investigate_cs;
  const scen = SC === 'dis'
    ? { trigger: 'child_disability', from: '残疾', to: '重病', dependents: ['child_disability_level', 'child_disability_type'] }
    : { trigger: 'family_economy', from: '贫困', to: '非贫困', dependents: ['family_economy_poor_type'] };
  const full = (await import('../bench/sample-record')).sampleRecord(schema, OPTION_LISTS, { town: 1, village: 1000 });
  const extra = process.env.FULL ? Object.fromEntries(Object.entries(full).filter(([k]) => k.startsWith('recovery_'))) : {};
  const s = { ...scen, prefill: { ...extra, ...dependentValues(schema, OPTION_LISTS, scen.dependents) } };
  for (let i = 0; i < Number(process.env.WARM ?? 3); i++) await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
  let cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const times: number[] = [];
  // profile only around clicks: start/stop per iteration, merge
  const profiles: any[] = [];
  for (let i = 0; i < N; i++) {
    if (process.env.FRESH && i > 0) { await page.close(); page = await open(); cdp = await page.context().newCDPSession(page); await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); }
    if (process.env.FULL) { await page.evaluate((s) => (window as any).__bench.dependentClear({ ...s, to: s.from }), s).catch(() => {}); await page.evaluate(() => (window as any).__bench.visitTabs()); }
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    await cdp.send('Profiler.start');
    const r: any = await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
    const { profile } = await cdp.send('Profiler.stop');
    // keep only the samples from the click to the first idle / layoutDone sample after it
    const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const stackHas = (id: number, fn: string) => { for (let c: number | undefined = id; c; c = parent.get(c)) if (nodes.get(c).callFrame.functionName === fn) return true; return false; };
    let on = false, done = false;
    profile.samples = profile.samples.map((id: number) => {
      if (done) return -1;
      if (!on && stackHas(id, 'click')) on = true;
      if (on && (nodes.get(id).callFrame.functionName === '(idle)' || stackHas(id, 'layoutDone'))) { done = true; return -1; }
      return on ? id : -1;
    });
    profiles.push(profile);
    times.push(r.commit);
  }
  console.log('commit ms', times.map((t) => t.toFixed(1)).join(' '));
  const sorted = [...times].sort((a, b) => a - b);
  console.log('median', sorted[Math.floor(sorted.length / 2)].toFixed(1));
  const js = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  // region map
  const regions: { line: number; name: string }[] = [];
  for (const f of js) {
    readFileSync(join(outDir, 'assets', f), 'utf8').split('\n').forEach((l, i) => { const m = l.match(/^\/\/ ((?:\\0)?[\w@.\/-]+\.(?:m?js|ts|tsx|cjs|jsx|css))\s*$/); if (m) regions.push({ line: i, name: m[1] }); });
  }
  const regionOf = (line: number) => { let lo = 0, hi = regions.length - 1, ans = '?'; while (lo <= hi) { const mid = (lo + hi) >> 1; if (regions[mid].line <= line) { ans = regions[mid].name; lo = mid + 1; } else hi = mid - 1; } return ans; };
  const byFn = new Map<string, number>(); const byMod = new Map<string, number>();
  let total = 0;
  for (const p of profiles) {
    const nodes = new Map<number, any>(p.nodes.map((n: any) => [n.id, n]));
    const dt = p.timeDeltas as number[];
    p.samples.forEach((id: number, i: number) => {
      if (id === -1) return; const n = nodes.get(id); const d = (dt[i + 1] ?? 0) / 1000;
      const cf = n.callFrame; if (cf.functionName === '(idle)') return;
      const mod = cf.url.includes('assets') ? regionOf(cf.lineNumber).replace(/^.*node_modules\//, '').split('/').slice(0, 2).join('/') : cf.url || cf.functionName;
      const key = `${cf.functionName || '(anon)'} ${mod}:${cf.lineNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + d); byMod.set(mod, (byMod.get(mod) ?? 0) + d); total += d;
    });
  }
  const callers = new Map<string, number>();
  for (const p of profiles) {
    const nodes = new Map<number, any>(p.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const dt = p.timeDeltas as number[];
    p.samples.forEach((id: number, i: number) => {
      if (id === -1) return; const n = nodes.get(id); if (!(process.env.FOCUS ?? 'getBoundingClientRect').split(',').includes(n.callFrame.functionName)) return;
      const chain: string[] = []; let cur = parent.get(id);
      for (let k = 0; k < Number(process.env.DEPTH ?? 6) && cur; k++) { const c = nodes.get(cur).callFrame; chain.push(`${c.functionName}@${regionOf(c.lineNumber).replace(/^.*node_modules\//,'')}:${c.lineNumber}`); cur = parent.get(cur); }
      const key = n.callFrame.functionName + ' <- ' + chain.join(' <- ');
      callers.set(key, (callers.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    });
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${(v / N).toFixed(2).padStart(7)} ${n}`).join('\n');
  console.log('total per iter', (total / N).toFixed(2));
  console.log('--- by module\n' + top(byMod, 25));
  console.log('--- layout callers\n' + top(callers, 12));
  console.log('--- by function\n' + top(byFn, 40));
  writeFileSync(process.env.DUMP ?? '/tmp/byfn.json', JSON.stringify({ n: N, byFn: [...byFn], byMod: [...byMod] }));
  await browser.close(); await server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
