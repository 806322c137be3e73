/**
 * The denounces and adjuncts tables (clue reports and their dispatches, issue 18): only the denounce module reads
 * or writes them. Every change is made at the version the writer read and moves it on.
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { adjuncts, denounces } from './tables';

export type DenounceRow = typeof denounces.$inferSelect;
export type AdjunctRow = typeof adjuncts.$inferSelect;

export async function insertDenounce(db: Db, v: typeof denounces.$inferInsert): Promise<DenounceRow> {
  const [row] = await db.insert(denounces).values(v).returning();
  return row;
}

export type DenounceSelect = {
  sources: readonly string[];
  states?: string[];
  adjunct_states?: string[];
  keyword?: string;
  ids?: number[];
};

function where(f: DenounceSelect): SQL {
  const parts: SQL[] = [f.sources.length ? inArray(denounces.denounce_source, [...f.sources]) : sql`false`];
  if (f.states?.length) parts.push(inArray(denounces.denounce_state, f.states));
  if (f.adjunct_states?.length) {
    parts.push(
      sql`exists (select 1 from ${adjuncts} where ${adjuncts.adjunct_denounce} = ${denounces.id} and ${inArray(adjuncts.adjunct_state, f.adjunct_states)})`,
    );
  }
  if (f.keyword) {
    const p = likePattern(f.keyword);
    parts.push(
      or(
        ilike(sql`${denounces.denounce_information}->>'content'`, p),
        ilike(sql`${denounces.denounce_information}->>'reporter_name'`, p),
      )!,
    );
  }
  if (f.ids) parts.push(f.ids.length ? inArray(denounces.id, f.ids) : sql`false`);
  return and(...parts)!;
}

export async function pageDenounces(
  db: Db,
  f: DenounceSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: DenounceRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(denounces).where(cond);
  const rows = await db
    .select()
    .from(denounces)
    .where(cond)
    .orderBy(desc(denounces.created_at), desc(denounces.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function countDenouncesByState(db: Db, f: DenounceSelect): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .select({ state: denounces.denounce_state, count: count() })
    .from(denounces)
    .where(where(f))
    .groupBy(denounces.denounce_state);
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

export async function denounceById(db: Db, id: number, lock = false): Promise<DenounceRow | undefined> {
  const q = db.select().from(denounces).where(eq(denounces.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateDenounceAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof denounces.$inferInsert>,
): Promise<DenounceRow | undefined> {
  const [row] = await db
    .update(denounces)
    .set({ ...set, version: sql`${denounces.version} + 1` })
    .where(and(eq(denounces.id, id), eq(denounces.version, version)))
    .returning();
  return row;
}

export async function adjunctsOf(db: Db, denounceIds: number[]): Promise<AdjunctRow[]> {
  if (!denounceIds.length) return [];
  return db.select().from(adjuncts).where(inArray(adjuncts.adjunct_denounce, denounceIds)).orderBy(adjuncts.id);
}

export async function insertAdjuncts(db: Db, rows: (typeof adjuncts.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(adjuncts).values(rows);
}

export async function adjunctById(db: Db, id: number, lock = false): Promise<AdjunctRow | undefined> {
  const q = db.select().from(adjuncts).where(eq(adjuncts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateAdjunctAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof adjuncts.$inferInsert>,
): Promise<AdjunctRow | undefined> {
  const [row] = await db
    .update(adjuncts)
    .set({ ...set, version: sql`${adjuncts.version} + 1` })
    .where(and(eq(adjuncts.id, id), eq(adjuncts.version, version)))
    .returning();
  return row;
}

export type AdjunctSelect = { department: number; sources?: string[]; states?: string[] };

function adjunctWhere(f: AdjunctSelect): SQL {
  const parts: SQL[] = [eq(adjuncts.adjunct_department, f.department)];
  if (f.states?.length) parts.push(inArray(adjuncts.adjunct_state, f.states));
  if (f.sources?.length) parts.push(inArray(denounces.denounce_source, f.sources));
  return and(...parts)!;
}

/** One page of the department's dispatches with their clues, the newest first, and the total. */
export async function pageAdjuncts(
  db: Db,
  f: AdjunctSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: { adjunct: AdjunctRow; denounce: DenounceRow }[] }> {
  const cond = adjunctWhere(f);
  const [{ total }] = await db
    .select({ total: count() })
    .from(adjuncts)
    .innerJoin(denounces, eq(denounces.id, adjuncts.adjunct_denounce))
    .where(cond);
  const rows = await db
    .select({ adjunct: adjuncts, denounce: denounces })
    .from(adjuncts)
    .innerJoin(denounces, eq(denounces.id, adjuncts.adjunct_denounce))
    .where(cond)
    .orderBy(desc(adjuncts.updated_at), desc(adjuncts.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function countAdjunctsByState(db: Db, f: AdjunctSelect): Promise<{ State: string; Count: number }[]> {
  const rows = await db
    .select({ state: adjuncts.adjunct_state, count: count() })
    .from(adjuncts)
    .innerJoin(denounces, eq(denounces.id, adjuncts.adjunct_denounce))
    .where(adjunctWhere(f))
    .groupBy(adjuncts.adjunct_state);
  return rows.map((r) => ({ State: r.state, Count: Number(r.count) }));
}

/** The dispatches of the clues of `sources` by state, every department's (the reviewer's 申结 count). */
export async function countAdjunctsOfSources(
  db: Db,
  sources: readonly string[],
): Promise<{ state: string; count: number }[]> {
  if (!sources.length) return [];
  const rows = await db
    .select({ state: adjuncts.adjunct_state, count: count() })
    .from(adjuncts)
    .innerJoin(denounces, eq(denounces.id, adjuncts.adjunct_denounce))
    .where(inArray(denounces.denounce_source, [...sources]))
    .groupBy(adjuncts.adjunct_state);
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

/** Whether the department already holds a dispatch of this clue that is not returned. */
export async function openAdjunctOf(db: Db, denounce: number, department: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adjuncts.id })
    .from(adjuncts)
    .where(
      and(
        eq(adjuncts.adjunct_denounce, denounce),
        eq(adjuncts.adjunct_department, department),
        ne(adjuncts.adjunct_state, '退回'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
