/**
 * Data warnings (req register §4 /dataWarning: dataWarning, dataWarningExport; §6; domain/warnings.ts): the count of
 * each warning, the list behind one (children, work orders or villages) and its .xlsx export. For the centre
 * (warnings:query / warnings:export); every list is county-wide, child names masked unless the caller revealed them.
 */
import { z } from 'zod';
import { CHILD_WARNINGS, WARNING_KINDS } from '../warnings';
import { childListItem } from './child';
import { defineCall, pageParam, sizeParam, timestamp } from './define';

const READ = { id: 'warnings', action: 'query' } as const;
const paging = { page: pageParam, size: sizeParam(20) };

/** GET /api/warning/summary (warnings:query) → { list: [{ kind, title, count }], month }: one card per warning (month: YYYY-MM, China time). */
export const warningSummary = defineCall({
  method: 'GET',
  path: '/api/warning/summary',
  permission: READ,
  tag: 'warning',
  summary: '数据预警：各项预警数',
  response: z.object({
    month: z.string(),
    list: z.array(z.object({ kind: z.enum(WARNING_KINDS), title: z.string(), count: z.number() })),
  }),
});

/**
 * A child of a warning's list: the child list's row, the age in whole years (null without a valid ID number), the birth
 * date only for a caller who sees full names (else null), and `group_key`: for a duplicate, the
 * group's ordinal in the whole list ('1', '2' …, the same for children of one name and birth date and carrying nothing
 * of them, issue 26); '' for the other kinds.
 */
export const warningChild = childListItem.extend({
  age: z.number().nullable(),
  birth_date: z.string().nullable(),
  group_key: z.string(),
});
export type WarningChild = z.infer<typeof warningChild>;

/** GET /api/warning/children?kind&page&size (warnings:query) → { total, list }: the children of a child warning (unserved, adult, duplicate). */
export const warningChildren = defineCall({
  method: 'GET',
  path: '/api/warning/children',
  permission: READ,
  tag: 'warning',
  summary: '数据预警：儿童清单',
  query: z.object({ kind: z.enum(CHILD_WARNINGS), ...paging }),
  response: z.object({ total: z.number(), list: z.array(warningChild) }),
});

export const warningTask = z.object({
  id: z.number(),
  task_name: z.string(),
  state: z.string(),
  child: z.number(),
  child_name: z.string(),
  volunteer_name: z.string().nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  date_limit: timestamp,
  overdue_days: z.number(),
});
export type WarningTask = z.infer<typeof warningTask>;

/** GET /api/warning/tasks?page&size (warnings:query) → { total, list }: the overdue work orders, longest overdue first. */
export const warningTasks = defineCall({
  method: 'GET',
  path: '/api/warning/tasks',
  permission: READ,
  tag: 'warning',
  summary: '数据预警：超期工单清单',
  query: z.object(paging),
  response: z.object({ total: z.number(), list: z.array(warningTask) }),
});

export const warningVillage = z.object({
  village_id: z.number(),
  village_name: z.string(),
  department_id: z.number(),
  department_name: z.string().nullable(),
  children: z.number(),
});
export type WarningVillage = z.infer<typeof warningVillage>;

/** GET /api/warning/villages?page&size (warnings:query) → { total, list }: villages with children in care and no active director, by town. */
export const warningVillages = defineCall({
  method: 'GET',
  path: '/api/warning/villages',
  permission: READ,
  tag: 'warning',
  summary: '数据预警：无儿童主任村居清单',
  query: z.object(paging),
  response: z.object({ total: z.number(), list: z.array(warningVillage) }),
});

/** GET /api/warning/export?kind (warnings:export) → the .xlsx of one warning's list (预警_<title>_<date>.xlsx); a 导出 record. */
export const exportWarning = defineCall({
  method: 'GET',
  path: '/api/warning/export',
  permission: { id: 'warnings', action: 'export' },
  tag: 'warning',
  summary: '数据预警：导出清单',
  query: z.object({ kind: z.enum(WARNING_KINDS) }),
  response: z.string().describe('.xlsx 文件'),
  binary: true,
});
