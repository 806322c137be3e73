/**
 * Field lookup over a FormSchema. Results are cached per schema object (schemas are immutable data), so the
 * browser effects and the server's normalize can call these on every keystroke or write.
 */
import type { FieldDef, FormSchema, Rule, TabDef } from './types';

/** A top-level field with the key of the tab that holds it. */
export interface LocatedField { field: FieldDef; tab: string }

interface Index { list: LocatedField[]; byName: Map<string, LocatedField>; tabs: Map<string, TabDef> }

const cache = new WeakMap<FormSchema, Index>();

function indexOf(schema: FormSchema): Index {
  let idx = cache.get(schema);
  if (!idx) {
    const list = schema.tabs.flatMap((tab) => tab.fields.map((field) => ({ field, tab: tab.key })));
    const byName = new Map<string, LocatedField>();
    for (const f of list) if (!byName.has(f.field.name)) byName.set(f.field.name, f);
    idx = { list, byName, tabs: new Map(schema.tabs.map((t) => [t.key, t])) };
    cache.set(schema, idx);
  }
  return idx;
}

/**
 * Every top-level field of every tab as `{ field, tab }` (tab = the tab key), in tab order then field order.
 * Table cells (`columns`) are not flattened. The returned array is shared: do not modify it.
 */
export function allFields(schema: FormSchema): LocatedField[] {
  return indexOf(schema).list;
}

/** The field named `name` as `{ field, tab }` (the first one if a broken schema repeats it), or undefined. */
export function fieldByName(schema: FormSchema, name: string): LocatedField | undefined {
  return indexOf(schema).byName.get(name);
}

/** The tab with key `key`, or undefined. */
export function tabByKey(schema: FormSchema, key: string): TabDef | undefined {
  return indexOf(schema).tabs.get(key);
}

/** Fields whose names start with `${prefix}_` (the address-copy convention), in schema order. */
export function fieldsWithPrefix(schema: FormSchema, prefix: string): FieldDef[] {
  return allFields(schema).map((f) => f.field).filter((f) => f.name.startsWith(`${prefix}_`));
}

/** False for kinds that hold no value of their own (the same-address button): never stored or validated. */
export function holdsValue(field: FieldDef): boolean {
  return field.kind !== 'sameAddress';
}

/** The fields a rule writes: its clear targets, set keys or copy destinations. */
export function ruleTargets(rule: Rule): string[] {
  if ('clear' in rule) return rule.clear;
  if ('set' in rule) return Object.keys(rule.set);
  return rule.copy.to;
}
