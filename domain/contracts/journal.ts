/**
 * Journals (req applies-review §5.1, §5.2, §5.3; issue 16): the dated entries of a reviewer's work. The review steps of a
 * child apply write them (儿双初过, 儿双初拒, 儿双终过) in the same transaction as the step; POST /api/journal
 * records one for a step the caller took, once (a second post of the same step answers the first entry).
 */
import { z } from 'zod';
import { JOURNAL_TYPES } from '../tasks';
import { defineCall, idField, idParam, listParam, pageParam, sizeParam, timestamp } from './define';

export const journalItem = z.object({
  id: z.number(),
  journal_creator: z.number(),
  creator_name: z.string().nullable(),
  journal_type: z.enum(JOURNAL_TYPES),
  journal_link: z.number(),
  journal_datetime: timestamp,
  /** What the step was about: the apply's genre, its state after the step, the reason given. */
  journal_information: z.object({
    apply_genre: z.string().optional(),
    apply_state: z.string().optional(),
    reason: z.string().optional(),
    note: z.string().optional(),
  }),
});
export type JournalItem = z.infer<typeof journalItem>;

/**
 * POST /api/journal { journal_type, journal_link, note? } (journals:add) → { id }: the journal of the review step
 * `journal_type` the caller took on apply `journal_link` (404 for an apply out of scope; 409 NO_SUCH_STEP when the
 * caller took no such step on it). Idempotent: the step's journal already written is answered, not doubled.
 */
export const createJournal = defineCall({
  method: 'POST',
  path: '/api/journal',
  permission: { id: 'journals', action: 'add' },
  tag: 'journal',
  summary: '记录审核日志',
  apiOnly: '日志由审核动作写入；此调用供对接系统补录',
  body: z.object({
    journal_type: z.enum(JOURNAL_TYPES),
    journal_link: idField,
    note: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number() }),
});

/**
 * GET /api/journal/list/for/creator/types?creator&types&page&size (journals:query) → { total, list }, newest
 * first: a creator's journals of those types. Only the centre may ask for another creator's; anyone else gets their own.
 */
export const listJournalsForCreator = defineCall({
  method: 'GET',
  path: '/api/journal/list/for/creator/types',
  permission: { id: 'journals', action: 'query' },
  tag: 'journal',
  summary: '审核日志',
  query: z.object({
    creator: idParam.optional(),
    types: listParam(z.enum(JOURNAL_TYPES)).optional(),
    page: pageParam,
    size: sizeParam(10),
  }),
  response: z.object({ total: z.number(), list: z.array(journalItem) }),
});

/**
 * GET /api/journal/list/for/child?child&page&size (journals:query; issue 28 "Journals are shown") → { total, list },
 * newest first: the journals of the review steps of the applies that concern child `child` (its 儿童创建 and 儿童修改
 * applies, and a refused or pending 儿童创建 of its ID number), with the reviewer's name (`creator_name`) and the
 * reason given. 404 when the child is not in the caller's scope (a deleted child only for children:delete roles, as
 * its detail). Any child's full name or ID number in a reason is masked unless the caller revealed names.
 */
export const listJournalsForChild = defineCall({
  method: 'GET',
  path: '/api/journal/list/for/child',
  permission: { id: 'journals', action: 'query' },
  tag: 'journal',
  summary: '儿童的审核日志',
  query: z.object({ child: idParam, page: pageParam, size: sizeParam(10) }),
  response: z.object({ total: z.number(), list: z.array(journalItem) }),
});
