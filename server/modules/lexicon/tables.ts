/**
 * The lexicon module's table: the words the screens offer (req filetransfer §4), unique per group.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const lexicons = pgTable(
  'lexicons',
  {
    id: serial('id').primaryKey(),
    lexicon_group: text('lexicon_group').notNull(),
    lexicon_word: text('lexicon_word').notNull(),
    lexicon_order: integer('lexicon_order').notNull().default(0),
    lexicon_enabled: boolean('lexicon_enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lexicons_group_word_idx').on(t.lexicon_group, t.lexicon_word)],
);
