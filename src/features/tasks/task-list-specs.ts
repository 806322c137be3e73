/**
 * The /taskList family of req tasks §1 (issue 16) as data, each shown by the one task list screen
 * (task-list-screen.tsx). A spec says which tasks (states, expiry buckets, genres; the caller's own as manager;
 * those waiting for the caller's review; the deleted ones), which filters and order, which batch actions, and
 * whose menu has it. The server scopes every list to the caller's children, so a variant only narrows.
 * docs/decisions-tasks.md says what the spec's bare names (TaskList3, TaskListJz, TaskList2…) were read as.
 */
import { can } from '../../../domain/permissions';
import { GTA_ROLES, ROLES, type Role } from '../../../domain/roles';
import {
  TASK_FINISHED_STATES,
  TASK_PUNCHABLE_STATES,
  type TaskExpire,
  type TaskGenre,
  type TaskState,
} from '../../../domain/tasks';
import { GTA_TASK_LIST_SPECS } from './gta-task-list-specs';

/** Extra filters a list shows besides 乡镇, 村居 and 关键字. */
export type TaskListFilter = 'state' | 'genre' | 'grade' | 'audit' | 'limit' | 'end' | 'child_name';
export type TaskBatch = 'reassign' | 'review';

export type TaskListSpec = {
  path: string;
  title: string;
  emptyText: string;
  states?: readonly TaskState[];
  expires?: readonly TaskExpire[];
  genres?: readonly TaskGenre[];
  /** Only the tasks the caller gave (manager = the caller): the Manager variants. */
  mine?: boolean;
  /** The tasks waiting for the caller's review step (办结 for a first reviewer, 初过 for the centre). */
  check?: boolean;
  /** The deleted tasks (tasks:delete). */
  deleted?: boolean;
  filters?: readonly TaskListFilter[];
  order?: { field: 'date_begin' | 'date_limit' | 'date_end'; rule: 'asc' | 'desc' };
  batch?: readonly TaskBatch[];
  /** Whose menu shows it (the page itself opens for any reader of tasks). */
  menu: readonly Role[];
};

export const CENTRE: readonly Role[] = ['中心领导', '中心管理'];
/** The roles that give tasks besides the centre: the village staff and the town leader. */
export const MANAGERS: readonly Role[] = ROLES.filter(
  (r) => can(r, 'tasks', 'add') && !CENTRE.includes(r) && !GTA_ROLES.includes(r), // the gta roles: gta-task-list-specs.ts
);
/** The county-wide readers of tasks (no giving, no reviewing). */
export const READERS: readonly Role[] = ROLES.filter(
  (r) => r !== '志愿人员' && can(r, 'tasks', 'query') && !can(r, 'tasks', 'add') && !GTA_ROLES.includes(r),
);
const TOWN_LEADER: readonly Role[] = ['分委领导'];

const IN_HAND = TASK_PUNCHABLE_STATES;
/** The orders the lists use: soonest limit first (what is due), newest end first (what was done), oldest end first (waiting longest). */
const SOONEST_LIMIT = { field: 'date_limit', rule: 'asc' } as const;
const LATEST_END = { field: 'date_end', rule: 'desc' } as const;
const EARLIEST_END = { field: 'date_end', rule: 'asc' } as const;
const FINISHED: readonly TaskState[] = [...TASK_FINISHED_STATES, '终拒', '女正', '女异'];

