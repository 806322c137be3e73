/**
 * The records table (operation records, req records §1): only the audit module reads or writes it. The persuasion
 * logs, which shared it until issue 27, are the persuasion module's own table (migration 0016).
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
export type RecordSelect = {
  users?: number[];
  child?: number;
  types?: string[];
  states?: string[];
  from?: Date;
  to?: Date;
  ids?: number[];
};

function where(f: RecordSelect): SQL | undefined {
  const parts: SQL[] = [];
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
export async function pageRecords(
  db: Db,
  f: RecordSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: RecordRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(records).where(cond);
  const rows = await db
    .select()
    .from(records)
    .where(cond)
    .orderBy(...ORDER)
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** Every record of `f`, newest first, `batch` rows at a time (an export). */
export async function* allRecords(db: Db, f: RecordSelect, batch = 1000): AsyncGenerator<RecordRow[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select()
      .from(records)
      .where(where(f))
      .orderBy(...ORDER)
      .limit(batch)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function recordById(db: Db, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(records).where(eq(records.id, id));
  return row;
}

/** Counts of the records of `f` by type and by state. */
export async function countRecords(
  db: Db,
  f: RecordSelect,
): Promise<{ types: { record_type: string; count: number }[]; states: { record_state: string; count: number }[] }> {
  const cond = where(f);
  const types = await db
    .select({ record_type: records.record_type, count: count() })
    .from(records)
    .where(cond)
    .groupBy(records.record_type);
  const states = await db
    .select({ record_state: records.record_state, count: count() })
    .from(records)
    .where(cond)
    .groupBy(records.record_state);
  return { types, states };
}
