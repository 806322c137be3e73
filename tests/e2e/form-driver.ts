/**
 * Drives a schema-rendered form in Chromium from the schema itself: opens each visible tab (nested tabs
 * too), types a planned value into every visible field by its kind, and reads the values back in read
 * mode. Labels are the schema's; a have/boolean field is its checkbox (it has no item label).
 */
import type { Locator, Page } from 'playwright-core';
import { allFields, allTabs, visibility, normalize } from '../../engine';
import type { FieldDef, FormSchema, FormValues, TabDef } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import type { Role } from '../../domain/roles';
import { maskIdNumber, maskName } from '../../domain/masking';
import { optionsOf, type Place } from './form-plan';

export const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8ffff3f0005fe02fea7d6a4d00000000049454e44ae426082',
  'hex',
);

const SKIP = new Set(['director', 'gender', 'sameAddress']);

export function titleFor(tab: TabDef, role: Role): string {
  return tab.titleFor?.find((t) => t.roles.includes(role))?.title ?? tab.title;
}

function labelOf(field: FieldDef, value: unknown): string {
  const list = field.options ? OPTION_LISTS[field.options] : undefined;
  return list?.options.find((o) => o.value === value)?.label ?? String(value);
}

/** The fields to fill or check, tab by tab (tab path of titles), in schema order. */
export function plannedTabs(schema: FormSchema, values: FormValues, role: Role) {
  const vis = visibility(schema, normalize(schema, values));
  const tabs = allTabs(schema).filter(({ path }) => path.every((k) => vis.tabs.has(k)));
  const byKey = new Map(allTabs(schema).map(({ tab }) => [tab.key, tab]));
  return tabs
    .map(({ tab, path }) => ({
      titles: path.map((k) => titleFor(byKey.get(k)!, role)),
      fields: allFields(schema)
        .filter(
          (f) => (f.tabPath.at(-1) ?? f.tab) === tab.key && vis.fields.has(f.field.name) && !SKIP.has(f.field.kind),
        )
        .map((f) => f.field),
    }))
    .filter((t) => t.fields.length);
}

export async function openTab(page: Page, titles: string[]): Promise<void> {
  for (const title of titles) {
    await page
      .locator('.ant-tabs-tab')
      .filter({ hasText: new RegExp(`^${title}$`) })
      .filter({ visible: true })
      .first()
      .click();
  }
}

/** The visible form item of `field` (have/boolean: its checkbox wrapper). */
export function locate(page: Page, field: FieldDef): Locator {
  if (field.kind === 'have' || field.kind === 'boolean') {
    return page
      .locator('.ant-checkbox-wrapper')
      .filter({ hasText: new RegExp(`^${field.label}$`) })
      .filter({ visible: true })
      .first();
  }
  return page
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label').getByText(field.label, { exact: true }) })
    .filter({ visible: true })
    .first();
}

async function chooseIndex(page: Page, select: Locator, index: number): Promise<void> {
  await select.locator('.ant-select-selector').click();
  const dropdown = page.locator('.ant-select-dropdown:visible').last();
  await dropdown.waitFor();
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function fillCell(page: Page, cell: Locator, field: FieldDef, value: unknown, place: Place): Promise<void> {
  switch (field.kind) {
    case 'text':
    case 'idnumber':
    case 'phone':
      await cell.locator('input').first().fill(String(value));
      break;
    case 'textarea':
      await cell.locator('textarea').first().fill(String(value));
      break;
    case 'number':
      await cell.locator('input').first().fill(String(value));
      break;
    case 'date': {
      const input = cell.locator('input').first();
      await input.click();
      await input.fill(String(value));
      await page.keyboard.press('Enter');
      break;
    }
    case 'select':
      await chooseIndex(page, cell, optionsOf(field).indexOf(String(value)));
      break;
    case 'town':
      await chooseIndex(page, cell, 0);
      break;
    case 'village':
      await chooseIndex(page, cell, 0);
      break;
    case 'radio':
      await cell
        .locator('.ant-radio-wrapper')
        .filter({ hasText: new RegExp(`^${labelOf(field, value)}$`) })
        .click();
      break;
    case 'checkboxes':
      for (const v of value as string[])
        await cell
          .locator('.ant-checkbox-wrapper')
          .filter({ hasText: new RegExp(`^${labelOf(field, v)}$`) })
          .click();
      break;
    case 'have':
    case 'boolean': {
      const box = cell.locator('input[type=checkbox]');
      if (value === '有' || value === true) await box.check();
      else await box.uncheck();
      break;
    }
    case 'images':
      await cell
        .locator('input[type=file]')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1x1 });
      break;
    case 'table': {
      await cell.getByRole('button', { name: new RegExp(`添加${field.label}`) }).click();
      const row = cell.locator('.ant-table-tbody tr.ant-table-row').first();
      const columns = field.columns ?? [];
      for (let i = 0; i < columns.length; i++) {
        const rowValue = (value as Record<string, unknown>[])[0][columns[i].name];
        if (rowValue !== undefined) await fillCell(page, row.locator('td').nth(i), columns[i], rowValue, place);
      }
      break;
    }
    default:
      break;
  }
}

