/**
 * The scores and prizes tables (issue 18; req scores §2, §3): only the score module reads or writes them. A
 * volunteer's ledger is changed under a transaction-scoped advisory lock on the volunteer, so two debits at once
 * cannot both spend the same points.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizes, scores } from './tables';

export type ScoreRow = typeof scores.$inferSelect;
export type PrizeRow = typeof prizes.$inferSelect;

/** The advisory-lock class of the score ledger (the first key of pg_advisory_xact_lock(int, int)). */
const LEDGER_LOCK = 18_001;

/** Holds the volunteer's ledger until the transaction `tx` ends. */
export async function lockLedger(tx: Db, volunteer: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK}, ${volunteer})`);
}

export async function balanceOf(db: Db, volunteer: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${scores.score_points}), 0)::int` })
    .from(scores)
    .where(eq(scores.score_volunteer, volunteer));
  return Number(row.total);
}

export async function insertScore(db: Db, v: typeof scores.$inferInsert): Promise<ScoreRow | undefined> {
  const [row] = await db.insert(scores).values(v).onConflictDoNothing().returning();
  return row;
}

export type ScoreSelect = { volunteer?: number; sources?: string[]; prizestates?: string[]; from?: Date; to?: Date };

function where(f: ScoreSelect): SQL | undefined {
  const parts: SQL[] = [];
  if (f.volunteer) parts.push(eq(scores.score_volunteer, f.volunteer));
  if (f.sources?.length) parts.push(inArray(scores.score_source, f.sources));
  if (f.prizestates?.length) parts.push(inArray(scores.score_prizestate, f.prizestates));
  if (f.from) parts.push(gte(scores.created_at, f.from));
  if (f.to) parts.push(lte(scores.created_at, f.to));
  return parts.length ? and(...parts) : undefined;
}

export async function pageScores(
  db: Db,
  f: ScoreSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: ScoreRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(scores).where(cond);
  const rows = await db
    .select()
    .from(scores)
    .where(cond)
    .orderBy(desc(scores.created_at), desc(scores.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** Per volunteer (of `volunteers` when given): points earned, spent, the balance and the tasks credited, the highest balance first. */
export async function pageTotals(db: Db, volunteers: number[] | undefined, page: number, size: number) {
  const cond = volunteers ? (volunteers.length ? inArray(scores.score_volunteer, volunteers) : sql`false`) : undefined;
  const balance = sql<number>`coalesce(sum(${scores.score_points}), 0)::int`;
  const [{ total }] = await db
    .select({ total: sql<number>`count(distinct ${scores.score_volunteer})::int` })
    .from(scores)
    .where(cond);
  const rows = await db
    .select({
      volunteer: scores.score_volunteer,
      balance,
      earned: sql<number>`coalesce(sum(${scores.score_points}) filter (where ${scores.score_points} > 0), 0)::int`,
      spent: sql<number>`coalesce(-sum(${scores.score_points}) filter (where ${scores.score_points} < 0), 0)::int`,
      tasks: sql<number>`count(*) filter (where ${scores.score_source} = '工单')::int`,
    })
    .from(scores)
    .where(cond)
    .groupBy(scores.score_volunteer)
    .orderBy(desc(balance), asc(scores.score_volunteer))
    .limit(size)
    .offset((page - 1) * size);
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      ...r,
      balance: Number(r.balance),
      earned: Number(r.earned),
      spent: Number(r.spent),
      tasks: Number(r.tasks),
    })),
  };
}

export async function scoreById(db: Db, id: number): Promise<ScoreRow | undefined> {
  const [row] = await db.select().from(scores).where(eq(scores.id, id));
  return row;
}

export async function updateScoreAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof scores.$inferInsert>,
): Promise<ScoreRow | undefined> {
  const [row] = await db
    .update(scores)
    .set({ ...set, version: sql`${scores.version} + 1` })
    .where(and(eq(scores.id, id), eq(scores.version, version)))
    .returning();
  return row;
}

export async function insertPrize(db: Db, v: typeof prizes.$inferInsert): Promise<PrizeRow> {
  const [row] = await db.insert(prizes).values(v).returning();
  return row;
}

export async function prizeById(db: Db, id: number, lock = false): Promise<PrizeRow | undefined> {
  const q = db
    .select()
    .from(prizes)
    .where(and(eq(prizes.id, id), isNull(prizes.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updatePrizeAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof prizes.$inferInsert>,
): Promise<PrizeRow | undefined> {
  const [row] = await db
    .update(prizes)
    .set({ ...set, version: sql`${prizes.version} + 1` })
    .where(and(eq(prizes.id, id), eq(prizes.version, version), isNull(prizes.deleted_at)))
    .returning();
  return row;
}

export async function pagePrizes(
  db: Db,
  f: { min?: number; max?: number },
  page: number,
  size: number,
): Promise<{ total: number; rows: PrizeRow[] }> {
  const cond = and(
    isNull(prizes.deleted_at),
    f.min !== undefined ? gte(prizes.prize_points, f.min) : undefined,
    f.max !== undefined ? lte(prizes.prize_points, f.max) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(prizes).where(cond);
  const rows = await db
    .select()
    .from(prizes)
    .where(cond)
    .orderBy(asc(prizes.prize_points), asc(prizes.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}
