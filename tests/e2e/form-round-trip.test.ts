/**
 * Every tab of the cs and ow forms, filled in Chromium, saved, reopened in read mode: every value
 * survives the round trip (issue 3). Values are planned from the schema so that as many fields as
 * possible are shown; a centre leader creates the child directly, the town's 分委领导 reads it back
 * (the centre's read mode shows a task list on tab 11 instead of its fields).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startE2E, loginAs, shot, type E2E } from './harness';
import { planForm, type Place } from './form-plan';
import { fillForm, readBack } from './form-driver';
import { FORM_SCHEMAS } from '../../schemas';
import { departments } from '../../server/db/schema';

let e: E2E;
let place: Place;
beforeAll(async () => {
  e = await startE2E();
  await e.page.setViewportSize({ width: 1920, height: 1080 });
  e.page.setDefaultTimeout(5000);
  const [town] = await e.handle.db
    .select()
    .from(departments)
    .where(and(eq(departments.department_name, '昭阳街道'), eq(departments.department_type, '镇街委员会')));
  const [village] = await e.handle.db
    .select()
    .from(departments)
    .where(and(eq(departments.department_name, '水关居委会'), eq(departments.department_parent, town.id)));
  place = { town: town.id, village: village.id, townName: town.department_name, villageName: village.department_name };
});
afterAll(async () => {
  await e?.close();
});

/** Drops the session the way an expired one would be: the next page load asks for login. */
async function logout() {
  if (e.page.url().startsWith(e.url)) await e.page.evaluate(() => localStorage.clear());
}

describe.each(['cs', 'ow'] as const)('the %s form round trip', (genre) => {
  it('keeps every value typed into every tab', async () => {
    const schema = FORM_SCHEMAS[`investigate_${genre}`];
    expect(schema, `schemas/investigate_${genre}.ts`).toBeTruthy();
    const { values } = planForm(schema, place);
    const { page, url } = e;
    await logout();
    await loginAs(e, '中心领导');
    await page.goto(`${url}/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`);
    await page
      .locator('.ant-formily-item')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await shot(page, `round-trip-${genre}-failed-to-open`);
        throw error;
      });
    await fillForm(page, schema, values, '中心领导', place);
    await shot(page, `round-trip-${genre}-filled`);
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.waitForURL(/childTables\?id=\d+/, { timeout: 30_000 });
    const id = new URL(page.url()).searchParams.get('id');

    await logout();
    await loginAs(e, '分委领导');
    await page.goto(`${url}/childDetail/childTables?id=${id}&genre=${genre}`);
    await page.locator('.ant-formily-item').first().waitFor();
    const problems = await readBack(page, schema, values, '分委领导', place);
    await shot(page, `round-trip-${genre}-read`);
    expect(problems).toEqual([]);
  });
});
