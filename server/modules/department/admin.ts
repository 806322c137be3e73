/**
 * Department management of 系统管理 (issue 15; req shell-and-accounts §11.2 /department/departmentPost): the whole tree,
 * add a village or a service provider under a town, rename a unit, 激活 / 停用 a village or a service
 * provider. A village where children in care live or are registered cannot be deactivated (409
 * VILLAGE_HAS_CHILDREN): they would be left without a village in every picker. Towns and the county's
 * agencies are reference data and are not deactivated here. Every write carries the version read (409
 * STALE_VERSION) and is an operation record (创建 / 修改).
 */
import type { z } from 'zod';
import type { createDepartment, ManagedDepartment } from '../../../domain/contracts/department';
import { ACTIVE_STATE, DEPARTMENT_TYPES, DISABLED_STATE } from '../../../domain/constants';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../auth/guard';
import type { AuditService } from '../audit';
import {
  departmentById,
  departmentNamed,
  insertDepartment,
  listDepartments,
  updateDepartmentAtVersion,
  type DepartmentRow,
} from './repository';

const STALE = '该单位已被他人修改，请刷新后重试';
const MANAGED_TYPES: string[] = [DEPARTMENT_TYPES.town, DEPARTMENT_TYPES.village, DEPARTMENT_TYPES.provider];

export type DepartmentAdminDeps = {
  db: Db;
  audit: AuditService;
  /** Children in care living or registered in a village (the child module's count), in `tx`. */
  childrenInVillage: (id: number, tx: Db) => Promise<number>;
  /** Called after every committed write (the department service drops its cache: docs/decisions-serverperf.md). */
  changed?: () => void;
};

const managed = (r: DepartmentRow): ManagedDepartment => ({
  id: r.id,
  department_name: r.department_name,
  department_parent: r.department_parent,
  department_type: r.department_type,
  department_state: r.department_state,
  version: r.version,
});

export function createDepartmentAdmin(deps: DepartmentAdminDeps) {
  const { db, audit } = deps;

  async function write(
    user: SessionUser,
    id: number,
    version: number,
    set: Partial<DepartmentRow>,
    check?: (row: DepartmentRow, tx: Db) => Promise<void>,
  ) {
    const row = await inTransaction(db, async (tx) => {
      const existing = await departmentById(tx, id);
      if (!existing || !MANAGED_TYPES.includes(existing.department_type)) throw new NotFound('单位不存在');
      await check?.(existing, tx);
      const updated = await updateDepartmentAtVersion(tx, id, version, set);
      if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
      return updated;
    });
    deps.changed?.();
    await audit.write({ user: user.id, type: '修改', information: { department: id, ...set } });
    return { id: row.id, version: row.version };
  }

  return {
    /** Towns, villages and service providers, 停用 included, by id. */
    list: async (): Promise<ManagedDepartment[]> =>
      (await listDepartments(db)).filter((r) => MANAGED_TYPES.includes(r.department_type)).map(managed),

    /** A village or service provider under an active town; 409 DEPARTMENT_EXISTS when the town already has that name. */
    async create(
      user: SessionUser,
      body: z.output<typeof createDepartment.body>,
    ): Promise<{ id: number; version: number }> {
      const town = await departmentById(db, body.department_parent);
      if (!town || town.department_type !== DEPARTMENT_TYPES.town || town.department_state !== ACTIVE_STATE) {
        throw new Invalid('请选择激活中的乡镇（街道）', [
          { field: 'department_parent', message: '请选择激活中的乡镇（街道）' },
        ]);
      }
      if (await departmentNamed(db, town.id, body.department_name)) {
        throw new Conflict(`${town.department_name}已有名为「${body.department_name}」的单位`, 'DEPARTMENT_EXISTS', [
          { field: 'department_name', message: '该名称已存在' },
        ]);
      }
      const row = await insertDepartment(db, {
        department_name: body.department_name,
        department_type: body.department_type,
        department_parent: town.id,
      });
      deps.changed?.();
      await audit.write({
        user: user.id,
        type: '创建',
        information: { department: row.id, department_type: row.department_type },
      });
      return { id: row.id, version: row.version };
    },

    rename: (user: SessionUser, body: { id: number; version: number; department_name: string }) =>
      write(user, body.id, body.version, { department_name: body.department_name }, async (row, tx) => {
        const same = await departmentNamed(tx, row.department_parent, body.department_name);
        if (same && same.id !== row.id)
          throw new Conflict('同级已有同名单位', 'DEPARTMENT_EXISTS', [
            { field: 'department_name', message: '该名称已存在' },
          ]);
      }),

    setState: (
      user: SessionUser,
      body: { id: number; version: number; department_state: typeof ACTIVE_STATE | typeof DISABLED_STATE },
    ) =>
      write(user, body.id, body.version, { department_state: body.department_state }, async (row, tx) => {
        if (row.department_type === DEPARTMENT_TYPES.town) throw new Invalid('乡镇（街道）不能在此停用');
        if (body.department_state !== DISABLED_STATE || row.department_type !== DEPARTMENT_TYPES.village) return;
        const n = await deps.childrenInVillage(row.id, tx);
        if (n > 0)
          throw new Conflict(`该村居还有 ${n} 名在册儿童，请先将他们调整到其他村居再停用`, 'VILLAGE_HAS_CHILDREN');
      }),
  };
}

export type DepartmentAdmin = ReturnType<typeof createDepartmentAdmin>;
