/**
 * Clue reports (线索, denounce) and their dispatch to departments (req clues §1, §2, §3; issue 18). Pure rules:
 * the server enforces them, the screens show what they allow.
 *
 * - A clue has a source (普通 ordinary, 部门 from a department, 边缘 about an edge (marginal) child) and a state:
 *   录入 (entered) → 办理 (dispatched) → 办结 (every department done), or 拒办 (rejected, with a reason).
 * - The reviewers: the centre (中心领导, 中心管理) for every clue, 检察领导 for edge-child clues only. They enter,
 *   dispatch, reject, close and send back. 系统管理 reads the centre's lists (req clues §3 menu).
 * - A dispatch (adjunct) to one department goes 待收 → 办理 (the department leader receives) → 申结 (applies to close,
 *   with a result and photos) → 办结 (the reviewer closes); or 待收 → 退回 (the department returns it, with a reason);
 *   or 申结 → 打回 (the reviewer sends it back, with a reason) → 申结 again. Every step records who, when and why.
 * - The clue's state follows its dispatches (`denounceStateOf`). Any other step is refused (409).
 */
import { inGroup } from './roles';
import { defineWorkflow } from './workflow';

export const DENOUNCE_SOURCES = ['普通', '部门', '边缘'] as const;
export type DenounceSource = (typeof DENOUNCE_SOURCES)[number];
export const DENOUNCE_SOURCE_LABELS: Record<DenounceSource, string> = {
  普通: '普通线索',
  部门: '部门线索',
  边缘: '边缘儿童线索',
};

export const DENOUNCE_STATES = ['录入', '办理', '办结', '拒办'] as const;
export type DenounceState = (typeof DENOUNCE_STATES)[number];

export const ADJUNCT_STATES = ['待收', '办理', '申结', '打回', '退回', '办结'] as const;
export type AdjunctState = (typeof ADJUNCT_STATES)[number];

const DEPARTMENT = 'owner';
const REVIEWER = { permission: 'denounces' } as const;

/**
 * The dispatch workflow (domain/workflow.ts): the department's steps are the dispatch's own department's (`'owner'`: the
 * server compares the caller's department), the reviewer's need denounces `edit` (and the clue's source, reviewsSource).
 * A return and a send back need a reason, an apply to close a result. `by` names the side, as the two calls do.
 */
export const ADJUNCT_WORKFLOW = defineWorkflow({
  states: ADJUNCT_STATES,
  moves: {
    receive: { by: 'department', from: ['待收'], to: '办理', who: DEPARTMENT, label: '接收' },
    return: { by: 'department', from: ['待收'], to: '退回', who: DEPARTMENT, label: '退回', needs: ['reason'] },
    apply: {
      by: 'department',
      from: ['办理', '打回'],
      to: '申结',
      who: DEPARTMENT,
      label: '申请办结',
      needs: ['result'],
    },
    close: { by: 'reviewer', from: ['申结'], to: '办结', who: REVIEWER, label: '办结' },
    send_back: { by: 'reviewer', from: ['申结'], to: '打回', who: REVIEWER, label: '打回', needs: ['reason'] },
  },
});
/** The steps on a dispatch (ADJUNCT_WORKFLOW's moves). */
export const ADJUNCT_MOVES = ADJUNCT_WORKFLOW.moves;
export type AdjunctMove = keyof typeof ADJUNCT_MOVES;
/** The steps of the department's leader and of the clue's reviewer (two calls, two permissions). */
export const DEPARTMENT_MOVES = ['receive', 'return', 'apply'] as const satisfies readonly AdjunctMove[];
export const REVIEWER_MOVES = ['close', 'send_back'] as const satisfies readonly AdjunctMove[];

/** Whether `move` may be taken on a dispatch in `state`. */
export function mayMove(move: AdjunctMove, state: AdjunctState): boolean {
  return (ADJUNCT_MOVES[move].from as readonly AdjunctState[]).includes(state);
}

/**
 * The clue's own workflow (domain/workflow.ts; docs/decisions-denounce.md "A clue turned into a work order"): a reviewer
 * who turns a clue about a child into a work order (POST /api/denounce/task, tasks `add`; the clue's source is the
 * server's reviewsSource check) moves it out of 录入 into 办理: the clue is being handled, by the task, so it leaves the
 * 线索审核 list and badge and is found in 线索办理. From 办理 (already dispatched) it stays 办理; a clue 办结 or 拒办 is not
 * turned into a work order. The dispatch steps move the clue through `denounceStateOf`.
 */
export const DENOUNCE_WORKFLOW = defineWorkflow({
  states: DENOUNCE_STATES,
  moves: {
    to_task: { from: ['录入', '办理'], to: '办理', who: { permission: 'tasks', action: 'add' }, label: '转为工单' },
  },
});

/**
 * The clue's state from its dispatches: 拒办 stays; with no dispatch still open (none, or all returned) 录入, or 办理
 * when the clue was turned into a work order (`hasTask`: the task handles it), or 办结 when that task has passed its
 * final review (`taskDone`, issue 28); when every dispatch not returned is 办结 办结; else 办理.
 */
export function denounceStateOf(
  current: DenounceState,
  adjuncts: readonly AdjunctState[],
  hasTask = false,
  taskDone = false,
): DenounceState {
  if (current === '拒办') return '拒办';
  const live = adjuncts.filter((s) => s !== '退回');
  if (!live.length) return taskDone ? '办结' : hasTask ? '办理' : '录入';
  return live.every((s) => s === '办结') ? '办结' : '办理';
}

/**
 * What a move of the work order a clue became means to the clue (issue 28; docs/decisions-gta.md "A clue's work order
 * finished"): the final pass (终过) closes the clue (办结, unless a dispatch is still open), the refusal (终拒) and the
 * escort outcomes (护正 / 护异) are written into the clue's history with the state it keeps; any other move is the
 * task's own business. Each noted move carries the words the clue's history shows.
 */
export const CLUE_TASK_NOTES: Partial<Record<string, { label: string; closes: boolean }>> = {
  终过: { label: '工单终审通过', closes: true },
  终拒: { label: '工单终审不通过', closes: false },
  护正: { label: '护航正常', closes: false },
  护异: { label: '护航异常', closes: false },
};

/** Whether a reviewer of `role` handles clues of `source`: the centre every source, 检察领导 edge-child clues. */
export function reviewsSource(role: string, source: DenounceSource): boolean {
  if (!inGroup(role, 'denounceReviewers')) return false;
  return inGroup(role, 'centre') || source === '边缘';
}

/** The sources a role reads as a reviewer (系统管理 reads as the centre does). */
export function sourcesReadBy(role: string): readonly DenounceSource[] {
  if (inGroup(role, 'centre') || role === '系统管理') return DENOUNCE_SOURCES;
  if (inGroup(role, 'denounceReviewers') || role === '检察人员') return ['边缘']; // 检察人员 reads them (issue 28)
  return [];
}

/** req gta §10 default list size; the clue photos follow the form images (jpg/png, 5 MB, at most 9). */
export const DENOUNCE_IMAGES_MAX = 9;
