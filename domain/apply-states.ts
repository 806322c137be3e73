/**
 * Application (apply) states and the review transitions (req applies-review §2 "Application states and review",
 * req applies-review §2). A child director's create submits an apply in 申请 for the town's 分委领导; the first
 * review passes (初过, auditor set to 4, the centre stage) or rejects (初拒); the centre gives the final
 * pass (终过, the child is written) or refusal (终拒). A direct write by a centre role stores an apply
 * already in 终过 with top = 1.
 */
import type { PermissionId } from './permissions';
import { defineWorkflow, type MoveSpec, type Workflow } from './workflow';

export const APPLY_STATES = ['申请', '初过', '初拒', '终过', '终拒'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

/** How each state reads on a screen: domain/state-words.ts (kind `apply`; the risk genres' `risk`). */

/** The states a review may move an apply to (PUT /api/apply): the `to` of every transition. 申请 is where a submit starts, never a review's answer. */
export const REVIEW_STATES = ['初过', '初拒', '终过', '终拒'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Genres counted by the shell (req applies-review §2: 帮扶人员, 儿童创建) and the child genres of req applies-review §2.2 (儿童创建, 儿童修改). */
export const APPLY_GENRES = ['儿童创建', '儿童修改', '帮扶人员'] as const;
export type ApplyGenre = (typeof APPLY_GENRES)[number];

export const APPLY_GENRE_LABELS: Record<ApplyGenre, string> = {
  儿童创建: '儿童创建',
  儿童修改: '儿童修改',
  帮扶人员: '帮扶人员',
};

/** The genres that carry a child (POST /api/apply; the review queues and an applicant's list). */
export const CHILD_APPLY_GENRES = ['儿童创建', '儿童修改'] as const satisfies readonly ApplyGenre[];
export type ChildApplyGenre = (typeof CHILD_APPLY_GENRES)[number];

/** Auditor stage codes stored in `apply.auditor`: 0 = the town's 分委领导, 4 = the centre (req children §11). */
export const AUDITOR_TOWN = 0;
export const AUDITOR_CENTRE = 4;

/**
 * The review workflow of the child genres (domain/workflow.ts): the town's 分委领导 takes the first review (review_first),
 * the centre the final one (review_final). Each move carries the reason written when none is given and the auditor stage
 * code the apply goes to. A refusal (初拒, 终拒: a return to the applicant) needs a reason, on the server too (400 on
 * `reason`, nothing changed; issue 28): the applicant corrects the apply by it. A pass writes its default when none is
 * given. The 帮扶人员 applies are reviewed by this workflow as well.
 */
export const APPLY_WORKFLOW = defineWorkflow({
  states: APPLY_STATES,
  moves: {
    first_pass: {
      from: ['申请'],
      to: '初过',
      who: { permission: 'review_first' },
      label: '初审通过',
      defaultReason: '初审通过',
      auditor: AUDITOR_CENTRE,
    },
    first_reject: {
      from: ['申请'],
      to: '初拒',
      who: { permission: 'review_first' },
      needs: ['reason'],
      label: '初审不通过',
      defaultReason: '初审不通过',
      auditor: AUDITOR_TOWN,
    },
    final_pass: {
      from: ['初过'],
      to: '终过',
      who: { permission: 'review_final' },
      label: '终审通过',
      defaultReason: '终审通过',
      auditor: AUDITOR_CENTRE,
    },
    final_reject: {
      from: ['初过'],
      to: '终拒',
      who: { permission: 'review_final' },
      needs: ['reason'],
      label: '终审不通过',
      defaultReason: '终审不通过',
      auditor: AUDITOR_CENTRE,
    },
  },
});
export type ApplyMove = keyof typeof APPLY_WORKFLOW.moves;

/**
 * The review workflow of the risk assessments (req risk §1; docs/decisions-risk.md): 服务领导 first (risk_first), 中心领导
 * second (risk_final); a refusal is a return (退回) and needs a reason. The applicant (`'owner'`: the apply's own
 * applicant, computed by the server from the row) submits a returned one again with corrected values: `resubmit`
 * (初拒 / 终拒 → 申请, back to the first stage), taken by server/modules/apply/genre-apply.ts `resubmit` through
 * applyMove. No reviewer is its owner, so the review screens never draw it.
 */
export const RISK_APPLY_WORKFLOW = defineWorkflow({
  states: APPLY_STATES,
  moves: {
    first_pass: {
      from: ['申请'],
      to: '初过',
      who: { permission: 'risk_first' },
      label: '初评通过',
      defaultReason: '初审通过',
      auditor: AUDITOR_CENTRE,
    },
    first_reject: {
      from: ['申请'],
      to: '初拒',
      who: { permission: 'risk_first' },
      needs: ['reason'],
      label: '初评退回',
      defaultReason: '初审不通过',
      auditor: AUDITOR_TOWN,
    },
    final_pass: {
      from: ['初过'],
      to: '终过',
      who: { permission: 'risk_final' },
      label: '复评通过',
      defaultReason: '终审通过',
      auditor: AUDITOR_CENTRE,
    },
    final_reject: {
      from: ['初过'],
      to: '终拒',
      who: { permission: 'risk_final' },
      needs: ['reason'],
      label: '复评退回',
      defaultReason: '终审不通过',
      auditor: AUDITOR_CENTRE,
    },
    resubmit: {
      from: ['初拒', '终拒'],
      to: '申请',
      who: 'owner',
      label: '重新提交',
      defaultReason: '',
      auditor: AUDITOR_TOWN,
    },
  },
});

/** A move of an apply workflow, with the reason written when none is given and the auditor stage it goes to. */
type ApplyMoveSpec = MoveSpec<ApplyState> & { defaultReason: string; auditor: number };

/**
 * A review workflow of applies: its four review moves, and the applicant's `resubmit` where its refusals are returns
 * (RISK_APPLY_WORKFLOW; the child genres are corrected by their own call).
 */
export type ApplyWorkflow = Workflow<ApplyState, Record<ApplyMove, ApplyMoveSpec> & { resubmit?: ApplyMoveSpec }>;

/** Whether `move` is a reviewer's (one of ApplyMove), not the applicant's `resubmit`: what the review screens take. */
export const isReviewMove = (move: string): move is ApplyMove => move in APPLY_WORKFLOW.moves;

/** The review workflow of an apply of `genre`: the risk assessments' or the child genres'. */
export function applyWorkflowFor(genre: string): ApplyWorkflow {
  return (RISK_APPLY_GENRES as readonly string[]).includes(genre) ? RISK_APPLY_WORKFLOW : APPLY_WORKFLOW;
}

/** A review transition as the screens read it (a view of APPLY_WORKFLOW's moves; the stage is the move's permission). */
export type Transition = {
  from: ApplyState;
  to: ReviewState;
  permission: PermissionId;
  defaultReason: string;
  auditor: number;
};

export const TRANSITIONS: readonly Transition[] = Object.values(APPLY_WORKFLOW.moves).map((m) => ({
  from: m.from[0],
  to: m.to,
  permission: m.who.permission,
  defaultReason: m.defaultReason,
  auditor: m.auditor,
}));

/** The transition from `from` to `to`, or undefined when the state machine has none. */
export function findTransition(from: ApplyState, to: ApplyState): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** The states an apply waits in for a review permission (what the review list and badge count show). */
export function pendingStatesFor(permission: 'review_first' | 'review_final'): ApplyState[] {
  return permission === 'review_first' ? ['申请'] : ['初过'];
}

/** One entry of `apply_information.history` (declared by the apply contract). */
export type { ApplyHistoryEntry } from './contracts/apply';

/**
 * The risk assessments (req risk §1 /risk; docs/decisions-risk.md): a genre each, carrying `information.origin` /
 * `.standard`. They live in the applies table but are none of APPLY_GENRES: the apply calls neither list nor show them
 * (their calls are domain/contracts/risk.ts).
 */
export const RISK_APPLY_GENRES = ['原始风险评估', '标准风险评估'] as const;
export type RiskApplyGenre = (typeof RISK_APPLY_GENRES)[number];
/** Every genre the applies table holds. */
export type AnyApplyGenre = ApplyGenre | RiskApplyGenre;

/**
 * Who takes each review stage, by genre (the stages stay TRANSITIONS' `review_first` / `review_final`): a genre
 * listed here has them taken by other permissions, and its applies are seen by their holders only (with the
 * applicant); the child genres are the town's 分委领导 and the centre's. Risk: 服务领导 first, 中心领导 second (req applies-review §7).
 */
export const STAGE_PERMISSIONS: Partial<Record<AnyApplyGenre, Record<'review_first' | 'review_final', PermissionId>>> =
  {
    原始风险评估: { review_first: 'risk_first', review_final: 'risk_final' },
    标准风险评估: { review_first: 'risk_first', review_final: 'risk_final' },
  };

/** The permission that takes stage `stage` (a transition's `permission`) of an apply of `genre`. */
export function stagePermission(genre: string, stage: PermissionId): PermissionId {
  const own = STAGE_PERMISSIONS[genre as AnyApplyGenre];
  return own && (stage === 'review_first' || stage === 'review_final') ? own[stage] : stage;
}

/**
 * Genres whose refusals are returns (退回) in their review workflow: the apply goes back to its applicant, who corrects
 * it and submits it again (初拒 or 终拒 → 申请), and a return needs a reason. The child genres (儿童创建, 儿童修改) are
 * corrected the same way by their own call (PUT /api/apply/content, req applies-review §9); 帮扶人员 refusals are final.
 */
export const RETURNABLE_GENRES: readonly string[] = RISK_APPLY_GENRES;
export const RETURNED_STATES = ['初拒', '终拒'] as const satisfies readonly ApplyState[];
