/** Pieces the allowance screens share: money in 元, the month choices and the list specs by route. */
import dayjs from 'dayjs';
import type { AllowanceState } from '../../../domain/allowances';
import type { approveAllowances, checkAllowances } from '../../../domain/contracts/allowance';
import type { CallInput } from '../../../domain/contracts/define';
import { callWith } from '../../api/use-call';

/** 1234.5 → ¥1,234.50 */
export const yuan = (n: number | null | undefined): string =>
  n === null || n === undefined
    ? '—'
    : `¥${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The months a filter offers: from next month back two years, newest first (YYYY-MM). */
export function monthOptions(): { label: string; value: string }[] {
  return Array.from({ length: 26 }, (_, i) => dayjs().add(1, 'month').subtract(i, 'month').format('YYYY-MM')).map(
    (m) => ({ label: m, value: m }),
  );
}

/**
 * The allowance lists of req allowance §1 as data, each shown by the one list screen (allowance-list-screen.tsx): which
 * states, and which steps the screen offers (录入 and corrections, 审核, 审批, or none).
 */
export type AllowanceListSpec = {
  path: string;
  states?: AllowanceState[];
  stage?: 'check' | 'approve';
  input?: boolean;
  emptyText: string;
};
export const ALLOWANCE_LIST_SPECS: readonly AllowanceListSpec[] = [
  {
    path: '/allowance/AllowanceInput',
    states: ['录入', '核退', '批退'],
    input: true,
    emptyText: '暂无待提交或被退回的保金',
  },
  { path: '/allowance/AllowanceReview', states: ['录入'], stage: 'check', emptyText: '暂无待审核的保金' },
  { path: '/allowance/AllowanceApproval', states: ['核过'], stage: 'approve', emptyText: '暂无待审批的保金' },
  { path: '/allowance/AllowanceList', emptyText: '暂无保金记录' },
];

/** A review step's body as the screens build it (the contract checks the states of each stage). */
export type MoveInput = {
  state: string;
  reason?: string;
  items?: { id: number; version: number }[];
  month?: string;
  expected?: number;
};

/** The contract of a review stage: 核过 / 核退 (checkAllowances) or 批过 / 批退 (approveAllowances). */
export type StepContract = typeof checkAllowances | typeof approveAllowances;

/** Sends a review step through its stage's contract (which checks the state belongs to the stage: 400 otherwise). */
export function sendStep(contract: StepContract, body: MoveInput) {
  return callWith(contract as typeof checkAllowances, { body: body as CallInput<typeof checkAllowances>['body'] });
}
