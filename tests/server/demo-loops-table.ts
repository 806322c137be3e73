/**
 * The table of tests/server/demo-loops.test.ts (issue 28 "Demo data through the screens' calls"): for each of the five
 * demo roles the issue names, the loops they work in, the list call their menu page makes (src/features: the task, apply,
 * clue and allowance list specs, 我的工单, 我的计划, 我的积分, 动态管理), and the states they see there. The states are
 * read from the domain (its workflows and enumerations), so a state the domain gains fails the walk until the demo has
 * an item in it. A probe asks its call once per state (`query`) and counts what the screen would show (`count`, default
 * the answer's `total`).
 */
import { APPLY_STATES, CHILD_APPLY_GENRES, APPLY_GENRES, pendingStatesFor } from '../../domain/apply-states';
import { listAllowances } from '../../domain/contracts/allowance';
import { allowanceMonths } from '../../domain/contracts/allowance-months';
import { listAppliesForAuditor } from '../../domain/contracts/apply';
import { listChildren } from '../../domain/contracts/child';
import { listDenounces } from '../../domain/contracts/denounce';
import { listPlanTasks, listPlansForVolunteer } from '../../domain/contracts/plan';
import { listPrizes, listScores } from '../../domain/contracts/score';
import { listSinsForMix, listSubsinsForMix } from '../../domain/contracts/sin';
import { listTasksForMix } from '../../domain/contracts/task';
import { ALLOWANCE_STATES } from '../../domain/allowances';
import { CHILD_LEVELS, ESCORT_LEVELS, GIRL_LEVELS } from '../../domain/child-levels';
import { ADJUNCT_STATES, DENOUNCE_STATES } from '../../domain/denounces';
import { ESCORT_TASK_GENRE } from '../../domain/escort';
import type { Role } from '../../domain/roles';
import { PRIZE_STATES, SCORE_SOURCES } from '../../domain/scores';
import { SUBSIN_STATES } from '../../domain/sins';
import {
  TASK_AUDITS,
  TASK_GENRES,
  TASK_STATES,
  TASK_WORKFLOW,
  outcomeFits,
  type TaskGenre,
  type TaskMove,
} from '../../domain/tasks';

/** An answer of a list call: `total` and `list` (the month list has `list` only). */
export type Answer = { total?: number; list: Record<string, unknown>[] };
/** Asks `path` with `query` as the probe's role; the answer (the test fails on a status other than 200). */
export type Ask = (path: string, query: Record<string, unknown>) => Promise<Answer>;

export type Probe = {
  role: Role;
  loop: string;
  /** The list call the role's screen makes. */
  call: string;
  states: readonly string[];
  query: (state: string) => Record<string, unknown>;
  /** How many items the screen shows for `state` (default: the answer's total). */
  count?: (answer: Answer, state: string, ask: Ask) => number | Promise<number>;
};

/** The states a task of one of `genres` can reach: where it starts (办理) and the `to` of every move that fits the genre. */
export function taskStatesOf(genres: readonly TaskGenre[]): string[] {
  const moves = Object.entries(TASK_WORKFLOW.moves) as [TaskMove, { to: string }][];
  const reached = new Set([
    '办理',
    ...moves.filter(([m]) => genres.some((g) => outcomeFits(m, g))).map(([, s]) => s.to),
  ]);
  return TASK_STATES.filter((s) => reached.has(s));
}
/** Every state a task reaches (我的工单 and the state filters of the task lists offer each). */
const TASK_STATES_REACHED = taskStatesOf(TASK_GENRES);
/** The escort work orders' states (护航工单's 状态 filter): no girl-care outcome. */
const ESCORT_TASK_STATES = taskStatesOf([ESCORT_TASK_GENRE]);
/** A case's minors as a list shows them: 待匹配 is never left by a call (a report and 重新匹配 match in the same transaction). */
const SUBSIN_STATES_SHOWN = SUBSIN_STATES.filter((s) => s !== '待匹配');

