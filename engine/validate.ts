/**
 * Validation of a normalized record (seed 001 §5). One zod validator per schema, shared by the browser
 * (before submit, across every tab, mounted or not) and the server (after `normalize()`).
 */
import { z } from 'zod';
import { isFilled } from './conditions';
import { confirmMessage, fieldCheck } from './field-checks';
import { allFields, fieldByName, holdsValue } from './fields';
import type { FieldDef, FieldError, FormSchema, FormValues, OptionList } from './types';
import { visibleFields } from './visibility';

type Issue = { path: (string | number)[]; message: string };

function checkValue(field: FieldDef, value: unknown, lists: Record<string, OptionList>, path: (string | number)[], out: Issue[]): void {
  if (!isFilled(value) && typeof value !== 'boolean') {
    if (field.required) out.push({ path, message: confirmMessage(field) });
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
  if (field.kind === 'table' && Array.isArray(value)) {
    value.forEach((row, i) => {
      for (const col of field.columns ?? []) checkValue(col, (row as Record<string, unknown>)[col.name], lists, [...path, i, col.name], out);
    });
  }
}

/** The issues of `values` for `schema`: only visible fields are checked (hidden means gone). */
function issuesOf(schema: FormSchema, values: FormValues, lists: Record<string, OptionList>): Issue[] {
  const shown = visibleFields(schema, values);
  const out: Issue[] = [];
  for (const { field } of allFields(schema)) {
    if (holdsValue(field) && shown.has(field.name)) checkValue(field, values[field.name], lists, [field.name], out);
  }
  return out;
}

const cache = new WeakMap<FormSchema, WeakMap<object, z.ZodType<FormValues>>>();

/**
 * A zod schema for a whole normalized record of `schema`: an object of any keys, refined so that every
 * visible field is present when `required` (`请确认{label}`) and well-formed when filled (`fieldCheck`).
 * Issue paths are `[field]`, or `[table, row, cell]` for table cells. `optionLists` is the registry of
 * option-lists/ (OPTION_LISTS), passed in so the engine depends on no data. Cached per schema and list set.
 */
export function buildValidator(schema: FormSchema, optionLists: Record<string, OptionList>): z.ZodType<FormValues> {
  let bySchema = cache.get(schema);
  if (!bySchema) cache.set(schema, (bySchema = new WeakMap()));
  let validator = bySchema.get(optionLists);
  if (!validator) {
    validator = z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
      for (const issue of issuesOf(schema, values, optionLists)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
    bySchema.set(optionLists, validator);
  }
  return validator;
}

/**
 * Validates a normalized record: `[]` when valid, else one FieldError per problem in schema order:
 * `{ field: 'child_idnumber', message: '当前儿童身份证不合法。', tab: 'basic' }` (field is the issue path
 * joined with '.', e.g. `family_members.0.name`; `tab` is the top-level tab; a field of a nested tab also
 * gets `tabPath`, e.g. ['medical', 'medical_outpatient']). Run `normalize()` first: hidden fields are skipped.
 */
export function validate(schema: FormSchema, values: FormValues, optionLists: Record<string, OptionList>): FieldError[] {
  const result = buildValidator(schema, optionLists).safeParse(values ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const located = fieldByName(schema, String(issue.path[0]));
    const error: FieldError = { field, message: issue.message, tab: located?.tab };
    if (located && located.tabPath.length > 1) error.tabPath = located.tabPath;
    return error;
  });
}
