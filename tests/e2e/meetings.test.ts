/**
 * Meetings in Chromium (issue 18): the town leader adds a meeting on 会议记录 and finds it counted on 会议统计, whose
 * chart draws the demo's meetings by month. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

describe('meetings', () => {
  it('are added by the town leader and counted by month with a chart', async () => {
    const { page } = e;
    await loginAs(e, '分委领导');
    await page.goto(`${e.url}/meeting/MeetingList`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(4);
    await page.getByRole('button', { name: /新增会议/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增会议' });
    await dialog.getByLabel('会议主题').fill('寒假前安全教育部署会');
    await dialog.getByLabel('会议地点').fill('昭阳街道会议室');
    await dialog.getByLabel('主持人').fill('周主任');
    await dialog.getByLabel('参会人员').fill('各村居儿童主任、派出所民警');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect
      .poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '寒假前安全教育部署会' }).count())
      .toBe(1);
    await page.goto(`${e.url}/meeting/MeetingStatistic`);
    await expect
      .poll(() => page.locator('[role=img][aria-label="各乡镇每月会议数"] svg path').count())
      .toBeGreaterThan(4);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '昭阳街道' });
    await expect
      .poll(async () => Number((await row.locator('td').last().innerText()).trim()))
      .toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(600); // the chart's entry animation
    await shot(page, 'meeting-statistic');
  });
});
