/**
 * Applications that carry a child create/modify for review (domain/contracts/apply.ts; seed 001 §3, §4, §7).
 * The server scopes lists and counts to the caller (a reviewer's queue, an applicant's own applies).
 */
import { countAppliesForAuditor as countCall, createApply as createCall, createHelperApply as helperCall } from '../../domain/contracts/apply';
import { CHILD_APPLY_GENRES, pendingStatesFor, type ApplyState, type ChildApplyGenre } from '../../domain/apply-states';
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { call } from './client';

export const applyKeys = {
  all: ['apply'] as const,
  list: (query: object) => ['apply', 'list', query] as const,
  count: (query: object) => ['apply', 'count', query] as const,
  detail: (id: number) => ['apply', 'detail', id] as const,
};

export type ApplyCountQuery = CallInput<typeof countCall>['query'];

/** The filter of a review queue: child applies waiting in the state the stage acts on (申请 / 初过). */
export function reviewQueueFilter(stage: 'review_first' | 'review_final'): { apply_genres: ChildApplyGenre[]; apply_states: ApplyState[] } {
  return { apply_genres: [...CHILD_APPLY_GENRES], apply_states: pendingStatesFor(stage) };
}

export async function countAppliesForAuditor(query: ApplyCountQuery): Promise<number> {
  return (await call(countCall, { query })).count;
}

export type CreateApplyInput = CallInput<typeof createCall>['body'];

export function createApply(input: CreateApplyInput): Promise<CallOutput<typeof createCall>> {
  return call(createCall, { body: input });
}

/** POST /api/apply/helpers: a 帮扶人员 apply proposing helper slots for a child (both reviews, then the slots are set). */
export function createHelperApply(input: CallInput<typeof helperCall>['body']): Promise<CallOutput<typeof helperCall>> {
  return call(helperCall, { body: input });
}
