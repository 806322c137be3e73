/**
 * The filetransfer module's tables (docs/decisions-filetransfer.md): a message (req filetransfer §1 /email) and one
 * row per recipient of it, with the time they first opened it (null: unread).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables';
import type { FiletransferInformation } from '../../../domain/contracts/filetransfer';

export const filetransfers = pgTable(
  'filetransfers',
  {
    id: serial('id').primaryKey(),
    filetransfer_sender: integer('filetransfer_sender').notNull(),
    filetransfer_subject: text('filetransfer_subject').notNull(),
    filetransfer_state: text('filetransfer_state').notNull(),
    filetransfer_datetime: timestamp('filetransfer_datetime', { withTimezone: true }).notNull(),
    filetransfer_information: jsonb('filetransfer_information')
      .$type<FiletransferInformation>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('filetransfers_sender_idx').on(t.filetransfer_sender, t.filetransfer_datetime)],
);

export const filetransferRecipients = pgTable(
  'filetransfer_recipients',
  {
    id: serial('id').primaryKey(),
    filetransfer: integer('filetransfer')
      .notNull()
      .references(() => filetransfers.id),
    recipient: integer('recipient')
      .notNull()
      .references(() => users.id),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('filetransfer_recipients_pair_idx').on(t.filetransfer, t.recipient),
    index('filetransfer_recipients_inbox_idx').on(t.recipient, t.filetransfer),
    index('filetransfer_recipients_unread_idx')
      .on(t.recipient)
      .where(sql`read_at is null`),
  ],
);
