/**
 * Validation of a normalized record (req children §4; issue 14 bounds). One zod validator per schema and day,
 * shared by the browser (before submit, across every tab, mounted or not) and the server (after `normalize()`).
 */
import { z } from 'zod';
import { birthIssue, todayString } from './birth-checks';
import { isFilled } from './conditions';
import { fieldCheck, requiredMessage } from './field-checks';
import { allFields, fieldByName, holdsValue } from './fields';
import type { FieldDef, FieldError, FormSchema, FormValues, OptionList } from './types';
import { visibleFields } from './visibility';

type Issue = { path: (string | number)[]; message: string };

/**
 * What validation needs besides the record: `today`, the day the checks of dates of birth are made on
 * (yyyy-MM-dd, or a Date read as its local calendar date). The server passes its injected clock's date, the
 * browser its own: the engine reads no clock. `registeredIdnumber`: the ID number of the record being edited, as
 * stored; an unchanged ID number is not held to `maxAge` (a registered child who has since turned 18 keeps
 * a record that can still be corrected; the limit is for registering).
 */
export interface ValidateOptions {
  today: string | Date;
  registeredIdnumber?: string;
}

type Day = { today: string; registered?: string };

function checkValue(
  field: FieldDef,
  value: unknown,
  lists: Record<string, OptionList>,
  day: Day,
  path: (string | number)[],
  out: Issue[],
): void {
  if (!isFilled(value) && typeof value !== 'boolean') {
    if (field.required) out.push({ path, message: requiredMessage(field) });
    return;
  }
  const check = fieldCheck(field, lists);
  const result = check?.safeParse(value);
  if (result && !result.success) {
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      if (seen.has(issue.message)) continue;
      seen.add(issue.message);
      out.push({ path, message: issue.message });
    }
    return;
  }
  const dated = birthIssue(field, value, day.today, day.registered);
  if (dated) out.push({ path, message: dated });
  if (field.kind === 'table' && Array.isArray(value)) {
    value.forEach((row, i) => {
      for (const col of field.columns ?? [])
        checkValue(col, (row as Record<string, unknown>)[col.name], lists, day, [...path, i, col.name], out);
    });
  }
}

/** The issues of `values` for `schema` on `today`: only visible fields are checked (hidden means gone). */
function issuesOf(schema: FormSchema, values: FormValues, lists: Record<string, OptionList>, day: Day): Issue[] {
  const shown = visibleFields(schema, values);
  const out: Issue[] = [];
  for (const { field } of allFields(schema)) {
    if (holdsValue(field) && shown.has(field.name))
      checkValue(field, values[field.name], lists, day, [field.name], out);
  }
  return out;
}

const cache = new WeakMap<FormSchema, WeakMap<object, Map<string, z.ZodType<FormValues>>>>();

/**
 * A zod schema for a whole normalized record of `schema`: an object of any keys, refined so that every
 * visible field is present when `required` (`requiredMessage`: 请填写 / 请选择 / 请上传{label}), well-formed and within its bounds when filled
 * (`fieldCheck`), and, for ID numbers and dates of birth, consistent with `opts.today` (birth-checks.ts).
 * Issue paths are `[field]`, or `[table, row, cell]` for table cells. `optionLists` is the registry of
 * option-lists/ (OPTION_LISTS), passed in so the engine depends on no data. Cached per schema, list set and day.
 * @throws TypeError when `opts.today` is no date.
 */
export function buildValidator(
  schema: FormSchema,
  optionLists: Record<string, OptionList>,
  opts: ValidateOptions,
): z.ZodType<FormValues> {
  const today = todayString(opts.today);
  let bySchema = cache.get(schema);
  if (!bySchema) cache.set(schema, (bySchema = new WeakMap()));
  let byDay = bySchema.get(optionLists);
  if (!byDay) bySchema.set(optionLists, (byDay = new Map()));
  const registered = opts.registeredIdnumber?.toUpperCase();
  const key = `${today}|${registered ?? ''}`;
  let validator = byDay.get(key);
  if (!validator) {
    validator = z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
      for (const issue of issuesOf(schema, values, optionLists, { today, registered }))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
    byDay.clear();
    byDay.set(key, validator);
  }
  return validator;
}

/**
 * Validates a normalized record on the day `opts.today` (see ValidateOptions): `[]` when valid, else one
 * FieldError per problem in schema order:
 * `{ field: 'child_idnumber', message: '当前儿童身份证不合法。', tab: 'basic' }` (field is the issue path
 * joined with '.', e.g. `family_members.0.name`; `tab` is the top-level tab; a field of a nested tab also
 * gets `tabPath`, e.g. ['medical', 'medical_outpatient']). Run `normalize()` first: hidden fields are skipped.
 */
export function validate(
  schema: FormSchema,
  values: FormValues,
  optionLists: Record<string, OptionList>,
  opts: ValidateOptions,
): FieldError[] {
  const result = buildValidator(schema, optionLists, opts).safeParse(values ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const located = fieldByName(schema, String(issue.path[0]));
    const error: FieldError = { field, message: issue.message, tab: located?.tab };
    if (located && located.tabPath.length > 1) error.tabPath = located.tabPath;
    return error;
  });
}
