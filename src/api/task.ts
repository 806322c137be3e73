/**
 * Work orders (domain/contracts/task.ts; seed 002 §7.1; issue 16): the calls the screens make.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  createTask as createCall, getTaskDetail, listTasksForMix as listCall, punchTask as punchCall, reassignTasks as reassignCall, setTaskState as stateCall, type TaskItem,
} from '../../domain/contracts/task';
import { call } from './client';

export type { TaskItem };
export const taskKeys = {
  all: ['task'] as const,
  list: (query: object) => ['task', 'list', query] as const,
  detail: (id: number) => ['task', 'detail', id] as const,
};

export type TaskListQuery = CallInput<typeof listCall>['query'];
export const listTasks = (query: TaskListQuery): Promise<CallOutput<typeof listCall>> => call(listCall, { query });
export const getTask = async (id: number): Promise<TaskItem> => (await call(getTaskDetail, { query: { id } })).detail;

export type PunchInput = CallInput<typeof punchCall>['body'];
/** PUT /api/task/punch: the volunteer's check-in. */
export const punchTask = (body: PunchInput): Promise<CallOutput<typeof punchCall>> => call(punchCall, { body });
/** PUT /api/task/for/ids/with/state: finish, review, return (all or none). */
export const setTaskState = (body: CallInput<typeof stateCall>['body']): Promise<CallOutput<typeof stateCall>> => call(stateCall, { body });

/** POST /api/task: 创建交办 (the caller manages the task). */
export const createTask = (body: CallInput<typeof createCall>['body']): Promise<CallOutput<typeof createCall>> => call(createCall, { body });

/** PUT /api/task/for/ids/with/volunteer: give tasks in hand to another volunteer (all or none). */
export const reassignTasks = (body: CallInput<typeof reassignCall>['body']): Promise<CallOutput<typeof reassignCall>> => call(reassignCall, { body });
