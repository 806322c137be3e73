/**
 * The browser side of the rules (seed 001 §4, §5) as Formily form effects. The same conditions and
 * visibility computation serve `normalize()`, so the browser and the server agree.
 *
 * - visibleWhen (tab or field) → field display 'visible' / 'none' (hidden means gone);
 * - `when` + `clear` → while the condition holds the fields are emptied (any change, including the load);
 * - `when` + `set` → while the condition holds the fields take the values;
 * - `on` + `clear` / `on` + `when` + `copy` (+ `set`) → on the user's input into `on` only (onFieldInputValueChange),
 *   so loading a record never fires them; `initial: true` additionally applies the rule once to the loaded
 *   values (onFormInit); without it (or with `initial: false`) the first load is left alone;
 * - gender with `deriveFrom` → takes the gender of a valid ID number and is disabled while it does;
 * - masked fields (value containing *) → emptied on the first focus so the user retypes them;
 * - numeric text cells → cleaned as typed (seed 001 §5 shared text cell).
 */
import { onFieldInit, onFieldInputValueChange, onFieldReact, onFormInit, onFormUnmount, type Field, type Form } from '@formily/core';
import { autorun, observable, untracked } from '@formily/reactive';
import { isMasked } from '../domain/masking';
import { evaluate, isFilled } from './conditions';
import { cleanNumericText, truncate } from './coerce';
import { derivedGender } from './derive';
import { allFields, allTabs, fieldByName, tabByKey } from './fields';
import { toFormValue } from './form-values';
import { clearFormValue, setFormValue } from './form-writes';
import { paneAddress } from './layout';
import { isOnRule, isWhenRule, type OnRule } from './rules';
import type { FormSchema, Scalar } from './types';
import { visibility } from './visibility';

/** The address of the FormTab node and of each pane (`tabs.<key>`, nested `tabs.<key>.tabs.<sub>`): see layout.ts. */
export { TABS_NODE } from './layout';

function visibilityEffects(schema: FormSchema, form: Form): void {
  const hiding = (path: string[]): boolean => path.some((key) => tabByKey(schema, key)?.visibleWhen);
  const targets = new Set(allFields(schema).filter(({ field, tabPath }) => field.visibleWhen || hiding(tabPath)).map(({ field }) => field.name));
  const panes = allTabs(schema).filter(({ tab }) => tab.visibleWhen);
  if (!targets.size && !panes.length) return;
  const computed = observable.computed(() => visibility(schema, form.values));
  const shown = (): ReturnType<typeof visibility> => computed.value as ReturnType<typeof visibility>;
  const paneKeys = new Map(panes.map(({ tab, path }) => [paneAddress(path), tab.key]));
  // One init hook for every field, and a reaction only on the fields and panes a rule can hide.
  onFieldInit('*', (field) => {
    const pane = paneKeys.get(field.address.toString());
    const name = field.path.toString();
    if (pane) field.disposers.push(autorun(() => { field.display = shown().tabs.has(pane) ? 'visible' : 'none'; }));
    else if (targets.has(name)) field.disposers.push(autorun(() => { field.display = shown().fields.has(name) ? 'visible' : 'none'; }));
  });
}

function setAll(schema: FormSchema, form: Form, values: Record<string, Scalar>): void {
  for (const [name, v] of Object.entries(values)) {
    const def = fieldByName(schema, name)?.field;
    setFormValue(form, name, def ? toFormValue(def, v) : v);
  }
}

/**
 * One reaction per `when` rule, all started by a single form-init hook (not one onFormReact each: every
 * hook is a lifecycle the form visits on each of its events, so fewer hooks make every change cheaper).
 */
function whenRuleEffects(schema: FormSchema, form: Form): void {
  const rules = schema.rules.filter(isWhenRule);
  if (!rules.length) return;
  const disposers: (() => void)[] = [];
  onFormInit(() => {
    for (const rule of rules) {
      disposers.push(autorun(() => {
        if (!evaluate(rule.when, form.values)) return;
        if ('clear' in rule) for (const name of rule.clear) clearFormValue(form, name);
        else setAll(schema, form, rule.set);
      }));
    }
  });
  onFormUnmount(() => disposers.splice(0).forEach((dispose) => dispose()));
}

function applyOnRule(schema: FormSchema, rule: OnRule, form: Form): void {
  if (rule.when && !evaluate(rule.when, form.values)) return;
  if ('clear' in rule) for (const name of rule.clear) clearFormValue(form, name);
  else {
    rule.copy.to.forEach((name, i) => setFormValue(form, name, untracked(() => form.getValuesIn(rule.copy.from[i]))));
    if (rule.set) setAll(schema, form, rule.set);
  }
}

function onRuleEffects(schema: FormSchema, form: Form): void {
  const rules = schema.rules.filter(isOnRule);
  const byTrigger = new Map<string, OnRule[]>();
  for (const rule of rules) byTrigger.set(rule.on, [...(byTrigger.get(rule.on) ?? []), rule]);
  if (byTrigger.size) {
    onFieldInputValueChange('*', (field) => byTrigger.get(field.path.toString())?.forEach((rule) => applyOnRule(schema, rule, form)));
  }
  const initial = rules.filter((r) => r.initial === true);
  if (initial.length) onFormInit(() => initial.forEach((r) => isFilled(form.values[r.on]) && applyOnRule(schema, r, form)));
}

function fieldEffects(schema: FormSchema, form: Form): void {
  const focused = new WeakSet<object>();
  for (const { field } of allFields(schema)) {
    if (field.kind === 'gender' && field.deriveFrom) {
      onFieldReact(field.name, (f) => {
        const g = derivedGender(field, form.values);
        if (g) setFormValue(form, field.name, g);
        (f as Field).setPattern(g ? 'disabled' : 'editable');
      });
    }
    if (field.masked) {
      onFieldReact(field.name, (f) => {
        const data = f as Field;
        if (!data.active || focused.has(data)) return;
        focused.add(data);
        if (isMasked(untracked(() => data.value))) data.setValue('');
      });
    }
    if (field.numeric) {
      onFieldInputValueChange(field.name, (f) => {
        if (typeof f.value !== 'string') return;
        const cleaned = truncate(cleanNumericText(f.value), field.maxLength);
        if (cleaned !== f.value) (f as Field).setValue(cleaned);
      });
    }
  }
}

/**
 * The effects function for `createForm({ effects })`: in 'read' mode only visibility; in 'edit' mode every
 * rule listed above. Must be called inside Formily's effect context (createForm or form.addEffects).
 */
export function buildEffects(schema: FormSchema, mode: 'edit' | 'read'): (form: Form) => void {
  return (form) => {
    visibilityEffects(schema, form);
    if (mode === 'read') return;
    whenRuleEffects(schema, form);
    onRuleEffects(schema, form);
    fieldEffects(schema, form);
  };
}
