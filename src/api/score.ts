/**
 * Scores and prizes (domain/contracts/score.ts; seed 002 §7.5; issue 18): the ledger, the volunteers' totals,
 * corrections, prizes and their redemption.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  correctScore, createPrize, deletePrize, listPrizes, listScores, listScoreTotals, redeemPrize, updatePrize, updateScore,
} from '../../domain/contracts/score';
import { call } from './client';

export const scoreKeys = { all: ['score'] as const, list: (q: object) => ['score', 'list', q] as const, prizes: (q: object) => ['score', 'prizes', q] as const };
export type ScoreEntry = CallOutput<typeof listScores>['list'][number];
export type ScoreTotal = CallOutput<typeof listScoreTotals>['list'][number];
export type Prize = CallOutput<typeof listPrizes>['list'][number];

export const listLedger = (query: CallInput<typeof listScores>['query']) => call(listScores, { query });
export const listTotals = (query: CallInput<typeof listScoreTotals>['query']) => call(listScoreTotals, { query });
export const correctLedger = (body: CallInput<typeof correctScore>['body']) => call(correctScore, { body });
export const handOverPrize = (body: CallInput<typeof updateScore>['body']) => call(updateScore, { body });
export const listPrizeRange = (query: CallInput<typeof listPrizes>['query']) => call(listPrizes, { query });
export const addPrize = (body: CallInput<typeof createPrize>['body']) => call(createPrize, { body });
export const editPrize = (body: CallInput<typeof updatePrize>['body']) => call(updatePrize, { body });
export const removePrize = (body: CallInput<typeof deletePrize>['body']) => call(deletePrize, { body });
export const redeem = (body: CallInput<typeof redeemPrize>['body']) => call(redeemPrize, { body });
