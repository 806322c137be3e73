/** Risk assessments (domain/contracts/risk.ts; seed 000 §2.2 /risk): the lists, an assessment, submit, submit again, review. */
import type { CallInput } from '../../domain/contracts/define';
import { createRisk, getRisk, listRisks, resubmitRisk, reviewRisk, type RiskDetail, type RiskItem } from '../../domain/contracts/risk';
import { call } from './client';

export type { RiskDetail, RiskItem };

export const riskKeys = { all: ['risk'] as const, list: (q: object) => ['risk', 'list', q] as const, detail: (id: number) => ['risk', 'detail', id] as const };

export const listRiskPage = (query: CallInput<typeof listRisks>['query']) => call(listRisks, { query });
export const getRiskDetail = async (id: number): Promise<RiskDetail> => (await call(getRisk, { query: { id } })).detail;
export const submitRisk = (body: CallInput<typeof createRisk>['body']) => call(createRisk, { body });
export const submitRiskAgain = (body: CallInput<typeof resubmitRisk>['body']) => call(resubmitRisk, { body });
export const decideRisk = (body: CallInput<typeof reviewRisk>['body']) => call(reviewRisk, { body });
