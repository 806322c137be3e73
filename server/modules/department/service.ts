/**
 * Departments (req shell-and-accounts §7): the grouped list for pickers and the look-ups other modules need (names of
 * towns and villages, the check that a village belongs to a town). Other modules reach departments only here.
 */
import { ACTIVE_STATE, DEPARTMENT_TYPES } from '../../../domain/constants';
import type { Department } from '../../../domain/contracts/department';
import type { Db } from '../../db/client';
import { departmentsByIds, listDepartments, type DepartmentRow } from './repository';

export type { DepartmentRow };

export type DepartmentService = {
  /** `{ 镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...] }`, 激活 units only, by id. */
  listForSelect(): Promise<Record<string, Department[]>>;
  /** The units of `ids` (non-positive ids ignored) by id; `tx` when called inside a transaction. */
  byIds(ids: number[], tx?: Db): Promise<Map<number, DepartmentRow>>;
};

/** The department service over `db` (read-only: departments are seeded reference data). */
export function createDepartmentService(deps: { db: Db }): DepartmentService {
  return {
    async listForSelect() {
      const data: Record<string, Department[]> = {};
      for (const type of Object.values(DEPARTMENT_TYPES)) data[type] = [];
      for (const r of await listDepartments(deps.db)) {
        if (r.department_state !== ACTIVE_STATE) continue;
        (data[r.department_type] ??= []).push({
          id: r.id,
          department_name: r.department_name,
          department_parent: r.department_parent,
        });
      }
      return data;
    },
    byIds: (ids, tx) => departmentsByIds(tx ?? deps.db, ids),
  };
}

/** Whether `town` is a 镇街委员会 and `village` one of its 社区村居. */
export function isVillageOfTown(town: DepartmentRow | undefined, village: DepartmentRow | undefined): boolean {
  return (
    !!town &&
    !!village &&
    town.department_type === DEPARTMENT_TYPES.town &&
    village.department_type === DEPARTMENT_TYPES.village &&
    village.department_parent === town.id
  );
}
