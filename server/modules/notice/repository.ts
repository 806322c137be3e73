/** The notifications table (tables.ts): only the notice module reads or writes it. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, v: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(v).returning();
  return row;
}

/** One page of user `user`'s notifications, the latest first. */
export async function pageNotifications(
  db: Db,
  user: number,
  page: number,
  size: number,
): Promise<{ total: number; rows: NotificationRow[] }> {
  const cond = eq(notifications.notification_user, user);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(cond);
  const rows = await db
    .select()
    .from(notifications)
    .where(cond)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}
