/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 我的工单 for the
 * volunteers (punches:add), 帮扶记录 (TaskList1) for the roles that give tasks (tasks:add), and the task
 * screen opened from the task lists (tasks:get). The menu group is
 * 工单管理, 大手拉小手 for the volunteers (seed 000 §6).
 */
import { lazy } from 'react';
import { CarryOutOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { Resource } from '../../app/resources';
import { HELP_HISTORY_PATH, MY_TASKS_PATH, TASK_DETAIL_PATH } from './paths';

const MyTasksScreen = lazy(async () => ({ default: (await import('./my-tasks-screen')).MyTasksScreen }));
const HelpHistoryScreen = lazy(async () => ({ default: (await import('./help-history-screen')).HelpHistoryScreen }));
const TaskScreen = lazy(async () => ({ default: (await import('./task-screen')).TaskScreen }));

export const TASK_RESOURCES: readonly Resource[] = [
  { path: MY_TASKS_PATH, title: '我的工单', group: 'tasks', icon: CarryOutOutlined, access: [{ permissionId: 'punches', action: 'add' }], component: MyTasksScreen },
  { path: HELP_HISTORY_PATH, title: '帮扶记录', group: 'tasks', icon: FileDoneOutlined, access: [{ permissionId: 'tasks', action: 'add' }], component: HelpHistoryScreen },
  { path: TASK_DETAIL_PATH, title: '工单详情', icon: FileDoneOutlined, hideInMenu: true, access: [{ permissionId: 'tasks', action: 'get' }], component: TaskScreen },
];
