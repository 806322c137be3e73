/**
 * The one place a server's field errors go back onto a form (issue 27 "One way to ask"). An error answer may
 * carry `fieldErrors: [{ field, message }]` (domain/contracts/define.ts `errorBody`); `field` is a dotted path into
 * the body (`meeting_title`, `rows.3.amount`), also what `call()` gives for a body its own check refused.
 * `fieldPath('rows.3.amount')` is `['rows', 3, 'amount']`, antd's name path; `map` renames a path whose form field
 * is named otherwise (or drops it with null). Returns the errors that found no field (to show above the form).
 */
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { isHttpError } from '../../api/http-error';

/** A dotted body path as an antd name path (numeric parts become list indexes). */
export function fieldPath(field: string): (string | number)[] {
  return field
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export type FieldMap = (field: string) => NamePath | null | undefined;

/**
 * Puts `error`'s field errors on the form's fields that exist (registered on the form); returns the messages of
 * those that did not land (a field the form does not show), `[]` when there are none.
 */
export function putFieldErrors(form: FormInstance, error: unknown, map?: FieldMap): string[] {
  if (!isHttpError(error) || !error.fieldErrors?.length) return [];
  const registered = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  const landed: { name: NamePath; errors: string[] }[] = [];
  const stray: string[] = [];
  for (const fe of error.fieldErrors) {
    const mapped = map ? map(fe.field) : undefined;
    if (mapped === null) {
      stray.push(fe.message);
      continue;
    }
    const name = mapped ?? fieldPath(fe.field);
    const key = JSON.stringify(Array.isArray(name) ? name : [name]);
    if (registered.has(key)) landed.push({ name, errors: [fe.message] });
    else stray.push(fe.message);
  }
  if (landed.length) form.setFields(landed);
  return stray;
}
