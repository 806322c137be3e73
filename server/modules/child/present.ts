/**
 * How a child leaves the server (domain/contracts/child.ts): the detail (full record, only to callers whose
 * scope holds it) and the list item (no investigation forms; ID number masked per seed 002 §5, since a list
 * is for finding, and the full number is one click away behind the audited detail). Timestamps as ISO strings.
 * Both carry only the forms the caller's role may read (domain/disclosure.ts: a gta role never gets a cs form).
 */
import type { z } from 'zod';
import type { childDetail as detailSchema, childListItem as listItemSchema } from '../../../domain/contracts/child';
import { readableInformation } from '../../../domain/disclosure';
import { maskIdNumber } from '../../../domain/masking';
import type { Role } from '../../../domain/roles';
import type { DepartmentRow } from '../department';
import type { ChildRow } from './repository';

type Names = Map<number, DepartmentRow>;
const nameOf = (names: Names, id: number | null) => (id ? names.get(id)?.department_name ?? null : null);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The detail for `role` without `image_urls` (the caller signs them for a record the caller may read). */
export function childDetail(row: ChildRow, names: Names, role: Role): Omit<z.input<typeof detailSchema>, 'image_urls'> {
  return {
    ...row,
    information: readableInformation(role, row.information as Record<string, Record<string, unknown>>),
    created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
    department_name: nameOf(names, row.department_id), village_name: nameOf(names, row.village_id),
    birth_department_name: nameOf(names, row.birth_department_id), birth_village_name: nameOf(names, row.birth_village_id),
  };
}

/** A list row for `role`: gender and director come from the first form the role may read (cs, ow, gta). */
export function childListItem(row: ChildRow, names: Names, role: Role): z.input<typeof listItemSchema> {
  const info = readableInformation(role, row.information);
  const form = (info.investigate_cs ?? info.investigate_ow ?? info.investigate_gta ?? {}) as Record<string, unknown>;
  return {
    id: row.id, child_name: row.child_name, child_idnumber: maskIdNumber(row.child_idnumber), child_gender: text(form.child_gender),
    department_id: row.department_id, village_id: row.village_id,
    department_name: nameOf(names, row.department_id), village_name: nameOf(names, row.village_id),
    genre: row.genre, level: row.level, ranking: row.ranking, top: row.top, emphasis: row.emphasis,
    character_ow: row.character_ow, character_cs: row.character_cs, character_gta: row.character_gta, character_gta_quit: row.character_gta_quit,
    director_name: text(form.director_name), version: row.version, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  };
}

export function placeIds(rows: ChildRow[]): number[] {
  return rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0, r.birth_department_id ?? 0, r.birth_village_id ?? 0]);
}
