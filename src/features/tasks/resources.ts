/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 我的工单 for those who check in on
 * their own tasks (punches:add: the volunteers, and the escorts on their escort tasks) and 我的计划 (a volunteer's plans
 * and the tasks each produced, issue 28) for the volunteers only (PLAN_KEEPERS), 帮扶记录 (TaskList1) for the roles that
 * give volunteers tasks (HELP_GIVERS: not 检察领导, whose escort tasks have the 护航工单 lists; issue 28,
 * docs/decisions-screens.md "Menus: 我的计划 and 帮扶记录"), the task lists of
 * task-list-specs.ts (each in the menu of the roles its spec names), and the task screen opened from them (tasks:get). The menu group is
 * 工单管理, 大手拉小手 for the volunteers (req shell-and-accounts §6).
 */
import { lazy } from 'react';
import { CarryOutOutlined, FileDoneOutlined } from '@ant-design/icons';
import { can } from '../../../domain/permissions';
import { GTA_ROLES, ROLES } from '../../../domain/roles';
import type { Resource } from '../../core/resource';
import {
  HELP_HISTORY_PATH,
  JOURNAL_LIST_PATH,
  MY_PLANS_PATH,
  MY_TASKS_PATH,
  PLAN_PRINT_PATH,
  TASK_DETAIL_PATH,
  TASK_LIST_PRINT_PATH,
} from './paths';
import { TASK_LIST_SPECS } from './task-list-specs';

const MyTasksScreen = lazy(async () => ({ default: (await import('./my-tasks-screen')).MyTasksScreen }));
const HelpHistoryScreen = lazy(async () => ({ default: (await import('./help-history-screen')).HelpHistoryScreen }));
const TaskListScreen = lazy(async () => ({ default: (await import('./task-list-screen')).TaskListScreen }));
const TaskScreen = lazy(async () => ({ default: (await import('./task-screen')).TaskScreen }));
const JournalScreen = lazy(async () => ({ default: (await import('./journal-screen')).JournalScreen }));
const MyPlansScreen = lazy(async () => ({ default: (await import('./my-plans-screen')).MyPlansScreen }));
const TaskListPrintScreen = lazy(async () => ({
  default: (await import('./task-list-print-screen')).TaskListPrintScreen,
}));
const PlanPrintScreen = lazy(async () => ({ default: (await import('./plan-print-screen')).PlanPrintScreen }));

/**
 * 我的计划's roles (issue 28): those who check in on their own tasks and read their plans (punches:add and plans:query,
 * the calls of the screen: GET /api/plan/list/for/volunteer, /api/plan/tasks): the volunteers. The escorts check in on
 * escort tasks but keep no plans (plans are the volunteers' work, req tasks §6).
 */
export const PLAN_KEEPERS = ROLES.filter((r) => can(r, 'punches', 'add') && can(r, 'plans', 'query'));
/**
 * 帮扶记录's roles (issue 28): those who give tasks (tasks:add) outside the gta roles, and 检察领导, whose 创建交办 there
 * gives escort tasks (the escorts only) besides 转为护航工单 from a clue; it reads them in the 护航工单 lists too.
 */
export const HELP_GIVERS = ROLES.filter((r) => can(r, 'tasks', 'add') && (!GTA_ROLES.includes(r) || r === '检察领导'));

export const TASK_RESOURCES: readonly Resource[] = [
  {
    path: MY_TASKS_PATH,
    title: '我的工单',
    group: 'tasks',
    icon: CarryOutOutlined,
    access: [{ permissionId: 'punches', action: 'add' }],
    component: MyTasksScreen,
  },
  {
    path: MY_PLANS_PATH,
    title: '我的计划',
    group: 'tasks',
    icon: CarryOutOutlined,
    roles: PLAN_KEEPERS,
    access: [{ permissionId: 'plans', action: 'query' }],
    component: MyPlansScreen,
  },
  {
    path: HELP_HISTORY_PATH,
    title: '帮扶记录',
    group: 'tasks',
    icon: FileDoneOutlined,
    roles: HELP_GIVERS,
    access: [{ permissionId: 'tasks', action: 'add' }],
    component: HelpHistoryScreen,
  },
  {
    path: JOURNAL_LIST_PATH,
    title: '审核日志',
    group: 'tasks',
    icon: FileDoneOutlined,
    access: [{ permissionId: 'journals', action: 'query' }],
    component: JournalScreen,
  },
  // every list opens for a reader of tasks (a deleted list for those who may delete); the menu shows each to its roles
  ...TASK_LIST_SPECS.map((spec): Resource => ({
    path: spec.path,
    title: spec.title,
    group: 'tasks',
    icon: FileDoneOutlined,
    menuFor: spec.menu,
    access: [{ permissionId: 'tasks', action: spec.deleted ? 'delete' : 'query' }],
    component: TaskListScreen,
  })),
  {
    path: PLAN_PRINT_PATH,
    title: '打印计划',
    icon: FileDoneOutlined,
    hideInMenu: true,
    access: [{ permissionId: 'plans', action: 'get' }],
    component: PlanPrintScreen,
  },
  {
    path: TASK_LIST_PRINT_PATH,
    title: '打印工单',
    icon: FileDoneOutlined,
    hideInMenu: true,
    access: [{ permissionId: 'tasks', action: 'export' }],
    component: TaskListPrintScreen,
  },
  {
    path: TASK_DETAIL_PATH,
    title: '工单详情',
    icon: FileDoneOutlined,
    hideInMenu: true,
    access: [{ permissionId: 'tasks', action: 'get' }],
    component: TaskScreen,
  },
];
