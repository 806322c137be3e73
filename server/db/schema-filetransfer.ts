/**
 * The e-mail linkage, lexicon and notification tables (docs/decisions-filetransfer.md; re-exported by schema.ts):
 * - filetransfers: a message (seed 000 §2.2 /email): its sender, subject, state (已发送, 已撤回), sent time, and in
 *   `filetransfer_information` its content and attachments `[{ url, name, suffix }]` (keys of issued uploads);
 * - filetransfer_recipients: one row per recipient of a message, with the time they first opened it (null: unread);
 * - lexicons: the words the screens offer (seed 002 §7.7), unique per group;
 * - notifications: every message the notifier sent (seed 002 §7.7 wechat/send/message; the log notifier keeps them here).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const filetransfers = pgTable('filetransfers', {
  id: serial('id').primaryKey(),
  filetransfer_sender: integer('filetransfer_sender').notNull(),
  filetransfer_subject: text('filetransfer_subject').notNull(),
  filetransfer_state: text('filetransfer_state').notNull(),
  filetransfer_datetime: timestamp('filetransfer_datetime', { withTimezone: true }).notNull(),
  filetransfer_information: jsonb('filetransfer_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('filetransfers_sender_idx').on(t.filetransfer_sender, t.filetransfer_datetime)]);

export const filetransferRecipients = pgTable('filetransfer_recipients', {
  id: serial('id').primaryKey(),
  filetransfer: integer('filetransfer').notNull(),
  recipient: integer('recipient').notNull(),
  read_at: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('filetransfer_recipients_pair_idx').on(t.filetransfer, t.recipient),
  index('filetransfer_recipients_inbox_idx').on(t.recipient, t.filetransfer),
  index('filetransfer_recipients_unread_idx').on(t.recipient).where(sql`read_at is null`),
]);

export const lexicons = pgTable('lexicons', {
  id: serial('id').primaryKey(),
  lexicon_group: text('lexicon_group').notNull(),
  lexicon_word: text('lexicon_word').notNull(),
  lexicon_order: integer('lexicon_order').notNull().default(0),
  lexicon_enabled: boolean('lexicon_enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('lexicons_group_word_idx').on(t.lexicon_group, t.lexicon_word)]);

export const notifications = pgTable('notifications', {
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
}, (t) => [index('notifications_user_idx').on(t.notification_user, t.created_at)]);
