/**
 * The browser side of the rules (req child-forms §5, req children §4) as Formily form effects. The same conditions and
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
 * - numeric text cells → cleaned as typed (req child-forms §6.1 shared text cell).
 */
import {
  onFieldInit,
  onFieldInputValueChange,
  onFieldReact,
  onFormInit,
  onFormUnmount,
  type Field,
  type Form,
  type GeneralField,
} from '@formily/core';
import { autorun, observable, toJS, untracked } from '@formily/reactive';
import { isMasked } from '../domain/masking';
import { evaluate, isFilled } from './conditions';
import { cleanNumericText, truncate } from './coerce';
import { derivedGender } from './derive';
import { deepEqual } from './diff';
import { allFields, allTabs, fieldByName, tabByKey } from './fields';
import { toFormValue } from './form-values';
import { clearFormValue, setFormValue } from './form-writes';
import { paneAddress } from './layout';
import { isOnRule, isWhenRule, type OnRule } from './rules';
import { scoreOf } from './score';
import type { FormSchema, Scalar } from './types';
import { visibility, visibilityInputs, type Visibility } from './visibility';

/** The address of the FormTab node and of each pane (`tabs.<key>`, nested `tabs.<key>.tabs.<sub>`): see layout.ts. */
export { TABS_NODE } from './layout';

/** Options of `buildEffects`. */
export interface EffectOptions {
  /**
   * Runs `apply`, a visibility change that can wait for the change's own update: a field shown again after
   * the first load, and a pane (tab) shown or hidden. Default: at once. The browser passes a scheduler that
   * applies it in a React transition once the change's own update is painted, so the fields the change hides
   * and clears leave the screen first and mounting or unmounting whole panes does not hold up the click
   * (docs/decisions-form-speed.md).
   * `apply` checks the rule again when it runs, so a later change wins. A field is hidden at once unless its
   * pane is hidden too (it then goes with the pane); a `when` rule's clear of a field the values hide waits
   * too (whenRuleEffects).
   */
  defer?: (apply: () => void) => void;
}

/** `shown()`: the visibility of the form's values, tracked; `peek()`: the same, not tracked. */
interface Shown {
  shown: () => Visibility;
  peek: () => Visibility;
}

/**
 * The visibility of the form's current values, computed once per change of the values it reads. A Formily
 * computed read inside `untracked` is recomputed on every read, so `peek` keeps its own copy, renewed when
 * one of `visibilityInputs` changes.
 */
function shownOf(schema: FormSchema, form: Form): Shown {
  const computed = observable.computed(() => visibility(schema, form.values));
  const inputs = visibilityInputs(schema);
  let seen: unknown[] = [];
  let last: Visibility | null = null;
  const peek = (): Visibility =>
    untracked(() => {
      const now = inputs.map((name) => form.values[name]);
      if (!last || now.some((v, i) => !deepEqual(v, seen[i]))) {
        seen = now.map((v) => toJS(v));
        last = visibility(schema, form.values);
      }
      return last;
    });
  return { shown: () => computed.value as Visibility, peek };
}

