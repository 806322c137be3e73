/**
 * Schema lint (`npm run schemas:check`, DESIGN "The form engine"): catches a broken form before it ships.
 */
import { conditionFields } from './conditions';
import { allTabs } from './fields';
import { ruleCycles } from './lint-cycles';
import { isOnRule } from './rules';
import type { Condition, FieldDef, FieldKind, FormSchema, OptionList } from './types';
import { boundProblems } from './bounds';

/** Names of the void nodes compileForm adds (FormTab 'tabs', PaneGrid 'grid'): a field of that name would clash in queries. */
const RESERVED = ['tabs', 'grid', 'task_list', 'screen_pane'];
const NEEDS_OPTIONS: FieldKind[] = ['select', 'radio', 'checkboxes', 'gender'];

function lintField(f: FieldDef, where: string, lists: Record<string, OptionList>, problems: string[]): void {
  if (!f.name) problems.push(`${where}: a field has no name`);
  if (!f.label?.trim()) problems.push(`${where}: field "${f.name}" has no label`);
  problems.push(...boundProblems(f, where));
  if (f.options && !lists[f.options])
    problems.push(`${where}: field "${f.name}" uses option list "${f.options}", which does not exist`);
  if (!f.options && NEEDS_OPTIONS.includes(f.kind))
    problems.push(`${where}: field "${f.name}" (${f.kind}) names no option list`);
  const list = f.options ? lists[f.options] : undefined;
  if (list && typeof f.default === 'string' && !list.options.some((o) => o.value === f.default)) {
    problems.push(`${where}: field "${f.name}" default "${f.default}" is not in option list "${f.options}"`);
  }
  if (f.kind === 'table') {
    if (!f.columns?.length) problems.push(`${where}: table "${f.name}" has no columns`);
    for (const col of f.columns ?? []) lintField(col, `${where} table "${f.name}"`, lists, problems);
  }
  if (f.owners && (!f.owners.length || f.owners.some((r) => !r.trim())))
    problems.push(`${where}: field "${f.name}" has owners without a role`);
  if (f.kind === 'sameAddress' && !f.copy) problems.push(`${where}: field "${f.name}" (sameAddress) has no copy`);
}

const PICKERS: FieldKind[] = ['school', 'grade'];

/** A school / grade field names its stage field (which exists) and lists that exist; a grade its classes list. */
function lintPicker(
  f: FieldDef,
  ref: (name: string, context: string) => void,
  lists: Record<string, OptionList>,
  id: string,
  problems: string[],
): void {
  if (!PICKERS.includes(f.kind)) {
    if (f.picker)
      problems.push(`${id}: field "${f.name}" (${f.kind}) has a picker, which only school and grade fields use`);
    return;
  }
  if (!f.picker) return void problems.push(`${id}: field "${f.name}" (${f.kind}) has no picker`);
  ref(f.picker.stage, `field "${f.name}" picker stage`);
  for (const list of [...Object.values(f.picker.lists), ...(f.picker.classes ? [f.picker.classes] : [])]) {
    if (!lists[list]) problems.push(`${id}: field "${f.name}" picker uses option list "${list}", which does not exist`);
  }
  if (f.kind === 'grade' && !f.picker.classes) problems.push(`${id}: grade field "${f.name}" names no classes list`);
}

/**
 * The problems of `schema` as readable lines (empty when clean): a field without name or label, a duplicate
 * field name, tab key or rule id, an empty tab, an option list that does not exist (or a choice field with
 * none), a default outside its list, a field named by a condition, rule, `town`, `lookup`, `deriveFrom` or
 * sameAddress `copy` that does not exist (or is of the wrong kind), copy lists of unequal length, a field
 * named like a tab or layout node ('tabs', 'grid', 'task_list', a tab key), a school / grade field without a
 * valid picker, a titleFor / readModeFor without roles, owners without a role, a screen pane with fields, a bound that is no positive integer or sits on a kind
 * that ignores it (bounds.ts `boundProblems`), a score naming a field that does not exist (its `to` not a number field) or writing none, and rule cycles (see lint-cycles.ts). Nested tabs
 * are linted like top-level ones (a tab with nested tabs may have no fields of its own).
 */
