/**
 * How a child leaves the server (domain/contracts/child.ts): the detail (full record, only to callers whose
 * scope holds it) and the list item (no investigation forms). Timestamps as ISO strings. Both carry only the
 * forms the caller's role may read (domain/disclosure.ts: a gta role never gets a cs form), and both mask the
 * child's name and ID number (req children §7) unless `view.revealed` (the caller's session has an active reveal):
 * the columns, `important.child_name` / `child_identification`, and every form's child_name / child_idnumber.
 */
import type { z } from 'zod';
import type { childDetail as detailSchema, childListItem as listItemSchema } from '../../../domain/contracts/child';
import { mayReadHelpers, readableInformation } from '../../../domain/disclosure';
import { isHelperSlot } from '../../../domain/helpers';
import { maskIdNumber, maskName } from '../../../domain/masking';
import type { Role } from '../../../domain/roles';
import type { DepartmentRow } from '../department';
import type { ChildRow } from './repository';

type Names = Map<number, DepartmentRow>;
const nameOf = (names: Names, id: number | null) => (id ? (names.get(id)?.department_name ?? null) : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Who is looking: their role (which forms), whether names show in full, and nicknames of users a row names (deleted_by). */
/** Who looks (role, reveal), the names of the users a row names, and the tags of the rows shown (child id → names). */
export type Viewer = {
  role: Role;
  revealed: boolean;
  userNames?: Map<number, string>;
  labels?: Map<number, string[]>;
};

const maskedName = (v: unknown, revealed: boolean) => (typeof v === 'string' && !revealed ? maskName(v) : v);
const maskedId = (v: unknown, revealed: boolean) => (typeof v === 'string' && !revealed ? maskIdNumber(v) : v);

/** `information` as `viewer` may read it: its forms only, the child's name and ID number masked unless revealed. */
function visibleInformation(row: ChildRow, viewer: Viewer): Record<string, Record<string, unknown>> {
  const info = readableInformation(viewer.role, row.information as Record<string, Record<string, unknown>>);
  if (viewer.revealed) return info;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, section] of Object.entries(info)) {
    if (!section || typeof section !== 'object' || Array.isArray(section)) {
      out[key] = section;
      continue;
    }
    const copy = { ...section };
    for (const f of ['child_name']) if (f in copy) copy[f] = maskedName(copy[f], false);
    for (const f of ['child_idnumber', 'child_identification']) if (f in copy) copy[f] = maskedId(copy[f], false);
    out[key] = copy;
  }
  return out;
}

function importantOf(row: ChildRow): Record<string, unknown> {
  const important = row.information?.important;
  return important && typeof important === 'object' ? (important as Record<string, unknown>) : {};
}

function common(row: ChildRow, names: Names, viewer: Viewer) {
  const important = importantOf(row);
  return {
    child_name: maskedName(row.child_name, viewer.revealed) as string,
    child_idnumber: maskedId(row.child_idnumber, viewer.revealed) as string,
    department_name: nameOf(names, row.department_id),
    village_name: nameOf(names, row.village_id),
    girl_level: text(important.girl_level),
    escort_level: text(important.escort_level),
    labels: viewer.labels?.get(row.id) ?? [],
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
    deleted_by_name: row.deleted_by ? (viewer.userNames?.get(row.deleted_by) ?? null) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The detail for `viewer` without `image_urls` (the caller signs them for a record the caller may read). */
export function childDetail(
  row: ChildRow,
  names: Names,
  viewer: Viewer,
): Omit<z.input<typeof detailSchema>, 'image_urls'> {
  const helpers = mayReadHelpers(viewer.role);
  return {
    ...row,
    ...common(row, names, viewer),
    // the helper slots (nicknames, cellphones) only to the roles whose row of CHILD_DATA says so (issue 26)
    helpers: helpers ? row.helpers : {},
    assistants: helpers ? row.assistants : [],
    information: visibleInformation(row, viewer),
    birth_department_name: nameOf(names, row.birth_department_id),
    birth_village_name: nameOf(names, row.birth_village_id),
  };
}

/** The filled helper slots of a row: slot → { nickname, state }. */
function helperNames(row: ChildRow): Record<string, { nickname: string; state: string }> {
  const out: Record<string, { nickname: string; state: string }> = {};
  for (const [slot, value] of Object.entries(row.helpers ?? {})) {
    if (!isHelperSlot(slot) || !value || typeof value !== 'object') continue;
    const v = value as Record<string, unknown>;
    if (typeof v.nickname === 'string' && v.nickname)
      out[slot] = { nickname: v.nickname, state: typeof v.state === 'string' ? v.state : '同意' };
  }
  return out;
}

/**
 * A list row for `viewer`: gender and director (list columns, not forms) come from the first form the role
 * may read (cs, ow, gta), or, for a role that reads no form (domain/disclosure.ts CHILD_DATA), from the first
 * the child has; the helpers' nicknames only to the roles that read helpers.
 */
export function childListItem(row: ChildRow, names: Names, viewer: Viewer): z.input<typeof listItemSchema> {
  const readable = readableInformation(viewer.role, row.information);
  const info = Object.keys(readable).length ? readable : (row.information ?? {});
  const form = (info.investigate_cs ?? info.investigate_ow ?? info.investigate_gta ?? {}) as Record<string, unknown>;
  return {
    ...common(row, names, viewer),
    id: row.id,
    child_gender: text(form.child_gender),
    department_id: row.department_id,
    village_id: row.village_id,
    genre: row.genre,
    level: row.level,
    ranking: row.ranking,
    top: row.top,
    emphasis: row.emphasis,
    character_ow: row.character_ow,
    character_cs: row.character_cs,
    character_gta: row.character_gta,
    character_gta_quit: row.character_gta_quit,
    director_name: text(form.director_name),
    helper_names: mayReadHelpers(viewer.role) ? helperNames(row) : {},
    version: row.version,
  };
}

export function placeIds(rows: ChildRow[]): number[] {
  return rows.flatMap((r) => [
    r.department_id ?? 0,
    r.village_id ?? 0,
    r.birth_department_id ?? 0,
    r.birth_village_id ?? 0,
  ]);
}
