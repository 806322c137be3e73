/**
 * Marginal minors from the screen (issue 28 "Marginal minors", "Done when"), in Chromium:
 * (a) 检察领导 opens the demo's edge-child clue and turns it into an escort work order for a 公安护航 account; the
 *     escort finds it in 我的工单 and 护航工单, checks in with photos and finishes it; 检察领导 finds it in 护航待审核;
 *     检察领导 passes its first review, 中心管理 its final review (终审通过), and the clue then shows 办结 (已办结线索, with
 *     工单终审通过 in its 线索记录);
 * (b) a dynamic-management case is opened from 动态事件, corrected (修改) and matched again (重新匹配);
 * (c) 中心管理 gives an escort task from 创建交办, picking a 公安护航 account: 等级 and 类型 show 公安 / 护航, fixed;
 *     检察领导's 创建交办 offers escorts only.
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

  it('waits for 检察领导 in 护航待审核, who passes its first review', async () => {
    const { page } = e;
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/taskList/TaskListGTACheck`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: TITLE });
    await expect.poll(() => row.count()).toBe(1);
    await shot(page, 'escort-task-check');
    await row.getByText('查看').click();
    await review(page, '初审通过');
    await expect.poll(() => message(page)).toContain('已初审通过');
    await signOut(page);
  });

  it('closes its clue when the centre passes the final review: the clue shows 办结', async () => {
    const { page } = e;
    await loginAs(e, '中心管理');
    await page.goto(`${e.url}/taskList/TaskListGTA`);
    await page.locator('.ant-table-tbody tr').filter({ hasText: TITLE }).getByText('查看').click();
    await review(page, '终审通过');
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('终审通过');
    await signOut(page);
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/denounceCheck/denounceListChild/DenounceProcess`);
    const clue = page.locator('.ant-table-tbody tr').filter({ hasText: CLUE });
    await expect.poll(() => clue.count()).toBe(1);
    await clue.getByText('详情').click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.locator('.ant-descriptions').innerText()).toContain('已办结');
    await expect.poll(() => drawer.innerText()).toMatch(/转为工单[\s\S]*工单终审通过[\s\S]*线索已办结/);
    await page.waitForTimeout(500); // the drawer has slid in
    await shot(page, 'escort-task-clue-closed');
    await page.keyboard.press('Escape');
  });
});

/** Presses a review button of the task screen and confirms it. */
async function review(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

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

describe('an escort task from 创建交办', () => {
  it('is given by 中心管理 to a 公安护航 account, its grade and genre fixed', async () => {
    const { page } = e;
    await signOut(page);
    await loginAs(e, '中心管理');
    await page.goto(`${e.url}/taskList1/TaskList1`);
    await page.getByRole('button', { name: /创建交办/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '创建交办' });
    await dialog
      .locator('.ant-form-item')
      .filter({ hasText: '志愿者 / 护航人员' })
      .locator('.ant-select-selector')
      .click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect.poll(() => dropdown.innerText()).toContain('公安护航');
    await dropdown.locator('.ant-select-item-option').filter({ hasText: '（公安护航）' }).first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    const grade = dialog.locator('.ant-form-item').filter({ hasText: '等级' });
    await expect.poll(() => grade.locator('.ant-select-selection-item').innerText()).toBe('公安');
    expect(await grade.locator('.ant-select-disabled').count()).toBe(1);
    const genre = dialog.locator('.ant-form-item').filter({ has: page.getByText('类型', { exact: true }) });
    await expect.poll(() => genre.locator('.ant-select-selection-item').innerText()).toBe('护航');
    await dialog.locator('.ant-form-item').filter({ hasText: '帮扶儿童' }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await dialog.getByLabel('交办标题').fill('中心交办的护航走访');
    await shot(page, 'escort-task-centre-create');
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    await expect.poll(() => message(page)).toContain('创建交办成功');
    await page.goto(`${e.url}/taskList/TaskListGTA`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '中心交办的护航走访' });
    await expect.poll(() => row.count()).toBe(1);
    await signOut(page);
  });

  it('offers 检察领导 escorts only', async () => {
    const { page } = e;
    await signOut(page);
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/taskList1/TaskList1`);
    await page.getByRole('button', { name: /创建交办/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '创建交办' });
    await dialog.locator('.ant-form-item').filter({ hasText: '护航人员' }).locator('.ant-select-selector').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    for (const text of await options.allInnerTexts()) expect(text).toMatch(/（(公安|司法|检察|教育|乡镇)护航）$/);
    expect(await page.locator('.ant-select-dropdown:visible').innerText()).not.toContain('志愿者');
  });
});
