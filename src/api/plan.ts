/**
 * Plans (domain/contracts/plan.ts; seed 002 §3.2, §7.2; issue 16): what is left of the per-call wrappers, for the
 * screens not yet ported to `useCall` (issue 27): the plan print screen's key factory and detail.
 */
import { getPlanDetail, type PlanItem } from '../../domain/contracts/plan';
import { call } from './client';

export type { PlanItem };
export const planKeys = {
  all: ['plan'] as const,
  child: (query: object) => ['plan', 'child', query] as const,
  detail: (id: number) => ['plan', 'detail', id] as const,
};

/** GET /api/plan/detail. */
export const getPlan = async (id: number): Promise<PlanItem> => (await call(getPlanDetail, { query: { id } })).detail;
