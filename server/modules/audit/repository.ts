/**
 * The records table (operation records, seed 002 §3.4): only the audit module reads or writes it. The
 * persuasion logs share the table (type `persuasion`, seed 002 §3.7, §7.6) and are never operation records:
 * every operation-record read leaves them out, and only the persuasion functions at the end touch them (each
 * change at the version the writer read, moving it on).
 */
import { and, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { PERSUASION_TYPE } from '../../../domain/contracts/persuasion';
import type { Db } from '../../db/client';
import { records } from './tables';

export type RecordInsert = typeof records.$inferInsert;
export type RecordRow = typeof records.$inferSelect;

export async function insertRecord(db: Db, values: RecordInsert): Promise<void> {
  await db.insert(records).values(values);
}

export async function insertRecords(db: Db, values: RecordInsert[]): Promise<void> {
  if (values.length) await db.insert(records).values(values);
}

/** A record filter: the users (a keyword's matches, or one asked), child, types, states, and a time range. */
export type RecordSelect = { users?: number[]; child?: number; types?: string[]; states?: string[]; from?: Date; to?: Date; ids?: number[] };

function where(f: RecordSelect): SQL | undefined {
  const parts: SQL[] = [ne(records.record_type, PERSUASION_TYPE)];
  if (f.users) parts.push(f.users.length ? inArray(records.record_user, f.users) : sql`false`);
  if (f.child) parts.push(eq(records.record_child, f.child));
  if (f.types?.length) parts.push(inArray(records.record_type, f.types));
  if (f.states?.length) parts.push(inArray(records.record_state, f.states));
  if (f.from) parts.push(gte(records.record_datetime, f.from));
  if (f.to) parts.push(lte(records.record_datetime, f.to));
  if (f.ids) parts.push(f.ids.length ? inArray(records.id, f.ids) : sql`false`);
  return and(...parts);
}

const ORDER = [desc(records.record_datetime), desc(records.id)];

/** One page of the records of `f`, newest first, and the total. */
export async function pageRecords(db: Db, f: RecordSelect, page: number, size: number): Promise<{ total: number; rows: RecordRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(records).where(cond);
  const rows = await db.select().from(records).where(cond).orderBy(...ORDER).limit(size).offset((page - 1) * size);
  return { total, rows };
}

/** Every record of `f`, newest first, `batch` rows at a time (an export). */
export async function* allRecords(db: Db, f: RecordSelect, batch = 1000): AsyncGenerator<RecordRow[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select().from(records).where(where(f)).orderBy(...ORDER).limit(batch).offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function recordById(db: Db, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(records).where(and(eq(records.id, id), ne(records.record_type, PERSUASION_TYPE)));
  return row;
}

/** Counts of the records of `f` by type and by state. */
export async function countRecords(db: Db, f: RecordSelect): Promise<{ types: { record_type: string; count: number }[]; states: { record_state: string; count: number }[] }> {
  const cond = where(f);
  const types = await db.select({ record_type: records.record_type, count: count() }).from(records).where(cond).groupBy(records.record_type);
  const states = await db.select({ record_state: records.record_state, count: count() }).from(records).where(cond).groupBy(records.record_state);
  return { types, states };
}

// ── persuasion logs (persuasion.ts) ──

export type PersuasionRow = typeof records.$inferSelect;
const isLog = eq(records.record_type, PERSUASION_TYPE);

/** Inserts a log of `child` by `user` at `at` (created_at) with its persuasion time and information. */
export async function insertPersuasion(db: Db, v: { user: number; child: number; datetime: Date; at: Date; information: Record<string, unknown> }): Promise<PersuasionRow> {
  const [row] = await db.insert(records).values({
    record_user: v.user, record_child: v.child, record_type: PERSUASION_TYPE, record_state: '成功',
    record_datetime: v.datetime, created_at: v.at, record_information: v.information,
  }).returning();
  return row;
}

/** One page of the logs of `child`, the latest persuasion first, and their total. */
export async function pagePersuasions(db: Db, child: number, page: number, size: number): Promise<{ total: number; rows: PersuasionRow[] }> {
  const cond = and(isLog, eq(records.record_child, child));
  const [{ total }] = await db.select({ total: count() }).from(records).where(cond);
  const rows = await db.select().from(records).where(cond).orderBy(desc(records.record_datetime), desc(records.id)).limit(size).offset((page - 1) * size);
  return { total, rows };
}

export async function persuasionsByIds(db: Db, ids: number[], lock = false): Promise<PersuasionRow[]> {
  if (!ids.length) return [];
  const q = db.select().from(records).where(and(isLog, inArray(records.id, ids)));
  return lock ? q.for('update') : q;
}

/** Saves the log `id` at `version` with the new time and information; undefined when it moved on or is gone. */
export async function updatePersuasionAt(db: Db, id: number, version: number, v: { datetime: Date; information: Record<string, unknown> }): Promise<PersuasionRow | undefined> {
  const [row] = await db.update(records)
    .set({ record_datetime: v.datetime, record_information: v.information, version: sql`${records.version} + 1` })
    .where(and(isLog, eq(records.id, id), eq(records.version, version))).returning();
  return row;
}

/** Deletes the logs `ids` (locked by the caller); answers how many went. */
export async function deletePersuasionRows(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.delete(records).where(and(isLog, inArray(records.id, ids))).returning({ id: records.id });
  return rows.length;
}

/** town → how many persuasion logs of the children of `places` (the child module's `(id, town, village)` subquery) fall in [from, to]. */
export async function countPersuasionsByTown(db: Db, places: SQL, from: Date, to: Date): Promise<Map<number, number>> {
  const result = await db.execute(sql`select c.town as town, count(*)::int as n from ${records} join (${places}) c on c.id = ${records.record_child}
    where ${and(isLog, gte(records.record_datetime, from), lte(records.record_datetime, to))} group by c.town`);
  return new Map((result as unknown as { rows: { town: number; n: number }[] }).rows.map((r) => [Number(r.town), Number(r.n)]));
}
