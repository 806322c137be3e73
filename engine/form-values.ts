/**
 * Stored values ⇄ values the Formily form holds (req children §3: "Checkbox-style fields are stored as 有 or 无
 * and turned into booleans when loaded").
 */
import { allFields } from './fields';
import type { FieldDef, FormSchema, FormValues } from './types';

/**
 * One stored value as the form control expects it: a have-field's 有/无 becomes true/false (anything else
 * undefined); a boolean field accepts 有/无 or 'true'/'false'; other kinds pass through unchanged.
 */
export function toFormValue(field: FieldDef, stored: unknown): unknown {
  if (field.kind === 'have' || field.kind === 'boolean') {
    if (stored === '有' || stored === true || stored === 'true') return true;
    if (stored === '无' || stored === false || stored === 'false') return false;
    return undefined;
  }
  return stored;
}

/**
 * Stored values (e.g. `information.investigate_cs`) → form values: known fields only (unknown keys dropped),
 * have/boolean fields as booleans. Pure: returns a new object (arrays and row objects are copied).
 */
export function toFormValues(schema: FormSchema, stored: FormValues | null | undefined): FormValues {
  const out: FormValues = {};
  if (!stored) return out;
  for (const { field } of allFields(schema)) {
    if (!(field.name in stored)) continue;
    const v = toFormValue(field, stored[field.name]);
    if (v === undefined) continue;
    out[field.name] = Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? { ...x } : x)) : v;
  }
  return out;
}

/**
 * `values` with each field's `default` filled in where the key is absent (a new record starts in 江苏省 /
 * 泰州市 / 兴化市, req children §11). Pure.
 */
export function withDefaults(schema: FormSchema, values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const { field: f } of allFields(schema)) {
    if (f.default !== undefined && f.default !== null && out[f.name] === undefined)
      out[f.name] = toFormValue(f, f.default) ?? f.default;
  }
  return out;
}