export const TASK_LIST_SPECS: readonly TaskListSpec[] = [
  {
    path: '/taskList/ProcessList',
    title: '办理中工单',
    states: IN_HAND,
    filters: ['state', 'genre', 'grade'],
    emptyText: '暂无办理中的工单',
    menu: READERS,
  },
  {
    path: '/taskList/CompletedList',
    title: '已办结工单',
    states: FINISHED,
    filters: ['state', 'genre', 'grade', 'audit'],
    order: LATEST_END,
    emptyText: '暂无已办结的工单',
    menu: READERS,
  },
  {
    path: '/taskList/OverdueList',
    title: '超期工单',
    expires: ['超期'],
    order: SOONEST_LIMIT,
    emptyText: '暂无超期工单',
    menu: READERS,
  },
  {
    path: '/taskList/ProcessListCenter',
    title: '办理中工单',
    states: IN_HAND,
    filters: ['state', 'genre', 'grade'],
    batch: ['reassign'],
    emptyText: '暂无办理中的工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/CompletedListCenter',
    title: '已办结工单',
    states: FINISHED,
    filters: ['state', 'genre', 'grade', 'audit'],
    order: LATEST_END,
    emptyText: '暂无已办结的工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/OverdueListCenter',
    title: '超期工单',
    expires: ['超期'],
    order: SOONEST_LIMIT,
    batch: ['reassign'],
    emptyText: '暂无超期工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/ProcessListManager',
    title: '我交办的工单',
    mine: true,
    states: IN_HAND,
    filters: ['state', 'genre', 'grade'],
    batch: ['reassign'],
    emptyText: '您没有办理中的交办工单',
    menu: MANAGERS,
  },
  {
    path: '/taskList/CompletedListManager',
    title: '我交办的已办结工单',
    mine: true,
    states: FINISHED,
    filters: ['state'],
    order: LATEST_END,
    emptyText: '您交办的工单还没有办结的',
    menu: MANAGERS,
  },
  {
    path: '/taskList/OverdueListManager',
    title: '我交办的超期工单',
    mine: true,
    expires: ['超期'],
    order: SOONEST_LIMIT,
    batch: ['reassign'],
    emptyText: '您交办的工单没有超期的',
    menu: MANAGERS,
  },
  {
    path: '/taskList/CompletedListCheck',
    title: '待审核工单',
    check: true,
    order: EARLIEST_END,
    batch: ['review'],
    emptyText: '暂无待您审核的工单',
    menu: [...CENTRE, ...MANAGERS],
  },
  {
    path: '/taskList/WarningTaskList',
    title: '即将到期工单',
    expires: ['24时', '72时'],
    order: SOONEST_LIMIT,
    emptyText: '暂无即将到期的工单',
    menu: [...CENTRE, ...MANAGERS],
  },
  {
    path: '/taskList/AlarmTaskList',
    title: '超期告警',
    expires: ['超期'],
    states: ['办理'],
    order: SOONEST_LIMIT,
    emptyText: '暂无超期未办的工单',
    menu: TOWN_LEADER,
  },
  {
    path: '/taskList/LeaderTaskList',
    title: '本镇工单',
    filters: ['state', 'genre', 'grade'],
    emptyText: '本镇暂无工单',
    menu: TOWN_LEADER,
  },
  {
    path: '/taskList/LeaderTaskListLimit',
    title: '按截止日期查询',
    states: IN_HAND,
    filters: ['limit'],
    order: SOONEST_LIMIT,
    emptyText: '暂无到期的工单',
    menu: TOWN_LEADER,
  },
  {
    path: '/taskList/CenterTaskListLimit',
    title: '按截止日期查询',
    states: IN_HAND,
    filters: ['limit'],
    order: SOONEST_LIMIT,
    batch: ['reassign'],
    emptyText: '暂无到期的工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/CompletedListSearch',
    title: '已办结工单查询',
    states: FINISHED,
    filters: ['state', 'genre', 'end', 'child_name'],
    order: LATEST_END,
    emptyText: '没有符合条件的工单',
    menu: [...CENTRE, ...READERS],
  },
  {
    path: '/taskList/RetrialTaskList',
    title: '退回重办工单',
    states: ['终退'],
    batch: ['reassign'],
    emptyText: '暂无退回重办的工单',
    menu: [...CENTRE, ...MANAGERS],
  },
  {
    path: '/taskList/AbolishTaskList',
    title: '不予通过工单',
    states: ['终拒'],
    order: LATEST_END,
    emptyText: '暂无不予通过的工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/TaskListDepartment',
    title: '各乡镇工单',
    filters: ['state', 'genre', 'grade'],
    emptyText: '暂无工单',
    menu: READERS,
  },
  {
    path: '/taskList/TaskListJz',
    title: '精准帮扶工单',
    genres: ['精准'],
    filters: ['state'],
    emptyText: '暂无精准帮扶工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/TaskList3',
    title: '帮教工单',
    genres: ['帮教'],
    filters: ['state'],
    emptyText: '暂无帮教工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/DeleteListCenter',
    title: '已删除工单',
    deleted: true,
    emptyText: '暂无已删除的工单',
    menu: CENTRE,
  },
  {
    path: '/taskList/deleteList',
    title: '已删除工单',
    deleted: true,
    mine: true,
    emptyText: '您没有已删除的工单',
    menu: MANAGERS,
  },
  {
    path: '/taskList1/TaskList2',
    title: '已完成工单',
    states: FINISHED,
    order: LATEST_END,
    emptyText: '您还没有完成的工单',
    menu: ['志愿人员'],
  },
  ...GTA_TASK_LIST_SPECS,
];

/** The states a list of the caller's reviews shows: what the caller's next review step starts from. */
export function reviewStatesFor(role: Role | undefined): TaskState[] {
  if (!role) return [];
  if (CENTRE.includes(role)) return ['初过'];
  return can(role, 'tasks', 'add') ? ['办结'] : [];
}

/** The state a batch pass of the caller moves reviewed tasks to (终过 for the centre, 初过 for a first reviewer). */
export function passStateFor(role: Role | undefined): TaskState | undefined {
  if (!role) return undefined;
  if (CENTRE.includes(role)) return '终过';
  return can(role, 'tasks', 'add') ? '初过' : undefined;
}
