import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/bench-browser';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { dependentValues } from '../bench/sample-record';

const N = Number(process.env.N ?? 10);
const SC = process.env.SC ?? 'dis';
async function main() {
  const outDir = process.env.OUT!;
  const server = await serveDir(outDir, 'form-bench.html');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', ...(process.env.JSFLAGS ? [`--js-flags=${process.env.JSFLAGS}`] : [])] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await page.goto(server.url);
  await page.waitForFunction(() => (window as any).__bench?.ready === true);
  await page.evaluate(() => (window as any).__bench.mount('investigate_cs', 'edit', true));
  if (process.env.WALK) { await page.evaluate(() => (window as any).__bench.visitTabs()); await page.evaluate(() => (window as any).__bench.visitTabs()); }
  else await page.evaluate(() => (window as any).__bench.settled());
  const schema = FORM_SCHEMAS.investigate_cs;
  const scen = SC === 'dis'
    ? { trigger: 'child_disability', from: '残疾', to: '重病', dependents: ['child_disability_level', 'child_disability_type'] }
    : { trigger: 'family_economy', from: '贫困', to: '非贫困', dependents: ['family_economy_poor_type'] };
  const full = (await import('../bench/sample-record')).sampleRecord(schema, OPTION_LISTS, { town: 1, village: 1000 });
  const extra = process.env.FULL ? Object.fromEntries(Object.entries(full).filter(([k]) => k.startsWith('recovery_'))) : {};
  const s = { ...scen, prefill: { ...extra, ...dependentValues(schema, OPTION_LISTS, scen.dependents) } };
  for (let i = 0; i < Number(process.env.WARM ?? 3); i++) await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
  await browser.startTracing(page, { path: '/tmp/clear-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    if (process.env.FULL) { await page.evaluate((s) => (window as any).__bench.dependentClear({ ...s, to: s.from }), s).catch(() => {}); await page.evaluate(() => (window as any).__bench.visitTabs()); }
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    await page.evaluate(() => performance.mark('clickstart'));
    const r: any = await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
    times.push(r.commit);
  }
  await browser.stopTracing();
  console.log('commit ms', times.map((t) => t.toFixed(1)).join(' '), 'median', [...times].sort((a, b) => a - b)[N >> 1].toFixed(1));
  const ev = JSON.parse(readFileSync('/tmp/clear-trace.json', 'utf8')).traceEvents as any[];
  const clicks = ev.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ph === 'X');
  const main = clicks[0]?.tid;
  const sums: Record<string, number[]> = {};
  for (const c of clicks) {
    // window: click start until end of the first RunMicrotasks/ task after it: take all X events on main thread that start within [ts, ts+ 60ms] and belong to the same top-level task
    const task = ev.find((e) => e.tid === main && e.ph === 'X' && e.name === 'RunTask' && e.ts <= c.ts && e.ts + e.dur >= c.ts + c.dur);
    if (!task) continue;
    const inside = ev.filter((e) => e.tid === main && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const add = (k: string, v: number) => (sums[k] ??= []).push(v);
    add('task', task.dur / 1000);
    add('click', c.dur / 1000);
    for (const name of ['UpdateLayoutTree', 'Layout', 'FunctionCall', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'ParseHTML', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'UpdateLayerTree', 'HitTest']) {
      const d = inside.filter((e) => e.name === name).reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
      if (d) add(name, d);
    }
  }
  for (const [k, v] of Object.entries(sums)) { const s = [...v].sort((a, b) => a - b); console.log(k.padEnd(20), 'median', s[s.length >> 1].toFixed(2), 'all', v.map((x) => x.toFixed(1)).join(' ')); }
  await browser.close(); await server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
