/**
 * The accessibility walk's share of `npm test` (issue 29 done-when, issue 30 "Tests that fit two cores";
 * docs/decisions-a11y.md): the whole walk (every distinct menu page, role-walk-a11y-*.test.ts) runs from its own script,
 * `npm run a11y`, in about 8–18 minutes on two cores. Here a time budget (`A11Y_BUDGET_S`, 150 s) walks a slice of it:
 * the walk's pages in plan order, rotated by `A11Y_OFFSET` (by default the day number, printed, so that successive runs
 * cover every page and a failure replays with the same offset), until the budget is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { launchWalkBrowser, walkPlan, walkRole, type WalkStep } from './a11y-walk';

const BUDGET_S = Number(process.env.A11Y_BUDGET_S ?? 150);
const OFFSET = Number(process.env.A11Y_OFFSET ?? Math.floor(Date.now() / 86_400_000));

/** The walk's pages from `offset` on (wrapping), as steps: consecutive pages of one role are one step (one sign-in). */
export function rotatedSteps(offset: number, plan: WalkStep[] = walkPlan()): WalkStep[] {
  const flat = plan.flatMap((s) => s.pages.map((page) => ({ role: s.role, page })));
  const start = ((offset % flat.length) + flat.length) % flat.length;
  const steps: WalkStep[] = [];
  for (const { role, page } of [...flat.slice(start), ...flat.slice(0, start)]) {
    const last = steps.at(-1);
    if (last?.role === role) last.pages.push(page);
    else steps.push({ role, pages: [page] });
  }
  return steps;
}

let e: E2E;
let browser: Browser;
beforeAll(async () => {
  e = await startE2E();
  browser = await launchWalkBrowser();
});
afterAll(async () => {
  await browser?.close();
  await e?.close();
});

describe('axe-core over a budgeted slice of the menu pages at 1,366 px', () => {
  it('rotates over every page of the walk, each once', () => {
    const pages = (steps: WalkStep[]) => steps.flatMap((s) => s.pages.map((p) => `${s.role}|${p.path}|${p.title}`));
    expect(pages(rotatedSteps(OFFSET)).sort()).toEqual(pages(walkPlan()).sort());
  });

  it(`finds no critical or serious violation (A11Y_OFFSET=${OFFSET}, A11Y_BUDGET_S=${BUDGET_S})`, async () => {
    const deadline = Date.now() + BUDGET_S * 1000;
    const findings: string[] = [];
    let walked = 0;
    for (const step of rotatedSteps(OFFSET)) {
      if (Date.now() > deadline) break;
      findings.push(...(await walkRole(browser, e.url, step, deadline)));
      walked += step.pages.length;
    }
    console.log(`a11y sample: A11Y_OFFSET=${OFFSET}, about ${walked} pages walked within ${BUDGET_S} s`);
    expect(walked).toBeGreaterThan(0);
    expect(findings, findings.join('\n')).toEqual([]);
  }, 600_000);
});
