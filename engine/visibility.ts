/**
 * Which tabs and fields are shown ("hidden means gone", CONVENTIONS "Forms are data"). A tab is visible
 * when its own `visibleWhen` and those of every tab around it (nested tabs, req child-forms §1 tab 8) hold; a field
 * is visible when its tab is and its own `visibleWhen` holds. A hidden field's value does not exist, so
 * conditions that read it see it as empty: the computation repeats until the visible set stops changing,
 * which is what the browser reaches too (Formily removes the value of a field whose display is 'none').
 * Only the fields named in `visibleWhen` conditions are read, so a browser reaction over this tracks
 * exactly those.
 */
import { conditionFields, evaluate } from './conditions';
import { allFields, allTabs } from './fields';
import type { FormSchema, FormValues, TabDef } from './types';

/** The visible tab keys and field names for some values. */
export interface Visibility {
  tabs: Set<string>;
  fields: Set<string>;
}

const inputsCache = new WeakMap<FormSchema, string[]>();

/** The fields read by some `visibleWhen` (of a tab or a field) in `schema`. */
export function visibilityInputs(schema: FormSchema): string[] {
  let names = inputsCache.get(schema);
  if (!names) {
    const set = new Set<string>();
    for (const { tab } of allTabs(schema)) {
      if (tab.visibleWhen) conditionFields(tab.visibleWhen).forEach((n) => set.add(n));
      for (const f of tab.fields) if (f.visibleWhen) conditionFields(f.visibleWhen).forEach((n) => set.add(n));
    }
    inputsCache.set(schema, (names = [...set]));
  }
  return names;
}

/** True when the tab's own `visibleWhen` holds for these values (no `visibleWhen` means always); ignores enclosing tabs. */
export function isTabVisible(tab: TabDef, values: FormValues): boolean {
  return !tab.visibleWhen || evaluate(tab.visibleWhen, values);
}

function visibleOnce(schema: FormSchema, values: FormValues): Visibility {
  const tabs = new Set<string>();
  for (const { tab, path } of allTabs(schema)) {
    const parent = path.length > 1 ? path[path.length - 2] : undefined;
    if ((parent === undefined || tabs.has(parent)) && isTabVisible(tab, values)) tabs.add(tab.key);
  }
  const fields = new Set<string>();
  for (const { field, tabPath } of allFields(schema)) {
    if (tabs.has(tabPath[tabPath.length - 1]) && (!field.visibleWhen || evaluate(field.visibleWhen, values)))
      fields.add(field.name);
  }
  return { tabs, fields };
}

const sameSet = (a: Set<string>, b: Set<string>): boolean => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * The visible tabs and fields for `values` (stored or form values). Values of hidden fields are treated as
 * absent while deciding, to a fixed point (at most one pass per field; a cyclic schema, which `lintSchema`
 * rejects, stops there). Pure; reads only `visibilityInputs(schema)` of `values`.
 */
export function visibility(schema: FormSchema, values: FormValues): Visibility {
  const inputs = visibilityInputs(schema);
  const read: FormValues = {};
  for (const name of inputs) read[name] = values[name];
  let shown = visibleOnce(schema, read);
  const limit = allFields(schema).length + 1;
  for (let i = 0; i < limit; i++) {
    const view: FormValues = {};
    for (const name of inputs) if (shown.fields.has(name)) view[name] = read[name];
    const next = visibleOnce(schema, view);
    if (sameSet(next.fields, shown.fields) && sameSet(next.tabs, shown.tabs)) break;
    shown = next;
  }
  return shown;
}

/** The names of the visible fields for `values` (see `visibility`). */
export function visibleFields(schema: FormSchema, values: FormValues): Set<string> {
  return visibility(schema, values).fields;
}

/** The keys of the visible tabs for `values`, in schema order (nested tabs after their parent). */
export function visibleTabs(schema: FormSchema, values: FormValues): string[] {
  const shown = visibility(schema, values).tabs;
  return allTabs(schema)
    .filter((t) => shown.has(t.tab.key))
    .map((t) => t.tab.key);
}
