/**
 * The persuasion module's table: the persuasion logs of a purple-level marginal minor (劝导记录; req gta §4.2, §8.4;
 * issue 17). Until issue 27 they were rows of the operation-record table (type `persuasion`); migration 0016 moved them
 * here with their ids, so an operation record that names a log (`{ action: '添加劝导记录', id }`) still names it
 * (docs/decisions-tables.md). The columns keep the record names the calls answer (`record_child`, `record_datetime` …).
 * Only the persuasion module's repository imports it.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PersuasionInformation } from '../../../domain/contracts/persuasion';
import { children } from '../child/tables';

export const persuasions = pgTable(
  'persuasions',
  {
    id: serial('id').primaryKey(),
    /** The author (users.id). */
    record_user: integer('record_user').notNull(),
    /** The minor the log is about. */
    record_child: integer('record_child')
      .notNull()
      .references(() => children.id),
    /** Always 成功 (the state the calls answer, kept from the record rows). */
    record_state: text('record_state').notNull().default('成功'),
    /** When the persuasion took place. */
    record_datetime: timestamp('record_datetime', { withTimezone: true }).notNull(),
    record_information: jsonb('record_information').$type<PersuasionInformation>().notNull(),
    /** Moves on with every change (a change is made at the version read). */
    version: integer('version').notNull().default(1),
    /** When the log was written. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('persuasions_child_idx').on(t.record_child, t.record_datetime)],
);
