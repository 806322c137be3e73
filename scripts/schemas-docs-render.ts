/**
 * The generated field reference of docs/schemas.md (`npm run schemas:docs`): one markdown table per form
 * of FORM_SCHEMAS, rendered from the schema data alone, so the document cannot drift from the forms (a
 * test compares the committed section with a fresh rendering). Pure: no file or process access.
 */
import { maxCountFor, maxLengthFor, maxRowsFor } from '../engine/bounds';
import { conditionFields } from '../engine/conditions';
import type { Condition, FieldDef, FormSchema, OptionList, Rule, TabDef } from '../engine/types';

/** The markers around the generated section; everything outside them is hand-written. */
export const START_MARKER = '<!-- field-reference:start -->';
export const END_MARKER = '<!-- field-reference:end -->';

/** Options shown before a list is abbreviated as `… (+N)`. */
const MAX_WORDS = 8;

/** A tab with the titles of the tabs that hold it (outermost first). */
interface LocatedTab {
  tab: TabDef;
  path: string[];
}

/** Every tab in order, each nested tab (`TabDef.tabs`) right after its parent, with its title path. */
export function tabsOf(schema: FormSchema): LocatedTab[] {
  const out: LocatedTab[] = [];
  const walk = (tabs: TabDef[], parent: string[]): void => {
    for (const tab of tabs) {
      const path = [...parent, tab.title];
      out.push({ tab, path });
      walk(tab.tabs ?? [], path);
    }
  };
  walk(schema.tabs, []);
  return out;
}

/** Escapes a table cell: `|` and line breaks. */
export function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

const code = (s: string) => `\`${s}\``;
const scalar = (v: unknown) => (v === null ? 'empty' : String(v));

/** A condition as text: `a in [x, y]`, `a not in [x]`, `a filled`, `a empty`, `(… and …)`, `(… or …)`. */
export function conditionText(c: Condition): string {
  if ('all' in c) return c.all.length === 1 ? conditionText(c.all[0]) : `(${c.all.map(conditionText).join(' and ')})`;
  if ('any' in c) return c.any.length === 1 ? conditionText(c.any[0]) : `(${c.any.map(conditionText).join(' or ')})`;
  if ('in' in c) return `${c.field} in [${c.in.map(scalar).join(', ')}]`;
  if ('notIn' in c) return `${c.field} not in [${c.notIn.map(scalar).join(', ')}]`;
  return `${c.field} ${c.filled ? 'filled' : 'empty'}`;
}

/** An option list as `id: w1、w2 … (+N)`, or `id (missing)` when the list does not exist. */
export function optionsText(id: string | undefined, lists: Record<string, OptionList>): string {
  if (!id) return '';
  const list = lists[id];
  if (!list) return `${code(id)} (missing)`;
  const words = list.options.map((o) => (o.label === o.value ? o.value : `${o.value}（${o.label}）`));
  const shown = words.slice(0, MAX_WORDS).join('、');
  return `${code(id)}: ${shown}${words.length > MAX_WORDS ? ` … (+${words.length - MAX_WORDS})` : ''}`;
}

/**
 * How the rules touch each field, as `id (how, how)` in rule order, how ∈ on | reads | clears | sets |
 * copies from | copies to.
 */
export function ruleTouches(rules: Rule[]): Map<string, string[]> {
  const byField = new Map<string, Map<string, string[]>>();
  const add = (field: string, rule: Rule, how: string) => {
    const byRule = byField.get(field) ?? new Map<string, string[]>();
    const hows = byRule.get(rule.id) ?? [];
    if (!hows.includes(how)) hows.push(how);
    byRule.set(rule.id, hows);
    byField.set(field, byRule);
  };
  for (const rule of rules) {
    if (rule.on !== undefined) add(rule.on, rule, 'on');
    if (rule.when) for (const f of conditionFields(rule.when)) add(f, rule, 'reads');
    if ('clear' in rule) rule.clear.forEach((f) => add(f, rule, 'clears'));
    if ('set' in rule && rule.set) Object.keys(rule.set).forEach((f) => add(f, rule, 'sets'));
    if ('copy' in rule) {
      rule.copy.from.forEach((f) => add(f, rule, 'copies from'));
      rule.copy.to.forEach((f) => add(f, rule, 'copies to'));
    }
  }
  return new Map(
    [...byField].map(([field, byRule]) => [field, [...byRule].map(([id, hows]) => `${id} (${hows.join(', ')})`)]),
  );
}

function kindText(f: FieldDef): string {
  const extras: string[] = [];
  if (f.unit) extras.push(f.unit);
  const maxLength = f.kind === 'idnumber' || f.kind === 'phone' ? undefined : maxLengthFor(f);
  if (maxLength) extras.push(`≤${maxLength}`);
  if (f.kind === 'images') extras.push(`≤${maxCountFor(f)} files`);
  if (f.kind === 'table') extras.push(`≤${maxRowsFor(f)} rows`);
  if (f.evidence) extras.push('evidence');
  if (f.numeric) extras.push('numeric');
  if (f.readOnly) extras.push('read-only');
  if (f.masked) extras.push('masked');
  if (f.column) extras.push(`→ ${f.column}`);
  return extras.length ? `${f.kind} (${extras.join(', ')})` : f.kind;
}

