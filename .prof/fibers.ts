import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/bench-browser';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { dependentValues } from '../bench/sample-record';

async function main() {
  const server = await serveDir(process.env.OUT!, 'form-bench.html');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await page.addInitScript({ path: '.prof/hook.js' });
  await page.goto(server.url);
  await page.waitForFunction(() => (window as any).__bench?.ready === true);
  await page.evaluate(() => (window as any).__bench.mount('investigate_cs', 'edit', true));
  await page.evaluate(() => (window as any).__bench.visitTabs());
  await page.evaluate(() => (window as any).__bench.visitTabs());
  const schema = FORM_SCHEMAS.investigate_cs;
  const scen = { trigger: 'child_disability', from: '残疾', to: '重病', dependents: ['child_disability_level', 'child_disability_type'] };
  const s = { ...scen, prefill: dependentValues(schema, OPTION_LISTS, scen.dependents) };
  for (let i = 0; i < Number(process.env.ROUNDS ?? 2); i++) {
    const out = await page.evaluate(async (s) => {
      const w = window as any;
      w.__record = true; w.__commits = [];
      document.addEventListener('click', function () { w.__commits.push({ click: performance.now() }); }, { capture: true, once: true });
      const r = await w.__bench.dependentClear(s);
      await new Promise((ok) => setTimeout(ok, 300));
      w.__record = false;
      return { r, commits: w.__commits };
    }, s);
    console.log(`round ${i}: commit ${out.r.commit.toFixed(1)} ms`, await page.evaluate(() => (window as any).__all));
    for (const c of out.commits) {
      if (c.click) { console.log('  --- click'); continue; }
      if (c.err) { console.log('  err', c.err); continue; }
      const top = Object.entries(c.counts as Record<string, number>).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}×${v}`).join(' ');
      console.log(`  commit: mounted ${c.mounted} updated ${c.updated} deletions ${c.deleted} flagged ${c.flagged} del ${c.delSizes.join(',')} | ${top}`);
    }
  }
  await browser.close(); await server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
