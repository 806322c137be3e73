/**
 * Departments for pickers (seed 000 §3, §7; seed 001 §7).
 */
import { z } from 'zod';
import { defineCall } from './define';

/** One unit: a village's `department_parent` is its town's id (0 for a top-level unit). */
export const departmentEntry = z.object({ id: z.number(), department_name: z.string(), department_parent: z.number() });
export type Department = z.infer<typeof departmentEntry>;

/**
 * GET /api/department/list/for/select (departments:query) → { data: { 镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...] } };
 * 激活 units only.
 */
export const listDepartmentsForSelect = defineCall({
  method: 'GET', path: '/api/department/list/for/select', permission: { id: 'departments', action: 'query' }, tag: 'department',
  summary: '按类型分组的单位列表（乡镇、村居、服务商、部门）',
  response: z.object({ data: z.record(z.string(), z.array(departmentEntry)) }),
});
