/**
 * The first slice end to end, in Chromium, as a new user would try it (issue 2, steps 4 to 7):
 * a 儿童主任 registers a cs child through the schema-driven form, the 分委领导 passes it at first review,
 * the 中心领导 gives the final pass, and the child shows in the list and opens read-only.
 * Screenshots land in test-artifacts/ (the filled form among them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, loginAs, shot, type E2E } from './harness';
import { makeIdNumber } from '../../domain/id-number';
import { maskIdNumber, maskName } from '../../domain/masking';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const CHILD = '钱多多';
const ID = makeIdNumber('321281', '20160305', 902); // sequence 902 → the 17th digit 2: 女

/** The Formily form item whose label is exactly `label`. */
const item = (page: Page, label: string): Locator =>
  page
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label').getByText(label, { exact: true }) });

async function choose(page: Page, label: string, option: string) {
  await item(page, label).locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

/** Clicks 确定 in the open confirm dialog that says `text`. */
async function confirm(page: Page, text: string | RegExp) {
  const dialog = page.locator('.ant-modal-confirm:visible').filter({ hasText: text });
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * Switches user through 退出登录 (the sign-out itself is asserted in tests/ui/main-layout.test.tsx). Once in a CI
 * run (2026-11-25) its dialog stayed open after 确定 and the rest of the flow could not go on: should that happen
 * again, a screenshot `logout-stalled` and a warning say so, and the user is switched by clearing the session,
 * so the review flow this file tests still runs.
 */
async function logout(page: Page) {
  await page.locator('header').getByText(/./).last().hover();
  await page.getByText('退出登录').click();
  const dialog = page.locator('.ant-modal-confirm:visible').filter({ hasText: '确认退出登录吗' });
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  const out = await page.waitForURL(/\/user\/login/, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (out) return;
  await shot(page, 'logout-stalled');
  console.warn(
    'e2e: the 退出登录 dialog did not sign out within 10 s; the session is cleared instead (test-artifacts/logout-stalled.png)',
  );
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}

describe('register → first review → final review → list', () => {
  it('sends a signed-out visitor to login and back to the page they asked for', async () => {
    const { page, url } = e;
    await page.goto(`${url}/children/ChildrenList`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/children/ChildrenList');
    await loginAs(e, '儿童主任');
    await page.waitForURL(/\/children\/ChildrenList/);
    await expect.poll(() => page.locator('.ant-layout-sider').innerText()).toContain('儿童列表');
    expect(await page.locator('.ant-layout-sider').innerText()).not.toContain('儿童信息初审');
  });

  it('lets the child director fill the form, with the spec messages, the lookup and the clearing rules', async () => {
    const { page } = e;
    // one button while only the cs form exists, else a menu of categories. On loaded CI machines the menu
    // sometimes closed under the first click (two runs of twelve; cause not found yet, see the closing note
    // of 2026-11-23): open it and pick again until the form's address is reached.
    const create = page.getByRole('button', { name: /创建儿童/ });
    const csEntry = page.getByRole('menuitem', { name: '困境儿童' });
    await expect
      .poll(
        async () => {
          if (/childTables.*genre=cs/.test(page.url())) return page.url();
          if (!(await csEntry.isVisible())) await create.click({ timeout: 5_000 }).catch(() => undefined);
          await csEntry
            .or(item(page, '儿童姓名'))
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          if (await csEntry.isVisible()) await csEntry.click({ timeout: 5_000 }).catch(() => undefined);
          return page.url();
        },
        { timeout: 45_000, interval: 500 },
      )
      .toMatch(/childTables.*genre=cs/);
    await item(page, '儿童姓名').locator('input').fill(CHILD);
    await item(page, '身份证号码').locator('input').fill('32128120160305');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => item(page, '身份证号码').innerText()).toContain('当前儿童身份证不合法。');
    // the director's own town and village are preselected, with the director (issue 29); the read-only
    // director field never shows an error
    expect(await item(page, '户籍乡镇（街道）').innerText()).toContain('昭阳街道');
    expect(await item(page, '现住村（居）').innerText()).toContain('水关居委会');
    await expect.poll(() => item(page, '儿童主任').locator('input').inputValue()).toBe('赵梓萱');
    expect(await item(page, '儿童主任').getAttribute('class')).not.toContain('ant-formily-item-error');

    await item(page, '身份证号码').locator('input').fill(ID);
    await item(page, '身份证号码').locator('input').blur();
    await expect.poll(() => item(page, '性别').locator('.ant-radio-wrapper-checked').innerText()).toBe('女');
    await choose(page, '民族', '汉族');
    await item(page, '户籍性质').getByText('农村').click();
    await choose(page, '户籍乡镇（街道）', '昭阳街道');
    await choose(page, '户籍村（居）', '水关居委会');
    await item(page, '户籍详细地址').locator('input').fill('水关路12号');
    await page.getByRole('button', { name: '与户籍地址相同' }).click();
    const director = item(page, '儿童主任').locator('input');
    await expect.poll(() => director.inputValue()).toBe('赵梓萱');

    // changing the town clears the village (and the director), choosing it again brings both back
    await choose(page, '现住乡镇（街道）', '临城街道');
    await expect.poll(() => item(page, '现住村（居）').locator('.ant-select-selection-item').count()).toBe(0);
    await choose(page, '现住乡镇（街道）', '昭阳街道');
    await choose(page, '现住村（居）', '水关居委会');
    await expect.poll(() => director.inputValue()).toBe('赵梓萱');

    // disability reveals level and type; switching to 重病 hides (and clears) them
    await item(page, '健康状况').getByText('残疾', { exact: true }).click();
    await choose(page, '残疾等级', '二级');
    await item(page, '健康状况').getByText('重病', { exact: true }).click();
    await expect.poll(() => item(page, '残疾等级').count()).toBe(0);
    await item(page, '健康状况').getByText('残疾', { exact: true }).click();
    await expect.poll(() => item(page, '残疾等级').locator('.ant-select-selection-item').count()).toBe(0);
    await choose(page, '残疾等级', '三级');
    await choose(page, '残疾类别', '听力残疾');
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'create-form-filled');

    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('提交成功，等待审核');
    await page.waitForURL(/childCheck/);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain(maskName(CHILD));
    await shot(page, 'my-applies');
    await logout(page);
  });

  it('shows the town leader a badge, the apply in read mode, and passes it', async () => {
    const { page } = e;
    await loginAs(e, '分委领导');
    const menu = page.locator('.ant-layout-sider');
    await expect.poll(() => menu.innerText()).toContain('儿童信息初审');
    // the badge of the first-review queue counts the demo's waiting applies and the one just submitted
    const badge = menu.locator('.ant-menu-item').filter({ hasText: '儿童信息初审' }).locator('.ant-badge');
    await expect.poll(async () => Number(await badge.innerText().catch(() => '0'))).toBeGreaterThan(1);
    const before = Number(await badge.innerText());
    await menu.getByText('儿童信息初审').click();
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: maskName(CHILD) });
    await row.getByText('审核').click();
    await page.waitForURL(/state=/);
    await expect.poll(() => item(page, '儿童姓名').innerText()).toContain(maskName(CHILD));
    expect(await item(page, '残疾类别').innerText()).toContain('听力残疾');
    expect(
      await page
        .locator('input:not([type=hidden]):not([disabled]):not([readonly])')
        .filter({ hasNot: page.locator('[placeholder="请填写审核结果"]') })
        .count(),
    ).toBeLessThanOrEqual(1);
    await shot(page, 'first-review');
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await confirm(page, /确认通过/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('审核通过');
    await expect.poll(() => badge.innerText()).toBe(String(before - 1));
    await logout(page);
  });

  it('lets the centre leader give the final pass, after which the child is in the list', async () => {
    const { page } = e;
    await loginAs(e, '中心领导');
    const menu = page.locator('.ant-layout-sider');
    await menu.getByText('儿童信息终审').click();
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: maskName(CHILD) });
    await row.getByText('审核').click();
    await page.waitForURL(/state=/);
    await page.getByPlaceholder('请填写审核结果').fill('材料齐全，同意');
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await confirm(page, /确认通过/);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('审核通过');

    await menu.getByText('儿童列表').click();
    await page.waitForURL(/ChildrenList/);
    await page
      .getByPlaceholder(/姓名|关键字|身份证/)
      .first()
      .fill(CHILD);
    await page.keyboard.press('Enter');
    // the list masks names and ID numbers until the user reveals them (req children §7)
    const found = page.locator('.ant-table-tbody tr').filter({ hasText: maskName(CHILD) });
    await expect.poll(() => found.count()).toBe(1);
    expect(await found.innerText()).toContain(`${ID.slice(0, 6)}*********${ID.slice(15)}`);
    await shot(page, 'children-list');
    await found.getByText('查看').click();
    await page.waitForURL(/childTables\?id=/);
    await expect
      .poll(() => page.getByRole('tab').allInnerTexts())
      .toEqual(expect.arrayContaining(['儿童详情', '历史工单']));
    await expect.poll(() => item(page, '身份证号码').innerText()).toContain(maskIdNumber(ID));
    await shot(page, 'child-view');
    await page.getByRole('tab', { name: '历史工单' }).click();
    // the visible one: the centre's tab 11 (关爱保护) holds the same list in the form, built while the browser idles
    await expect.poll(() => page.getByText('暂无历史工单').filter({ visible: true }).count()).toBe(1);
    await logout(page);
  });

  it('shows the child to its village director, read-only', async () => {
    const { page, url } = e;
    await loginAs(e, '儿童主任');
    await page.goto(`${url}/children/ChildrenList`);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain(maskName(CHILD));
  });
});
