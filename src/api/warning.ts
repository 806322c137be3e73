/** Data warnings (domain/contracts/warning.ts): the counts, the list behind one, and its export. */
import type { CallOutput } from '../../domain/contracts/define';
import { exportWarning, warningChildren, warningSummary, warningTasks, warningVillages } from '../../domain/contracts/warning';
import type { ChildWarningKind, WarningKind } from '../../domain/warnings';
import { call, download } from './client';

export const warningKeys = {
  all: ['warning'] as const, summary: ['warning', 'summary'] as const,
  list: (kind: WarningKind, q: object) => ['warning', 'list', kind, q] as const,
};
export type WarningCount = CallOutput<typeof warningSummary>['list'][number];
export type WarningChild = CallOutput<typeof warningChildren>['list'][number];
export type WarningTask = CallOutput<typeof warningTasks>['list'][number];
export type WarningVillage = CallOutput<typeof warningVillages>['list'][number];

export const loadWarningSummary = () => call(warningSummary);
export const listWarningChildren = (kind: ChildWarningKind, page: number, size: number) => call(warningChildren, { query: { kind, page, size } });
export const listWarningTasks = (page: number, size: number) => call(warningTasks, { query: { page, size } });
export const listWarningVillages = (page: number, size: number) => call(warningVillages, { query: { page, size } });
/** Downloads the .xlsx of one warning's list; resolves to its file name. */
export const downloadWarning = (kind: WarningKind) => download(exportWarning, { query: { kind } });
