/**
 * Clue reports (domain/contracts/denounce.ts; issue 18): the reviewers' and the departments' lists, the counts
 * the badges show, entering, dispatching, rejecting, the dispatch steps and the work order made from a clue.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  countAdjuncts, countDenounces, createDenounce, denounceToTask, dispatchDenounce, getDenounce, listAdjuncts, listDenounces, moveAdjunct, rejectDenounce, reviewAdjunct,
} from '../../domain/contracts/denounce';
import { call } from './client';

export const denounceKeys = { all: ['denounce'] as const, list: (q: object) => ['denounce', 'list', q] as const, detail: (id: number) => ['denounce', 'detail', id] as const };
export type DenouncePage = CallOutput<typeof listDenounces>;
export type Denounce = DenouncePage['list'][number];
export type Adjunct = Denounce['adjuncts'][number];

export const listClues = (query: CallInput<typeof listDenounces>['query']) => call(listDenounces, { query });
export const listDepartmentClues = (query: CallInput<typeof listAdjuncts>['query']) => call(listAdjuncts, { query });
export const getClue = (id: number) => call(getDenounce, { query: { id } });
export const countClues = (query: CallInput<typeof countDenounces>['query']) => call(countDenounces, { query });
export const countDepartmentClues = (query: CallInput<typeof countAdjuncts>['query']) => call(countAdjuncts, { query });
export const enterClue = (body: CallInput<typeof createDenounce>['body']) => call(createDenounce, { body });
export const dispatchClue = (body: CallInput<typeof dispatchDenounce>['body']) => call(dispatchDenounce, { body });
export const rejectClue = (body: CallInput<typeof rejectDenounce>['body']) => call(rejectDenounce, { body });
export const moveDispatch = (body: CallInput<typeof moveAdjunct>['body']) => call(moveAdjunct, { body });
export const reviewDispatch = (body: CallInput<typeof reviewAdjunct>['body']) => call(reviewAdjunct, { body });
export const clueToTask = (body: CallInput<typeof denounceToTask>['body']) => call(denounceToTask, { body });
