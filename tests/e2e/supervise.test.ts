/**
 * An inspection filled, in Chromium (docs/decisions-supervise.md): 督查领导 assigns an inspection (template, 督查人员, town and
 * village, deadline) on 督查指派; the 督查人员 fills in the checklist on 我的督查 with a photo uploaded through the screen and
 * submits; 督查领导 confirms it; the centre reads it on 督查记录. Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { demoPhoto } from '../../server/db/seed-demo/photos';
import { superviseLists } from '../../server/db/schema';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const TEMPLATE = '村居儿童关爱服务督查表';
const REMARK = '端到端测试：请查看儿童之家台账';
const FINDING = '台账齐全，建议增加周末活动场次。';

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
/** Picks an option of the dialog's select `label`; `search` is typed first (the town and village lists are virtual). */
async function pick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: RegExp, search?: string) {
  await scope
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label').getByText(label, { exact: true }) })
    .locator('.ant-select-selector')
    .click();
  if (search) await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}
/** The row of the inspection this test assigned (its note is shown only in the detail, so the village and state find it). */
const rowOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '开发区' });

describe('an inspection', () => {
  it('is assigned by 督查领导', async () => {
    const { page } = e;
    await loginAs(e, '督查领导');
    await page.goto(`${e.url}/supervise/SuperviseList`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await rowOf(page).count()).toBe(0);
    await page.getByRole('button', { name: /指派督查/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '指派督查' });
    await pick(page, dialog, '督查模板', new RegExp(TEMPLATE));
    await pick(page, dialog, '督查人员', /./);
    await pick(page, dialog, '乡镇', /^开发区$/, '开发区');
    await pick(page, dialog, '村居', /./);
    await dialog.getByLabel('说明').fill(REMARK);
    // the deadline defaults to a week from today
    expect(await dialog.locator('.ant-picker input').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'supervise-assign');
    await dialog.getByRole('button', { name: /指\s*派/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已指派');
    await expect.poll(() => rowOf(page).count()).toBe(1);
    expect(await rowOf(page).innerText()).toContain('待检查');
    await shot(page, 'supervise-assigned');
    await signOut(page);
  });

  it('is filled in with a photo and submitted by the 督查人员', async () => {
    const { page } = e;
    await loginAs(e, '督查人员');
    await page.goto(`${e.url}/supervise/SuperviseListRecord`);
    await expect.poll(() => rowOf(page).count()).toBe(1);
    await rowOf(page).getByRole('button', { name: '填写' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '填写督查记录' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(REMARK);
    const item = (text: string) => dialog.locator('.ant-form-item').filter({ hasText: text });
    await item('儿童档案是否齐全').getByText('是', { exact: true }).click();
    await item('儿童主任是否按期走访').getByText('是', { exact: true }).click();
    await item('儿童之家活动开展情况').locator('.ant-rate-star').nth(3).click();
    await item('重点儿童帮扶措施落实情况').locator('.ant-rate-star').nth(4).click();
    await dialog.getByLabel('发现的问题及整改建议').fill(FINDING);
    await dialog.getByLabel('备注').fill('与儿童主任一同查看。');
    await dialog
      .locator('.ant-upload input[type=file]')
      .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: demoPhoto(901) }]);
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done').count()).toBe(1);
    await shot(page, 'supervise-fill');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已提交');
    await expect.poll(() => rowOf(page).innerText()).toContain('已提交');
    expect(await rowOf(page).getByRole('button', { name: '填写' }).count()).toBe(0);
    await shot(page, 'supervise-submitted');
    await signOut(page);
  });

  it('is confirmed by 督查领导', async () => {
    const { page } = e;
    await loginAs(e, '督查领导');
    await page.goto(`${e.url}/supervise/SuperviseList`);
    await expect.poll(() => rowOf(page).innerText()).toContain('已提交');
    await rowOf(page).getByRole('button', { name: '查看 / 审核' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).toContain(FINDING);
    await expect
      .poll(() =>
        drawer.locator('img[alt="现场照片"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.waitForTimeout(400); // the drawer's opening animation
    await shot(page, 'supervise-review');
    await drawer.getByRole('button', { name: /确\s*认/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已确认');
    await expect.poll(() => rowOf(page).innerText()).toContain('已确认');
    const [row] = await e.handle.db.select().from(superviseLists).where(eq(superviseLists.supervise_remark, REMARK));
    expect(row.supervise_state).toBe('已确认');
    const record = row.supervise_record as { answers: Record<string, unknown>; photos: unknown[] };
    expect(record.answers).toMatchObject({ a1: '是', a2: '是', a3: 4, a4: 5, a5: FINDING });
    expect(record.photos).toHaveLength(1);
    await signOut(page);
  });

  it('is read by the centre on 督查记录', async () => {
    const { page } = e;
    await loginAs(e, '中心管理');
    await page.goto(`${e.url}/supervise/SuperviseListCenter`);
    await expect.poll(() => rowOf(page).innerText()).toContain('已确认');
    expect(await page.getByRole('button', { name: /指派督查/ }).count()).toBe(0);
    await shot(page, 'supervise-centre');
    await rowOf(page).getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).toContain(FINDING);
    expect(await drawer.getByRole('button', { name: /确\s*认|退\s*回/ }).count()).toBe(0);
    await expect.poll(() => drawer.locator('img[alt="现场照片"]').count()).toBe(1);
    await page.waitForTimeout(400);
    await shot(page, 'supervise-centre-detail');
  });
});
