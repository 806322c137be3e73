/**
 * The departments table: the only code that reads it (the department service is everyone else's way in).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments } from './tables';

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

/** A unit of `parent` with this name (case as typed), if any. */
export async function departmentNamed(db: Db, parent: number, name: string): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.department_parent, parent), eq(departments.department_name, name)));
  return row;
}

export async function insertDepartment(db: Db, values: typeof departments.$inferInsert): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  return row;
}

/** Sets `set` on unit `id` if still at `version` (which moves on by one); undefined when it moved first. */
export async function updateDepartmentAtVersion(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof departments.$inferInsert>,
): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .update(departments)
    .set({ ...set, version: version + 1 })
    .where(and(eq(departments.id, id), eq(departments.version, version)))
    .returning();
  return row;
}
