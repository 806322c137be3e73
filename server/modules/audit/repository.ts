/**
 * The records table (operation records, seed 002 §3.4): only the audit module writes it.
 */
import type { Db } from '../../db/client';
import { records } from '../../db/schema';

export type RecordInsert = typeof records.$inferInsert;

export async function insertRecord(db: Db, values: RecordInsert): Promise<void> {
  await db.insert(records).values(values);
}
