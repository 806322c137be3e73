/**
 * The accessibility role walk's plan and steps (issue 29, "Accessible screens (WCAG 2.1 AA)"; docs/decisions-a11y.md):
 * - `walkPlan()` reads the SPA's menu registry (`menuResources`, the side menu's own source) for every demo role and
 *   keeps each distinct page once: a page is its route and the title the role's menu gives it (a role variant with
 *   its own title is walked again, under that role). Each role walks the pages no role before it walked, in ROLES order.
 * - `walkRole()` opens a 1,366 × 768 context of its own in the one browser, signs in once, opens each page from the
 *   side menu (as a user does, so the tab strip fills up as it does for them), waits for the page to settle and runs
 *   axe-core with the WCAG 2.0 / 2.1 A and AA rules. It answers the critical and serious violations, one line each:
 *   rule, impact, page, role and up to three targets. With A11Y_DEBUG=1 it prints each page's times and each
 *   violation's first nodes (their HTML and axe's summary).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROLES, type Role } from '../../domain/roles';
import { menuResources, titleOf } from '../../src/shell/resources';
import { loginAs, type E2E } from './harness';

/** The axe-core tags of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const VIEWPORT = { width: 1366, height: 768 };

export type WalkPage = { path: string; title: string };
export type WalkStep = { role: Role; pages: WalkPage[] };

/**
 * The steps of shard `index` (0-based) of `count`: the plan's roles dealt out in turn to the shard with the fewest
 * pages so far (largest first), so that each test file of the walk stays well under the watchdog's limit.
 */
export function walkShard(index: number, count: number, plan: WalkStep[] = walkPlan()): WalkStep[] {
  const loads = Array.from({ length: count }, () => 0);
  const owner = new Map<WalkStep, number>();
  for (const step of [...plan].sort((a, b) => b.pages.length - a.pages.length)) {
    const least = loads.indexOf(Math.min(...loads));
    loads[least] += step.pages.length;
    owner.set(step, least);
  }
  return plan.filter((step) => owner.get(step) === index);
}

/** Every distinct menu page (route and role title), each under the first role (ROLES order) whose menu has it. */
export function walkPlan(roles: readonly Role[] = ROLES): WalkStep[] {
  const seen = new Set<string>();
  const steps: WalkStep[] = [];
  for (const role of roles) {
    const pages: WalkPage[] = [];
    for (const r of menuResources(role)) {
      const page = { path: r.path, title: titleOf(r, role) };
      const key = `${page.path}|${page.title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pages.push(page);
    }
    if (pages.length) steps.push({ role, pages });
  }
  return steps;
}

export function launchWalkBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * Waits until the page has had no request in flight for `quietMs` (the SPA's lists and charts loaded), no antd spinner
 * or skeleton is showing, and antd's motions (menus, tabs, tables fading in) are over.
 */
async function settle(page: Page, inFlight: () => number, quietMs = 400): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
  }
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Opens `path` from the side menu (the address bar when the menu has no such entry) and waits until it settles. */
async function openFromMenu(page: Page, url: string, path: string, inFlight: () => number): Promise<void> {
  const item = page.locator(`.ant-layout-sider li.ant-menu-item[data-menu-id$="-${path}"]`).first();
  if (new URL(page.url()).pathname !== path) {
    if (await item.count()) await item.click();
    else await page.goto(`${url}${path}`);
    await page.waitForURL((u) => u.pathname === path);
  }
  await settle(page, inFlight);
}

/** One violation line: rule (impact) on page [role]: up to three targets. */
export type Finding = string;

/**
 * Walks `step` in a fresh context of `browser`; answers the critical and serious violations found. With `deadline`
 * (ms since the epoch), the pages not begun by then are left unwalked (the budgeted sample of `npm test`).
 */
export async function walkRole(browser: Browser, url: string, step: WalkStep, deadline?: number): Promise<Finding[]> {
  // no service worker: each role's fresh context would otherwise precache the whole console while it walks
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  const findings: Finding[] = [];
  const began = Date.now();
  try {
    await loginAs({ page, url } as E2E, step.role);
    for (const { path, title } of step.pages) {
      if (deadline !== undefined && Date.now() > deadline) break;
      const t0 = Date.now();
      await openFromMenu(page, url, path, () => pending);
      const t1 = Date.now();
      const result = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        // only violations in detail: the passes' thousands of nodes are what costs time to gather and send back
        .options({ resultTypes: ['violations'] })
        .analyze();
      if (process.env.A11Y_DEBUG) console.log(`a11y page ${path}: open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
      for (const v of result.violations) {
        if (v.impact !== 'critical' && v.impact !== 'serious') continue;
        const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
        if (process.env.A11Y_DEBUG)
          console.log(
            v.id,
            path,
            JSON.stringify(v.nodes.slice(0, 3).map((n) => [n.html.slice(0, 300), n.failureSummary])),
          );
        findings.push(
          `${v.id} (${v.impact}, ${v.nodes.length} nodes) on ${path} ${title} [${step.role}]: ${targets.join(' | ')}`,
        );
      }
    }
  } finally {
    console.log(`a11y walk: ${step.role}, ${step.pages.length} pages, ${((Date.now() - began) / 1000).toFixed(1)} s`);
    await context.close();
  }
  return findings;
}
