/**
 * Risk assessments (req risk §1 /risk "origin and standard risk: first review, second review, return lists,
 * records", §6 "risk: 服务领导 and 中心领导"; req risk §2 `information.origin` / `information.standard` and their
 * step timestamps; docs/decisions-risk.md). An assessment is an apply of genre 原始风险评估 or 标准风险评估
 * (domain/apply-states.ts) carrying the form's values (schemas/risk_origin.ts, schemas/risk_standard.ts):
 * 儿童主任 / 儿童社工 submit it for a child of their village (申请), 服务领导 passes it (初过) or returns it (初拒),
 * 中心领导 passes it (终过: stored on the child) or returns it (终拒); a returned one is corrected and submitted again
 * by its applicant. Lists are scoped: the reviewers see every assessment, the village staff those they submitted.
 */
import { z } from 'zod';
import { APPLY_STATES, RISK_APPLY_GENRES, REVIEW_STATES } from '../apply-states';
import { applyHistoryEntry } from './apply';
import {
  defineCall,
  idField,
  idParam,
  listParam,
  pickedIdField,
  looseObject,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

/** An assessment as the lists show it; `risk_level` / `risk_score` are the form's computed level and (standard) total. */
export const riskItem = z.object({
  id: z.number(),
  link_id: z.number(),
  apply_genre: z.enum(RISK_APPLY_GENRES),
  apply_state: z.enum(APPLY_STATES),
  child_name: z.string().nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  applicant: z.number(),
  applicant_name: z.string().nullable(),
  risk_level: z.string().nullable(),
  risk_score: z.number().nullable(),
  history: z.array(applyHistoryEntry),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RiskItem = z.infer<typeof riskItem>;

/** GET /api/risk/detail's `detail`: the item and the form's values (`information.origin` or `.standard` as submitted). */
export const riskDetail = riskItem.extend({ values: looseObject });
export type RiskDetail = z.infer<typeof riskDetail>;

/** GET /api/risk/list?apply_genres&apply_states&keyword&page&size (risks:query) → { total, list }: the latest first. */
export const listRisks = defineCall({
  method: 'GET',
  path: '/api/risk/list',
  permission: { id: 'risks', action: 'query' },
  tag: 'risk',
  summary: '风险评估列表',
  query: z.object({
    apply_genres: listParam(z.enum(RISK_APPLY_GENRES)).optional(),
    apply_states: listParam(z.enum(APPLY_STATES)).optional(),
    /** Part of the child's name. */
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(riskItem) }),
});

/** GET /api/risk/detail?id (risks:get) → { detail }; 404 outside the caller's scope; writes a 查看详情 record. */
export const getRisk = defineCall({
  method: 'GET',
  path: '/api/risk/detail',
  permission: { id: 'risks', action: 'get' },
  tag: 'risk',
  summary: '风险评估详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: riskDetail }),
});

/**
 * POST /api/risk { apply_genre, link_id, values } (risks:add) → { id, version }: a new assessment in 申请 of child
 * `link_id` (in the caller's scope, else 404). The values go through the form's engine (normalize, validate: 400
 * with the field errors). 409 PENDING_RISK while that child has an assessment of the genre not yet passed.
 */
export const createRisk = defineCall({
  method: 'POST',
  path: '/api/risk',
  permission: { id: 'risks', action: 'add' },
  tag: 'risk',
  summary: '提交风险评估',
  body: z.object({
    apply_genre: z.enum(RISK_APPLY_GENRES, '请选择评估类型'),
    link_id: pickedIdField('请选择评估儿童'),
    values: looseObject,
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/risk { id, version, values } (risks:edit) → { id, version }: the applicant corrects a returned assessment
 * (初拒 or 终拒) and submits it again (申请). 403 NOT_APPLICANT, 409 ILLEGAL_TRANSITION (not returned), 409
 * STALE_VERSION, 400 for values the form refuses.
 */
export const resubmitRisk = defineCall({
  method: 'PUT',
  path: '/api/risk',
  permission: { id: 'risks', action: 'edit' },
  tag: 'risk',
  summary: '修改后重新提交风险评估',
  body: z.object({ id: idField, version: versionField, values: looseObject }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/risk/review { id, version, apply_state, reason } (risks:query, and risk_first:edit for 初过 / 初拒,
 * risk_final:edit for 终过 / 终拒) → { id, version, apply_state }. 初拒 / 终拒 return it to its applicant and need a
 * reason (400). 终过 stores the form on the child (`information.origin` / `.standard`, `important.<key>_timestamp`).
 * 409 STALE_VERSION, 409 ILLEGAL_TRANSITION, 403 FORBIDDEN_REVIEW.
 */
export const reviewRisk = defineCall({
  method: 'PUT',
  path: '/api/risk/review',
  permission: { id: 'risks', action: 'query' },
  tag: 'risk',
  summary: '审核风险评估（初评、复评）',
  body: z.object({
    id: idField,
    version: versionField,
    apply_state: z.enum(REVIEW_STATES),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number(), version: z.number(), apply_state: z.enum(APPLY_STATES) }),
});
