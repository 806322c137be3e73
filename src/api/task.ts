/**
 * Work orders (domain/contracts/task.ts; seed 002 §7.1; issue 16): the calls the screens make.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { listTasksForMix as listCall, type TaskItem } from '../../domain/contracts/task';
import { call } from './client';

export type { TaskItem };
export const taskKeys = {
  all: ['task'] as const,
  list: (query: object) => ['task', 'list', query] as const,
  detail: (id: number) => ['task', 'detail', id] as const,
};

export type TaskListQuery = CallInput<typeof listCall>['query'];
export const listTasks = (query: TaskListQuery): Promise<CallOutput<typeof listCall>> => call(listCall, { query });
