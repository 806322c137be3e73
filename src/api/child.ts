/**
 * Child records (seed 001 §3, §7).
 * GET  /api/child/list/for/department/village/level/character/genre/keyword → {list, total}
 * GET  /api/child/detail?id → {detail}
 * GET  /api/child/count/for/idnumber?idnumber → {count} (the duplicate check, seed 001 §5)
 * POST /api/child {character, information} → {id} (direct write by centre roles)
 * PUT  /api/child {id, version, character, information} → {id, version}; a stale version answers 409.
 */
import { z } from 'zod';
import { getJson, sendJson } from './client';

export const CHARACTERS = ['cs', 'ow', 'gta'] as const;
export type Character = (typeof CHARACTERS)[number];

/** The form sections of `information` (each a flat object of form values). */
export type ChildInformation = {
  important?: Record<string, unknown>;
  investigate_cs?: Record<string, unknown>;
  investigate_ow?: Record<string, unknown>;
  investigate_gta?: Record<string, unknown>;
  [section: string]: Record<string, unknown> | undefined;
};

export type Child = {
  id: number;
  controller: number; dominator: number; manager: number;
  department_id: number | null; village_id: number | null;
  birth_department_id: number | null; birth_village_id: number | null;
  genre: string; level: string; ranking: string; emphasis: boolean; top: number;
  character_ow: boolean; character_cs: boolean; character_gta: boolean; character_gta_quit: boolean;
  information: ChildInformation;
  version: number;
  created_at: string; updated_at: string;
  department_name: string | null; village_name: string | null;
  /** Signed read URLs of the record's images: image_url → URL (valid 10 minutes; DESIGN "Images"). */
  image_urls?: Record<string, string>;
};

/** A list row: the record without the investigation forms, plus name, ID number (masked for some roles), gender. */
export type ChildListItem = Omit<Child, 'information'> & { child_name: string; child_idnumber: string; child_gender: string | null };

export const childKeys = {
  all: ['child'] as const,
  list: (query: object) => ['child', 'list', query] as const,
  detail: (id: number) => ['child', 'detail', id] as const,
};

export const childListQuery = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
  department: z.number().int().positive().optional(),
  village: z.number().int().positive().optional(),
  character: z.enum(CHARACTERS).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type ChildListQuery = z.input<typeof childListQuery>;

export function listChildren(query: ChildListQuery): Promise<{ list: ChildListItem[]; total: number }> {
  return getJson('child/list/for/department/village/level/character/genre/keyword', childListQuery.parse(query));
}

export async function getChild(id: number): Promise<Child> {
  const body = await getJson<{ detail: Child }>('child/detail', { id: z.number().int().positive().parse(id) });
  return body.detail;
}

export async function countChildrenByIdNumber(idnumber: string): Promise<number> {
  const body = await getJson<{ count: number }>('child/count/for/idnumber', { idnumber: z.string().trim().min(1).max(18).parse(idnumber) });
  return body.count;
}

const formSection = z.record(z.string(), z.unknown());

export const createChildInput = z.object({
  character: z.enum(CHARACTERS),
  information: z.record(z.string(), formSection),
});
export type CreateChildInput = z.input<typeof createChildInput>;

export function createChild(input: CreateChildInput): Promise<{ id: number }> {
  return sendJson('post', 'child', createChildInput.parse(input));
}

export const updateChildInput = createChildInput.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type UpdateChildInput = z.input<typeof updateChildInput>;

export function updateChild(input: UpdateChildInput): Promise<{ id: number; version: number }> {
  return sendJson('put', 'child', updateChildInput.parse(input));
}
