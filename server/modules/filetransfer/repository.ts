/**
 * The e-mail tables (tables.ts): only the filetransfer module reads or writes them. Every read is
 * the caller's own: a message they sent, or one sent to them and not withdrawn.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { filetransferRecipients as recipients, filetransfers } from './tables';

export type FiletransferRow = typeof filetransfers.$inferSelect;
export type RecipientRow = typeof recipients.$inferSelect;
/** A message with the caller's own read time (null: unread, or the caller sent it). */
export type MessageRow = FiletransferRow & { my_read_at: Date | null; my_recipient: boolean };
export type BoxSelect = { user: number; box: 'receive' | 'send'; read?: boolean; keyword?: string };

const SENT = '已发送';
const mine = (user: number) => and(eq(recipients.filetransfer, filetransfers.id), eq(recipients.recipient, user));
/** What `user` may see: what they sent, or a message to them still sent. */
const visibleTo = (user: number): SQL =>
  or(
    eq(filetransfers.filetransfer_sender, user),
    and(
      eq(filetransfers.filetransfer_state, SENT),
      sql`exists (select 1 from filetransfer_recipients r where r.filetransfer = ${filetransfers.id} and r.recipient = ${user})`,
    ),
  )!;

export async function insertFiletransfer(
  db: Db,
  v: typeof filetransfers.$inferInsert,
  to: number[],
): Promise<FiletransferRow> {
  const [row] = await db.insert(filetransfers).values(v).returning();
  await db.insert(recipients).values(to.map((recipient) => ({ filetransfer: row.id, recipient })));
  return row;
}

/** One page of `f.user`'s box, the latest first, and how many received messages they have not read. */
export async function pageBox(
  db: Db,
  f: BoxSelect,
  page: number,
  size: number,
): Promise<{ total: number; unread: number; rows: MessageRow[] }> {
  const keyword = f.keyword ? ilike(filetransfers.filetransfer_subject, likePattern(f.keyword)) : undefined;
  const cond =
    f.box === 'send'
      ? and(eq(filetransfers.filetransfer_sender, f.user), keyword)!
      : and(
          eq(filetransfers.filetransfer_state, SENT),
          keyword,
          f.read === undefined ? undefined : f.read ? isNotNull(recipients.read_at) : isNull(recipients.read_at),
        )!;
  const base = () =>
    f.box === 'send'
      ? db.select({ m: filetransfers, my_read_at: sql<Date | null>`null` }).from(filetransfers)
      : db
          .select({ m: filetransfers, my_read_at: recipients.read_at })
          .from(filetransfers)
          .innerJoin(recipients, mine(f.user));
  const counted =
    f.box === 'send'
      ? db.select({ total: count() }).from(filetransfers).where(cond)
      : db.select({ total: count() }).from(filetransfers).innerJoin(recipients, mine(f.user)).where(cond);
  const [[{ total }], unread, rows] = await Promise.all([
    counted,
    countUnread(db, f.user),
    base()
      .where(cond)
      .orderBy(desc(filetransfers.filetransfer_datetime), desc(filetransfers.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return {
    total,
    unread,
    rows: rows.map((r) => ({
      ...r.m,
      my_read_at: r.my_read_at ? new Date(r.my_read_at) : null,
      my_recipient: f.box === 'receive',
    })),
  };
}

/** How many messages sent to `user` (not withdrawn) they have not read: the inbox badge. */
export async function countUnread(db: Db, user: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(filetransfers, eq(filetransfers.id, recipients.filetransfer))
    .where(and(eq(recipients.recipient, user), isNull(recipients.read_at), eq(filetransfers.filetransfer_state, SENT)));
  return n;
}

/** The messages of `ids` that `user` may see, with their read time for `user`. `lock`: locks them (a change follows). */
export async function messagesFor(db: Db, ids: number[], user: number, lock = false): Promise<MessageRow[]> {
  if (!ids.length) return [];
  const q = db
    .select({ m: filetransfers, my_read_at: recipients.read_at, my_row: recipients.id })
    .from(filetransfers)
    .leftJoin(recipients, mine(user))
    .where(and(inArray(filetransfers.id, ids), visibleTo(user)))
    .orderBy(desc(filetransfers.filetransfer_datetime), desc(filetransfers.id));
  const rows = lock ? await q.for('update', { of: filetransfers }) : await q;
  return rows.map((r) => ({ ...r.m, my_read_at: r.my_read_at, my_recipient: r.my_row !== null }));
}

/** The recipients of `ids`. */
export async function recipientsOf(db: Db, ids: number[]): Promise<RecipientRow[]> {
  if (!ids.length) return [];
  return db.select().from(recipients).where(inArray(recipients.filetransfer, ids)).orderBy(recipients.id);
}

/** Marks message `id` read by `user` at `at` if it was not yet; answers whether it changed. */
export async function markRead(db: Db, id: number, user: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(recipients)
    .set({ read_at: at })
    .where(and(eq(recipients.filetransfer, id), eq(recipients.recipient, user), isNull(recipients.read_at)))
    .returning({ id: recipients.id });
  return rows.length > 0;
}

/** Whether any recipient of message `id` has read it. */
export async function anyRead(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(eq(recipients.filetransfer, id), isNotNull(recipients.read_at)))
    .limit(1);
  return Boolean(row);
}

/** Sets `set` on message `id` at `version` (the version goes up); undefined when the version is not the stored one. */
export async function updateFiletransferAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof filetransfers.$inferInsert>,
): Promise<FiletransferRow | undefined> {
  const [row] = await db
    .update(filetransfers)
    .set({ ...set, version: sql`${filetransfers.version} + 1` })
    .where(and(eq(filetransfers.id, id), eq(filetransfers.version, version)))
    .returning();
  return row;
}
