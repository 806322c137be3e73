/**
 * The supervise_templates and supervise_lists tables (req supervise §1 /supervise): only the supervise module reads or writes
 * them. A change is made at the version read (an update answers undefined when the version moved on).
 */
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { superviseLists, superviseTemplates } from './tables';

export type TemplateRow = typeof superviseTemplates.$inferSelect;
export type SuperviseRow = typeof superviseLists.$inferSelect;

export async function pageTemplates(
  db: Db,
  f: { state?: string; keyword?: string },
  page: number,
  size: number,
): Promise<{ total: number; rows: TemplateRow[] }> {
  const cond = and(
    f.state ? eq(superviseTemplates.template_state, f.state) : undefined,
    f.keyword ? ilike(superviseTemplates.template_title, likePattern(f.keyword)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(superviseTemplates).where(cond);
  const rows = await db
    .select()
    .from(superviseTemplates)
    .where(cond)
    .orderBy(desc(superviseTemplates.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** template id → how many inspections (not withdrawn) were made from it. */
export async function usesOfTemplates(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: superviseLists.supervise_template, n: count() })
    .from(superviseLists)
    .where(and(inArray(superviseLists.supervise_template, ids), isNull(superviseLists.deleted_at)))
    .groupBy(superviseLists.supervise_template);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function templateById(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(superviseTemplates).where(eq(superviseTemplates.id, id));
  return row;
}

export async function insertTemplate(db: Db, v: typeof superviseTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(superviseTemplates).values(v).returning();
  return row;
}

export async function updateTemplateAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof superviseTemplates.$inferInsert>,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(superviseTemplates)
    .set({ ...set, version: sql`${superviseTemplates.version} + 1` })
    .where(and(eq(superviseTemplates.id, id), eq(superviseTemplates.version, version)))
    .returning();
  return row;
}

/** What a list of inspections is asked for; `inspector` also scopes (a 督查人员: their own only). */
export type SuperviseSelect = {
  inspector?: number;
  state?: string;
  department?: number;
  village?: number;
  from?: string;
  to?: string;
  /** Inspections whose checklist title contains it, or whose inspectors are `inspectors`. */
  keyword?: string;
  inspectors?: number[];
};

function where(f: SuperviseSelect): SQL {
  return and(
    isNull(superviseLists.deleted_at),
    f.inspector !== undefined ? eq(superviseLists.supervise_inspector, f.inspector) : undefined,
    f.state ? eq(superviseLists.supervise_state, f.state) : undefined,
    f.department ? eq(superviseLists.supervise_department, f.department) : undefined,
    f.village ? eq(superviseLists.supervise_village, f.village) : undefined,
    f.from ? gte(superviseLists.supervise_deadline, f.from) : undefined,
    f.to ? lte(superviseLists.supervise_deadline, f.to) : undefined,
    f.keyword
      ? or(
          ilike(sql`${superviseLists.supervise_checklist}->>'title'`, likePattern(f.keyword)),
          f.inspectors?.length ? inArray(superviseLists.supervise_inspector, f.inspectors) : undefined,
        )
      : undefined,
  )!;
}

export async function pageSupervises(
  db: Db,
  f: SuperviseSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: SuperviseRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(superviseLists).where(cond);
  const rows = await db
    .select()
    .from(superviseLists)
    .where(cond)
    .orderBy(desc(superviseLists.created_at), desc(superviseLists.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** Inspection `id` (not withdrawn), of `inspector` only when given. */
export async function superviseById(db: Db, id: number, inspector?: number): Promise<SuperviseRow | undefined> {
  const [row] = await db
    .select()
    .from(superviseLists)
    .where(and(eq(superviseLists.id, id), where({ inspector })));
  return row;
}

export async function insertSupervise(db: Db, v: typeof superviseLists.$inferInsert): Promise<SuperviseRow> {
  const [row] = await db.insert(superviseLists).values(v).returning();
  return row;
}

export async function updateSuperviseAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof superviseLists.$inferInsert>,
): Promise<SuperviseRow | undefined> {
  const [row] = await db
    .update(superviseLists)
    .set({ ...set, version: sql`${superviseLists.version} + 1` })
    .where(and(eq(superviseLists.id, id), eq(superviseLists.version, version), isNull(superviseLists.deleted_at)))
    .returning();
  return row;
}
