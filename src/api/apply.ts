/**
 * Applications (applies) that carry a child create/modify for review (seed 001 §3, §4, §7; domain/apply-states.ts).
 * GET  /api/apply/detail?id → {detail}
 * GET  /api/apply/list/for/auditor?apply_genres=[..]&apply_states=[..]&page&size → {list, total}; the server
 *      scopes the list to the caller (a reviewer's queue, an applicant's own applies).
 * GET  /api/apply/count/for/auditor?apply_genres=[..]&apply_states=[..] → {count} (badge counts)
 * POST /api/apply {apply_genre, link_id?, apply_information} → {id}
 * PUT  /api/apply {id, version, apply_state, reason} → {id, version, apply_state}; 409 for an illegal
 *      transition or a stale version.
 * The array parameters travel JSON-encoded, as the old console sent them.
 */
import { z } from 'zod';
import { APPLY_GENRES, APPLY_STATES, pendingStatesFor, type ApplyGenre, type ApplyHistoryEntry, type ApplyState } from '../../domain/apply-states';
import type { ChildInformation, Character } from './child';
import { getJson, sendJson } from './client';

export type ApplyChild = { character: Character; information: ChildInformation };

export type Apply = {
  id: number;
  applicant: number; applicant_name: string | null;
  auditor: number;
  link_id: number | null;
  apply_genre: ApplyGenre;
  apply_state: ApplyState;
  top: number;
  department_id: number | null; department_name: string | null;
  village_id: number | null; village_name: string | null;
  version: number;
  created_at: string; updated_at: string;
  apply_information: { information?: { child?: ApplyChild }; history?: ApplyHistoryEntry[] };
};
export type ApplyListItem = Apply & { child_name: string | null; character: Character | null };

export const applyKeys = {
  all: ['apply'] as const,
  list: (query: object) => ['apply', 'list', query] as const,
  count: (query: object) => ['apply', 'count', query] as const,
  detail: (id: number) => ['apply', 'detail', id] as const,
};

const filterShape = {
  apply_genres: z.array(z.enum(APPLY_GENRES)).min(1),
  apply_states: z.array(z.enum(APPLY_STATES)).min(1),
};

export const applyListQuery = z.object({ ...filterShape, page: z.number().int().min(1), size: z.number().int().min(1).max(100) });
export type ApplyListQuery = z.input<typeof applyListQuery>;

export function listAppliesForAuditor(query: ApplyListQuery): Promise<{ list: ApplyListItem[]; total: number }> {
  const q = applyListQuery.parse(query);
  return getJson('apply/list/for/auditor', { ...q, apply_genres: JSON.stringify(q.apply_genres), apply_states: JSON.stringify(q.apply_states) });
}

export const applyCountQuery = z.object(filterShape);
export type ApplyCountQuery = z.input<typeof applyCountQuery>;

/** The genres of child applies (the review queues and an applicant's list). */
export const CHILD_APPLY_GENRES: ApplyGenre[] = ['儿童创建', '儿童修改'];

/** The filter of a review queue: child applies waiting in the state the stage acts on (申请 / 初过). */
export function reviewQueueFilter(stage: 'review_first' | 'review_final'): { apply_genres: ApplyGenre[]; apply_states: ApplyState[] } {
  return { apply_genres: CHILD_APPLY_GENRES, apply_states: pendingStatesFor(stage) };
}

export async function countAppliesForAuditor(query: ApplyCountQuery): Promise<number> {
  const q = applyCountQuery.parse(query);
  const body = await getJson<{ count: number }>('apply/count/for/auditor', { apply_genres: JSON.stringify(q.apply_genres), apply_states: JSON.stringify(q.apply_states) });
  return body.count;
}

export async function getApply(id: number): Promise<Apply> {
  const body = await getJson<{ detail: Apply }>('apply/detail', { id: z.number().int().positive().parse(id) });
  return body.detail;
}

export const createApplyInput = z.object({
  apply_genre: z.enum(['儿童创建', '儿童修改']),
  link_id: z.number().int().positive().optional(),
  apply_information: z.object({
    information: z.object({
      child: z.object({ character: z.enum(['cs', 'ow', 'gta']), information: z.record(z.string(), z.record(z.string(), z.unknown())) }),
    }),
  }),
});
export type CreateApplyInput = z.input<typeof createApplyInput>;

export function createApply(input: CreateApplyInput): Promise<{ id: number }> {
  return sendJson('post', 'apply', createApplyInput.parse(input));
}

export const reviewApplyInput = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  apply_state: z.enum(['初过', '初拒', '终过', '终拒']),
  reason: z.string().trim().min(1).max(500),
});
export type ReviewApplyInput = z.input<typeof reviewApplyInput>;

export function reviewApply(input: ReviewApplyInput): Promise<{ id: number; version: number; apply_state: ApplyState }> {
  return sendJson('put', 'apply', reviewApplyInput.parse(input));
}
