/**
 * Who classifies a child (issue 28 "Classification is set by someone"; req children §13; docs/decisions-child-records.md):
 * the centre (children:edit: 中心领导, 中心管理) sets a child's level (等级), ranking (排序等级), emphasis (重点) and, for a
 * left-behind girl, her girl level (女童等级), always with a reason; a passed risk assessment proposes a level
 * (RISK_LEVEL_PROPOSAL), which the centre confirms by naming it as the change's basis. Every change is kept in the
 * child's 分级记录 (who, when, from → to, reason, basis) and written as a 修改 operation record (action 分级).
 * The centre also names the child's 儿童督导员 (`dominator`, req children §3.1), an active 分委领导 of the child's town.
 */
import { z } from 'zod';
import { CHILD_LEVELS, GIRL_LEVELS } from '../child-levels';
import { writeAnswer } from './child';
import { defineCall, idField, idParam, pickedIdField, timestamp, versionField } from './define';

/** The reason of a classification change (the dialog's rules come from it). */
export const classifyReason = z.string().trim().min(1, '请填写调整原因').max(200, '原因不能超过 200 个字');

/** The risk assessments whose stored level may be the basis of a change (their passed values on the child, req risk §2). */
export const CLASSIFY_BASES = ['原始风险评估', '标准风险评估'] as const;
export type ClassifyBasis = (typeof CLASSIFY_BASES)[number];

/** The child level a passed assessment's risk level proposes: 无 → 零级, 低 → 一级, 中 → 二级, 高 → 三级. */
export const RISK_LEVEL_PROPOSAL: Record<string, (typeof CHILD_LEVELS)[number]> = {
  无: '零级',
  低: '一级',
  中: '二级',
  高: '三级',
};

/** The fields a classification sets, with their Chinese names (the dialog's labels and the history's words). */
export const CLASSIFY_FIELD_LABELS = {
  level: '等级',
  ranking: '排序等级',
  emphasis: '重点',
  girl_level: '女童等级',
} as const;
export type ClassifyField = keyof typeof CLASSIFY_FIELD_LABELS;

/**
 * PUT /api/child/classification { id, version, level, ranking, emphasis, girl_level?, reason, basis? } (children:edit)
 * → { id, version }: sets the four at once on a child of the caller's scope (404 outside). `girl_level` only for a
 * left-behind girl (400 on girl_level otherwise); nothing changed: 400 请至少调整一项. `basis` names the passed
 * assessment whose proposal is adopted (400 on basis when the child has none). 409 STALE_VERSION on a stale version.
 */
export const setChildClassification = defineCall({
  method: 'PUT',
  path: '/api/child/classification',
  permission: { id: 'children', action: 'edit' },
  tag: 'child',
  summary: '调整儿童分级（等级、排序等级、重点、女童等级）',
  body: z.object({
    id: idField,
    version: versionField,
    level: z.enum(CHILD_LEVELS, '请选择等级'),
    ranking: z.enum(CHILD_LEVELS, '请选择排序等级'),
    emphasis: z.boolean('请选择是否重点'),
    girl_level: z.enum(GIRL_LEVELS, '请选择女童等级').optional(),
    reason: classifyReason,
    basis: z.enum(CLASSIFY_BASES, '请选择依据的评估').optional(),
  }),
  response: writeAnswer,
});

/** One change of a child's classification as its history shows it. */
export const classificationEntry = z.object({
  id: z.number(),
  /** What changed: the field, its Chinese name, the value before and after (emphasis as 是 / 否). */
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  reason: z.string(),
  /** The adopted assessment and its level (e.g. 原始风险评估：中), or null. */
  basis: z.string().nullable(),
  user_nickname: z.string().nullable(),
  created_at: timestamp,
});
export type ClassificationEntry = z.infer<typeof classificationEntry>;

/** GET /api/child/classification/list?id (children:get) → { list }: the child's 分级记录, newest first; 404 outside the scope. */
export const listChildClassifications = defineCall({
  method: 'GET',
  path: '/api/child/classification/list',
  permission: { id: 'children', action: 'get' },
  tag: 'child',
  summary: '儿童分级记录',
  query: z.object({ id: idParam }),
  response: z.object({ list: z.array(classificationEntry) }),
});

/**
 * PUT /api/child/dominator { id, version, dominator, reason } (helpers:edit) → { id, version }: names the child's
 * 儿童督导员 (req children §3.1 `dominator`; important.dominator_name / dominator_cellphone follow), an active 分委领导 of
 * the child's residence town (400 请选择本乡镇激活中的分委领导 otherwise), or clears it (null). Kept in the 分级记录.
 */
export const setChildDominator = defineCall({
  method: 'PUT',
  path: '/api/child/dominator',
  permission: { id: 'helpers', action: 'edit' },
  tag: 'child',
  summary: '设置儿童督导员',
  body: z.object({
    id: idField,
    version: versionField,
    dominator: pickedIdField('请选择儿童督导员').nullable(),
    reason: classifyReason,
  }),
  response: writeAnswer,
});
