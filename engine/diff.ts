/**
 * Reviewer's diff (DESIGN "Read mode ... a reviewer sees before and after side by side with changed fields
 * marked"; req applies-review §3 review).
 */
import { allFields, holdsValue, tabByKey } from './fields';
import { normalize } from './normalize';
import type { FormSchema, FormValues } from './types';

/** One changed field: stored values before and after (undefined when absent). */
export interface FieldChange {
  field: string;
  label: string;
  tab: string;
  tabTitle: string;
  before: unknown;
  after: unknown;
}

/** Structural equality of JSON-like values (objects by keys regardless of order, arrays by position). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * The fields whose stored value differs between `before` and `after`, in schema order. Both sides are
 * normalized first (so '2020/1/2' and '2020-01-02', or true and 有, are no change; hidden values count as
 * absent); images and tables compare deeply. `before` may be null for a new record.
 */
export function diff(
  schema: FormSchema,
  before: FormValues | null | undefined,
  after: FormValues | null | undefined,
): FieldChange[] {
  const a = normalize(schema, before ?? {});
  const b = normalize(schema, after ?? {});
  const out: FieldChange[] = [];
  for (const { field, tab } of allFields(schema)) {
    if (!holdsValue(field) || deepEqual(a[field.name], b[field.name])) continue;
    out.push({
      field: field.name,
      label: field.label,
      tab,
      tabTitle: tabByKey(schema, tab)?.title ?? tab,
      before: a[field.name],
      after: b[field.name],
    });
  }
  return out;
}