export function lintSchema(schema: FormSchema, optionLists: Record<string, OptionList>): string[] {
  const problems: string[] = [];
  const kinds = new Map<string, FieldKind>();
  const tabKeys = new Set<string>();
  for (const { tab } of allTabs(schema)) {
    const where = `${schema.id} tab "${tab.key}"`;
    if (tabKeys.has(tab.key)) problems.push(`${schema.id}: duplicate tab key "${tab.key}"`);
    tabKeys.add(tab.key);
    if (!tab.title?.trim()) problems.push(`${where} has no title`);
    if (tab.screenPane !== undefined) {
      if (!tab.screenPane.trim()) problems.push(`${where} has an empty screenPane`);
      if (tab.fields.length || tab.tabs?.length) problems.push(`${where} is a screen pane and has fields or tabs`);
    } else if (!tab.fields.length && !tab.tabs?.length) problems.push(`${where} has no fields`);
    for (const t of tab.titleFor ?? [])
      if (!t.title?.trim() || !t.roles.length) problems.push(`${where} has a titleFor without roles or title`);
    if (tab.readModeFor && !tab.readModeFor.roles.length) problems.push(`${where} has a readModeFor without roles`);
    for (const f of tab.fields) {
      if (kinds.has(f.name)) problems.push(`${where}: duplicate field name "${f.name}"`);
      else kinds.set(f.name, f.kind);
      lintField(f, where, optionLists, problems);
    }
  }
  const ref = (name: string, context: string, kind?: FieldKind): void => {
    if (!kinds.has(name)) problems.push(`${schema.id}: ${context} names field "${name}", which does not exist`);
    else if (kind && kinds.get(name) !== kind)
      problems.push(`${schema.id}: ${context} names field "${name}", which is not a ${kind} field`);
  };
  const refCond = (cond: Condition | undefined, context: string): void => {
    for (const name of cond ? conditionFields(cond) : []) ref(name, context);
  };
  for (const { tab } of allTabs(schema)) {
    refCond(tab.visibleWhen, `tab "${tab.key}" visibleWhen`);
    for (const f of tab.fields) {
      lintPicker(f, (name, context) => ref(name, context), optionLists, schema.id, problems);
      refCond(f.visibleWhen, `field "${f.name}" visibleWhen`);
      if (f.town) ref(f.town, `field "${f.name}" town`, 'town');
      if (f.kind === 'village' && !f.town) problems.push(`${schema.id}: village field "${f.name}" names no town field`);
      for (const v of f.lookup ?? []) ref(v, `field "${f.name}" lookup`, 'village');
      if (f.deriveFrom) ref(f.deriveFrom, `field "${f.name}" deriveFrom`, 'idnumber');
      if (f.copy)
        for (const prefix of [f.copy.from, f.copy.to]) {
          if (![...kinds.keys()].some((n) => n.startsWith(`${prefix}_`)))
            problems.push(`${schema.id}: field "${f.name}" copies prefix "${prefix}", which no field has`);
        }
    }
  }
  for (const name of kinds.keys()) {
    if (RESERVED.includes(name) || tabKeys.has(name))
      problems.push(`${schema.id}: field name "${name}" is reserved for a tab or layout node of the compiled form`);
  }
  const ruleIds = new Set<string>();
  for (const rule of schema.rules) {
    const context = `rule "${rule.id}"`;
    if (ruleIds.has(rule.id)) problems.push(`${schema.id}: duplicate rule id "${rule.id}"`);
    ruleIds.add(rule.id);
    if (isOnRule(rule)) ref(rule.on, context);
    refCond(rule.when, context);
    if ('clear' in rule) rule.clear.forEach((n) => ref(n, context));
    if ('set' in rule) Object.keys(rule.set ?? {}).forEach((n) => ref(n, context));
    if ('copy' in rule) {
      [...rule.copy.from, ...rule.copy.to].forEach((n) => ref(n, context));
      if (rule.copy.from.length !== rule.copy.to.length)
        problems.push(`${schema.id}: ${context} copies ${rule.copy.from.length} fields into ${rule.copy.to.length}`);
    }
  }
  for (const def of schema.scores ?? []) {
    const context = `score "${def.id}"`;
    def.from.forEach((n) => ref(n, context));
    if (def.to) ref(def.to, context, 'number');
    if (def.level) ref(def.level.to, context);
    if (!def.to && !def.level) problems.push(`${schema.id}: ${context} writes no field`);
  }
  for (const cycle of ruleCycles(schema)) problems.push(`${schema.id}: rule cycle ${cycle.join(' → ')}`);
  return problems;
}
