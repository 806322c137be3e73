/**
 * The volunteer's phone walk (issue 29 "Volunteers on a phone (375 × 812)" and its "Done when"): on a 375 × 812
 * screen, the login page, then as 志愿人员 (13900000006) the 工作台, the menu drawer, 我的工单, a task, its check-in
 * form, 已完成工单, 我的积分, 我的通知 and the children they serve (儿童列表). On every page: no sideways scroll and
 * no tap target under 24 × 24 px (phone-checks.ts says how they are measured). The lists are cards that show the
 * state as a word and the one action; the login title and the department's name do not break one character a line;
 * 筛选 opens the filters and the pager stays. Screenshots land in test-artifacts/phone-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startE2E, type E2E } from './harness';
import { linesOf, sideways, smallTargets } from './phone-checks';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';
import { stateWordsOf } from '../../domain/state-words';
import { CHILD_GENRES } from '../../domain/child-levels';

const VOLUNTEER = '13900000006';
const TASK_WORDS = new RegExp(`(${Object.values(stateWordsOf('task')).join('|')})`);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await e.page.setViewportSize({ width: 375, height: 812 });
});
afterAll(async () => {
  await e?.close();
});

/** The page fits the phone: no sideways scroll, no tap target under 24 px; a screenshot for the eye. */
async function fits(page: Page, name: string) {
  await shot(page, `phone-${name}`);
  expect(await sideways(page), `${name}: scrolls sideways`).toBeLessThanOrEqual(1);
  expect(await smallTargets(page), `${name}: tap targets under 24 × 24 px`).toEqual([]);
}

/** Opens a page from the menu drawer of the header (the phone has no side menu). */
async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByText(label, { exact: true }).click();
  await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
}

/** The first card of the list on the page, once loaded. */
async function firstCard(page: Page) {
  const card = page.locator('.cw-list-card').first();
  await card.waitFor({ state: 'visible' });
  return card;
}

describe('a volunteer on a phone', () => {
  it('signs in, works tasks, reads points, notices and children on 375 px without sideways scroll or small targets', async () => {
    const { page, url } = e;
    await page.goto(`${url}/user/login`);
    await page.getByPlaceholder(/手机号/).waitFor();
    await fits(page, '01-login');
    // the platform's name leaves no character alone on a line
    const title = await linesOf(page.locator('h2').first());
    expect(Math.min(...title), `login title lines ${title.join('/')}`).toBeGreaterThan(1);

    await page.getByPlaceholder(/手机号/).fill(VOLUNTEER);
    await page.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await page.getByText('快捷入口').waitFor();
    await fits(page, '02-home');
    // the department's name on one line, each shortcut's label too
    const department = page.locator('.ant-descriptions-item').filter({ hasText: '所属乡镇/部门' });
    expect(await linesOf(department.locator('.ant-descriptions-item-content'))).toHaveLength(1);
    for (const label of await page.locator('.ant-card-small .ant-badge > span:last-child').all())
      expect(await linesOf(label), await label.innerText()).toHaveLength(1);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);

    await page.getByRole('button', { name: '菜单' }).click();
    await page.locator('.ant-drawer-open').getByText('我的工单', { exact: true }).waitFor();
    await fits(page, '03-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);

    // 我的工单: cards with the task, the child, where, how long is left, the state as a word and 打卡
    await openFromMenu(page, '我的工单');
    let card = await firstCard(page);
    await fits(page, '04-my-tasks');
    expect(await page.locator('.ant-table').count()).toBe(0);
    const text = await card.innerText();
    expect(text).toMatch(TASK_WORDS);
    expect(text).toMatch(/儿童[\s\S]+地点[\s\S]+期限/);
    await expect.poll(() => page.getByText(/^共有 \d+ 条数据$/).count()).toBe(1);
    // the filters fold into 筛选
    await page.getByRole('button', { name: /筛\s*选/ }).click();
    const filters = page.locator('.ant-drawer-open');
    await filters.getByRole('combobox', { name: '状态' }).waitFor();
    await fits(page, '05-my-tasks-filters');
    await filters.getByRole('button', { name: /完\s*成/ }).click();
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
    const action = card.getByRole('link', { name: /^(打\s*卡|查\s*看)$/ });
    expect(await action.count()).toBe(1);

    // a task and its check-in form
    await action.click();
    await page.waitForURL((u) => u.pathname === '/taskList/TaskDetail');
    await page.getByText('工单编号').waitFor();
    await fits(page, '06-task');
    const content = page.getByLabel('服务内容');
    await content.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /^打\s*卡$/ }).click(); // empty: the form says what is missing
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await fits(page, '07-check-in');

    // 已完成工单
    await openFromMenu(page, '已完成工单');
    await page.locator('.cw-list-card, .ant-empty').first().waitFor();
    await fits(page, '08-done');

    // 我的积分: each entry a card, its source as the word at the top
    await openFromMenu(page, '我的积分');
    card = await firstCard(page);
    expect(await card.innerText()).toMatch(/工单|调整|兑换/);
    await fits(page, '09-scores');

    // 我的通知: the notice, its type and 查看, which opens the screen it links
    await openFromMenu(page, '我的通知');
    card = await firstCard(page);
    await fits(page, '10-notices');
    expect(await card.innerText()).toMatch(/工单提醒|审核结果|手动/);
    const view = page
      .locator('.cw-list-card')
      .getByRole('link', { name: /^查\s*看$/ })
      .first();
    const to = await view.getAttribute('href');
    expect(to).toMatch(/^\//);
    await view.click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === to);

    // the children they serve: a card each, its state as a word and 查看
    await openFromMenu(page, '儿童列表');
    card = await firstCard(page);
    await fits(page, '11-children');
    expect(await card.innerText()).toMatch(new RegExp(`(${CHILD_GENRES.join('|')})`));
    expect(await card.getByRole('link', { name: /^查\s*看$/ }).count()).toBe(1);
  });
});
