/**
 * What each role may read of a child and learn about children (issue 14 "Scope holds through applies and
 * details"; issue 26 "Masked means masked": one table role × child data, docs/decisions-scope.md). Pure
 * rules; the presenters and services apply them.
 *
 * - CHILD_DATA: for every role, which kinds of child data it receives (child list rows, the child detail,
 *   tasks, plans, applies, risk assessments, allowances, persuasion logs, dynamic management, clues, data
 *   warnings, operation records), whether names can be revealed, which forms (`information.<key>`) and whether
 *   the helper slots come with a child. Least privilege: a role receives what its screens of req shell-and-accounts §3/§6.5
 *   need for its work. The permission matrix (permissions.ts) must agree: a kind is `none` exactly when the
 *   role lacks the kind's query grant (CHILD_DATA_GRANTS; tests/domain/disclosure.test.ts).
 * - Forms: `mayReadForm` reads the table's `forms` (the gta roles `important` and `investigate_gta`; the
 *   volunteer, who works a visit, none). Columns (`character_*` flags, names, places) are not forms.
 *   `information.appraises` (the evaluations) is sent to no one with the record: it has its own call and readers.
 * - Existence: only a role that may create a child (directly or by an apply) may ask whether an ID number
 *   exists county-wide (`child/count/for/idnumber`, the duplicate check of req children §4.4); it learns the count
 *   and nothing more.
 * - ID keyword: a list keyword matches an ID number only as the whole number or inside the part the list
 *   shows unmasked (the first ID_VISIBLE_PREFIX characters or the last ID_VISIBLE_SUFFIX, domain/masking.ts),
 *   so a search never recovers the masked digits.
 */
import { can, type PermissionId } from './permissions';
import type { Role } from './roles';

/** The characters of an 18-character ID number the list shows unmasked at its start and its end (masking.ts). */
export const ID_VISIBLE_PREFIX = 6;
export const ID_VISIBLE_SUFFIX = 3;

/**
 * The forms a child record carries (`information.<key>`): the cross-department information, the three
 * investigation forms, and the last passed risk assessments (`origin`, `standard`: schemas/risk_*.ts).
 */
export const CHILD_FORMS = [
  'important',
  'investigate_cs',
  'investigate_ow',
  'investigate_gta',
  'origin',
  'standard',
] as const;
export type ChildForm = (typeof CHILD_FORMS)[number];

/**
 * Of which children a kind of child data reaches a role: `scope` those of its child scope (domain/scope.ts;
 * the module's own scoping where the kind has one, e.g. allowances), `own` only the items that are its own
 * (its tasks, its plans, the applies or assessments it submitted, the clues dispatched to its department, the
 * logs of the task forces it serves on), `none` nothing (the calls answer 403).
 */
export type Reach = 'scope' | 'own' | 'none';

/** The kinds of child data, each a family of calls (CHILD_DATA_GRANTS says which grant opens it). */
export const CHILD_DATA_KINDS = [
  'list',
  'detail',
  'tasks',
  'plans',
  'applies',
  'risk',
  'allowance',
  'persuasions',
  'sins',
  'denounces',
  'adjuncts',
  'warnings',
  'records',
  'journals',
] as const;
export type ChildDataKind = (typeof CHILD_DATA_KINDS)[number];

/**
 * One row of the table: the reach of each kind; `names` whether the role may reveal full names and ID numbers
 * (names:get, req children §7; otherwise every name and ID number it receives is masked); `forms` the forms the
 * child detail (and an apply's child snapshot) carries; `helpers` whether the helper slots (detail `helpers`,
 * list `helper_names`) come with a child.
 */
export type ChildDataRow = Record<ChildDataKind, Reach> & {
  names: 'masked' | 'revealable';
  forms: readonly ChildForm[];
  helpers: boolean;
};

/** The grant (query) that opens each kind; `detail` is children:get. `adjuncts`: the clues dispatched to one's department. */
export const CHILD_DATA_GRANTS: Record<ChildDataKind, readonly PermissionId[]> = {
  list: ['children'],
  detail: ['children'],
  tasks: ['tasks'],
  plans: ['plans'],
  applies: ['applies'],
  risk: ['risks'],
  allowance: ['allowances'],
  persuasions: ['persuasions'],
  sins: ['sins'],
  denounces: ['denounces'],
  adjuncts: ['adjuncts'],
  warnings: ['warnings'],
  records: ['records'],
  /** The review journals (issue 28): their reasons are free text about a child. */
  journals: ['journals'],
};

const ALL_FORMS = CHILD_FORMS;
const GTA_FORMS: readonly ChildForm[] = ['important', 'investigate_gta'];
const NOTHING: Record<ChildDataKind, Reach> = Object.fromEntries(CHILD_DATA_KINDS.map((k) => [k, 'none'])) as Record<
  ChildDataKind,
  Reach
>;
const row = (
  names: ChildDataRow['names'],
  forms: readonly ChildForm[],
  helpers: boolean,
  reach: Partial<Record<ChildDataKind, Reach>>,
): ChildDataRow => ({ ...NOTHING, ...reach, names, forms, helpers });

/** Village staff, town leaders and the county readers: the children of their scope, whole, and their work on them. */
const CASEWORK = { list: 'scope', detail: 'scope', tasks: 'scope', plans: 'scope' } as const;
const COUNTY_READ = row('masked', ALL_FORMS, true, CASEWORK);
const GTA_READ = { list: 'scope', detail: 'scope' } as const;

