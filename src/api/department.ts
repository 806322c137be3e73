/**
 * Department list for pickers (domain/contracts/department.ts; seed 000 §3, §7; seed 001 §7).
 * A village's `department_parent` is its town's id.
 */
import { listDepartmentsForSelect, type Department } from '../../domain/contracts/department';
import { call } from './client';

export type { Department };
export type DepartmentsByType = Record<string, Department[]>;

export const departmentKeys = { select: ['department', 'select'] as const };

/** `{ 镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...] }`. */
export async function getDepartmentsForSelect(): Promise<DepartmentsByType> {
  const body = await call(listDepartmentsForSelect);
  return body.data ?? {};
}
