/**
 * Work-order (task) enumerations of req tasks §5 and journals of §4.4, declared once with their Chinese
 * labels for the task issues that follow (contracts, server and screens read them from here). Values are
 * the stored words; a label is what a screen shows, the word itself unless given. The states' words are the one table of
 * domain/state-words.ts (issue 29 "Plain words").
 */
import { CENTRE_ROLES, TASK_MANAGER_ROLES } from './roles';
import { defineWorkflow } from './workflow';

const labelled = <T extends string>(
  values: readonly T[],
  overrides: Partial<Record<T, string>> = {},
): Record<T, string> => Object.fromEntries(values.map((v) => [v, overrides[v] ?? v])) as Record<T, string>;

/** Task states (req tasks §5), including the ones "also seen": 终拒, 女正 (girl normal), 女异 (girl abnormal). */
export const TASK_STATES = [
  '办理',
  '办结',
  '初过',
  '终退',
  '终过',
  '评价',
  '护正',
  '护异',
  '终拒',
  '女正',
  '女异',
] as const;
export type TaskState = (typeof TASK_STATES)[number];
/** How each state reads on a screen: domain/state-words.ts (kind `task`). */

/** The finished set of req tasks §5. */
export const TASK_FINISHED_STATES: readonly TaskState[] = ['办结', '初过', '终退', '终过', '评价', '护正', '护异'];
/** The completed group of the task history table (req tasks §2, §5). */
export const TASK_HISTORY_STATES: readonly TaskState[] = ['办结', '初过', '终退', '终过', '评价'];

export const TASK_GRADES = ['普通', '重要', '公安', '司法', '检察', '教育', '乡镇'] as const;
export type TaskGrade = (typeof TASK_GRADES)[number];
export const TASK_GRADE_LABELS = labelled(TASK_GRADES);

export const TASK_AUDITS = ['未检', '疑似', '真实', '虚假'] as const;
export type TaskAudit = (typeof TASK_AUDITS)[number];
export const TASK_AUDIT_LABELS = labelled(TASK_AUDITS);

/** Expiry buckets (req tasks §5); a screen shows them in days and hours (domain/durations.ts, issue 29). */
export const TASK_EXPIRES = ['正常', '168时', '72时', '24时', '超期', '过期'] as const;
export type TaskExpire = (typeof TASK_EXPIRES)[number];

export const TASK_CATEGORIES = ['普通计划', '基层服务', '学期每周'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_CATEGORY_LABELS = labelled(TASK_CATEGORIES);

/** Task genres (req tasks §5); 女童 appears in filters. */
export const TASK_GENRES = ['常规', '精准', '帮教', '活动', '关爱', '日记', '护航', '女童'] as const;
export type TaskGenre = (typeof TASK_GENRES)[number];
export const TASK_GENRE_LABELS = labelled(TASK_GENRES);

/** The genre filter codes of req shell-and-accounts §10 / req tasks §5: 0 all, 1 regular, 2 precise, 4 daily care, 5 care diary, 7 holiday plan, 8 weekend safety, 9 girl-care. */
export const TASK_GENRE_FILTER_CODES = {
  全部: 0,
  常规: 1,
  精准: 2,
  日常关爱: 4,
  关爱日记: 5,
  假期计划: 7,
  周末安全: 8,
  女童关爱: 9,
} as const;

/** Journal types (req applies-review §5.2). */
export const JOURNAL_TYPES = ['儿双初过', '儿双初拒', '儿双终过'] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];

/**
 * Who moves a task from one state to the next (req tasks §5 gives the states, not the moves; issue 16 and
 * docs/decisions-tasks.md say why these):
 * - `volunteer`: the task's own volunteer finishes a task in hand (办理) or returned (终退): → 办结, after a check-in (for a
 *   returned task, a check-in made after the return: checkedInSinceReturn);
 * - `first`: the first review of a finished task (the child's village staff or town leader): 办结 → 初过, or → 终退;
 * - `final`: the centre's final review: 初过 → 终过, → 终退 (back to the volunteer) or → 终拒 (closed as refused);
 * - `outcome`: the centre records how a passed task turned out: 终过 → 评价, or for escort tasks 护正 / 护异 and
 *   for girl-care tasks 女正 / 女异.
 */
export type TaskActor = 'volunteer' | 'first' | 'final' | 'outcome';

const FIRST = { group: 'taskManagers' } as const;
const CENTRE = { group: 'centre' } as const;
const REASON = ['reason'] as const;

