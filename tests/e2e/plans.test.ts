/**
 * Plans produce work, end to end in Chromium (issue 28; docs/decisions-plans.md): the village director makes a 学期每周
 * plan with a reminder on a child's 帮扶计划 tab; the volunteer finds it in 我的计划 with the task it produced (this week's
 * visit, or today's in the summer holiday), and the task in 我的工单; the director exports 帮扶记录 to .xlsx (read back with
 * exceljs: the task's row, the child masked) and prints it as the 学期每周 sheet. Screenshots land in test-artifacts/.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { planSlotAt, planTaskName } from '../../domain/plan-periods';
import { DEMO_PASSWORD, helperCellphone } from '../../server/db/seed-demo';
import { PRINT_CATEGORIES } from '../../domain/tasks';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${e.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}
const signIn = async (cellphone: string): Promise<string> =>
  (await api('POST', '/api/auth/login', '', { cellphone, password: DEMO_PASSWORD })).token;
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}

describe('a plan', () => {
  it("is made on the child's screen, produces the volunteer's task, and the task list exports and prints it", async () => {
    const { page, url } = e;
    await page.setViewportSize({ width: 1280, height: 900 });
    const directorToken = await signIn('13900000001');
    const volunteerToken = await signIn(helperCellphone(1));
    const volunteer = (await api('GET', '/api/user/info', volunteerToken)).info as { id: number; nickname: string };
    const child = (await api('GET', '/api/task/list/for/mix?size=1', directorToken)).list[0].child as number;
    const slot = planSlotAt('学期每周', new Date());
    const expected = planTaskName({ type: '关爱', category: '学期每周' }, slot);
    const sheetOf = PRINT_CATEGORIES.find((c) => c.name === slot.sheet)!; // 学期每周, or 暑期每日 in July and August

    await loginAs(e, '儿童主任');
    await page.goto(`${url}/childDetail/childTables?id=${child}&state=${encodeURIComponent('仅查看')}&genre=cs`);
    await page.locator('.ant-tabs-tab').filter({ hasText: '帮扶计划' }).click();
    await page.getByRole('button', { name: /新建计划/ }).click();
    const dialog = page.locator('.ant-modal');
    const pick = async (label: string, text: string, search?: string) => {
      await dialog.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select-selector').click();
      if (search) await page.keyboard.type(search);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: text })
        .first()
        .click();
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    };
    await pick('计划类型', '关爱');
    await pick('计划类别', '学期每周');
    await pick('志愿者', volunteer.nickname);
    await dialog.getByRole('textbox', { name: '提醒 1', exact: true }).fill('放学后入户，带好防溺水宣传册');
    await shot(page, 'plan-create');
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('计划已创建');
    await signOut(page);

    // the volunteer: 我的计划 with the task the plan produced, and the task in 我的工单
    await page.getByPlaceholder(/手机号/).fill(helperCellphone(1));
    await page.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await page.locator('.ant-layout-sider').getByText('我的计划').click();
    const planRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '学期每周' }).first();
    await expect.poll(() => planRow.innerText()).toContain('放学后入户');
    await planRow.click();
    await expect.poll(() => page.locator('.ant-table-expanded-row').first().innerText()).toContain(expected);
    await shot(page, 'plan-my-plans');
    await page.locator('.ant-layout-sider').getByText('我的工单').click();
    await expect.poll(() => page.locator('body').innerText()).toContain(expected);
    await signOut(page);

    // the director: 帮扶记录 exported and read back; printed as the 学期每周 sheet
    await loginAs(e, '儿童主任');
    await page.locator('.ant-layout-sider').getByText('帮扶记录').click();
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain(expected);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: expected }).first();
    await row.getByRole('button', { name: '详情' }).click();
    await expect.poll(() => page.locator('.ant-drawer').innerText()).toContain('放学后入户');
    await shot(page, 'plan-help-history-drawer');
    await page.locator('.ant-drawer-close').click();
    const total = Number((await page.getByText(/^共有 \d+ 条数据$/).innerText()).match(/\d+/)![0]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^工单列表_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount - 1).toBe(total);
    const rows: string[][] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) rows.push((r.values as unknown[]).slice(1).map(String));
    });
    const mine = rows.find((r) => r[1] === expected && r[3] === volunteer.nickname);
    expect(mine).toBeDefined();
    expect(mine![2]).toContain('*'); // the child's name masked, as the list shows it

    await page
      .getByRole('button', { name: /打\s*印/ })
      .first()
      .hover();
    await page.locator('.ant-dropdown:visible').getByText(sheetOf.title, { exact: false }).click();
    await page.waitForURL((u) => u.pathname === '/taskList/TaskListPrint');
    await expect.poll(() => page.locator('.plan-sheet').innerText()).toContain(sheetOf.title);
    expect(await page.locator('.plan-sheet').innerText()).toContain(expected);
    await shot(page, 'plan-list-print');
  });
});
