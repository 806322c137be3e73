/**
 * Field ownership (FieldDef `owners`; req gta §7.3 "More-info edit: public-security, education, justice and
 * procuratorate fields are editable by the matching department; others read-only"; issue 17): which fields a
 * role may change, and which changes of a write it may not make. The server refuses those (403) whatever the
 * browser sends; the browser shows them read-only (compile-field.ts).
 */
import { isFilled } from './conditions';
import { deepEqual } from './diff';
import { allFields } from './fields';
import type { FieldDef, FormSchema, FormValues } from './types';

/** The fields of `schema` that `role` may change: those without owners and those whose owners name the role. */
export function ownedFields(schema: FormSchema, role: string): FieldDef[] {
  return allFields(schema)
    .map((f) => f.field)
    .filter((f) => !f.owners || f.owners.includes(role));
}

/** Whether two stored values are the same; every empty value (undefined, null, '', [], false) is the same as any other. */
function same(a: unknown, b: unknown): boolean {
  if (!isFilled(a) && !isFilled(b)) return true;
  return deepEqual(a, b);
}

/**
 * The fields whose value differs between `before` and `after` (both as normalize() stores them) although
 * `role` is not among their `owners`. Empty when the write is the role's to make.
 */
export function refusedChanges(schema: FormSchema, role: string, before: FormValues, after: FormValues): FieldDef[] {
  return allFields(schema)
    .map((f) => f.field)
    .filter((f) => f.owners && !f.owners.includes(role) && !same(before[f.name], after[f.name]));
}
