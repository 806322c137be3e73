/**
 * The journal module's table: the dated entries of a creator's work.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { JournalItem } from '../../../domain/contracts/journal';

/**
 * Journals (req applies-review §5.1, §5.2): a dated entry of a creator's work, of a type (儿双初过, 儿双初拒, 儿双终过),
 * linked to what it is about (`journal_link`: the apply of a review step). Written once, never changed.
 */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    journal_creator: integer('journal_creator').notNull(),
    journal_type: text('journal_type').notNull(),
    journal_link: integer('journal_link').notNull().default(0),
    journal_datetime: timestamp('journal_datetime', { withTimezone: true }).notNull(),
    journal_information: jsonb('journal_information')
      .$type<JournalItem['journal_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('journals_creator_type_idx').on(t.journal_creator, t.journal_type, t.journal_datetime)],
);
