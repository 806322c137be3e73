/**
 * A realistic, fully filled record of a form schema for the benchmarks (`npm run bench`): every field a
 * plausible value of its kind, with the trigger fields chosen so that as many tabs and fields as possible
 * are shown (tab conditions first, then field conditions; a condition that contradicts an earlier choice,
 * e.g. two mutually exclusive insurance panes, is left unmet). Pure: engine and domain imports only.
 */
import { allFields, derivedGender, evaluate, normalize } from '../engine';
import type { Condition, FieldDef, FormSchema, FormValues, OptionList, Scalar, TabDef } from '../engine/types';
import { makeIdNumber } from '../domain/id-number';

/** Department ids the record's town and village fields take. */
export interface SamplePlaces {
  town: number;
  village: number;
}

const TEXT = '测试内容';
const LONG_TEXT = '这是一段用于性能测试的说明文字，记录儿童的家庭与生活情况。'.repeat(3);

function optionsOf(field: FieldDef, lists: Record<string, OptionList>): string[] {
  return field.options ? (lists[field.options]?.options ?? []).map((o) => o.value) : [];
}

/** Every tab, nested ones after their parent. */
function walkTabs(tabs: TabDef[]): TabDef[] {
  return tabs.flatMap((t) => [t, ...walkTabs(t.tabs ?? [])]);
}

/** A plausible stored value for `field` (not derived from conditions). `seq` varies ID numbers and phones. */
export function fillerValue(
  field: FieldDef,
  lists: Record<string, OptionList>,
  places: SamplePlaces,
  seq: number,
): unknown {
  const options = optionsOf(field, lists);
  const cut = (s: string) => (field.maxLength ? s.slice(0, field.maxLength) : s);
  switch (field.kind) {
    case 'text':
      return field.numeric ? cut('1200') : cut(field.name.includes('name') ? '王小明' : TEXT);
    case 'textarea':
      return cut(LONG_TEXT);
    // guidance written over several paragraphs: taller than the 6 rows a free text area starts at
    case 'freeText':
      return cut(Array.from({ length: 8 }, (_, i) => `${i + 1}. ${LONG_TEXT}`).join('\n'));
    case 'number':
      return 12;
    case 'date':
      return '2020-06-15';
    case 'select':
    case 'radio':
    case 'gender':
      return options[0] ?? TEXT;
    case 'checkboxes':
      return options.slice(0, 2);
    case 'have':
      return '有';
    case 'boolean':
      return true;
    case 'idnumber':
      return makeIdNumber('321281', seq === 0 ? '20150612' : '19850312', 300 + seq);
    case 'phone':
      return `139${String(10000000 + seq).padStart(8, '0')}`;
    case 'town':
      return places.town;
    case 'village':
      return places.village;
    case 'director':
      return field.name.includes('cellphone') ? '13800000000' : '王主任';
    case 'images':
      return Array.from({ length: Math.min(3, field.maxCount ?? 3) }, (_, i) => ({
        image_url: `storage/image/2023-11-14/${1700000000000 + i}bench.jpg`,
        image_name: '调查照片',
        image_suffix: 'jpg',
        // the second description is longer than the 4 rows its text area grows to
        image_description: i === 1 ? LONG_TEXT.repeat(2) : '入户调查照片',
      }));
    case 'table':
      return Array.from({ length: 3 }, (_, row) =>
        Object.fromEntries(
          (field.columns ?? []).map((col) => [col.name, fillerValue(col, lists, places, seq + 10 + row)]),
        ),
      );
    case 'school':
      return cut('兴化市第一小学');
    case 'grade':
      return cut('三年级2班');
    case 'sameAddress':
      return undefined;
    default:
      return TEXT;
  }
}

/**
 * The record: trigger values that show the most tabs and fields, every other field filled by kind, then
 * `normalize` (so hidden and rule-cleared values are gone, as the server would store it). Gender follows the
 * child's ID number. `places` are the department ids of its town and village fields.
 */
export function sampleRecord(
  schema: FormSchema,
  lists: Record<string, OptionList>,
  places: SamplePlaces = { town: 1, village: 1000 },
): FormValues {
  const fields = new Map(allFields(schema).map(({ field }) => [field.name, field]));
  const values: FormValues = {};
  const locked = new Set<string>();

  const assign = (name: string, value: unknown) => {
    values[name] = value;
    locked.add(name);
  };
  const pickIn = (field: FieldDef | undefined, wanted: Scalar[]): unknown => {
    const v = wanted.find((s) => s !== null);
    if (v === undefined) return null;
    return field?.kind === 'checkboxes' ? [v] : v;
  };
  const satisfy = (c: Condition): boolean => {
    if ('all' in c) return c.all.map(satisfy).every(Boolean);
    if ('any' in c) return evaluate(c, values) || c.any.some(satisfy);
    if (evaluate(c, values)) return true;
    if (locked.has(c.field)) return false;
    const field = fields.get(c.field);
    if ('in' in c) assign(c.field, pickIn(field, c.in));
    else if ('notIn' in c) {
      const other = field ? optionsOf(field, lists).find((o) => !c.notIn.includes(o)) : undefined;
      assign(c.field, other ?? (field ? fillerValue(field, lists, places, 0) : TEXT));
    } else assign(c.field, c.filled && field ? fillerValue(field, lists, places, 0) : null);
    return evaluate(c, values);
  };

  for (const tab of walkTabs(schema.tabs)) if (tab.visibleWhen) satisfy(tab.visibleWhen);
  for (const field of fields.values()) if (field.visibleWhen) satisfy(field.visibleWhen);

  let seq = 0;
  for (const field of fields.values()) {
    if (field.name in values) continue;
    values[field.name] = fillerValue(field, lists, places, field.kind === 'idnumber' ? seq++ : seq + 20);
  }
  for (const field of fields.values()) {
    const gender = derivedGender(field, values);
    if (gender) values[field.name] = gender;
  }
  return normalize(schema, values);
}

/**
 * Values that fill the `dependents` of a trigger (first option of a choice, else a filler) so that a
 * benchmark can watch them being cleared.
 */
export function dependentValues(
  schema: FormSchema,
  lists: Record<string, OptionList>,
  dependents: string[],
): FormValues {
  const fields = new Map(allFields(schema).map(({ field }) => [field.name, field]));
  return Object.fromEntries(
    dependents.map((name) => {
      const field = fields.get(name);
      return [name, field ? fillerValue(field, lists, { town: 1, village: 1000 }, 50) : TEXT];
    }),
  );
}
