/**
 * A real work order from the screen, in Chromium (issue 28 "Work orders", "Done when"): 中心领导 gives a volunteer a
 * 公安 / 学期每周 task with 15 points in 帮扶记录 (创建交办); the volunteer checks in with a photo and finishes; 中心领导
 * passes both reviews and spot-checks the visit (抽查真实); the volunteer's 我的积分 grows by the 15 points. Then 中心领导
 * edits a task from the task screen (修改: grade and points) and deletes one from the list (删除, after a confirmation),
 * which then shows in 已删除工单. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { DEMO_PASSWORD, helperCellphone } from '../../server/db/seed-demo';

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
async function signInAs(page: Page, cellphone: string) {
  await page.goto(`${e.url}/user/login`);
  await page.getByPlaceholder(/手机号/).fill(cellphone);
  await page.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
}
/** Picks `text` in the select of the form item labelled `label` (typing `search` first, when given). */
async function pick(page: Page, label: string, text: string, search?: string) {
  const dialog = page.locator('.ant-modal');
  await dialog.locator('.ant-form-item').filter({ hasText: label }).first().locator('.ant-select-selector').click();
  if (search) await page.keyboard.type(search);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
  await option.first().click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}
async function confirmPop(page: Page, name: RegExp) {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name }).click();
}

describe('a real work order from the screen', () => {
  it('is given with grade, category and points, visited, passed, and its points reach the volunteer', async () => {
    const { page, url } = e;
    const volunteerToken = await signIn(helperCellphone(4));
    const volunteer = (await api('GET', '/api/user/info', volunteerToken)).info;
    const balance = async () =>
      (await api('GET', `/api/score/list/for/sources/prizestates/begin/end?size=1`, volunteerToken)).balance ?? 0;
    const before = await balance();

    await loginAs(e, '中心领导');
    await page.locator('.ant-layout-sider').getByText('帮扶记录').click();
    await page.getByRole('button', { name: /创建交办/ }).click();
    const dialog = page.locator('.ant-modal');
    await pick(page, '志愿者', volunteer.nickname, volunteer.nickname);
    await pick(page, '帮扶儿童', '（');
    await dialog.getByLabel('交办标题').fill('公安学期走访');
    await pick(page, '等级', '公安');
    await pick(page, '计划类别', '学期每周');
    await dialog.getByLabel('积分').fill('15');
    await dialog.getByLabel('服务地点').fill('水关路8号');
    await dialog.getByLabel('住宿情况').fill('住校');
    await shot(page, 'work-order-create');
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('创建交办成功');
    const leaderToken = await signIn('13900000003');
    const created = (
      await api('GET', `/api/task/list/for/mix?keyword=${encodeURIComponent('公安学期走访')}`, leaderToken)
    ).list[0];
    expect([created.grade, created.category, created.information.task_score]).toEqual(['公安', '学期每周', 15]);
    expect(created.information.task_attributes).toEqual({ accommodation: '住校' });
    await signOut(page);

    // the volunteer visits: one photo, then 办结
    await signInAs(page, helperCellphone(4));
    await page.goto(`${url}/taskList/TaskDetail?id=${created.id}`);
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('公安');
    await page.getByLabel('服务地点').fill('水关路8号');
    await page.getByLabel('服务内容').fill('入户走访，了解在校情况');
    const png = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 120;
        canvas.height = 90;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#fa8c16';
        g.fillRect(0, 0, 120, 90);
        return canvas.toDataURL('image/png').split(',')[1];
      }),
      'base64',
    );
    await page
      .locator('.ant-upload input[type=file]')
      .setInputFiles([{ name: 'v.png', mimeType: 'image/png', buffer: png }]);
    await expect.poll(() => page.locator('.ant-upload-list-item:not(.ant-upload-list-item-uploading)').count()).toBe(1);
    await page.getByRole('button', { name: /^打\s*卡$/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('打卡成功');
    await page.getByRole('button', { name: /办\s*结/ }).click();
    await confirmPop(page, /办\s*结/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已办结');
    await signOut(page);

    // 中心领导 passes both reviews and spot-checks the visit
    await loginAs(e, '中心领导');
    await page.goto(`${url}/taskList/TaskDetail?id=${created.id}`);
    await page.getByRole('button', { name: '初审通过' }).click();
    await confirmPop(page, /确\s*定/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已初审通过');
    await page.getByRole('button', { name: '终审通过' }).click();
    await confirmPop(page, /确\s*定/);
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('终审通过');
    await page.getByRole('button', { name: '抽查真实' }).click();
    await confirmPop(page, /确\s*定/);
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('抽查真实');
    await page.getByRole('tab', { name: '审核记录' }).click();
    await expect
      .poll(() => page.locator('.ant-timeline').innerText())
      .toMatch(/初审通过[\s\S]*终审通过[\s\S]*抽查真实/); // the steps as words (issue 29)
    await shot(page, 'work-order-passed');
    await signOut(page);

    // the volunteer sees the points
    await signInAs(page, helperCellphone(4));
    await page.goto(`${url}/score/MyScore`);
    await expect.poll(() => page.locator('.ant-alert').first().innerText()).toContain(`我的积分：${before + 15} 分`);
    await shot(page, 'work-order-points');
    await signOut(page);
  });

  it('is edited from the task screen and deleted from the list by 中心领导', async () => {
    const { page, url } = e;
    const leaderToken = await signIn('13900000003');
    const volunteer = (await api('GET', '/api/user/info', await signIn(helperCellphone(4)))).info;
    const someTask = (await api('GET', '/api/task/list/for/mix?size=1', leaderToken)).list[0];
    const give = async (name: string) =>
      (
        await api('POST', '/api/task', leaderToken, {
          child: someTask.child,
          volunteer: volunteer.id,
          date_begin: new Date().toISOString(),
          date_limit: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          information: { task_name: name, task_score: 5 },
        })
      ).id as number;
    const edited = await give('待修改的走访');
    const removed = await give('待删除的走访');

    await loginAs(e, '中心领导');
    await page.goto(`${url}/taskList/TaskDetail?id=${edited}`);
    await page.getByRole('button', { name: /^修\s*改$/ }).click();
    const dialog = page.locator('.ant-modal');
    await expect.poll(() => dialog.getByLabel('交办标题').inputValue()).toBe('待修改的走访');
    await pick(page, '等级', '重要');
    await dialog.getByLabel('积分').fill('12');
    await shot(page, 'work-order-edit');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('重要');
    const after = (await api('GET', `/api/task/detail?id=${edited}`, leaderToken)).detail;
    expect([after.grade, after.information.task_score]).toEqual(['重要', 12]);

    await page.goto(`${url}/taskList/ProcessListCenter`);
    await page.getByPlaceholder('工单名称或编号').fill('待删除的走访');
    await page.keyboard.press('Enter');
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '待删除的走访' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await confirmPop(page, /确\s*定/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('删除成功');
    await expect.poll(() => row.count()).toBe(0);
    const deleted = (await api('GET', `/api/task/list/for/mix?deleted=true&ids=${removed}`, leaderToken)).list;
    expect(deleted.map((t: { id: number }) => t.id)).toEqual([removed]);
    await page.goto(`${url}/taskList/DeleteListCenter`);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain('待删除的走访');
    await shot(page, 'work-order-deleted');
  });
});
