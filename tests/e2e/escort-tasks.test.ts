/**
 * Marginal minors from the screen (issue 28 "Marginal minors", "Done when"), in Chromium:
 * (a) 检察领导 opens the demo's edge-child clue and turns it into an escort work order for a 公安护航 account; the
 *     escort finds it in 我的工单 and 护航工单, checks in with photos and finishes it; 检察领导 finds it in 护航待审核;
 * (b) a dynamic-management case is opened from 动态事件, corrected (修改) and matched again (重新匹配).
 * Screenshots land in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq, isNull } from 'drizzle-orm';
import { children } from '../../server/db/schema';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const CLUE = '有群众反映该未成年人近期常在网吧通宵';
const TITLE = '端到端护航走访';
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const message = (page: Page) => page.locator('.ant-message').innerText();
const photo = async (page: Page, color: string) =>
  Buffer.from(
    await page.evaluate((c) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 120;
      const g = canvas.getContext('2d')!;
      g.fillStyle = c;
      g.fillRect(0, 0, 160, 120);
      return canvas.toDataURL('image/png').split(',')[1];
    }, color),
    'base64',
  );

describe('an escort work order', () => {
  it('is made by 检察领导 from an edge-child clue, for a 公安护航 account', async () => {
    const { page } = e;
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/denounceCheck/DenounceList2`);
    await page.locator('.ant-table-tbody tr').filter({ hasText: CLUE }).getByText('详情').click();
    await page.locator('.ant-drawer').getByRole('button', { name: '转为工单' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '转为护航工单' });
    await dialog.locator('.ant-form-item').filter({ hasText: '护航人员' }).locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '公安护航' })
      .first()
      .click();
    await dialog.getByLabel('交办标题').fill(TITLE);
    await shot(page, 'escort-task-give');
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    await expect.poll(() => message(page)).toContain('已转为工单');
    await expect.poll(() => page.locator('.ant-drawer').innerText()).toContain('关联工单');
    await page.goto(`${e.url}/taskList/TaskListGTA`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: TITLE });
    await expect.poll(() => row.count()).toBe(1);
    await signOut(page);
  });

  it('is checked in and finished by the escort from 我的工单', async () => {
    const { page } = e;
    await loginAs(e, '公安护航');
    await page.goto(`${e.url}/taskList/TaskListGTA`);
    await expect.poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: TITLE }).count()).toBe(1);
    await page.goto(`${e.url}/taskList/MyTaskList`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: TITLE });
    await row.getByText('打开').click();
    await expect.poll(() => page.locator('body').innerText()).toContain('护航');
    await page.getByLabel('服务地点').fill('昭阳街道');
    await page.getByLabel('打卡地点').fill('网吧门口');
    await page.getByLabel('服务内容').fill('找到该生，送回家中并与家长谈话');
    await page
      .locator('.ant-upload input[type=file]')
      .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await photo(page, '#1890ff') }]);
    await expect
      .poll(() =>
        page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: /^打\s*卡$/ }).click();
    await expect.poll(() => message(page)).toContain('打卡成功');
    await page.getByRole('button', { name: /办\s*结/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /办\s*结/ })
      .click();
    await expect.poll(() => message(page)).toContain('已办结');
    await shot(page, 'escort-task-finished');
    await signOut(page);
  });

  it('waits for 检察领导 in 护航待审核', async () => {
    const { page } = e;
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/taskList/TaskListGTACheck`);
    await expect.poll(() => page.locator('.ant-table-tbody tr').filter({ hasText: TITLE }).count()).toBe(1);
    await shot(page, 'escort-task-check');
  });
});

describe('a dynamic-management case', () => {
  it('is opened, corrected and matched again from 动态事件', async () => {
    const { page } = e;
    // 检察领导 may change any department's case
    await page.goto(`${e.url}/children/SinCaseList`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await rows.first().getByText('打开').click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.innerText()).toContain('涉及未成年人');
    await drawer.getByRole('button', { name: /修\s*改/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改动态事件' });
    await dialog.getByLabel('事件名称').fill('端到端更正的事件');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => message(page)).toContain('保存成功');
    await expect.poll(() => drawer.innerText()).toContain('端到端更正的事件');
    await drawer.getByRole('button', { name: /重新匹配/ }).click();
    await expect.poll(() => message(page)).toContain('重新匹配完成');
    await shot(page, 'sin-case-drawer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain('端到端更正的事件');
  });
});

describe('the gta form edited by the prosecutor side', () => {
  it("saves 帮教措施 as 检察领导 from the minor's screen", async () => {
    const { page } = e;
    const [minor] = await e.handle.db
      .select()
      .from(children)
      .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
      .limit(1);
    await page.goto(`${e.url}/childDetail/childTables?id=${minor.id}&state=仅查看&genre=gta`);
    await page.getByRole('tab', { name: '跨部门信息' }).click();
    await page.getByRole('button', { name: /编辑帮教措施/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '编辑帮教措施' });
    await dialog.getByLabel('法治教育').check();
    await shot(page, 'gta-help-edit');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => message(page)).toContain('修改成功');
    const [after] = await e.handle.db.select().from(children).where(eq(children.id, minor.id));
    expect((after.information.investigate_gta as Record<string, unknown>).help_law).toBe(true);
  });
});
