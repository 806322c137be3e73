/**
 * Dynamic management (domain/contracts/sin.ts; seed 002 §7.4): the minors' records by case, a report of a case,
 * and matching again.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { createSin, intersectSin, listSubsinsForMix } from '../../domain/contracts/sin';
import { call } from './client';

export const subsinKeys = { all: ['subsin'] as const, list: (query: object) => ['subsin', query] as const };
export type SubsinPage = CallOutput<typeof listSubsinsForMix>;
export type Subsin = SubsinPage['list'][number];

/** GET /api/subsin/list/for/mix: 10 a page, the latest report first. */
export const listSubsins = (query: CallInput<typeof listSubsinsForMix>['query']) => call(listSubsinsForMix, { query });
/** POST /api/sin: a case of the caller's department, matched at once → { id, version, matched, unmatched }. */
export const reportSin = (body: CallInput<typeof createSin>['body']) => call(createSin, { body });
/** POST /api/intersect/sin/subsins/put/childs: match a case's minors again. */
export const matchSin = (body: CallInput<typeof intersectSin>['body']) => call(intersectSin, { body });