/**
 * The task workflow (domain/workflow.ts): the volunteer (the task's own: `'owner'`) finishes; the first reviewers are those
 * who manage tasks (domain/roles.ts TASK_MANAGER_ROLES: the village staff, the town leader, the centre); the final review
 * and the outcome are the centre's. Each move keeps its actor (`by` of TASK_TRANSITIONS). The server adds the check-in rule
 * of a finish (server/modules/task/moves.ts).
 */
export const TASK_WORKFLOW = defineWorkflow({
  states: TASK_STATES,
  moves: {
    finish: { from: ['办理', '终退'], to: '办结', who: 'owner', actor: 'volunteer', label: '办结' },
    first_pass: { from: ['办结'], to: '初过', who: FIRST, actor: 'first', label: '初审通过' },
    first_return: { from: ['办结'], to: '终退', who: FIRST, actor: 'first', needs: REASON, label: '退回' },
    final_pass: { from: ['初过'], to: '终过', who: CENTRE, actor: 'final', label: '终审通过' },
    final_return: { from: ['初过'], to: '终退', who: CENTRE, actor: 'final', needs: REASON, label: '退回' },
    final_refuse: { from: ['初过'], to: '终拒', who: CENTRE, actor: 'final', needs: REASON, label: '不通过' },
    appraise: { from: ['终过'], to: '评价', who: CENTRE, actor: 'outcome', label: '评价完成' },
    escort_normal: { from: ['终过'], to: '护正', who: CENTRE, actor: 'outcome', label: '护航正常' },
    escort_abnormal: { from: ['终过'], to: '护异', who: CENTRE, actor: 'outcome', needs: REASON, label: '护航异常' },
    girl_normal: { from: ['终过'], to: '女正', who: CENTRE, actor: 'outcome', label: '女童正常' },
    girl_abnormal: { from: ['终过'], to: '女异', who: CENTRE, actor: 'outcome', needs: REASON, label: '女童异常' },
  },
});
export type TaskMove = keyof typeof TASK_WORKFLOW.moves;

/**
 * Which outcome a passed task may record (req tasks §5.1; issue 28): the escort outcomes (护正 / 护异) only an escort
 * task's (genre 护航), the girl-care outcomes (女正 / 女异) only a girl-care task's (genre 女童); 评价 any task's. The
 * server refuses another (409 WRONG_OUTCOME); the task screen offers only these.
 */
export function outcomeFits(move: TaskMove, genre: string): boolean {
  if (move === 'escort_normal' || move === 'escort_abnormal') return genre === '护航';
  if (move === 'girl_normal' || move === 'girl_abnormal') return genre === '女童';
  return true;
}

/**
 * The centre's spot check of a visit (抽查; req tasks §5.3 audits 未检, 疑似, 真实, 虚假; issue 28): a task's `audit`
 * starts 未检; the centre marks it 疑似 (with a reason: what looks wrong), or records the result, 真实 or 虚假 (虚假 with
 * a reason), from 未检 or 疑似. 真实 and 虚假 are final. Only a task its volunteer has checked in on can be checked
 * (server/modules/task/audit.ts).
 */
export const TASK_AUDIT_WORKFLOW = defineWorkflow({
  states: TASK_AUDITS,
  moves: {
    audit_suspect: { from: ['未检'], to: '疑似', who: CENTRE, needs: REASON, label: '标记疑似' },
    audit_true: { from: ['未检', '疑似'], to: '真实', who: CENTRE, label: '抽查真实' },
    audit_false: { from: ['未检', '疑似'], to: '虚假', who: CENTRE, needs: REASON, label: '抽查虚假' },
  },
});
export type TaskAuditMove = keyof typeof TASK_AUDIT_WORKFLOW.moves;

/** A transition as a list (a view of TASK_WORKFLOW, one entry per from-state). */
export type TaskTransition = { from: TaskState; to: TaskState; by: TaskActor; reasonRequired?: boolean };

export const TASK_TRANSITIONS: readonly TaskTransition[] = Object.values(TASK_WORKFLOW.moves).flatMap((m) =>
  m.from.map((from) => ({
    from,
    to: m.to,
    by: m.actor as TaskActor,
    ...('needs' in m ? { reasonRequired: true } : {}),
  })),
);