/** Types `values` into the visible fields of the open form, tab by tab. */
export async function fillForm(
  page: Page,
  schema: FormSchema,
  values: FormValues,
  role: Role,
  place: Place,
): Promise<void> {
  for (const tab of plannedTabs(schema, values, role)) {
    await openTab(page, tab.titles);
    for (const field of tab.fields) {
      if (values[field.name] === undefined) continue;
      try {
        await fillCell(page, locate(page, field), field, values[field.name], place);
      } catch (error) {
        throw new Error(
          `filling ${tab.titles.join(' / ')} / ${field.label} (${field.name}, ${field.kind}): ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }
  }
}

/** What a reader without a reveal sees of the name and the ID number (req children §7); other fields as typed. */
const MASKED: Record<string, (v: string) => string> = { child_name: maskName, child_idnumber: maskIdNumber };

/**
 * Differences between `values` and what read mode shows, as "tab / label: expected … shown …" lines; the
 * child's name and ID number are expected masked (the reader has not revealed full names).
 */
export async function readBack(
  page: Page,
  schema: FormSchema,
  values: FormValues,
  role: Role,
  place: Place,
): Promise<string[]> {
  const problems: string[] = [];
  for (const tab of plannedTabs(schema, values, role)) {
    await openTab(page, tab.titles);
    for (const field of tab.fields) {
      const v = values[field.name];
      if (v === undefined) continue;
      const where = `${tab.titles.join(' / ')} / ${field.label}`;
      const node = locate(page, field);
      if (!(await node.count())) {
        problems.push(`${where}: not shown`);
        continue;
      }
      if (field.kind === 'have' || field.kind === 'boolean') {
        const checked = await node.locator('input[type=checkbox]').isChecked();
        if (checked !== (v === '有' || v === true))
          problems.push(`${where}: expected ${String(v)}, shown ${checked ? 'checked' : 'unchecked'}`);
        continue;
      }
      const text = await node.innerText();
      if (field.kind === 'images') {
        if ((await node.locator('img').count()) < 1) problems.push(`${where}: no image shown`);
        continue;
      }
      const expected: string[] =
        field.kind === 'table'
          ? (field.columns ?? []).flatMap((c) => {
              const x = (v as Record<string, unknown>[])[0][c.name];
              return x === undefined || typeof x === 'boolean' || c.kind === 'have' ? [] : [labelOf(c, x)];
            })
          : field.kind === 'checkboxes'
            ? (v as string[]).map((x) => labelOf(field, x))
            : field.kind === 'town'
              ? [place.townName]
              : field.kind === 'village'
                ? [place.villageName]
                : MASKED[field.name] && typeof v === 'string'
                  ? [MASKED[field.name](v)]
                  : [labelOf(field, v)];
      for (const e of expected)
        if (!text.includes(e)) problems.push(`${where}: expected ${e}, shown ${JSON.stringify(text)}`);
    }
  }
  return problems;
}