const APPLIES = listAppliesForAuditor.path;
const CHILDREN = listChildren.path;
const TASKS = listTasksForMix.path;
const CLUES = listDenounces.path;
const SCORES = listScores.path;
const PLANS = listPlansForVolunteer.path;
/** 兑换记录: the redemptions, 待领取 or 已领取. */
const redemptions = (s: string) => ({ sources: ['兑换'], prizestates: [s] });

const applies = (genres: readonly string[]) => (s: string) => ({ apply_genres: genres, apply_states: [s] });
const tasks =
  (extra: Record<string, unknown> = {}) =>
  (s: string) => ({ states: [s], ...extra });
const escortTasks = tasks({ genres: [ESCORT_TASK_GENRE] });
/** The children lists' classification filters (the 等级, 排序等级, 重点, 女童等级, 护航等级 selects). */
const level = (s: string) => ({ level: s });
const ranking = (s: string) => ({ ranking: s });
const girlLevel = (s: string) => ({ character: 'ow', girl_level: s });
const escortLevel = (s: string) => ({ character: 'gta', escort_level: s });
const EMPHASIS = {
  role: '中心领导',
  loop: '重点儿童',
  call: CHILDREN,
  states: ['true'],
  query: (s: string) => ({ emphasis: s }),
} as const;
/** A list row shows its tags (issue 28 "Tags show"): some child of the list carries one. */
const withTags = (a: Answer) => a.list.filter((r) => (r.labels as unknown[] | undefined)?.length).length;

