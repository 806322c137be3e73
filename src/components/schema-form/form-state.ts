/**
 * Per-form state the renderer keeps beside a Formily form: its FormTab model, the errors waiting for fields
 * not mounted yet, the director-lookup trigger, and the looked-up controller.
 */
import type { Form } from '@formily/core';
import { FormTab, type IFormTab } from '@formily/antd-v5';
import type { FieldError } from '../../../engine/types';

/**
 * Where the director lookup puts the controller's user id: a form value outside the form's fields, so
 * `readFormValues` (normalize) drops it and it never enters `information.investigate_*`.
 */
export const CONTROLLER_PATH = '__controller';

interface State {
  formTab: IFormTab;
  nested: Map<string, IFormTab>;
  pending: Map<string, string[]>;
  lookup?: () => void;
}

const states = new WeakMap<Form, State>();

function stateOf(form: Form): State {
  let state = states.get(form);
  if (!state) states.set(form, (state = { formTab: FormTab.createFormTab(), nested: new Map(), pending: new Map() }));
  return state;
}

/** The FormTab model of `form` (active tab key); created on first use. */
export function formTabOf(form: Form, defaultKey?: string): IFormTab {
  const state = stateOf(form);
  if (defaultKey && !state.formTab.activeKey) state.formTab.setActiveKey(defaultKey);
  return state.formTab;
}

/** The FormTab model of the nested tabs inside the pane of tab `parentKey` (req child-forms §1 tab 8); created on first use. */
export function nestedFormTabOf(form: Form, parentKey: string): IFormTab {
  const state = stateOf(form);
  let tab = state.nested.get(parentKey);
  if (!tab) state.nested.set(parentKey, (tab = FormTab.createFormTab()));
  return tab;
}

/** Opens the pane at `path` (top-level tab key first, then nested keys), e.g. ['medical', 'medical_outpatient']. */
export function openTabPath(form: Form, path: string[]): void {
  if (!path.length) return;
  formTabOf(form).setActiveKey(path[0]);
  for (let i = 1; i < path.length; i++) nestedFormTabOf(form, path[i - 1]).setActiveKey(path[i]);
}

/** Errors for fields that are not mounted yet (a closed tab), applied when each mounts. */
export function pendingErrors(form: Form): Map<string, string[]> {
  return stateOf(form).pending;
}

/** Registers (or removes, with undefined) the function that runs the director lookup for `form`. */
export function setDirectorLookup(form: Form, lookup: (() => void) | undefined): void {
  stateOf(form).lookup = lookup;
}

/** Runs the director lookup now (used after the same-address copy); a no-op outside a mounted SchemaForm. */
export function requestDirectorLookup(form: Form): void {
  stateOf(form).lookup?.();
}

/**
 * The controller found by the last director lookup in this form: a user id; null when the lookup found no
 * director (the record's controller should become 0); undefined when no lookup ran (keep the record's).
 */
export function directorControllerOf(form: Form): number | null | undefined {
  return form.getValuesIn(CONTROLLER_PATH) as number | null | undefined;
}

/** Keeps `errors` for the not-yet-mounted fields among them. */
export function rememberErrors(form: Form, errors: FieldError[]): void {
  const pending = pendingErrors(form);
  pending.clear();
  for (const e of errors) pending.set(e.field, [...(pending.get(e.field) ?? []), e.message]);
}
