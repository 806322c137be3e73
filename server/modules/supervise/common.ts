/**
 * What the inspection operations share (service.ts, record.ts, present.ts): their Chinese errors (404 该督查单不存在, 409
 * STALE_VERSION, 409 WRONG_STATE, a 400 on one field), the China-time day, and a workflow step as an inspection's history
 * stores it.
 */
import { SUPERVISE_WORKFLOW, type SuperviseState } from '../../../domain/supervise';
import type { HistoryStep } from '../../../domain/workflow';
import { Conflict, Invalid } from '../../errors';

export const STALE = '该督查单已被他人修改，请刷新后重试';
export const GONE = '该督查单不存在';
export const wrongState = (state: string) => new Conflict(`该督查单当前为“${state}”，不能进行此操作`, 'WRONG_STATE');
export const stale = () => new Conflict(STALE, 'STALE_VERSION');
export const invalid = (field: string, message: string) => new Invalid(message, [{ field, message }]);

/** The China-time day of `d`, YYYY-MM-DD. */
export const chinaDay = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A workflow step as the inspection's history stores it (its move's label, the state reached, who, when, why). */
export const historyOf = (s: HistoryStep<SuperviseState, keyof typeof SUPERVISE_WORKFLOW.moves>) => ({
  move: SUPERVISE_WORKFLOW.moves[s.move].label,
  state: s.to,
  user: s.by,
  name: null,
  at: s.at,
  ...(s.reason ? { reason: s.reason } : {}),
});
