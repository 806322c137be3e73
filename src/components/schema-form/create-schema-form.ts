/**
 * Formily forms for FormSchemas: create one from a stored record, read it back as a stored record, and
 * validate it for submission (req children §4; STACK.md "validate the whole value with the engine's zod
 * validator on submit and jump to the first tab with an error").
 */
import { createForm, onFieldInit, onFieldValueChange, type Field, type Form } from '@formily/core';
import { batch, toJS } from '@formily/reactive';
import { startTransition } from 'react';
import { buildEffects, fieldByName, normalize, toFormValues, validate, withDefaults } from '../../../engine';
import type { FieldError, FormSchema, FormValues } from '../../../engine/types';
import { OPTION_LISTS } from '../../../option-lists';
import { formTabOf, openTabPath, pendingErrors, rememberErrors } from './form-state';
import { isQuietField } from './form-item';

const SUBMIT_FEEDBACK = { type: 'error', code: 'SubmitError', triggerType: 'onSubmit' } as const;

/** Puts `messages` on `field`, or nothing on a field the user cannot change (it never shows an error: form-item.tsx). */
function setSubmitErrors(field: Field, messages: string[]): void {
  field.setFeedback({ ...SUBMIT_FEEDBACK, messages: isQuietField(field) ? [] : messages });
}

/** The messages a field already shows from its own validators (not from a submit): a submit does not repeat them. */
function shownByOwnCheck(field: Field): Set<string> {
  return new Set(
    field.feedbacks
      .filter((f) => f.code !== SUBMIT_FEEDBACK.code && f.type === 'error')
      .flatMap((f) => f.messages ?? []),
  );
}

function submitFeedbackEffects(form: Form): void {
  onFieldInit('*', (field) => {
    const messages = pendingErrors(form).get(field.path.toString());
    if (messages && 'setFeedback' in field) {
      setSubmitErrors(field as Field, messages);
      pendingErrors(form).delete(field.path.toString());
    }
  });
  // Only a field showing a submit message is touched: setting feedback re-renders its FormItem.
  onFieldValueChange('*', (field) => {
    if ((field as Field).feedbacks.some((f) => f.code === SUBMIT_FEEDBACK.code)) setSubmitErrors(field as Field, []);
  });
}

const waiting: (() => void)[] = [];
/**
 * Runs `run` in a task after the next frame is drawn (where the browser draws frames): a MessageChannel
 * message (no 4 ms timer clamp, made per call so nothing stays open) posted from an animation frame.
 */
const post = (run: () => void): void => {
  const task = (): void => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(run, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(0);
  };
  if (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible'
  )
    requestAnimationFrame(task);
  else task();
};

/**
 * Applies the changes that may wait (EffectOptions.defer: a field shown again, a pane shown or hidden, the
 * clear of a hidden field) after the change's own update: all of them after the next frame, in one batch
 * and in a React transition. The click's urgent update (the fields it hides and clears) is committed and
 * painted first; mounting or unmounting whole panes does not hold it up (docs/decisions-form-speed.md).
 */
function inTransition(apply: () => void): void {
  if (!waiting.length) post(() => startTransition(() => batch(() => waiting.splice(0).forEach((run) => run()))));
  waiting.push(apply);
}

/**
 * A Formily form for `schema`: values = `toFormValues(initialValues)` (have-fields as booleans) with the
 * schema defaults for absent keys; effects = the engine rules (`buildEffects(schema, mode)`) plus the
 * submit-error bookkeeping; 'read' mode is readPretty. The values are given as `values`, not
 * `initialValues`, so a value a rule clears cannot come back from the initial values when its field mounts.
 */
export function createSchemaForm(
  schema: FormSchema,
  opts: { initialValues?: FormValues | null; mode: 'edit' | 'read' },
): Form {
  const engineEffects = buildEffects(schema, opts.mode, { defer: inTransition });
  const form = createForm({
    values: withDefaults(schema, toFormValues(schema, opts.initialValues ?? {})),
    readPretty: opts.mode === 'read',
    effects: (f) => {
      engineEffects(f);
      submitFeedbackEffects(f);
    },
  });
  formTabOf(form, schema.tabs[0]?.key);
  return form;
}

/** The form's values as a stored record: `normalize(schema, values)` (hidden, unknown and empty keys dropped). */
export function readFormValues(schema: FormSchema, form: Form): FormValues {
  return normalize(schema, toJS(form.values) as FormValues);
}

/**
 * Validates every tab (mounted or not) with the engine: `validate(schema, readFormValues(...))`. Shows each
 * message on its field (now, or when the field mounts), clears the previous submit's messages, and switches
 * the FormTab (and a nested FormTab, for a field of a nested tab) to the first tab with an error. Returns the
 * errors (empty when the form can be saved), those of fields the user can change first: a field they cannot
 * change (the director, a score, a read-only field) shows no message (form-item.tsx, issue 29), so its error
 * comes last, for the caller's notice when it is the only one. `registeredIdnumber`: the stored ID number of the child being
 * modified (its unchanged number is not held to the age limit: engine ValidateOptions).
 */
export function validateForSubmit(
  schema: FormSchema,
  form: Form,
  opts: { registeredIdnumber?: string } = {},
): FieldError[] {
  const errors = validate(schema, readFormValues(schema, form), OPTION_LISTS, { today: new Date(), ...opts });
  batch(() => {
    form.query('*').forEach((field) => {
      if ('setFeedback' in field) setSubmitErrors(field as Field, []);
    });
    const unmounted: FieldError[] = [];
    const byField = new Map<string, string[]>();
    for (const e of errors) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
    for (const [name, messages] of byField) {
      const field = form.query(name).take();
      if (field && 'setFeedback' in field)
        setSubmitErrors(
          field as Field,
          messages.filter((m) => !shownByOwnCheck(field as Field).has(m)),
        );
      else messages.forEach((message) => unmounted.push({ field: name, message }));
    }
    rememberErrors(form, unmounted);
  });
  // what the user can act on first: the tab opened and the caller's notice (errors[0]) name a field they can change
  const quiet = (e: FieldError) => {
    const field = form.query(e.field).take();
    return field ? isQuietField(field) : !!fieldByName(schema, e.field.split('.')[0])?.field.readOnly;
  };
  const ordered = [...errors.filter((e) => !quiet(e)), ...errors.filter(quiet)];
  const first = ordered.find((e) => e.tab);
  if (first) openTabPath(form, first.tabPath ?? [first.tab!]);
  return ordered;
}
