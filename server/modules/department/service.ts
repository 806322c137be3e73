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
  /** Drops the cache (the department admin calls it after each committed write). */
  invalidate(): void;
};

/**
 * How long the cached departments are trusted, in ms: the bound on how stale another process's copy can be after a
 * write in this one (a rename or 停用 shows there within 5 s; docs/decisions-serverperf.md).
 */
export const DEPARTMENT_CACHE_MS = 5_000;

/**
 * The department service over `db`. Every unit of the county is read at once and kept in this process for
 * DEPARTMENT_CACHE_MS (a few hundred rows; issue 30: no department round trip per call), dropped at once by
 * `invalidate()` after a write here. A call with `tx` reads inside that transaction instead, never the cache.
 */
export function createDepartmentService(deps: { db: Db; now?: () => number }): DepartmentService {
  const clock = deps.now ?? Date.now;
  let cached: { at: number; rows: DepartmentRow[]; byId: Map<number, DepartmentRow> } | null = null;
  let loading: Promise<DepartmentRow[]> | null = null;
  // a load that started before a write must not put its older rows in the cache after the invalidation
  let generation = 0;
  async function all(): Promise<{ rows: DepartmentRow[]; byId: Map<number, DepartmentRow> }> {
    if (cached && clock() - cached.at < DEPARTMENT_CACHE_MS) return cached;
    if (!loading) {
      const started = generation;
      const at = clock();
      loading = listDepartments(deps.db).finally(() => (loading = null));
      const rows = await loading;
      const entry = { at, rows, byId: new Map(rows.map((r) => [r.id, r])) };
      if (started === generation) cached = entry;
      return entry;
    }
    const rows = await loading;
    return { rows, byId: new Map(rows.map((r) => [r.id, r])) };
  }
  return {
    async listForSelect() {
      const data: Record<string, Department[]> = {};
      for (const type of Object.values(DEPARTMENT_TYPES)) data[type] = [];
      for (const r of (await all()).rows) {
        if (r.department_state !== ACTIVE_STATE) continue;
        (data[r.department_type] ??= []).push({
          id: r.id,
          department_name: r.department_name,
          department_parent: r.department_parent,
        });
      }
      return data;
    },
    async byIds(ids, tx) {
      if (tx) return departmentsByIds(tx, ids);
      const { byId } = await all();
      const found = new Map<number, DepartmentRow>();
      for (const id of ids) {
        const row = byId.get(id);
        if (row) found.set(id, row);
      }
      return found;
    },
    invalidate() {
      generation++;
      cached = null;
    },
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
