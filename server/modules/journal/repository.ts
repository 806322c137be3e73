/** The journals table (req applies-review §5.1; issue 16): only the journal module reads or writes it. */
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applies } from '../apply/tables';
import { journals } from './tables';

export type JournalRow = typeof journals.$inferSelect;
export type JournalValues = typeof journals.$inferInsert;

export async function insertJournal(db: Db, values: JournalValues): Promise<JournalRow> {
  const [row] = await db.insert(journals).values(values).returning();
  return row;
}

/** The journal of (creator, type, link), if one was written. */
export async function journalOf(db: Db, creator: number, type: string, link: number): Promise<JournalRow | undefined> {
  const [row] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.journal_creator, creator), eq(journals.journal_type, type), eq(journals.journal_link, link)))
    .limit(1);
  return row;
}

/** One page of a creator's journals (every creator's when `creator` is undefined) of `types`, newest first. */
export async function pageJournals(
  db: Db,
  f: { creator?: number; types?: string[] },
  page: number,
  size: number,
): Promise<{ total: number; rows: JournalRow[] }> {
  const cond = and(
    f.creator !== undefined ? eq(journals.journal_creator, f.creator) : undefined,
    f.types?.length ? inArray(journals.journal_type, f.types) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(journals).where(cond);
  const rows = await db
    .select()
    .from(journals)
    .where(cond)
    .orderBy(desc(journals.journal_datetime), desc(journals.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/**
 * One page of the journals whose apply concerns child `child` (issue 28), newest first: the journals linked to an
 * apply (儿童创建 or 儿童修改) of that child, or to a 儿童创建 of its ID number `idnumber` that made no child (refused,
 * or still pending: `link_id` 0). Joins the apply module's table (the link only; nothing of the apply is answered).
 */
export async function pageJournalsOfChild(
  db: Db,
  child: { id: number; idnumber: string },
  page: number,
  size: number,
): Promise<{ total: number; rows: JournalRow[] }> {
  const cond = and(
    inArray(applies.apply_genre, ['儿童创建', '儿童修改']),
    or(
      eq(applies.link_id, child.id),
      and(eq(applies.link_id, 0), eq(applies.apply_genre, '儿童创建'), eq(applies.child_idnumber, child.idnumber)),
    ),
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(journals)
    .innerJoin(applies, eq(applies.id, journals.journal_link))
    .where(cond);
  const rows = await db
    .select({ journal: journals })
    .from(journals)
    .innerJoin(applies, eq(applies.id, journals.journal_link))
    .where(cond)
    .orderBy(desc(journals.journal_datetime), desc(journals.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows: rows.map((r) => r.journal) };
}
