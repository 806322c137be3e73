/**
 * The accessibility role walk (issue 29, done-when: "The role walk at 1,366 px runs axe-core on every page with no
 * critical or serious violation"): every distinct page of the 25 demo roles' menus (a11y-walk.ts, deduplicated by
 * route and role title; docs/decisions-a11y.md) is opened from the side menu at 1,366 × 768 and checked by axe-core
 * against WCAG 2.0 / 2.1 A and AA. A role's test fails listing each critical or serious violation: rule, page, targets.
 * One browser; one context and one sign-in per role. `-t <role>` walks one role's share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { launchWalkBrowser, walkPlan, walkRole } from './a11y-walk';

let e: E2E;
let browser: Browser;
let started = 0;
beforeAll(async () => {
  e = await startE2E();
  // the harness's own browser is not used here: the walk's contexts share one browser of their own
  browser = await launchWalkBrowser();
  started = Date.now();
});
afterAll(async () => {
  console.log(`a11y walk: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await browser?.close();
  await e?.close();
});

const plan = walkPlan();

describe('axe-core over every menu page at 1,366 px', () => {
  it('covers every page of every role menu', () => {
    expect(plan.reduce((n, s) => n + s.pages.length, 0)).toBeGreaterThan(100);
  });

  it.each(plan.map((step) => [step.role, step] as const))(
    '%s: no critical or serious violation',
    async (_role, step) => {
      const findings = await walkRole(browser, e.url, step);
      expect(findings, findings.join('\n')).toEqual([]);
    },
    600_000,
  );
});
