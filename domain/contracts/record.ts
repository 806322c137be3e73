/**
 * Operation records (req records §1, §2, §3; issue 15 "Operation records"): the list (by user, child, type,
 * state, time and keyword), the mixed list (types and states as JSON arrays), the detail, the list of given
 * ids, counts by type and state, and the export (.xlsx), for the roles holding records:query (系统管理 and
 * 中心领导). A record names its user (nickname and role) and child (masked unless the caller revealed full
 * names); a searched keyword inside `record_information` is masked the same way.
 */
import { z } from 'zod';
import { RECORD_STATES, RECORD_TYPES } from '../records';
import { defineCall, requiredIdListParam, idParam, listParam, pageParam, sizeParam, timestamp } from './define';
import { calendarDate } from './dates';

const day = calendarDate;

/** The filters every record call shares: who, which child, when (begin and end days, inclusive, China time), user keyword. */
export const recordFilter = z.object({
  user: idParam.optional(),
  child: idParam.optional(),
  begin: day.optional(),
  end: day.optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const recordItem = z.object({
  id: z.number(),
  record_user: z.number(),
  record_child: z.number(),
  user_nickname: z.string().nullable(),
  user_role: z.string().nullable(),
  child_name: z.string().nullable(),
  record_type: z.string(),
  record_state: z.string(),
  record_datetime: timestamp,
  record_information: z.record(z.string(), z.unknown()),
});
export type RecordItem = z.infer<typeof recordItem>;
/**
 * An operation record's `record_information` as stored: where it was written (`record_source`, 'console') and what the
 * writing call names (an `action`, the ids it touched, a keyword …). Open by design: every call records its own
 * facts, and the records screen shows them as they are (docs/decisions-records.md; docs/decisions-tables.md).
 */
export type RecordInformation = { record_source?: string; action?: string; id?: number; [fact: string]: unknown };

const listAnswer = z.object({ total: z.number(), list: z.array(recordItem) });
const READ = { id: 'records', action: 'query' } as const;
const paging = { page: pageParam, size: sizeParam(20) };

/** GET /api/record/list?type&state&user&child&begin&end&keyword&page&size (records:query) → { total, list }, newest first. */
export const listRecords = defineCall({
  method: 'GET',
  path: '/api/record/list',
  permission: READ,
  tag: 'record',
  summary: '操作记录列表',
  apiOnly: '记录查询屏幕用组合查询；此调用供对接系统',
  query: recordFilter.extend({
    type: z.enum(RECORD_TYPES).optional(),
    state: z.enum(RECORD_STATES).optional(),
    ...paging,
  }),
  response: listAnswer,
});

/** The mixed filter: several types and states at once (JSON arrays). */
export const recordMixFilter = recordFilter.extend({
  types: listParam(z.enum(RECORD_TYPES)).optional(),
  states: listParam(z.enum(RECORD_STATES)).optional(),
});

/** GET /api/record/list/for/mix?types=[…]&states=[…]&… (records:query) → { total, list }. */
export const listRecordsForMix = defineCall({
  method: 'GET',
  path: '/api/record/list/for/mix',
  permission: READ,
  tag: 'record',
  summary: '操作记录列表（多类型、多状态）',
  query: recordMixFilter.extend(paging),
  response: listAnswer,
});

/** GET /api/record/detail?id (records:get) → { detail }; 404 for an unknown id. */
export const getRecord = defineCall({
  method: 'GET',
  path: '/api/record/detail',
  permission: { id: 'records', action: 'get' },
  tag: 'record',
  summary: '操作记录详情',
  apiOnly: '记录列表已给出全部字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: recordItem }),
});

/** GET /api/record/list/for/ids?ids=[…] (records:query) → { total, list }: those of the ids that exist. */
export const listRecordsForIds = defineCall({
  method: 'GET',
  path: '/api/record/list/for/ids',
  permission: READ,
  tag: 'record',
  summary: '按 id 列表查操作记录',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ ids: requiredIdListParam }),
  response: listAnswer,
});

/** GET /api/record/statistics?<mixed filter> (records:query) → counts by type and by state over the filter, and the total. */
export const recordStatistics = defineCall({
  method: 'GET',
  path: '/api/record/statistics',
  permission: READ,
  tag: 'record',
  summary: '操作记录统计（按类型、状态）',
  query: recordMixFilter,
  response: z.object({
    total: z.number(),
    types: z.array(z.object({ record_type: z.string(), count: z.number() })),
    states: z.array(z.object({ record_state: z.string(), count: z.number() })),
  }),
});

/** GET /api/record/export?<mixed filter> (records:export) → 操作记录_YYYY-MM-DD.xlsx, every record of the filter; a 导出 record. */
export const exportRecords = defineCall({
  method: 'GET',
  path: '/api/record/export',
  permission: { id: 'records', action: 'export' },
  tag: 'record',
  summary: '导出操作记录（xlsx）',
  query: recordMixFilter,
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});
