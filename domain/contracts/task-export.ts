/**
 * The task lists' export (issue 28 "Task lists export to .xlsx like the children list"; req tasks §1.3, req records §1
 * record type 导出): every row a task list shows with its filters, as a spreadsheet.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { listTasksForMix } from './task';

/** The most rows one export writes (a county's tasks of a year fit; a larger one is to be narrowed by its filters). */
export const TASK_EXPORT_MAX_ROWS = 20_000;

/**
 * GET /api/task/export?<the task list's filters> (tasks:export) → an .xlsx file (Content-Disposition
 * 工单列表_YYYY-MM-DD.xlsx): the tasks the list would show with those filters (no paging; at most
 * {@link TASK_EXPORT_MAX_ROWS}, in the list's order), scoped and masked as the list is (a child's name and ID number in a
 * title or description only through the masking pass); writes a 导出 record. Deleted tasks (`deleted`) need tasks:delete (403).
 */
export const exportTasks = defineCall({
  method: 'GET',
  path: '/api/task/export',
  permission: { id: 'tasks', action: 'export' },
  tag: 'task',
  summary: '导出工单列表（xlsx）',
  query: listTasksForMix.query.omit({ page: true, size: true }),
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});
