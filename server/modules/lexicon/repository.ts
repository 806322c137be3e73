/** The lexicons table (tables.ts): only the lexicon module reads or writes it; a change is made at the version read. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lexicons } from './tables';

export type LexiconRow = typeof lexicons.$inferSelect;
export type LexiconSelect = { group?: string; enabled?: boolean };

const where = (f: LexiconSelect): SQL | undefined =>
  and(
    f.group ? eq(lexicons.lexicon_group, f.group) : undefined,
    f.enabled !== undefined ? eq(lexicons.lexicon_enabled, f.enabled) : undefined,
  );

export async function countLexicon(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(lexicons);
  return n;
}

/** Inserts `rows`, leaving out any word already in its group. */
export async function insertWords(db: Db, rows: (typeof lexicons.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(lexicons).values(rows).onConflictDoNothing();
}

export async function pageLexicon(
  db: Db,
  f: LexiconSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: LexiconRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(lexicons).where(cond);
  const rows = await db
    .select()
    .from(lexicons)
    .where(cond)
    .orderBy(asc(lexicons.lexicon_group), asc(lexicons.lexicon_order), asc(lexicons.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function wordById(db: Db, id: number): Promise<LexiconRow | undefined> {
  const [row] = await db.select().from(lexicons).where(eq(lexicons.id, id));
  return row;
}

/** The word `word` of `group` (another row with it makes a change a duplicate). */
export async function wordIn(db: Db, group: string, word: string): Promise<LexiconRow | undefined> {
  const [row] = await db
    .select()
    .from(lexicons)
    .where(and(eq(lexicons.lexicon_group, group), eq(lexicons.lexicon_word, word)));
  return row;
}

export async function insertWord(db: Db, v: typeof lexicons.$inferInsert): Promise<LexiconRow> {
  const [row] = await db.insert(lexicons).values(v).returning();
  return row;
}

export async function updateWordAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof lexicons.$inferInsert>,
): Promise<LexiconRow | undefined> {
  const [row] = await db
    .update(lexicons)
    .set({ ...set, version: sql`${lexicons.version} + 1` })
    .where(and(eq(lexicons.id, id), eq(lexicons.version, version)))
    .returning();
  return row;
}
