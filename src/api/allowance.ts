/**
 * Allowances (保金; domain/contracts/allowance.ts): the eligible children and their bank accounts, the allowances and
 * their review steps, the month sums, the warnings and the .xlsx import (sent as base64). One call per function.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  allowanceMonths, approveAllowances, checkAllowances, createAllowance, deleteAllowance, getAllowance, importAllowances, listAllowanceKids, listAllowances,
  listAllowanceWarnings, saveAllowanceKid, updateAllowance,
} from '../../domain/contracts/allowance';
import { call } from './client';

export const allowanceKeys = {
  all: ['allowance'] as const,
  kids: (q: object) => ['allowance', 'kids', q] as const,
  list: (q: object) => ['allowance', 'list', q] as const,
  detail: (id: number) => ['allowance', 'detail', id] as const,
  months: (q: object) => ['allowance', 'months', q] as const,
  warnings: (q: object) => ['allowance', 'warnings', q] as const,
};
export type { AllowanceItem, AllowanceKid, AllowanceWarning, ImportError } from '../../domain/contracts/allowance';
export type AllowanceStep = CallOutput<typeof getAllowance>['steps'][number];
export type MonthSum = CallOutput<typeof allowanceMonths>['list'][number];

export const listKids = (query: CallInput<typeof listAllowanceKids>['query']) => call(listAllowanceKids, { query });
export const saveKidBank = (body: CallInput<typeof saveAllowanceKid>['body']) => call(saveAllowanceKid, { body });
export const listAllowancePage = (query: CallInput<typeof listAllowances>['query']) => call(listAllowances, { query });
export const readAllowance = (id: number) => call(getAllowance, { query: { id } });
export const addAllowance = (body: CallInput<typeof createAllowance>['body']) => call(createAllowance, { body });
export const editAllowance = (body: CallInput<typeof updateAllowance>['body']) => call(updateAllowance, { body });
export const removeAllowance = (body: CallInput<typeof deleteAllowance>['body']) => call(deleteAllowance, { body });
export const checkStep = (body: CallInput<typeof checkAllowances>['body']) => call(checkAllowances, { body });
export const approveStep = (body: CallInput<typeof approveAllowances>['body']) => call(approveAllowances, { body });
export const monthSums = (query: CallInput<typeof allowanceMonths>['query']) => call(allowanceMonths, { query });
export const listWarnings = (query: CallInput<typeof listAllowanceWarnings>['query']) => call(listAllowanceWarnings, { query });

/** Reads `file` as base64 (the data URL's payload). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('无法读取该文件'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/allowance/import: checks (`dry_run`) or imports `file` as the allowances of `month`. */
export async function importSheet(month: string, file: Blob, dry_run: boolean) {
  return call(importAllowances, { body: { allowance_month: month, file: await base64Of(file), dry_run } });
}
