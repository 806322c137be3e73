/**
 * The notice module's table: every message the notifier sent (req filetransfer §5; the log notifier keeps them here).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    notification_user: integer('notification_user').notNull(),
    notification_title: text('notification_title').notNull(),
    notification_body: text('notification_body').notNull(),
    notification_link: text('notification_link'),
    /** What sent it: 手动 (the centre, by hand), 工单提醒, 审核结果. */
    notification_source: text('notification_source').notNull(),
    /** The notifier that delivered it (log, or a real provider's name). */
    notification_channel: text('notification_channel').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_user_idx').on(t.notification_user, t.created_at)],
);
