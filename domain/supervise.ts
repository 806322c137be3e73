/**
 * Supervision (督查, req supervise §1 /supervise: SuperviseTemplate, SuperviseList, SuperviseListRecord, SuperviseListCenter;
 * §6 "supervise templates: only 督查领导"). Pure rules: the server enforces them, the screens show what they allow.
 *
 * - A template is a checklist as data: a title and items, each a text and a kind (是否, 评分 1–5, 文字). 督查领导 keeps
 *   the templates; a retired (停用) template cannot be assigned, and the inspections already made from it keep their copy.
 * - An inspection (督查单) is assigned by 督查领导 to one 督查人员 for a village (and optionally a work order) with a
 *   deadline, carrying a copy of the template as it was then. States: 待检查 → 已提交 (the inspector submits his record)
 *   → 已确认 (督查领导 confirms) or 退回 (督查领导 returns it with a reason) → 已提交 again.
 */
import { defineWorkflow } from './workflow';

export const SUPERVISE_ITEM_KINDS = ['是否', '评分', '文字'] as const;
export type SuperviseItemKind = (typeof SUPERVISE_ITEM_KINDS)[number];
/** A 评分 item's score range. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** The answers of a 是否 item. */
export const YES_NO = ['是', '否'] as const;

export const TEMPLATE_STATES = ['启用', '停用'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

export const SUPERVISE_STATES = ['待检查', '已提交', '已确认', '退回'] as const;
export type SuperviseState = (typeof SUPERVISE_STATES)[number];
/** How each state reads, and its colour: domain/state-words.ts (kind `supervise`). */

/** Photos of a submitted record: at least one, at most nine. */
export const SUPERVISE_PHOTOS_MIN = 1;
export const SUPERVISE_PHOTOS_MAX = 9;

/**
 * The inspection workflow (domain/workflow.ts): the inspector (supervise_records `edit`; the server reads only their own
 * inspections) submits a record with photos from 待检查 or 退回; 督查领导 (supervise_lists `edit`) confirms it or returns it
 * with a reason. Assigning (→ 待检查) and withdrawing (a delete) are not moves between states.
 */
export const SUPERVISE_WORKFLOW = defineWorkflow({
  states: SUPERVISE_STATES,
  moves: {
    submit: {
      from: ['待检查', '退回'],
      to: '已提交',
      who: { permission: 'supervise_records' },
      needs: ['photos'],
      label: '提交',
    },
    confirm: { from: ['已提交'], to: '已确认', who: { permission: 'supervise_lists' }, label: '确认' },
    return: { from: ['已提交'], to: '退回', who: { permission: 'supervise_lists' }, needs: ['reason'], label: '退回' },
  },
});

/** The states in which the inspector may fill in and submit the record. */
export const FILLABLE_STATES: readonly SuperviseState[] = SUPERVISE_WORKFLOW.moves.submit.from;
/** The state 督查领导 confirms or returns from. */
export const REVIEWABLE_STATE: SuperviseState = SUPERVISE_WORKFLOW.moves.confirm.from[0];

/** The review moves of 督查领导: confirm (→ 已确认) or return (→ 退回, with a reason). */
export const REVIEW_MOVES = { confirm: SUPERVISE_WORKFLOW.moves.confirm, return: SUPERVISE_WORKFLOW.moves.return };
export type ReviewMove = keyof typeof REVIEW_MOVES;

export type ChecklistItem = { key: string; text: string; kind: SuperviseItemKind };
export type Answer = string | number;

/**
 * Whether `value` is a valid answer to `item` (是否: 是 or 否; 评分: an integer 1–5; 文字: non-empty text): the
 * message of what is wrong, or null when it is fine. `required`: a missing answer is wrong (a submit), else allowed (a draft).
 */
export function answerProblem(item: ChecklistItem, value: Answer | undefined, required: boolean): string | null {
  if (value === undefined || value === '') return required ? `请填写“${item.text}”` : null;
  switch (item.kind) {
    case '是否':
      return (YES_NO as readonly unknown[]).includes(value) ? null : `“${item.text}”应为是或否`;
    case '评分':
      return typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX
        ? null
        : `“${item.text}”应为 ${SCORE_MIN}–${SCORE_MAX} 分`;
    case '文字':
      return typeof value === 'string' && value.trim() ? null : `请填写“${item.text}”`;
  }
}
