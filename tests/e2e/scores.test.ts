/**
 * Scores and prizes in Chromium (issue 18 "Done when", the score part): the demo volunteer's tasks passed at the
 * final review are in their score (我的积分); the centre adds a prize and redeems it for them from 积分汇总; the
 * volunteer's balance drops by its points and the redemption waits under 兑换记录 until 登记领取.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const myBalance = async (page: Page) => {
  await page.goto(`${e.url}/score/MyScore`);
  const text = await page.locator('.ant-alert').filter({ hasText: '我的积分' }).innerText();
  return Number(/我的积分：(\d+)/.exec(text)?.[1]);
};

describe("a volunteer's score", () => {
  it('holds their passed tasks, and a redemption debits it', async () => {
    const { page } = e;
    await loginAs(e, '志愿人员');
    const before = await myBalance(page);
    expect(before).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '工单 #' }).count())
      .toBeGreaterThan(0);
    await shot(page, 'score-mine');
    await signOut(page);

    await loginAs(e, '中心领导');
    await page.goto(`${e.url}/prize/prizeList`);
    await page.getByRole('button', { name: /新增奖品/ }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '新增奖品' });
    await form.getByLabel('奖品名称').fill('爱心文具礼包');
    await form.getByLabel('所需积分').fill('5');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '爱心文具礼包' }).count()).toBe(1);

    await page.goto(`${e.url}/score/ScoreListCount`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '叶玉兰' });
    await row.getByText('兑换奖品').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '兑换奖品' });
    await dialog.locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '爱心文具礼包' })
      .click();
    await dialog.getByRole('button', { name: /兑\s*换/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain(`剩余积分 ${before - 5}`);
    await page.goto(`${e.url}/prize/prizeScoreList`);
    await expect.poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '爱心文具礼包' }).count()).toBe(1);
    await shot(page, 'score-redemptions');
    await signOut(page);

    await loginAs(e, '志愿人员');
    expect(await myBalance(page)).toBe(before - 5);
  });
});
