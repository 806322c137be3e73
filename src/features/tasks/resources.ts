/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 我的工单 for the
 * volunteers (punches:add), 帮扶记录 (TaskList1) for the roles that give tasks (tasks:add), the task lists of
 * task-list-specs.ts for the other readers of tasks, and the task screen opened from them (tasks:get). The menu group is
 * 工单管理, 大手拉小手 for the volunteers (seed 000 §6).
 */
import { lazy } from 'react';
import { CarryOutOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { Resource } from '../../app/resources';
import { ROLES } from '../../../domain/roles';
import { can } from '../../../domain/permissions';
import { HELP_HISTORY_PATH, MY_TASKS_PATH, TASK_DETAIL_PATH } from './paths';
import { TASK_LIST_SPECS } from './task-list-specs';

const MyTasksScreen = lazy(async () => ({ default: (await import('./my-tasks-screen')).MyTasksScreen }));
const HelpHistoryScreen = lazy(async () => ({ default: (await import('./help-history-screen')).HelpHistoryScreen }));
const TaskListScreen = lazy(async () => ({ default: (await import('./task-list-screen')).TaskListScreen }));
/** The roles that read tasks besides the volunteers (who have 我的工单 instead). */
const READERS = ROLES.filter((r) => r !== '志愿人员' && can(r, 'tasks', 'query'));
const TaskScreen = lazy(async () => ({ default: (await import('./task-screen')).TaskScreen }));

export const TASK_RESOURCES: readonly Resource[] = [
  { path: MY_TASKS_PATH, title: '我的工单', group: 'tasks', icon: CarryOutOutlined, access: [{ permissionId: 'punches', action: 'add' }], component: MyTasksScreen },
  { path: HELP_HISTORY_PATH, title: '帮扶记录', group: 'tasks', icon: FileDoneOutlined, access: [{ permissionId: 'tasks', action: 'add' }], component: HelpHistoryScreen },
  ...TASK_LIST_SPECS.map((spec): Resource => ({
    path: spec.path, title: spec.title, group: 'tasks', icon: FileDoneOutlined, roles: READERS, access: [{ permissionId: 'tasks', action: 'query' }], component: TaskListScreen,
  })),
  { path: TASK_DETAIL_PATH, title: '工单详情', icon: FileDoneOutlined, hideInMenu: true, access: [{ permissionId: 'tasks', action: 'get' }], component: TaskScreen },
];
