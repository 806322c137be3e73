/**
 * The departments table: the only code that reads it (the department service is everyone else's way in).
 */
import { inArray } from 'drizzle-orm';
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