/** The table role × child data (docs/decisions-scope.md "What each role receives about children"). */
export const CHILD_DATA: Record<Role, ChildDataRow> = {
  系统管理: row('masked', [], false, { denounces: 'scope', records: 'scope' }),
  儿童主任: row('revealable', ALL_FORMS, true, { ...CASEWORK, applies: 'own', risk: 'own' }),
  儿童社工: row('revealable', ALL_FORMS, true, { ...CASEWORK, applies: 'own', risk: 'own' }),
  分委领导: row('revealable', ALL_FORMS, true, { ...CASEWORK, applies: 'scope', journals: 'scope' }),
  中心领导: row('revealable', ALL_FORMS, true, {
    ...CASEWORK,
    applies: 'scope',
    risk: 'scope',
    persuasions: 'scope',
    sins: 'scope',
    denounces: 'scope',
    warnings: 'scope',
    records: 'scope',
    journals: 'scope',
  }),
  中心管理: row('revealable', ALL_FORMS, true, {
    ...CASEWORK,
    applies: 'scope',
    allowance: 'scope',
    persuasions: 'scope',
    sins: 'scope',
    denounces: 'scope',
    warnings: 'scope',
    journals: 'scope',
  }),
  中心人员: COUNTY_READ,
  总委领导: COUNTY_READ,
  督查领导: COUNTY_READ,
  督查人员: COUNTY_READ,
  /** A volunteer works visits: the name and place of the children of its open tasks (and task-force minors), its own tasks and plans, no form. */
  志愿人员: row('masked', [], false, { list: 'own', detail: 'own', tasks: 'own', plans: 'own', persuasions: 'own' }),
  /** Works the clues dispatched to its department; the department children lists (ChildrenListDepartment) show list rows only. */
  部门领导: row('masked', [], false, { list: 'scope', adjuncts: 'own' }),
  /** Gives escort work orders (issue 28): the tasks of the gta minors. */
  检察领导: row('revealable', GTA_FORMS, true, {
    ...GTA_READ,
    persuasions: 'scope',
    sins: 'scope',
    denounces: 'own',
    tasks: 'scope',
  }),
  /** Reads the edge-child clues (issue 28). */
  检察人员: row('revealable', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', denounces: 'own' }),
  /** The escorts: their own escort work orders too (issue 28). */
  公安护航: row('masked', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', tasks: 'own' }),
  司法护航: row('masked', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', tasks: 'own' }),
  检察护航: row('masked', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', tasks: 'own' }),
  教育护航: row('masked', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', tasks: 'own' }),
  乡镇护航: row('masked', GTA_FORMS, true, { ...GTA_READ, persuasions: 'scope', sins: 'scope', tasks: 'own' }),
  /** Reviews risk assessments (初评): the assessments carry what it needs of the child. */
  服务领导: row('masked', [], false, { risk: 'scope' }),
  /** The 保金 roles work the allowance lists (name, ID number masked, place, bank data of the allowance). */
  保金核员: row('masked', [], false, { allowance: 'scope' }),
  保金批员: row('masked', [], false, { allowance: 'scope' }),
  保金管理: row('masked', [], false, { allowance: 'scope' }),
  /** Organises the volunteers' activities (大手拉小手): the work orders and plans, and list rows to find a child; no form. */
  活动专员: row('masked', [], false, { list: 'scope', tasks: 'scope', plans: 'scope' }),
  学校领导: row('masked', GTA_FORMS, true, { ...GTA_READ, sins: 'scope' }),
};

/**
 * Keys of `information` that are no form and are read through calls of their own, never with the record:
 * the overall evaluations (GET /api/child/appraise/list, issue 17), a list whose readers are the appraisers only.
 */
const OWN_CALL_KEYS: readonly string[] = ['appraises'];

/** Whether `role` may read the form `information[key]` of a child in its scope (CHILD_DATA `forms`). */
export function mayReadForm(role: Role, key: string): boolean {
  if (OWN_CALL_KEYS.includes(key)) return false;
  return (CHILD_DATA[role].forms as readonly string[]).includes(key);
}

/** Whether the helper slots come with a child for `role` (CHILD_DATA `helpers`). */
export function mayReadHelpers(role: Role): boolean {
  return CHILD_DATA[role].helpers;
}

/** `information` without the forms `role` may not read (a new object; the forms themselves are shared). */
export function readableInformation<T>(role: Role, information: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(information ?? {}).filter(([key]) => mayReadForm(role, key)));
}

/** Whether `role` may create a child, directly or by an apply, and so learn that an ID number exists. */
export function mayLearnIdExists(role: Role): boolean {
  return can(role, 'children', 'add') || can(role, 'applies', 'add');
}

/**
 * How a list keyword may match an ID number: always as the whole number ('whole', equality ignoring case);
 * as a prefix when it fits inside the unmasked start, as a suffix when it fits inside the unmasked end.
 * Never as a substring: a keyword longer than the visible part matches only a whole number.
 */
export function idKeywordModes(keyword: string): Array<'whole' | 'prefix' | 'suffix'> {
  const k = keyword.trim();
  if (!k) return [];
  const modes: Array<'whole' | 'prefix' | 'suffix'> = ['whole'];
  if (k.length <= ID_VISIBLE_PREFIX) modes.push('prefix');
  if (k.length <= ID_VISIBLE_SUFFIX) modes.push('suffix');
  return modes;
}
