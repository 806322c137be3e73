/**
 * A volunteer registered and approved, in Chromium (docs/decisions-register.md): from the login page 志愿人员注册, the
 * cellphone and its SMS code (the harness's SMS sender records it), name, town and village, a password whose strength
 * shows, the agreement; the result page; signing in says the registration waits for review; the town's 分委领导 sees
 * the badge count and approves it in 志愿者注册审核; the volunteer then signs in. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { departments, registrations } from '../../server/db/schema';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '../../domain/password-strength';
import { PENDING_LOGIN_MESSAGE } from '../../domain/registrations';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const CELLPHONE = '15800001234';
const NAME = '端到端志愿者';
const PASSWORD = 'Guanai2026x';

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
/** The list's requests done and its loading shade gone (a screenshot otherwise catches the rows faded). */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-spin-blur, .ant-spin-spinning').count()).toBe(0);
};
const badgeOf = async (page: Page, title: string) => {
  const item = page.locator('.ant-layout-sider .ant-menu-item').filter({ hasText: title });
  return (await item.locator('.ant-badge-count, .ant-scroll-number').allInnerTexts()).join('');
};
async function typeLogin(page: Page, cellphone: string, password: string) {
  await page.getByPlaceholder(/手机号/).fill(cellphone);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.keyboard.press('Enter');
}
const pick = async (page: Page, label: string, option: string) => {
  await page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) })
    .locator('.ant-select-selector')
    .click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
};

async function zhaoyangPending(): Promise<number> {
  const [town] = await e.handle.db
    .select()
    .from(departments)
    .where(and(eq(departments.department_name, '昭阳街道'), eq(departments.department_type, '镇街委员会')));
  const [row] = await e.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.department_id, town.id), eq(registrations.register_state, '待审核')));
  return row.n;
}

describe('a volunteer', () => {
  it('registers from the login page with the SMS code and sees the result page', async () => {
    const { page } = e;
    await page.goto(`${e.url}/user/login`);
    await page.getByRole('link', { name: '志愿人员注册' }).click();
    await page.waitForURL((u) => u.pathname === '/user/register');
    await page.getByLabel('手机号').fill(CELLPHONE);
    await page.getByRole('button', { name: /获取验证码/ }).click();
    await expect.poll(() => page.locator('.ant-alert').innerText()).toContain('验证码已发送');
    await expect.poll(() => page.getByRole('button', { name: /秒后重发/ }).count()).toBe(1);
    const code = e.smsCodes.get(CELLPHONE);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByPlaceholder('6 位验证码').fill(code!);
    await page.getByLabel('姓名').fill(NAME);
    await pick(page, '所在乡镇', '昭阳街道');
    await pick(page, '所在村居', '水关居委会');
    await page.getByLabel('密码', { exact: true }).fill('1234');
    await expect
      .poll(() => page.getByTestId('password-strength').innerText())
      .toContain(`强度：${PASSWORD_STRENGTH_LABELS.short}`);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await expect
      .poll(() => page.getByTestId('password-strength').innerText())
      .toContain(`强度：${PASSWORD_STRENGTH_LABELS[passwordStrength(PASSWORD)]}`);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.locator('.ant-checkbox-wrapper').filter({ hasText: '我已阅读并同意' }).locator('input').check();
    await shot(page, 'register-form');
    const before = await zhaoyangPending();
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await page.waitForURL((u) => u.pathname === '/user/register-result');
    await expect.poll(() => page.locator('.ant-result').innerText()).toContain('注册申请已提交');
    expect(await page.locator('.ant-result').innerText()).toContain(CELLPHONE);
    expect(await zhaoyangPending()).toBe(before + 1);
    await shot(page, 'register-result');
  });

  it('is told at the login that the registration waits for review', async () => {
    const { page } = e;
    await page.getByRole('button', { name: /返回登录/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/user/login'));
    await typeLogin(page, CELLPHONE, PASSWORD);
    await expect.poll(() => page.locator('.ant-alert').innerText()).toContain(PENDING_LOGIN_MESSAGE);
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await shot(page, 'register-login-pending');
  });

  it('is approved by the town leader in 志愿者注册审核, its badge counting the waiting ones', async () => {
    const { page } = e;
    const pending = await zhaoyangPending();
    await loginAs(e, '分委领导');
    await page.goto(`${e.url}/management1/VolunteerRegister`);
    await expect.poll(() => badgeOf(page, '志愿者注册审核')).toBe(String(pending));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CELLPHONE });
    await expect.poll(() => row.innerText()).toContain(NAME);
    expect(await row.innerText()).toContain('水关居委会');
    expect(await row.innerText()).toContain('待审核');
    await settled(page);
    // the badge's menu entry sits below the fold of the fixed menu
    await page
      .locator('.ant-layout-sider .ant-menu-item')
      .filter({ hasText: '志愿者注册审核' })
      .scrollIntoViewIfNeeded();
    await shot(page, 'register-review');
    await row
      .getByRole('button', { name: /通\s*过/ })
      .first()
      .click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain(`已通过 ${NAME} 的注册`);
    await expect.poll(() => badgeOf(page, '志愿者注册审核')).toBe(pending - 1 > 0 ? String(pending - 1) : '');
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CELLPHONE }).count())
      .toBe(0);
    expect(await zhaoyangPending()).toBe(pending - 1);
    await settled(page);
    await shot(page, 'register-reviewed');
    await signOut(page);
  });

  it('then signs in', async () => {
    const { page } = e;
    await typeLogin(page, CELLPHONE, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await expect.poll(() => page.locator('.ant-layout-header').innerText()).toContain(NAME);
    await shot(page, 'register-signed-in');
  });
});
