/**
 * Departments for pickers (req shell-and-accounts §7, §7.3; req shell-and-accounts §7.3).
 */
import { z } from 'zod';
import { defineCall, idField, versionField } from './define';

/** One unit: a village's `department_parent` is its town's id (0 for a top-level unit). */
export const departmentEntry = z.object({ id: z.number(), department_name: z.string(), department_parent: z.number() });
export type Department = z.infer<typeof departmentEntry>;

/**
 * GET /api/department/list/for/select (departments:query) → { data: { 镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...] } };
 * 激活 units only.
 */
export const listDepartmentsForSelect = defineCall({
  method: 'GET',
  path: '/api/department/list/for/select',
  permission: { id: 'departments', action: 'query' },
  tag: 'department',
  summary: '按类型分组的单位列表（乡镇、村居、服务商、部门）',
  response: z.object({ data: z.record(z.string(), z.array(departmentEntry)) }),
});

/** A unit as /department manages it: with its type, its state and its version. */
export const managedDepartment = departmentEntry.extend({
  department_type: z.string(),
  department_state: z.string(),
  version: z.number(),
});
export type ManagedDepartment = z.infer<typeof managedDepartment>;

/** GET /api/department/list/for/manage (departments:edit) → { list }: every town, village and service provider, 停用 included. */
export const listDepartmentsForManage = defineCall({
  method: 'GET',
  path: '/api/department/list/for/manage',
  permission: { id: 'departments', action: 'edit' },
  tag: 'department',
  summary: '单位管理：乡镇、村居与服务商（含停用）',
  response: z.object({ list: z.array(managedDepartment) }),
});

const unitName = z.string().trim().min(1, '请填写名称').max(40, '名称不能超过 40 个字');

/**
 * POST /api/department { department_name, department_type: 社区村居 | 服务商, department_parent } (departments:add) → { id, version }:
 * a village or a service provider under a town (400 when the parent is not an active town; 409 DEPARTMENT_EXISTS for a name the town already has).
 */
export const createDepartment = defineCall({
  method: 'POST',
  path: '/api/department',
  permission: { id: 'departments', action: 'add' },
  tag: 'department',
  summary: '新增村居或服务商',
  body: z.object({
    department_name: unitName,
    department_type: z.enum(['社区村居', '服务商']),
    department_parent: idField,
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/department { id, version, department_name } (departments:edit) → { id, version }: renames a unit. */
export const renameDepartment = defineCall({
  method: 'PUT',
  path: '/api/department',
  permission: { id: 'departments', action: 'edit' },
  tag: 'department',
  summary: '重命名单位',
  body: z.object({ id: idField, version: versionField, department_name: unitName }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/department/state { id, version, department_state } (departments:disable) → { id, version }: 激活 or 停用 a
 * village or service provider; a village where children in care live answers 409 VILLAGE_HAS_CHILDREN.
 */
export const setDepartmentState = defineCall({
  method: 'PUT',
  path: '/api/department/state',
  permission: { id: 'departments', action: 'disable' },
  tag: 'department',
  summary: '激活或停用单位',
  body: z.object({ id: idField, version: versionField, department_state: z.enum(['激活', '停用']) }),
  response: z.object({ id: z.number(), version: z.number() }),
});
