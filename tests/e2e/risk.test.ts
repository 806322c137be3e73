/**
 * A risk assessment through its two reviews, in Chromium (docs/decisions-risk.md): the village's 儿童主任 starts a
 * 原始风险评估 from 我的评估 / 发起评估, fills the form (the computed 综合风险等级 shows) and submits it; 服务领导 passes it
 * in 初评审核, 中心领导 in 复评审核; 评估记录 shows it passed and the child holds it as `information.origin`. Another is
 * returned by 服务领导 with a reason and corrected and submitted again by the director. Screenshots land in
 * test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { fillForm, locate } from './form-driver';
import { applies, children } from '../../server/db/schema';
import { RISK_SCHEMAS } from '../../schemas';
import { stateWord } from '../../domain/state-words';
import { fieldByName } from '../../engine';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const schema = RISK_SCHEMAS.origin;
const PLACE = { town: 0, village: 0, townName: '', villageName: '' };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const OPINION = '端到端测试：监护能力不足，需定期走访并开展心理疏导。';
const VALUES = {
  origin_family: '低',
  origin_family_note: '父母外出务工，随祖母生活',
  origin_guardianship: '中',
  origin_guardianship_note: '祖母年迈，监护能力较弱',
  origin_health: '无',
  origin_safety: '无',
  origin_school: '低',
  origin_school_note: '成绩下滑',
  origin_economy: '无',
  origin_measures: ['定期走访', '心理疏导'],
  origin_opinion: OPINION,
  origin_assessor: '端到端评估人',
  origin_date: chinaToday(),
};
const LEVEL = '中'; // the highest of 低 / 中 / 无 / 无 / 低 / 无 (the schema's max score)

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const confirmModal = (page: Page) =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
/** The list's requests done and its loading shade gone (a screenshot otherwise catches the rows faded). */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-spin-blur, .ant-spin-spinning').count()).toBe(0);
};
const rowOf = (page: Page, id: number) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator(`a[href$="RiskDetail?id=${id}"]`) });

/** Children of the director's village (水关居委会) with no 原始风险评估 open (so a new one may be submitted). */
async function assessableChildren(): Promise<{ id: number; child_idnumber: string }[]> {
  const found = await e.handle.db
    .execute(sql`select c.id, c.child_idnumber from children c join departments v on v.id = c.village_id
    where v.department_name = '水关居委会' and c.deleted_at is null and not c.character_gta
    and not exists (select 1 from applies a where a.link_id = c.id and a.apply_genre = '原始风险评估' and a.apply_state <> '终过' and a.deleted_at is null)
    order by c.id`);
  return (found as unknown as { rows: { id: number; child_idnumber: string }[] }).rows;
}

