/**
 * The denounce module's tables: clue reports and their dispatches to departments (issue 18).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { departments } from '../department/tables';
import type { AdjunctItem, DenounceItem } from '../../../domain/contracts/denounce';

/**
 * Clue reports (线索, req clues §2; issue 18; domain/denounces.ts): source, state, the child concerned (0 for none)
 * and what was reported (`denounce_information`: reporter, contact, what, where, when, photos, the reject reason,
 * the linked task).
 */
export const denounces = pgTable(
  'denounces',
  {
    id: serial('id').primaryKey(),
    denounce_source: text('denounce_source').notNull(),
    denounce_state: text('denounce_state').notNull(),
    denounce_child: integer('denounce_child').notNull().default(0),
    denounce_user: integer('denounce_user').notNull(),
    denounce_information: jsonb('denounce_information')
      .$type<DenounceItem['denounce_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('denounces_state_idx').on(t.denounce_source, t.denounce_state),
    index('denounces_child_idx').on(t.denounce_child),
  ],
);

/**
 * A clue's dispatch to one department (adjunct): its state and the steps taken (`adjunct_information.history`:
 * move, state, user, name, time, reason or result and photos).
 */
export const adjuncts = pgTable(
  'adjuncts',
  {
    id: serial('id').primaryKey(),
    adjunct_denounce: integer('adjunct_denounce')
      .notNull()
      .references(() => denounces.id),
    adjunct_department: integer('adjunct_department')
      .notNull()
      .references(() => departments.id),
    adjunct_state: text('adjunct_state').notNull(),
    adjunct_information: jsonb('adjunct_information')
      .$type<AdjunctItem['adjunct_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('adjuncts_denounce_idx').on(t.adjunct_denounce),
    index('adjuncts_department_idx').on(t.adjunct_department, t.adjunct_state),
  ],
);