/** The five roles' loops (issue 28): who, what, through which call, in which states. */
export const PROBES: readonly Probe[] = [
  // 儿童主任: their applies through every round (我的申请 / 初审退回 / 终审退回), their children classified and tagged
  {
    role: '儿童主任',
    loop: '儿童申请（更正后重交）',
    call: APPLIES,
    states: APPLY_STATES,
    query: applies(CHILD_APPLY_GENRES),
  },
  { role: '儿童主任', loop: '本村儿童分级', call: CHILDREN, states: CHILD_LEVELS, query: level },
  {
    role: '儿童主任',
    loop: '本村儿童标签',
    call: CHILDREN,
    states: ['有标签'],
    query: () => ({ size: 100 }),
    count: withTags,
  },
  { role: '儿童主任', loop: '本村工单', call: TASKS, states: TASK_STATES_REACHED, query: tasks() },

  // 志愿人员: 我的工单 by state, 我的计划 and the tasks a plan produced, 我的积分 by source
  { role: '志愿人员', loop: '我的工单', call: TASKS, states: TASK_STATES_REACHED, query: tasks() },
  { role: '志愿人员', loop: '我的工单（抽查）', call: TASKS, states: TASK_AUDITS, query: (s) => ({ audits: [s] }) },
  { role: '志愿人员', loop: '我的计划', call: PLANS, states: ['计划'], query: () => ({}) },
  {
    role: '志愿人员',
    loop: '计划生成的工单',
    call: PLANS,
    states: ['工单'],
    query: () => ({}),
    count: async (_, __, ask) => {
      const plans = (await ask(PLANS, { size: 50 })).list;
      let n = 0;
      for (const p of plans) n += (await ask(listPlanTasks.path, { id: p.id })).total ?? 0;
      return n;
    },
  },
  {
    role: '志愿人员',
    loop: '我的积分',
    call: SCORES,
    states: SCORE_SOURCES,
    query: (s) => ({ sources: [s] }),
  },
  { role: '志愿人员', loop: '我的兑换', call: SCORES, states: PRIZE_STATES, query: redemptions },

  // 分委领导: the first review, the town's children classified, the town's work orders
  {
    role: '分委领导',
    loop: '初审',
    call: APPLIES,
    states: [...pendingStatesFor('review_first'), '初过', '初拒'],
    query: applies(CHILD_APPLY_GENRES),
  },
  { role: '分委领导', loop: '本镇儿童分级', call: CHILDREN, states: CHILD_LEVELS, query: level },
  { role: '分委领导', loop: '本镇女童等级', call: CHILDREN, states: GIRL_LEVELS, query: girlLevel },
  { role: '分委领导', loop: '本镇工单', call: TASKS, states: TASK_STATES_REACHED, query: tasks() },

  // 中心领导: every review stage, spot checks, outcomes, classification, allowances, clues, escort work orders
  { role: '中心领导', loop: '审核（各阶段）', call: APPLIES, states: APPLY_STATES, query: applies(APPLY_GENRES) },
  {
    role: '中心领导',
    loop: '帮扶人员审核',
    call: APPLIES,
    states: APPLY_STATES.filter((s) => s !== '初拒'),
    query: applies(['帮扶人员']),
  },
  { role: '中心领导', loop: '工单（各状态与结果）', call: TASKS, states: TASK_STATES, query: tasks() },
  { role: '中心领导', loop: '工单抽查', call: TASKS, states: TASK_AUDITS, query: (s) => ({ audits: [s] }) },
  { role: '中心领导', loop: '儿童分级', call: CHILDREN, states: CHILD_LEVELS, query: level },
  { role: '中心领导', loop: '排序等级', call: CHILDREN, states: CHILD_LEVELS, query: ranking },
  EMPHASIS,
  { role: '中心领导', loop: '女童等级', call: CHILDREN, states: GIRL_LEVELS, query: girlLevel },
  { role: '中心领导', loop: '护航等级', call: CHILDREN, states: ESCORT_LEVELS, query: escortLevel },
  { role: '中心领导', loop: '奖品', call: listPrizes.path, states: ['奖品'], query: () => ({}) },
  { role: '中心领导', loop: '兑换记录', call: SCORES, states: PRIZE_STATES, query: redemptions },
  // 保金: the centre's allowance reader is 中心管理 (中心领导 holds no allowance permission)
  {
    role: '中心管理',
    loop: '保金（各步）',
    call: listAllowances.path,
    states: ALLOWANCE_STATES,
    query: (s) => ({ states: [s] }),
  },
  {
    role: '中心管理',
    loop: '保金月份',
    call: allowanceMonths.path,
    states: ALLOWANCE_STATES,
    query: () => ({}),
    count: (a, s) => a.list.filter((m) => m.allowance_state === s).length,
  },
  { role: '中心领导', loop: '线索', call: CLUES, states: DENOUNCE_STATES, query: (s) => ({ states: [s] }) },
  {
    role: '中心领导',
    loop: '线索（部门办理）',
    call: CLUES,
    states: ADJUNCT_STATES,
    query: (s) => ({ adjunct_states: [s] }),
  },
  { role: '中心领导', loop: '护航工单', call: TASKS, states: ESCORT_TASK_STATES, query: escortTasks },

  // 检察领导: the edge-child clues, the escort work orders, the gta cases and their minors
  { role: '检察领导', loop: '边缘儿童线索', call: CLUES, states: DENOUNCE_STATES, query: (s) => ({ states: [s] }) },
  {
    role: '检察领导',
    loop: '边缘线索待部门接收',
    call: CLUES,
    states: ['待收'],
    query: (s) => ({ adjunct_states: [s] }),
  },
  { role: '检察领导', loop: '护航工单', call: TASKS, states: ESCORT_TASK_STATES, query: escortTasks },
  { role: '检察领导', loop: '护航等级', call: CHILDREN, states: ESCORT_LEVELS, query: escortLevel },
  {
    role: '检察领导',
    loop: '动态管理事件（已更正）',
    call: listSinsForMix.path,
    states: ['已更正'],
    query: () => ({ size: 50 }),
    count: (a) => a.list.filter((c) => (c.version as number) > 1).length,
  },
  {
    role: '检察领导',
    loop: '动态管理记录',
    call: listSubsinsForMix.path,
    states: SUBSIN_STATES_SHOWN,
    query: (s) => ({ states: [s] }),
  },
];