/** The move from `from` to `to`, or undefined when there is none (an illegal transition: 409). */
export function findTaskTransition(from: TaskState, to: TaskState): TaskTransition | undefined {
  return TASK_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** The state a review returns a task to its volunteer in (办结 or 初过 → 终退). */
export const TASK_RETURNED_STATE: TaskState = '终退';

/**
 * Whether a task's volunteer has checked in since it was last returned (issue 26: a returned task is finished again only
 * after a new check-in): `punchs` is task_punchs, `history` the verify history. A return step records `punchs`, how many
 * check-ins the task had when it was returned; a step written before that field existed is compared by time (a check-in
 * strictly later). A task never returned needs one check-in at all.
 */
export function checkedInSinceReturn(
  punchs: readonly { check_datetime?: string }[],
  history: readonly { opreate_behave?: string; datetime?: string; punchs?: number }[],
): boolean {
  const returned = history.findLast((step) => step.opreate_behave === TASK_RETURNED_STATE);
  if (!returned) return punchs.length > 0;
  if (typeof returned.punchs === 'number') return punchs.length > returned.punchs;
  const at = Date.parse(returned.datetime ?? '');
  return punchs.some((p) => Date.parse(p.check_datetime ?? '') > at);
}

/** States a volunteer may check in (打卡) on: a task in hand or returned to them. */
export const TASK_PUNCHABLE_STATES: readonly TaskState[] = ['办理', '终退'];

const HOUR = 3_600_000;

/**
 * The expiry bucket of a task (req tasks §5), computed from its date_limit at `now` so it is never stale:
 * a task no longer in hand is 正常; one in hand is 超期 past its limit, else 24时 / 72时 / 168时 when the
 * limit is that close, else 正常. (过期, "also seen", is shown as 超时 and not produced here.)
 */
export function expireBucket(state: TaskState, dateLimit: Date | null, now: Date): TaskExpire {
  if (!dateLimit || !TASK_PUNCHABLE_STATES.includes(state)) return '正常';
  const left = dateLimit.getTime() - now.getTime();
  if (left < 0) return '超期';
  if (left <= 24 * HOUR) return '24时';
  if (left <= 72 * HOUR) return '72时';
  if (left <= 168 * HOUR) return '168时';
  return '正常';
}

/** The genre filter codes of req shell-and-accounts §10 as the genres they select (0: every genre). */
export const TASK_GENRE_CODE_GENRES: Record<number, readonly TaskGenre[]> = {
  0: TASK_GENRES,
  1: ['常规'],
  2: ['精准'],
  4: ['关爱'],
  5: ['日记'],
  7: ['活动'],
  8: ['护航'],
  9: ['女童'],
};

/** The category map of req shell-and-accounts §10 ("6 gives 2, 7 gives 3, 8 gives 4"): a list code → the print category number. */
export const TASK_CATEGORY_MAP: Record<number, number> = { 6: 2, 7: 3, 8: 4 };

/** The roles that make each kind of move besides the volunteer's (who must be the task's own volunteer): TASK_WORKFLOW's groups. */
export const TASK_REVIEWERS: Record<Exclude<TaskActor, 'volunteer'>, readonly string[]> = {
  first: TASK_MANAGER_ROLES,
  final: CENTRE_ROLES,
  outcome: CENTRE_ROLES,
};

/** A plan's type is the genre of the work it plans (req tasks §6.1, §7.2 "DELETE plan/for/child/type"). */
export const PLAN_TYPES = TASK_GENRES;
export type PlanType = TaskGenre;

/** The plan categories a manager change moves to the new manager (req tasks §6.2); 普通计划 plans stay. */
export const MANAGER_MOVED_CATEGORIES: readonly TaskCategory[] = ['基层服务', '学期每周'];

/** The most reminder texts a plan keeps, and the longest one (characters). */
export const PLAN_REMINDS_MAX = 20;
export const PLAN_REMIND_LENGTH = 200;

/**
 * The four print categories of req tasks §5 (ordinary plan, grassroots service, summer daily, term weekly), by
 * their numbers (the category map of req shell-and-accounts §10 sends list codes 6, 7, 8 to 2, 3, 4), with the sheet title.
 */
export const PRINT_CATEGORIES = [
  { code: 1, name: '普通计划', title: '普通帮扶计划表' },
  { code: 2, name: '基层服务', title: '基层服务记录表' },
  { code: 3, name: '暑期每日', title: '暑期每日走访记录表' },
  { code: 4, name: '学期每周', title: '学期每周走访记录表' },
] as const;
export type PrintCategory = (typeof PRINT_CATEGORIES)[number]['code'];

/** The print category a plan prints as by default: its own category's (普通计划 1, 基层服务 2, 学期每周 4). */
export function printCategoryOf(category: string): PrintCategory {
  return category === '基层服务' ? 2 : category === '学期每周' ? 4 : 1;
}
