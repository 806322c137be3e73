/**
 * Plans (domain/contracts/plan.ts; seed 002 §3.2, §7.2; issue 16): the calls the screens make.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  createPlan as createCall, deletePlan as deleteCall, getPlanDetail, listPlansForChild as childCall, updatePlan as updateCall, type PlanItem,
} from '../../domain/contracts/plan';
import { call } from './client';

export type { PlanItem };
export const planKeys = {
  all: ['plan'] as const,
  child: (query: object) => ['plan', 'child', query] as const,
  detail: (id: number) => ['plan', 'detail', id] as const,
};

/** GET /api/plan/list/for/child: a child's plans, newest change first. */
export const listChildPlans = (query: CallInput<typeof childCall>['query']): Promise<CallOutput<typeof childCall>> => call(childCall, { query });
/** POST /api/plan. */
export const createPlan = (body: CallInput<typeof createCall>['body']): Promise<CallOutput<typeof createCall>> => call(createCall, { body });
/** PUT /api/plan (with the version read). */
export const updatePlan = (body: CallInput<typeof updateCall>['body']): Promise<CallOutput<typeof updateCall>> => call(updateCall, { body });
/** DELETE /api/plan (with the version read). */
export const deletePlan = (body: CallInput<typeof deleteCall>['body']): Promise<CallOutput<typeof deleteCall>> => call(deleteCall, { body });
/** GET /api/plan/detail. */
export const getPlan = async (id: number): Promise<PlanItem> => (await call(getPlanDetail, { query: { id } })).detail;
