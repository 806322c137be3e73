/**
 * The suite of one shard of the accessibility role walk (issue 29; a11y-walk.ts, docs/decisions-a11y.md): a server
 * over the demo data, one browser, and one test per role of the shard that walks its pages and fails listing every
 * critical or serious axe-core violation (rule, page, role, targets). The walk is dealt out to role-walk-a11y-*.test.ts
 * so that no file runs near the watchdog's limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { launchWalkBrowser, walkPlan, walkRole, walkShard } from './a11y-walk';

export function describeWalkShard(index: number, count: number): void {
  let e: E2E;
  let browser: Browser;
  let started = 0;
  beforeAll(async () => {
    e = await startE2E();
    // the harness's own browser is not used: the roles' contexts share one browser of the walk's own
    browser = await launchWalkBrowser();
    started = Date.now();
  });
  afterAll(async () => {
    console.log(`a11y walk, shard ${index + 1} of ${count}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await browser?.close();
    await e?.close();
  });

  const steps = walkShard(index, count);
  describe(`axe-core over the menu pages at 1,366 px (shard ${index + 1} of ${count})`, () => {
    it('the shards together walk every distinct page of every role menu once', () => {
      const dealt = Array.from({ length: count }, (_, i) => walkShard(i, count)).flat();
      const pages = (plan: typeof dealt) => plan.flatMap((s) => s.pages.map((p) => `${p.path}|${p.title}`)).sort();
      expect(pages(dealt)).toEqual(pages(walkPlan()));
      expect(new Set(pages(dealt)).size).toBe(pages(dealt).length);
    });

    it.each(steps.map((step) => [step.role, step] as const))(
      '%s: no critical or serious violation',
      async (_role, step) => {
        const findings = await walkRole(browser, e.url, step);
        expect(findings, findings.join('\n')).toEqual([]);
      },
      600_000,
    );
  });
}
