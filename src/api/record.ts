/**
 * Operation records (domain/contracts/record.ts; seed 002 §7.6): the records screen's list, counts and export.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { exportRecords as exportCall, listRecordsForMix as listCall, recordStatistics as statsCall, type RecordItem } from '../../domain/contracts/record';
import { call, download } from './client';

export type { RecordItem };
export const recordKeys = {
  all: ['record'] as const,
  list: (query: object) => ['record', 'list', query] as const,
  statistics: (query: object) => ['record', 'statistics', query] as const,
};

export type RecordQuery = CallInput<typeof statsCall>['query'];
export const listRecords = (query: CallInput<typeof listCall>['query']): Promise<CallOutput<typeof listCall>> => call(listCall, { query });
export const recordStatistics = (query: RecordQuery): Promise<CallOutput<typeof statsCall>> => call(statsCall, { query });
/** Saves the filtered records as 操作记录_YYYY-MM-DD.xlsx; resolves to the file name. */
export const exportRecords = (query: RecordQuery): Promise<string> => download(exportCall, { query });
