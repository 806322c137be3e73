/**
 * The gta screen end to end, in Chromium (issue 17 "Done when"): 公安护航 changes a purple-level minor's case
 * count on 跨部门信息 and sees its update time, reads its dynamic-management records and opens 上报动态事件; 教育护航 creates a persuasion log with two photos, edits it and
 * deletes it (确认删除？); the liaison officer (a volunteer) reaches the minor from 儿童列表 and may change only their
 * own logs; with the server stopped, a save shows the failure and keeps the typed text.
 * Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { DEMO_PASSWORD, demoCellphone } from '../../server/db/seed-demo';
import { demoPhoto } from '../../server/db/seed-demo/photos';
import { ROLES } from '../../domain/roles';

let e: E2E;
let minor: number;
beforeAll(async () => {
  e = await startE2E();
  const login = await fetch(`${e.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cellphone: demoCellphone(ROLES.indexOf('检察领导')), password: DEMO_PASSWORD }),
  });
  const token = (await login.json()).token as string;
  const get = async (path: string) =>
    (await fetch(`${e.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const purple = (
    await get(
      '/api/child/list/for/department/village/level/character/genre/keyword?character=gta&escort_level=紫色&gta_quit=false&size=20',
    )
  ).list as { id: number }[];
  for (const { id } of purple)
    if ((await get(`/api/record/persuasion/list?child=${id}`)).total > 0) {
      minor = id;
      break;
    }
  expect(minor).toBeGreaterThan(0);
});
afterAll(async () => {
  await e?.close();
});

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const open = async (page: Page, tab: string) => {
  await page.goto(`${e.url}/childDetail/childTables?id=${minor}&state=仅查看&genre=gta`);
  await page.getByRole('tab', { name: tab }).click();
};

describe('the gta screen', () => {
  it('lets 公安护航 change the case counts, and only them', async () => {
    const { page } = e;
    await loginAs(e, '公安护航');
    await open(page, '跨部门信息');
    await page.getByRole('button', { name: /编辑跨部门信息/ }).click();
    await page.getByRole('tab', { name: '检察院' }).click();
    await expect.poll(() => page.getByPlaceholder('请输入检察院信息').count()).toBe(0);
    await page.getByRole('tab', { name: '公安局' }).click();
    await page.getByPlaceholder('请输入犯罪案件数').fill('6');
    await shot(page, 'gta-important-edit');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    const facts = page.locator('.ant-descriptions').filter({ hasText: '犯罪案件数更新时间' });
    await expect.poll(async () => /犯罪案件数更新时间\s*\d{4}-\d{2}-\d{2}/.test(await facts.innerText())).toBe(true);
    await shot(page, 'gta-important-saved');
    await page.getByRole('tab', { name: '动态管理信息' }).click();
    await expect
      .poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '深夜网吧联合检查' }).count())
      .toBe(1);
    await page.waitForTimeout(400); // the tab bar's transition
    await shot(page, 'gta-subsins');
    await page.goto(`${e.url}/children/SinList`);
    await page.getByRole('button', { name: /上报动态事件/ }).click();
    await page.locator('.ant-modal').filter({ hasText: '事件名称' }).waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation
    await shot(page, 'gta-sin-report');
    await page.keyboard.press('Escape');
    await signOut(page);
  });

  it('lets 教育护航 create a persuasion log with photos, edit it and delete it', async () => {
    const { page } = e;
    await loginAs(e, '教育护航');
    await open(page, '劝导记录');
    await page.getByRole('button', { name: /新增劝导记录/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增劝导记录' });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.innerText()).toContain('请输入参与人员');
    expect(await dialog.innerText()).toContain('请输入劝导详情');
    await dialog.getByLabel('参与人员').fill('王老师、张警官');
    await dialog.getByLabel('劝导详情').fill('放学后在校门口劝导其按时回家，并与家长约定每日接送。');
    await dialog.locator('.ant-upload input[type=file]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: demoPhoto(301) },
      { name: 'b.png', mimeType: 'image/png', buffer: demoPhoto(302) },
    ]);
    await expect
      .poll(() =>
        dialog
          .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
          .count(),
      )
      .toBe(2);
    await shot(page, 'gta-persuasion-create');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('保存成功');
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '放学后在校门口劝导' });
    await expect.poll(() => row.locator('img[alt="劝导照片"]').count()).toBe(2);
    expect(await row.innerText()).toContain('教育块');
    await shot(page, 'gta-persuasion-list');

    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.locator('.ant-modal').filter({ hasText: '编辑劝导记录' });
    await edit.getByLabel('劝导详情').fill('放学后在校门口劝导其按时回家；家长已签字确认。');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    const edited = page.locator('.ant-table-tbody tr').filter({ hasText: '家长已签字确认' });
    await expect.poll(() => edited.count()).toBe(1);

    await edited.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.locator('.ant-popover').innerText()).toContain('确认删除？');
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('删除成功');
    await expect.poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: '家长已签字确认' }).count()).toBe(0);
  });

  it('takes the liaison officer from 儿童列表 to the minor, where they may add logs and change only their own', async () => {
    const { page } = e;
    await signOut(page);
    await loginAs(e, '志愿人员');
    await page.goto(`${e.url}/children/ChildrenList`);
    await page.locator(`.ant-table-tbody a[href*="id=${minor}&"]`).first().click();
    await page.getByRole('tab', { name: '劝导记录' }).click();
    // the logs the demo seeded (server/db/seed-demo/gta.ts): the liaison officer's and 检察领导's
    const own = page.locator('.ant-table-tbody tr').filter({ hasText: '晚间巡访' });
    const others = page.locator('.ant-table-tbody tr').filter({ hasText: '在网吧门口' });
    await expect.poll(() => own.getByRole('button', { name: '编辑' }).count()).toBe(1);
    expect(await others.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await others.getByRole('button', { name: '详情' }).count()).toBe(1);
    await shot(page, 'gta-persuasion-liaison');
  });

  it('says a save failed when the server is stopped, and keeps what was typed', async () => {
    const { page } = e;
    await page.getByRole('button', { name: /新增劝导记录/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增劝导记录' });
    await dialog.getByLabel('参与人员').fill('王老师');
    await dialog.getByLabel('劝导详情').fill('服务器停止时输入的劝导详情');
    await dialog
      .locator('.ant-upload input[type=file]')
      .setInputFiles([{ name: 'c.png', mimeType: 'image/png', buffer: demoPhoto(303) }]);
    await expect
      .poll(() =>
        dialog
          .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
          .count(),
      )
      .toBe(1);
    await e.stopServer();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.locator('.ant-alert-error').innerText()).toMatch(/失败|无法连接|网络/);
    expect(await dialog.getByLabel('劝导详情').inputValue()).toBe('服务器停止时输入的劝导详情');
    await shot(page, 'gta-persuasion-save-failed');
  });
});
