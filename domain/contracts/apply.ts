/**
 * Applications that carry a child create/modify for review (req applies-review §1, §3, §6; domain/apply-states.ts).
 * Lists and counts are scoped by the server: a centre reviewer sees all applies, a 分委领导 their town's,
 * everyone else their own.
 */
import { z } from 'zod';
import { APPLY_GENRES, APPLY_STATES, CHILD_APPLY_GENRES, REVIEW_STATES } from '../apply-states';
import { CHARACTERS } from '../child-genre';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { Character } from '../child-genre';
import type { ChildScope } from '../scope';
import { childInformation, childPayload, type ChildInformation, type ChildPayload } from './child';
import { helperAssignment, type HelperAssignment } from './child-state';

/**
 * A proposed helper slot as an apply shows it (issue 29: the reviewer sees whom they approve): the assignment, the
 * proposed user's nickname, sign-in cellphone and unit (`department_name`: 镇 / 村, as the accounts lists show staff),
 * and while the apply waits (申请, 初过) who holds the slot now (`current`: their nickname, null for a vacant slot).
 */
export const helperAssignmentView = helperAssignment.extend({
  nickname: z.string().optional(),
  cellphone: z.string().optional(),
  department_name: z.string().nullable().optional(),
  current: z.string().nullable().optional(),
});
export type HelperAssignmentView = z.infer<typeof helperAssignmentView>;
import {
  DB_INT_MAX,
  boolParam,
  defineCall,
  idField,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

/** One entry of `apply_information.history` (req applies-review §1). */
export const applyHistoryEntry = z.object({
  datetime: timestamp,
  nickname: z.string(),
  operater: z.number(),
  state: z.enum(APPLY_STATES),
  content: z.string(),
  reason: z.string(),
});
export type ApplyHistoryEntry = z.infer<typeof applyHistoryEntry>;

/**
 * `apply_information` as it is answered: the child it carries, the history, the version of the child a
 * 儿童修改 was made from (`base_version`) and the merge target of a create (`merge_form`). What the server
 * keeps besides (a passed modification's recorded `before`) is not named, so it is never sent.
 */
export const applyInformation = z.object({
  information: z
    .object({ child: childPayload, helpers: z.array(helperAssignmentView) })
    .partial()
    .optional(),
  history: z.array(applyHistoryEntry).optional(),
  base_version: z.number().optional(),
  merge_form: z.number().optional(),
  /**
   * A corrected apply (req applies-review §9): the content of the round before the last resubmit, as it was
   * returned, so the reviewer sees what changed since (masked as `information` is).
   */
  previous: z.object({ child: childPayload }).partial().optional(),
});

/**
 * `apply_information` as the applies table stores it (every genre: child, helper and risk applies): what is answered, and what the server keeps besides — the
 * child's name (`child_name`), a passed 儿童修改's form as it was just before (`before`) and the applicant's child scope
 * at submit (`applicant_scope`, the only children a 儿童创建's final pass may merge into). Never sent as is.
 */
export type StoredApplyInformation = {
  /** The child carried (the child applies), the helper slots (帮扶人员) or the assessment's form values (the risk applies). */
  information: { child?: ChildPayload; helpers?: HelperAssignment[]; values?: Record<string, unknown> };
  history: ApplyHistoryEntry[];
  child_name?: string;
  base_version?: number;
  merge_form?: number;
  before?: { character: Character; information: ChildInformation; version: number };
  applicant_scope?: ChildScope;
  /** A corrected apply: the content of the round before the last resubmit (req applies-review §9). */
  previous?: { child?: ChildPayload };
};

/** An apply as lists and the detail show it, with the applicant's, the child's and the places' names. */
export const applyListItem = z.object({
  id: z.number(),
  applicant: z.number(),
  applicant_name: z.string().nullable(),
  auditor: z.number(),
  link_id: z.number(),
  apply_genre: z.enum(APPLY_GENRES),
  apply_state: z.enum(APPLY_STATES),
  top: z.number(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  village_id: z.number().nullable(),
  village_name: z.string().nullable(),
  child_name: z.string().nullable(),
  character: z.enum(CHARACTERS).nullable(),
  apply_information: applyInformation,
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ApplyListItem = z.infer<typeof applyListItem>;

/** The 修改前 side of a 儿童修改 (see `applyDetail.current`). */
export const applyCurrent = z.object({
  character: z.enum(CHARACTERS),
  information: childInformation,
  version: z.number(),
});
export type ApplyCurrent = z.infer<typeof applyCurrent>;

/** GET /api/apply/detail's `detail`. */
export const applyDetail = applyListItem.extend({
  /**
   * 儿童修改 only (absent for other genres): what the review compares the proposed values with — the linked
   * child's form as it is now while the apply is open or was rejected (null if the child no longer exists);
   * once it has passed, the form as it was just before the pass (then `current_recorded: true`).
   */
  current: applyCurrent.nullable().optional(),
  current_recorded: z.literal(true).optional(),
  /** image_url → a signed read URL, valid 10 minutes, for every image of the apply and of `current`. */
  image_urls: z.record(z.string(), z.string()),
});
export type ApplyDetail = z.infer<typeof applyDetail>;

/** GET /api/apply/detail?id (applies:get) → { detail }; 404 outside the caller's scope; writes a 查看详情 record. */
export const getApplyDetail = defineCall({
  method: 'GET',
  path: '/api/apply/detail',
  permission: { id: 'applies', action: 'get' },
  tag: 'apply',
  summary: '申请详情（含修改前记录与审核记录）',
  query: z.object({ id: idParam }),
  response: z.object({ detail: applyDetail }),
});

const filterQuery = {
  /** Accepted for the old console's calls; the queue is decided by the caller's permission and town, not by this. */
  auditor: z.coerce.number<number>().int().min(0).max(DB_INT_MAX).optional(),
  apply_genres: listParam(z.enum(APPLY_GENRES)).optional(),
  apply_states: listParam(z.enum(APPLY_STATES)).optional(),
  /** true: the deleted (withdrawn) applies only (childCheckDelete); otherwise deleted applies are left out. */
  deleted: boolParam.optional(),
};

/** GET /api/apply/list/for/auditor?apply_genres&apply_states&page&size (applies:query) → { total, list }: the caller's queue. */
export const listAppliesForAuditor = defineCall({
  method: 'GET',
  path: '/api/apply/list/for/auditor',
  permission: { id: 'applies', action: 'query' },
  tag: 'apply',
  summary: '申请列表（审核队列或本人申请）',
  query: z.object({ ...filterQuery, page: pageParam, size: sizeParam(DEFAULT_PAGE_SIZE) }),
  response: z.object({ total: z.number(), list: z.array(applyListItem) }),
});

/** GET /api/apply/count/for/auditor?apply_genres&apply_states (applies:query) → { count } (badge counts, req applies-review §6). */
export const countAppliesForAuditor = defineCall({
  method: 'GET',
  path: '/api/apply/count/for/auditor',
  permission: { id: 'applies', action: 'query' },
  tag: 'apply',
  summary: '申请计数（角标）',
  query: z.object({ ...filterQuery, page: pageParam, size: sizeParam(DEFAULT_PAGE_SIZE) }),
  response: z.object({ count: z.number() }),
});

/**
 * POST /api/apply { apply_genre, link_id? (儿童修改), apply_information: { information: { child } } } (applies:add)
 * → { id, version }: state 申请, auditor 0; validated like a direct write; 403 OUT_OF_SCOPE; 409 PENDING_APPLY.
 */
export const createApply = defineCall({
  method: 'POST',
  path: '/api/apply',
  permission: { id: 'applies', action: 'add' },
  tag: 'apply',
  summary: '提交儿童创建或修改申请',
  body: z.object({
    apply_genre: z.enum(CHILD_APPLY_GENRES),
    link_id: idField.optional(),
    apply_information: z.object({ information: z.object({ child: childPayload }) }),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/apply { id, version, apply_state, reason? } (applies:query, and review_first:edit or review_final:edit
 * for the transition) → { id, version, apply_state }. `version` is the one read (≥ 1; a stale one answers
 * 409 STALE_VERSION); `apply_state` one of 初过 初拒 终过 终拒 (409 ILLEGAL_TRANSITION from the wrong state);
 * `reason` may be left out of a pass: its default (初审通过 …) is recorded (req applies-review §3); a refusal (初拒, 终拒)
 * needs one (400 请填写退回原因 on `reason`, nothing changed; domain/apply-states.ts APPLY_WORKFLOW; issue 28).
 */
export const reviewApply = defineCall({
  method: 'PUT',
  path: '/api/apply',
  permission: { id: 'applies', action: 'query' },
  tag: 'apply',
  summary: '审核申请（初审、终审）',
  body: z.object({
    id: idField,
    version: versionField,
    apply_state: z.enum(REVIEW_STATES),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number(), version: z.number(), apply_state: z.enum(APPLY_STATES) }),
});

/**
 * POST /api/apply/helpers { link_id, helpers: [assignment…] } (applies:add) → { id, version }: a 帮扶人员 apply
 * proposing helpers for child `link_id` (in the applicant's scope, else 404). It goes through the same two
 * stages as a child apply (分委领导 初过/初拒, then the centre 终过/终拒 via PUT /api/apply); at 终过 the slots
 * are set with state 同意. 409 PENDING_APPLY while another apply of that child is pending.
 */
export const createHelperApply = defineCall({
  method: 'POST',
  path: '/api/apply/helpers',
  permission: { id: 'applies', action: 'add' },
  tag: 'apply',
  summary: '提交帮扶人员申请',
  body: z.object({ link_id: idField, helpers: z.array(helperAssignment).min(1).max(24) }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * DELETE /api/apply { id, version } (applies:delete) → { id, version }: withdraws an apply still in 申请 (its
 * applicant) or removes any not yet passed apply (the centre); it moves to childCheckDelete, nothing is lost.
 * 409 ILLEGAL_TRANSITION for an apply already passed.
 */
export const deleteApply = defineCall({
  method: 'DELETE',
  path: '/api/apply',
  permission: { id: 'applies', action: 'delete' },
  tag: 'apply',
  summary: '撤回或删除申请',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/apply/content { id, version, apply_information: { information: { child } } } (applies:add) → { id, version,
 * apply_state }: the applicant corrects a returned 儿童创建 / 儿童修改 (初拒 or 终拒) and submits it again (req
 * applies-review §9; docs/decisions-apply.md). The content is checked as a submit is (the child pipeline: 400 with the
 * fields' messages; 403 OUT_OF_SCOPE), the apply goes back to 申请 for the first review, its history gains a 申请 entry
 * and the returned content is kept as `previous`. 404 outside the caller's applies, 403 NOT_APPLICANT (not the
 * applicant), 409 STALE_VERSION, 409 ILLEGAL_TRANSITION (not returned), 409 PENDING_APPLY (another apply of the child
 * is pending). A name or ID number sent masked keeps the value the apply carries.
 */
export const correctApply = defineCall({
  method: 'PUT',
  path: '/api/apply/content',
  permission: { id: 'applies', action: 'add' },
  tag: 'apply',
  summary: '修改退回的申请并重新提交',
  body: z.object({
    id: idField,
    version: versionField,
    apply_information: z.object({ information: z.object({ child: childPayload }) }),
  }),
  response: z.object({ id: z.number(), version: z.number(), apply_state: z.enum(APPLY_STATES) }),
});