function visibilityEffects(schema: FormSchema, { shown }: Shown, defer: EffectOptions['defer']): void {
  const hiding = (path: string[]): boolean => path.some((key) => tabByKey(schema, key)?.visibleWhen);
  const targets = new Set(
    allFields(schema)
      .filter(({ field, tabPath }) => field.visibleWhen || hiding(tabPath))
      .map(({ field }) => field.name),
  );
  const panes = allTabs(schema).filter(({ tab }) => tab.visibleWhen);
  if (!targets.size && !panes.length) return;
  const paneKeys = new Map(panes.map(({ tab, path }) => [paneAddress(path), tab.key]));
  /** A reaction keeping `field` shown while `isShown()`; changes after the first run that may wait go through `defer`. */
  const follow = (field: GeneralField, isShown: () => boolean, mayWait: (visible: boolean) => boolean): void => {
    let first = true;
    field.disposers.push(
      autorun(() => {
        const visible = isShown();
        const display = visible ? 'visible' : 'none';
        if (first || !defer || !mayWait(visible)) field.display = display;
        else if (untracked(() => field.selfDisplay) !== display)
          defer(() => {
            if (isShown() === visible) field.display = display;
          });
        first = false;
      }),
    );
  };
  const tabPathOf = new Map(allFields(schema).map(({ field, tabPath }) => [field.name, tabPath]));
  /** Whether a tab holding field `name` is hidden (read in the field's reaction, which tracks `shown` anyway). */
  const inHiddenPane = (name: string): boolean => (tabPathOf.get(name) ?? []).some((key) => !shown().tabs.has(key));
  // One init hook for every field, and a reaction only on the fields and panes a rule can hide.
  onFieldInit('*', (field) => {
    const pane = paneKeys.get(field.address.toString());
    const name = field.path.toString();
    if (pane)
      follow(
        field,
        () => shown().tabs.has(pane),
        () => true,
      );
    else if (targets.has(name))
      follow(
        field,
        () => shown().fields.has(name),
        (visible) => visible || inHiddenPane(name),
      );
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
 * With `defer`, a clear of a field that the values hide goes with the deferred visibility changes: nothing
 * on screen shows it, and clearing it inside the click would re-render a pane that is about to go.
 */
function whenRuleEffects(schema: FormSchema, form: Form, { peek }: Shown, defer: EffectOptions['defer']): void {
  const rules = schema.rules.filter(isWhenRule);
  if (!rules.length) return;
  const disposers: (() => void)[] = [];
  const hidden = (name: string): boolean => !peek().fields.has(name);
  onFormInit(() => {
    for (const rule of rules) {
      let first = true;
      disposers.push(
        autorun(() => {
          const holds = evaluate(rule.when, form.values);
          if (holds && 'clear' in rule) {
            const later = first || !defer ? [] : rule.clear.filter(hidden);
            for (const name of rule.clear) if (!later.includes(name)) clearFormValue(form, name);
            if (later.length)
              defer!(() => {
                if (evaluate(rule.when, form.values)) later.forEach((name) => clearFormValue(form, name));
              });
          } else if (holds && 'set' in rule) setAll(schema, form, rule.set);
          first = false;
        }),
      );
    }
  });
  onFormUnmount(() => disposers.splice(0).forEach((dispose) => dispose()));
}

function applyOnRule(schema: FormSchema, rule: OnRule, form: Form): void {
  if (rule.when && !evaluate(rule.when, form.values)) return;
  if ('clear' in rule) for (const name of rule.clear) clearFormValue(form, name);
  else {
    rule.copy.to.forEach((name, i) =>
      setFormValue(
        form,
        name,
        untracked(() => form.getValuesIn(rule.copy.from[i])),
      ),
    );
    if (rule.set) setAll(schema, form, rule.set);
  }
}

function onRuleEffects(schema: FormSchema, form: Form): void {
  const rules = schema.rules.filter(isOnRule);
  const byTrigger = new Map<string, OnRule[]>();
  for (const rule of rules) byTrigger.set(rule.on, [...(byTrigger.get(rule.on) ?? []), rule]);
  if (byTrigger.size) {
    onFieldInputValueChange('*', (field) =>
      byTrigger.get(field.path.toString())?.forEach((rule) => applyOnRule(schema, rule, form)),
    );
  }
  const initial = rules.filter((r) => r.initial === true);
  if (initial.length)
    onFormInit(() => initial.forEach((r) => isFilled(form.values[r.on]) && applyOnRule(schema, r, form)));
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

/** Each score of the form follows its answers (engine/score.ts), mounted or not: its targets are rewritten whenever a `from` value changes. */
function scoreEffects(schema: FormSchema, form: Form): void {
  const scores = schema.scores ?? [];
  if (!scores.length) return;
  const disposers: (() => void)[] = [];
  onFormInit(() => {
    for (const def of scores) {
      disposers.push(
        autorun(() => {
          const { total, level } = scoreOf(def, Object.fromEntries(def.from.map((name) => [name, form.values[name]])));
          if (def.to) setFormValue(form, def.to, total);
          if (def.level) setFormValue(form, def.level.to, level);
        }),
      );
    }
  });
  onFormUnmount(() => disposers.splice(0).forEach((dispose) => dispose()));
}

/**
 * The effects function for `createForm({ effects })`: in 'read' mode only visibility; in 'edit' mode every
 * rule listed above. `opts.defer` schedules the changes that may wait (EffectOptions). Must be called inside
 * Formily's effect context (createForm or form.addEffects).
 */
export function buildEffects(
  schema: FormSchema,
  mode: 'edit' | 'read',
  opts: EffectOptions = {},
): (form: Form) => void {
  return (form) => {
    const shown = shownOf(schema, form);
    visibilityEffects(schema, shown, opts.defer);
    if (mode === 'read') return;
    whenRuleEffects(schema, form, shown, opts.defer);
    onRuleEffects(schema, form);
    fieldEffects(schema, form);
    scoreEffects(schema, form);
  };
}