/** As the signed-in director: 我的评估 / 发起评估 for `idnumber`, the form filled with `values`; answers the new assessment's id. */
async function startAssessment(
  page: Page,
  idnumber: string,
  values: Record<string, unknown>,
  screenshot?: string,
): Promise<number> {
  await page.goto(`${e.url}/risk/RiskRecord`);
  await page.getByRole('button', { name: /发起评估/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '发起风险评估' });
  await dialog.locator('.ant-radio-wrapper').filter({ hasText: '原始风险评估' }).click();
  await dialog.locator('.ant-select-selector').click();
  await page.keyboard.type(idnumber);
  await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(1);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').click();
  await dialog.getByRole('button', { name: /填写评估/ }).click();
  await page.waitForURL((u) => u.pathname === '/risk/RiskNew');
  await expect.poll(() => page.locator('.ant-alert').innerText()).toContain('正在为');
  await fillForm(page, schema, values, '儿童主任', PLACE);
  // close the date picker's panel (it stays open over the form after Enter)
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  // the computed level, on the conclusion tab
  await expect
    .poll(async () => await locate(page, fieldByName(schema, 'origin_level')!.field).innerText())
    .toContain(LEVEL);
  if (screenshot) {
    await shot(page, `${screenshot}-conclusion`);
    await page
      .locator('.ant-tabs-tab')
      .filter({ hasText: /^风险评估$/ })
      .click();
    await page.waitForTimeout(300); // the tab's ink bar
    await shot(page, screenshot);
  }
  await page.getByRole('button', { name: /提交评估/ }).click();
  await confirmModal(page);
  await page.waitForURL((u) => u.pathname === '/risk/RiskDetail');
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('提交成功');
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** As the signed-in reviewer: opens `id` from the queue at `path` and passes or returns it. */
async function decide(
  page: Page,
  path: string,
  id: number,
  label: '通过' | '退回',
  screenshot?: string,
  reason?: string,
) {
  await page.goto(`${e.url}${path}`);
  await expect.poll(() => rowOf(page, id).count()).toBe(1);
  await settled(page);
  if (screenshot) await shot(page, screenshot);
  // the list fits 1280 px: no column scrolled under the fixed actions
  expect(
    await page.evaluate(() => {
      const c = document.querySelector('.ant-table-content')!;
      return c.scrollWidth - c.clientWidth;
    }),
  ).toBeLessThanOrEqual(0);
  await rowOf(page, id).getByRole('link', { name: '审核' }).click();
  await page.waitForURL((u) => u.pathname === '/risk/RiskDetail');
  // the moves and the opinion in the review's bar at the window's bottom (issue 29)
  const opinion = page.getByRole('region', { name: '审核操作' });
  if (reason) await opinion.locator('textarea').fill(reason);
  await opinion.getByRole('button', { name: new RegExp(label.split('').join('\\s*')) }).click();
  await confirmModal(page);
  await page.waitForURL((u) => u.pathname === path);
  await expect.poll(() => rowOf(page, id).count()).toBe(0);
}

const stateOf = async (id: number) => (await e.handle.db.select().from(applies).where(eq(applies.id, id)))[0];

let passedChild: { id: number; child_idnumber: string };
let returnedChild: { id: number; child_idnumber: string };
let passedId = 0;
let returnedId = 0;

describe('a risk assessment', () => {
  it('is started by the director from 我的评估 with the computed level shown', async () => {
    const { page } = e;
    const candidates = await assessableChildren();
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    [passedChild, returnedChild] = candidates;
    await loginAs(e, '儿童主任');
    passedId = await startAssessment(page, passedChild.child_idnumber, VALUES, 'risk-form');
    const card = page.locator('.ant-descriptions');
    await expect.poll(() => card.innerText()).toContain(stateWord('risk', '申请'));
    expect(await card.innerText()).toContain(LEVEL);
    expect((await stateOf(passedId)).apply_state).toBe('申请');
    await shot(page, 'risk-submitted');
    await signOut(page);
  });

  it('is passed by 服务领导 in 初评审核 and by 中心领导 in 复评审核', async () => {
    const { page } = e;
    await loginAs(e, '服务领导');
    await decide(page, '/risk/RiskFirst', passedId, '通过', 'risk-first-review');
    expect((await stateOf(passedId)).apply_state).toBe('初过');
    await signOut(page);

    await loginAs(e, '中心领导');
    await decide(page, '/risk/RiskSecond', passedId, '通过', 'risk-second-review');
    expect((await stateOf(passedId)).apply_state).toBe('终过');
  });

  it('shows passed in 评估记录 and is stored on the child', async () => {
    const { page } = e;
    await page.goto(`${e.url}/risk/RiskRecord`);
    await expect.poll(() => rowOf(page, passedId).innerText()).toContain(stateWord('risk', '终过'));
    expect(await rowOf(page, passedId).innerText()).toContain(LEVEL);
    await settled(page);
    await shot(page, 'risk-record');
    const [child] = await e.handle.db.select().from(children).where(eq(children.id, passedChild.id));
    const origin = child.information.origin as Record<string, unknown>;
    expect(origin).toMatchObject({ ...VALUES, origin_level: LEVEL });
    await signOut(page);
  });

  it('is returned by 服务领导 with a reason and corrected by the director', async () => {
    const { page } = e;
    await loginAs(e, '儿童主任');
    returnedId = await startAssessment(page, returnedChild.child_idnumber, { ...VALUES, origin_date: '2020-01-01' });
    await signOut(page);

    await loginAs(e, '服务领导');
    // 退回 without a reason is refused on the screen
    await page.goto(`${e.url}/risk/RiskDetail?id=${returnedId}`);
    await page.getByRole('button', { name: /退\s*回/ }).click();
    await expect.poll(() => page.getByText('请填写退回原因').count()).toBe(1);
    const reason = '评估日期有误，请更正后重新提交';
    await decide(page, '/risk/RiskFirst', returnedId, '退回', undefined, reason);
    expect((await stateOf(returnedId)).apply_state).toBe('初拒');
    await page.goto(`${e.url}/risk/RiskFirstReturn`);
    await expect.poll(() => rowOf(page, returnedId).count()).toBe(1);
    await settled(page);
    await shot(page, 'risk-first-returned');
    await signOut(page);

    await loginAs(e, '儿童主任');
    await page.goto(`${e.url}/risk/RiskRecord`);
    await expect.poll(() => rowOf(page, returnedId).innerText()).toContain(stateWord('risk', '初拒'));
    await rowOf(page, returnedId).getByRole('link', { name: '查看' }).click();
    await expect.poll(() => page.locator('.ant-alert').innerText()).toContain(reason);
    // the history says the reason once, as 审核意见
    const history = await page.locator('.ant-timeline').innerText();
    expect(history).toContain(`审核意见：${reason}`);
    expect(history.split(reason).length - 1).toBe(1);
    await shot(page, 'risk-returned-detail');
    await page.getByRole('button', { name: /修改并重新提交/ }).click();
    const date = locate(page, fieldByName(schema, 'origin_date')!.field);
    await page
      .locator('.ant-tabs-tab')
      .filter({ hasText: /^评估结论$/ })
      .click();
    await date.locator('input').click();
    await date.locator('input').fill(chinaToday());
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    await page.getByRole('button', { name: /重新提交/ }).click();
    await confirmModal(page);
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已重新提交');
    await expect.poll(() => page.locator('.ant-descriptions').innerText()).toContain(stateWord('risk', '申请'));
    const row = await stateOf(returnedId);
    expect(row.apply_state).toBe('申请');
    expect(
      (row.apply_information as { information: { values: Record<string, unknown> } }).information.values.origin_date,
    ).toBe(chinaToday());
    await shot(page, 'risk-resubmitted');
  });
});