function constraintText(f: FieldDef): string {
  const parts: string[] = [];
  if (f.required) parts.push('required');
  if (f.visibleWhen) parts.push(`visible when ${conditionText(f.visibleWhen)}`);
  if (f.default !== undefined) parts.push(`default ${scalar(f.default)}`);
  if (f.birthDate) parts.push('date of birth: 1900-01-01 to today');
  if (f.maxAge) parts.push(`under ${f.maxAge} 周岁 today`);
  if (f.owners) parts.push(`changed only by ${f.owners.join('、')}`);
  return parts.join('; ');
}

/** A school / grade picker: `by <stage field>: <stage> → <list id>; …` (and its class list). */
function pickerText(f: FieldDef): string {
  if (!f.picker) return '';
  const lists = Object.entries(f.picker.lists)
    .map(([stage, id]) => `${stage} → ${code(id)}`)
    .join('; ');
  return `by ${f.picker.stage}: ${lists || 'typed'}${f.picker.classes ? `; classes ${code(f.picker.classes)}` : ''}`;
}

function row(
  f: FieldDef,
  name: string,
  tab: string,
  lists: Record<string, OptionList>,
  touches: Map<string, string[]>,
): string {
  const options = [optionsText(f.options, lists), pickerText(f)].filter(Boolean).join('; ');
  return `| ${[code(name), f.label, kindText(f), tab, options, constraintText(f), (touches.get(name) ?? []).join(', ')]
    .map(cell)
    .join(' | ')} |`;
}

/** A tab's condition and role-dependent presentation, as ` — …` notes. */
function tabNotes(tab: TabDef): string {
  const notes: string[] = [];
  if (tab.visibleWhen) notes.push(`visible when ${conditionText(tab.visibleWhen)}`);
  for (const t of tab.titleFor ?? []) notes.push(`titled “${t.title}” for ${t.roles.join('、')}`);
  if (tab.readModeFor) notes.push(`read mode shows ${tab.readModeFor.show} for ${tab.readModeFor.roles.join('、')}`);
  if (tab.screenPane) notes.push(`filled by the screen (${tab.screenPane}), read mode only`);
  return notes.map((n) => ` — ${n}`).join('');
}

/** One form: a heading, its tabs (with their conditions) and the table of its fields (table cells as `table.cell`). */
export function renderForm(schema: FormSchema, lists: Record<string, OptionList>): string {
  const tabs = tabsOf(schema);
  const touches = ruleTouches(schema.rules);
  const fieldCount = tabs.reduce((n, { tab }) => n + tab.fields.length, 0);
  const lines = [
    `### ${schema.title} (\`${schema.id}\`)`,
    '',
    `${tabs.length} tabs, ${fieldCount} fields, ${schema.rules.length} rules. Tabs:`,
    '',
    ...tabs.map(({ tab, path }, i) => `${i + 1}. ${path.join(' › ')} (${code(tab.key)})${tabNotes(tab)}`),
    '',
    '| name | label | kind | tab | options | required / visibleWhen | rules |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { tab, path } of tabs) {
    const where = path.join(' › ');
    for (const f of tab.fields) {
      lines.push(row(f, f.name, where, lists, touches));
      for (const col of f.columns ?? []) lines.push(row(col, `${f.name}.${col.name}`, where, lists, touches));
    }
  }
  return lines.join('\n');
}

/**
 * The whole generated section, markers included: a note that it is generated, then `renderForm` of each
 * form in the order of `schemas`. Deterministic (no dates), so a test can compare it with the document.
 */
export function renderFieldReference(schemas: Record<string, FormSchema>, lists: Record<string, OptionList>): string {
  return [
    START_MARKER,
    '## Field reference',
    '',
    '_Generated by `npm run schemas:docs` from `schemas/` and `option-lists/`; do not edit by hand._',
    'Rules: `reads` = its condition reads the field, `on` = a change of the field triggers it, `clears` / `sets` /',
    '`copies to` = it writes the field, `copies from` = it copies the field elsewhere.',
    '',
    ...Object.values(schemas).flatMap((schema) => [renderForm(schema, lists), '']),
    END_MARKER,
  ].join('\n');
}

/** `doc` with the text between the markers (inclusive) replaced by `section`, or `section` appended when absent. */
export function replaceSection(doc: string, section: string): string {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) return `${doc.replace(/\s*$/, '')}\n\n${section}\n`;
  return doc.slice(0, start) + section + doc.slice(end + END_MARKER.length);
}

/** The current section of `doc` (markers included), or null when it has none. */
export function currentSection(doc: string): string | null {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  return start === -1 || end === -1 || end < start ? null : doc.slice(start, end + END_MARKER.length);
}
