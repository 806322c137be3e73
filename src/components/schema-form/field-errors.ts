/**
 * Server field errors back onto a schema form (CONVENTIONS "Field errors from the server map back onto
 * Formily field feedback"): the one place for the engine's Formily forms (a child's record, a risk assessment), as
 * src/components/contract-form/field-errors.ts is for antd forms. The server reports zod issue paths such as
 * `information.investigate_cs.child_idnumber` or `apply_information.information.child.information.investigate_cs.child_name`;
 * the part after the form id is the form field's path.
 */
import type { Field, Form } from '@formily/core';
import { fieldByName } from '../../../engine/fields';
import type { FieldError, FormSchema } from '../../../engine/types';
import { isHttpError, type FieldErrorBody } from '../../api/http-error';
import { formTabOf, openTabPath } from './form-state';
import { isQuietField } from './form-item';

/** The feedback `validateForSubmit` uses, so editing the field clears a server message the same way. */
const SUBMIT_FEEDBACK = { type: 'error', code: 'SubmitError', triggerType: 'onSubmit' } as const;

/** The form-field path of a server field error, or null when it names no field of `schema`. */
export function formFieldOf(schema: FormSchema, serverField: string): string | null {
  const marker = `${schema.id}.`;
  const at = serverField.lastIndexOf(marker);
  const path = at >= 0 ? serverField.slice(at + marker.length) : serverField;
  return fieldByName(schema, path.split('.')[0]) ? path : null;
}

/** Server errors as FieldErrors of `schema` (with their tab), dropping those that name no field. */
export function toFormFieldErrors(schema: FormSchema, errors: FieldErrorBody[] | undefined): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    const field = formFieldOf(schema, e.field);
    const located = field ? fieldByName(schema, field.split('.')[0]) : undefined;
    if (field) out.push({ field, message: e.message, tab: located?.tab, tabPath: located?.tabPath });
  }
  return out;
}

/**
 * Shows messages on form fields like `validateForSubmit` does (a field on a tab not opened yet gets it
 * when it mounts: Formily applies a state setter to fields matching later) and opens the first tab (and nested tab) with one.
 */
export function markFieldErrors(form: Form, errors: FieldError[]): void {
  for (const e of errors) {
    form.setFieldState(e.field, (state) => {
      // The setter receives the field model itself.
      const field = state as unknown as Field;
      // a field the user cannot change never shows an error (form-item.tsx, issue 29)
      if (typeof field.setFeedback === 'function' && !isQuietField(field))
        field.setFeedback({ ...SUBMIT_FEEDBACK, messages: [e.message] });
    });
  }
  const first = errors.find((e) => e.tabPath?.length || e.tab);
  if (first?.tabPath?.length) openTabPath(form, first.tabPath);
  else if (first?.tab) formTabOf(form).setActiveKey(first.tab);
}

/** Puts the field errors of a failed call (`error`, an HttpError) on the fields of `schema` they name, opening the first one's tab. */
export function markServerErrors(schema: FormSchema, form: Form, error: unknown): void {
  if (!isHttpError(error)) return;
  markFieldErrors(form, toFormFieldErrors(schema, error.fieldErrors));
}
