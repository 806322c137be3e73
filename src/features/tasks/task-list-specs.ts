/**
 * The /taskList lists of seed 000 §2.2 built so far (issue 16), as data shown by one screen
 * (task-list-screen.tsx): tasks in hand (ProcessList), finished and under review (CompletedList) and overdue
 * (OverdueList), for the roles that read tasks other than the volunteers (who have 我的工单). The server
 * scopes each to the caller's children.
 */
import type { TaskExpire, TaskState } from '../../../domain/tasks';

export type TaskListSpec = { path: string; title: string; states?: readonly TaskState[]; expires?: readonly TaskExpire[]; emptyText: string };

export const TASK_LIST_SPECS: readonly TaskListSpec[] = [
  { path: '/taskList/ProcessList', title: '办理中工单', states: ['办理', '终退'], emptyText: '暂无办理中的工单' },
  { path: '/taskList/CompletedList', title: '已办结工单', states: ['办结', '初过', '终过', '评价', '护正', '护异', '女正', '女异', '终拒'], emptyText: '暂无已办结的工单' },
  { path: '/taskList/OverdueList', title: '超期工单', expires: ['超期'], emptyText: '暂无超期工单' },
];
