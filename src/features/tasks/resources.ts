/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 我的工单 for the
 * volunteers (punches:add) and the task screen opened from the task lists (tasks:get). The menu group is
 * 工单管理, 大手拉小手 for the volunteers (seed 000 §6).
 */
import { lazy } from 'react';
import { CarryOutOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { Resource } from '../../app/resources';
import { MY_TASKS_PATH, TASK_DETAIL_PATH } from './paths';

const MyTasksScreen = lazy(async () => ({ default: (await import('./my-tasks-screen')).MyTasksScreen }));
const TaskScreen = lazy(async () => ({ default: (await import('./task-screen')).TaskScreen }));

export const TASK_RESOURCES: readonly Resource[] = [
  { path: MY_TASKS_PATH, title: '我的工单', group: 'tasks', icon: CarryOutOutlined, access: [{ permissionId: 'punches', action: 'add' }], component: MyTasksScreen },
  { path: TASK_DETAIL_PATH, title: '工单详情', icon: FileDoneOutlined, hideInMenu: true, access: [{ permissionId: 'tasks', action: 'get' }], component: TaskScreen },
];
