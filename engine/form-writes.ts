/**
 * The two writes the browser rules make on a Formily form: clear a field and set a field. Both work whether
 * or not the field is mounted (FormTab mounts a pane only when opened).
 */
import type { Form } from '@formily/core';
import { untracked } from '@formily/reactive';
import { deepEqual } from './diff';

interface CachingField {
  caches?: { value?: unknown };
}

/**
 * Removes the value at `name` ("cleared = key removed"), including the value Formily keeps aside for a
 * field hidden with display 'none', so a cleared field does not come back when it is shown again.
 */
export function clearFormValue(form: Form, name: string): void {
  const field = form.query(name).take() as CachingField | undefined;
  if (field?.caches) field.caches.value = undefined;
  if (form.getValuesIn(name) !== undefined) form.deleteValuesIn(name);
}

/** Sets the value at `name` unless it already equals `value` (deeply); undefined clears it. */
export function setFormValue(form: Form, name: string, value: unknown): void {
  if (value === undefined) return clearFormValue(form, name);
  const current = untracked(() => form.getValuesIn(name));
  if (!deepEqual(current, value)) form.setValuesIn(name, value);
}
