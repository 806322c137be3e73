/**
 * Accounts end to end, in Chromium (issue 15 "Done when"): 系统管理 creates a user in 镇街人员; the new user,
 * at another computer (a second browser profile), signs in with the temporary password and must change it
 * first; 系统管理 then deactivates them, and the user's open session ends: their next click lands on the
 * login page. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loginAs, openBrowser, shot, startE2E, type E2E } from './harness';

let e: E2E;
let other: { context: BrowserContext; page: Page } | undefined;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await other?.context.close();
  await e?.close();
});

const PHONE = '13812345678';
const NAME = '吴新来';

async function pick(page: Page, label: string, option: string) {
  await page.locator('.ant-modal .ant-form-item').filter({ hasText: label }).locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
  // the next pick waits until this list has closed (on a loaded machine its closing can outlast the next click)
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('a user created by 系统管理', () => {
  it('signs in, changes the temporary password, and is signed out when deactivated', async () => {
    const { page, url } = e;
    await loginAs(e, '系统管理');
    await page.goto(`${url}/management/townStreet`);
    await page.getByRole('button', { name: /新建用户/ }).click();
    await page.getByLabel('登录手机号').fill(PHONE);
    await page.getByLabel('姓名').fill(NAME);
    await pick(page, '角色', '儿童社工');
    await pick(page, '乡镇（街道）', '昭阳街道');
    await pick(page, '村（居）', '水关居委会');
    await shot(page, 'account-create');
    await page.getByRole('button', { name: /创\s*建/ }).click();
    const password = (await page.getByTestId('issued-password').innerText()).trim();
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    await shot(page, 'account-created');
    await page.getByRole('button', { name: '我已记下' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain(NAME);

    other = await openBrowser();
    const user = other.page;
    await user.goto(`${url}/user/login`);
    await user.getByPlaceholder(/手机号/).fill(PHONE);
    await user.getByPlaceholder(/密码/).fill(password);
    await user.keyboard.press('Enter');
    await expect.poll(() => user.getByText('请先修改初始密码').count()).toBe(1);
    await user.getByLabel('原密码').fill(password);
    await user.getByLabel('新密码', { exact: true }).fill('Xinlai2026');
    await user.getByLabel('再次输入新密码').fill('Xinlai2026');
    await user.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => user.locator('.ant-layout-sider').count()).toBe(1);
    await user.goto(`${url}/children/ChildrenList`);
    await expect.poll(() => user.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await shot(user, 'account-new-user-list');

    // the user's password change has moved their record to a new version since this list was read: the admin's page
    // is read anew (a row at the old version would be refused with 409, as it should)
    await page.reload();
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: NAME });
    await row.getByRole('button', { name: '停用' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => row.locator('.ant-tag').first().innerText()).toBe('停用');
    await shot(page, 'account-deactivated');

    await user.locator('.ant-layout-sider').getByText('我的申请').click();
    await expect.poll(() => new URL(user.url()).pathname).toBe('/user/login');
    await expect.poll(() => user.locator('.ant-notification').innerText()).toContain('登录已过期，请重新登录');
    await user.getByPlaceholder(/手机号/).fill(PHONE);
    await user.getByPlaceholder(/密码/).fill('Xinlai2026');
    await user.keyboard.press('Enter');
    await expect.poll(() => user.getByText('账号已停用，请联系管理员').count()).toBeGreaterThan(0);
    await shot(user, 'account-refused');
  });
});
