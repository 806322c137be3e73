/**
 * What each role may read of a child and learn about children (issue 14 "Scope holds through applies and
 * details"; docs/decisions-scope.md). Pure rules; the presenters and services apply them.
 *
 * - Forms: the prosecutor and escort roles (GTA_ROLES, scope kind `gta`) read `important` and
 *   `investigate_gta` only, whatever else the child carries (a child both gta and cs keeps its cs form from
 *   them); every other role reads every form of a child in its scope. Columns (`character_*` flags, names,
 *   places, `helpers`) are not forms and follow the scope alone. `information.appraises` (the evaluations) is
 *   sent to no one with the record: it has its own call and readers.
 * - Existence: only a role that may create a child (directly or by an apply) may ask whether an ID number
 *   exists county-wide (`child/count/for/idnumber`, the duplicate check of seed 001 §5); it learns the count
 *   and nothing more.
 * - ID keyword: a list keyword matches an ID number only as the whole number or inside the part the list
 *   shows unmasked (the first ID_VISIBLE_PREFIX characters or the last ID_VISIBLE_SUFFIX, domain/masking.ts),
 *   so a search never recovers the masked digits.
 */
import { can } from './permissions';
import { GTA_ROLES, type Role } from './roles';

/** The characters of an 18-character ID number the list shows unmasked at its start and its end (masking.ts). */
export const ID_VISIBLE_PREFIX = 6;
export const ID_VISIBLE_SUFFIX = 3;

/** The form keys (`information.<key>`) a gta role reads. */
const GTA_FORMS: readonly string[] = ['important', 'investigate_gta'];
/**
 * Keys of `information` that are no form and are read through calls of their own, never with the record:
 * the overall evaluations (GET /api/child/appraise/list, issue 17), a list whose readers are the appraisers only.
 */
const OWN_CALL_KEYS: readonly string[] = ['appraises'];

/** Whether `role` may read the form `information[key]` of a child in its scope. */
export function mayReadForm(role: Role, key: string): boolean {
  if (OWN_CALL_KEYS.includes(key)) return false;
  return GTA_ROLES.includes(role) ? GTA_FORMS.includes(key) : true;
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
