/**
 * The persuasion logs (server/modules/persuasion/tables.ts `persuasions`): only the persuasion module reads or writes
 * them; each change is made at the version the writer read, moving it on.
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PersuasionInformation } from '../../../domain/contracts/persuasion';
import type { Db } from '../../db/client';
import { persuasions } from './tables';

export type PersuasionRow = typeof persuasions.$inferSelect;

/** Inserts a log of `child` by `user` at `at` (created_at) with its persuasion time and information. */
export async function insertPersuasion(
  db: Db,
  v: { user: number; child: number; datetime: Date; at: Date; information: PersuasionInformation },
): Promise<PersuasionRow> {
  const [row] = await db
    .insert(persuasions)
    .values({
      record_user: v.user,
      record_child: v.child,
      record_state: '成功',
      record_datetime: v.datetime,
      created_at: v.at,
      record_information: v.information,
    })
    .returning();
  return row;
}

/** One page of the logs of `child`, the latest persuasion first, and their total. */
export async function pagePersuasions(
  db: Db,
  child: number,
  page: number,
  size: number,
): Promise<{ total: number; rows: PersuasionRow[] }> {
  const cond = eq(persuasions.record_child, child);
  const [{ total }] = await db.select({ total: count() }).from(persuasions).where(cond);
  const rows = await db
    .select()
    .from(persuasions)
    .where(cond)
    .orderBy(desc(persuasions.record_datetime), desc(persuasions.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** The logs `ids` (locked FOR UPDATE when `lock`). */
export async function persuasionsByIds(db: Db, ids: number[], lock = false): Promise<PersuasionRow[]> {
  if (!ids.length) return [];
  const q = db.select().from(persuasions).where(inArray(persuasions.id, ids));
  return lock ? q.for('update') : q;
}

/** Saves the log `id` at `version` with the new time and information; undefined when it moved on or is gone. */
export async function updatePersuasionAt(
  db: Db,
  id: number,
  version: number,
  v: { datetime: Date; information: PersuasionInformation },
): Promise<PersuasionRow | undefined> {
  const [row] = await db
    .update(persuasions)
    .set({ record_datetime: v.datetime, record_information: v.information, version: sql`${persuasions.version} + 1` })
    .where(and(eq(persuasions.id, id), eq(persuasions.version, version)))
    .returning();
  return row;
}

/** Deletes the logs `ids` (locked by the caller); answers how many went. */
export async function deletePersuasionRows(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.delete(persuasions).where(inArray(persuasions.id, ids)).returning({ id: persuasions.id });
  return rows.length;
}

/** town → how many persuasion logs of the children of `places` (the child module's `(id, town, village)` subquery) fall in [from, to]. */
export async function countPersuasionsByTown(db: Db, places: SQL, from: Date, to: Date): Promise<Map<number, number>> {
  const result =
    await db.execute(sql`select c.town as town, count(*)::int as n from ${persuasions} join (${places}) c on c.id = ${persuasions.record_child}
    where ${and(gte(persuasions.record_datetime, from), lte(persuasions.record_datetime, to))} group by c.town`);
  return new Map(
    (result as unknown as { rows: { town: number; n: number }[] }).rows.map((r) => [Number(r.town), Number(r.n)]),
  );
}
