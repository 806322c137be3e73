import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/bench-browser';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { dependentValues } from '../bench/sample-record';

const K = Number(process.env.K ?? 10);
async function main() {
  const dirs = (process.env.DIRS ?? '/tmp/cwA,/tmp/cwB').split(',');
  const servers = await Promise.all(dirs.map((d) => serveDir(d, 'form-bench.html')));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const schema = FORM_SCHEMAS.investigate_cs;
  const scen = { trigger: 'child_disability', from: '残疾', to: '重病', dependents: ['child_disability_level', 'child_disability_type'] };
  const s = { ...scen, prefill: dependentValues(schema, OPTION_LISTS, scen.dependents) };
  const res: Record<string, { cold: number[]; warm: number[]; walk: number[] }> = {};
  for (let k = 0; k < K; k++) {
    for (const [i, srv] of servers.entries()) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      await page.goto(srv.url);
      await page.waitForFunction(() => (window as any).__bench?.ready === true);
      await page.evaluate(() => (window as any).__bench.mount('investigate_cs', 'edit', true));
      const tabs: any[] = await page.evaluate(() => (window as any).__bench.visitTabs());
      await page.evaluate(() => (window as any).__bench.visitTabs());
      const cold: any = await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
      const warm: any = await page.evaluate((s) => (window as any).__bench.dependentClear(s), s);
      if (cold.skipped || warm.skipped) { console.log(dirs[i], 'skipped', cold.skipped, warm.skipped); await page.close(); continue; }
      const r = (res[dirs[i]] ??= { cold: [], warm: [], walk: [] });
      r.cold.push(cold.commit); r.warm.push(warm.commit); r.walk.push(tabs.reduce((a, t) => a + t.paint, 0));
      await page.close();
    }
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
  for (const [d, r] of Object.entries(res)) console.log(d, 'cold', med(r.cold).toFixed(1), 'warm', med(r.warm).toFixed(1), 'walk', med(r.walk).toFixed(0), '| cold all', r.cold.map((x) => x.toFixed(0)).join(' '));
  await browser.close(); await Promise.all(servers.map((x) => x.close()));
}
main().catch((e) => { console.error(e); process.exit(1); });
