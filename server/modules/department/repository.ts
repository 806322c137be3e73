/**
 * Department look-ups shared by modules: the grouped list for pickers, and the checks that a town is a
 * 镇街委员会 and a village a 社区村居 of that town.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { departments } from '../../db/schema';

export type DepartmentRow = typeof departments.$inferSelect;

export async function listDepartments(db: Db): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(departments.id);
}

export async function departmentsByIds(db: Db, ids: number[]): Promise<Map<number, DepartmentRow>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!unique.length) return new Map();
  const rows = await db.select().from(departments).where(inArray(departments.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function departmentById(db: Db, id: number): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  return row;
}

/** Whether `townId` is a town and `villageId` one of its villages. */
export function isVillageOfTown(town: DepartmentRow | undefined, village: DepartmentRow | undefined): boolean {
  return !!town && !!village && town.department_type === DEPARTMENT_TYPES.town
    && village.department_type === DEPARTMENT_TYPES.village && village.department_parent === town.id;
}
