/**
 * Child queries, always scoped to the caller (DESIGN "Record scope"; domain/scope.ts).
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { idKeywordModes } from '../../../domain/disclosure';
import type { ChildScope } from '../../../domain/scope';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { children } from '../../db/schema';

export type ChildRow = typeof children.$inferSelect;

/** The SQL condition of a scope (false for `none`). */
export function scopeWhere(scope: ChildScope): SQL {
  switch (scope.kind) {
    case 'all': return sql`true`;
    case 'town': return or(eq(children.department_id, scope.department_id), eq(children.birth_department_id, scope.department_id))!;
    case 'village': return or(eq(children.village_id, scope.village_id), eq(children.birth_village_id, scope.village_id))!;
    case 'gta': return eq(children.character_gta, true);
    case 'none': return sql`false`;
  }
}

export async function childById(db: Db, id: number, scope: ChildScope = { kind: 'all' }): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(and(eq(children.id, id), scopeWhere(scope)));
  return row;
}

export async function childByIdnumber(db: Db, idnumber: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.child_idnumber, idnumber.toUpperCase()));
  return row;
}

export async function countByIdnumber(db: Db, idnumber: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(children).where(eq(children.child_idnumber, idnumber.toUpperCase()));
  return n;
}

export type ChildFilter = { department?: number; village?: number; character?: 'cs' | 'ow' | 'gta'; genre?: string; level?: string; keyword?: string; page: number; size: number };

/**
 * A keyword matches a name by substring, and an ID number only as the whole number or inside its unmasked
 * start or end (domain/disclosure.ts `idKeywordModes`): a search never recovers masked digits.
 */
export function keywordWhere(keyword: string): SQL {
  const k = keyword.trim();
  const idMatches = idKeywordModes(k).map((mode) => (mode === 'whole'
    ? eq(children.child_idnumber, k.toUpperCase())
    : ilike(children.child_idnumber, likePattern(k, mode))));
  return or(ilike(children.child_name, likePattern(k)), ...idMatches)!;
}

export async function listChildren(db: Db, scope: ChildScope, f: ChildFilter): Promise<{ total: number; rows: ChildRow[] }> {
  const where: SQL[] = [scopeWhere(scope)];
  if (f.department) where.push(eq(children.department_id, f.department));
  if (f.village) where.push(eq(children.village_id, f.village));
  if (f.character === 'cs') where.push(eq(children.character_cs, true));
  if (f.character === 'ow') where.push(eq(children.character_ow, true));
  if (f.character === 'gta') where.push(eq(children.character_gta, true));
  if (f.genre) where.push(eq(children.genre, f.genre));
  if (f.level) where.push(eq(children.level, f.level));
  if (f.keyword) where.push(keywordWhere(f.keyword));
  const cond = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(children).where(cond);
  const rows = await db.select().from(children).where(cond).orderBy(desc(children.updated_at), desc(children.id)).limit(f.size).offset((f.page - 1) * f.size);
  return { total, rows };
}

export type ChildInsert = typeof children.$inferInsert;

/** Inserts a child; returns the stored row. */
export async function insertChild(db: Db, values: ChildInsert): Promise<ChildRow> {
  const [row] = await db.insert(children).values(values).returning();
  return row;
}

/** Sets `values` on child `id` and bumps its version if its version is still `version`; undefined when it is not (stale). */
export async function updateChildAtVersion(db: Db, id: number, version: number, values: Partial<ChildInsert>): Promise<ChildRow | undefined> {
  const [row] = await db.update(children).set({ ...values, version: sql`${children.version} + 1` })
    .where(and(eq(children.id, id), eq(children.version, version))).returning();
  return row;
}
