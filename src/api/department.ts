/**
 * Department list for pickers (seed 000 §3, §7; seed 001 §7).
 * GET /api/department/list/for/select → {data: {镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...]}};
 * each entry {id, department_name, department_parent}. A village's `department_parent` is its town's id.
 */
import { getJson } from './client';

export type Department = { id: number; department_name: string; department_parent: number | null };
export type DepartmentsByType = Record<string, Department[]>;

export const departmentKeys = { select: ['department', 'select'] as const };

export async function getDepartmentsForSelect(): Promise<DepartmentsByType> {
  const body = await getJson<{ data: DepartmentsByType }>('department/list/for/select');
  return body.data ?? {};
}
