/**
 * Field lookup over a FormSchema. Results are cached per schema object (schemas are immutable data), so the
 * browser effects and the server's normalize can call these on every keystroke or write.
 */
import type { FieldDef, FormSchema, Rule, TabDef } from './types';

/**
 * A top-level field with the key of the top-level tab that holds it (the pane to open to show it) and the
 * keys from that tab down to the (nested) tab that holds it: `{ tab: 'medical', tabPath: ['medical',
 * 'medical_outpatient'] }`; for a field of a top-level tab `tabPath` is `[tab]`.
 */
export interface LocatedField {
  field: FieldDef;
  tab: string;
  tabPath: string[];
}

/** A tab (top-level or nested) with the keys from the top-level tab down to it (its own key last). */
export interface LocatedTab {
  tab: TabDef;
  path: string[];
}

interface Index {
  list: LocatedField[];
  byName: Map<string, LocatedField>;
  tabs: Map<string, LocatedTab>;
  tabList: LocatedTab[];
}

const cache = new WeakMap<FormSchema, Index>();

function walkTabs(tabs: TabDef[], parent: string[], out: LocatedTab[]): void {
  for (const tab of tabs) {
    const path = [...parent, tab.key];
    out.push({ tab, path });
    if (tab.tabs?.length) walkTabs(tab.tabs, path, out);
  }
}

function indexOf(schema: FormSchema): Index {
  let idx = cache.get(schema);
  if (!idx) {
    const tabList: LocatedTab[] = [];
    walkTabs(schema.tabs, [], tabList);
    const list = tabList.flatMap(({ tab, path }) =>
      tab.fields.map((field) => ({ field, tab: path[0], tabPath: path })),
    );
    const byName = new Map<string, LocatedField>();
    for (const f of list) if (!byName.has(f.field.name)) byName.set(f.field.name, f);
    const tabs = new Map<string, LocatedTab>();
    for (const t of tabList) if (!tabs.has(t.tab.key)) tabs.set(t.tab.key, t);
    idx = { list, byName, tabs, tabList };
    cache.set(schema, idx);
  }
  return idx;
}

/**
 * Every tab, top-level and nested, depth first in schema order (a tab before its nested tabs), each with its
 * key path. The returned array is shared: do not modify it.
 */
export function allTabs(schema: FormSchema): LocatedTab[] {
  return indexOf(schema).tabList;
}

/**
 * Every top-level field of every tab (nested tabs flattened: a tab's own fields, then its nested tabs') as
 * `{ field, tab, tabPath }`, in tab order then field order. Table cells (`columns`) are not flattened. The
 * returned array is shared: do not modify it.
 */
export function allFields(schema: FormSchema): LocatedField[] {
  return indexOf(schema).list;
}

/** The field named `name` as `{ field, tab }` (the first one if a broken schema repeats it), or undefined. */
export function fieldByName(schema: FormSchema, name: string): LocatedField | undefined {
  return indexOf(schema).byName.get(name);
}

/** The tab (top-level or nested) with key `key`, or undefined. */
export function tabByKey(schema: FormSchema, key: string): TabDef | undefined {
  return indexOf(schema).tabs.get(key)?.tab;
}

/** The key path of the tab `key` (top-level key first, its own key last), or undefined. */
export function tabPathOf(schema: FormSchema, key: string): string[] | undefined {
  return indexOf(schema).tabs.get(key)?.path;
}

/** Fields whose names start with `${prefix}_` (the address-copy convention), in schema order. */
export function fieldsWithPrefix(schema: FormSchema, prefix: string): FieldDef[] {
  return allFields(schema)
    .map((f) => f.field)
    .filter((f) => f.name.startsWith(`${prefix}_`));
}

/** False for kinds that hold no value of their own (the same-address button): never stored or validated. */
export function holdsValue(field: FieldDef): boolean {
  return field.kind !== 'sameAddress';
}

/** The fields a rule writes: its clear targets, set keys, copy destinations (and the constants a copy sets). */
export function ruleTargets(rule: Rule): string[] {
  if ('clear' in rule) return rule.clear;
  if ('copy' in rule) return [...rule.copy.to, ...Object.keys(rule.set ?? {})];
  return Object.keys(rule.set);
}
