/**
 * The sin module's tables: dynamic-management cases and the minors named in them (issue 17).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { children } from '../child/tables';
import type { sinItem, SubsinItem } from '../../../domain/contracts/sin';

/**
 * Dynamic-management cases (动态管理, req gta §4.1, §8.3; issue 17): a case an escort department reports
 * (a police call-out, truancy, a night away from home …), with the department's name in `sin_information`.
 */
export const sins = pgTable(
  'sins',
  {
    id: serial('id').primaryKey(),
    sin_genre: text('sin_genre').notNull(),
    sin_user: integer('sin_user').notNull(),
    /** The reporting department (公安局, 教育局 …): who may change the case besides 检察领导. */
    sin_department: text('sin_department').notNull(),
    sin_datetime: timestamp('sin_datetime', { withTimezone: true }).notNull(),
    sin_information: jsonb('sin_information')
      .$type<z.infer<typeof sinItem>['sin_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sins_datetime_idx').on(t.sin_datetime), index('sins_department_idx').on(t.sin_department)],
);

/**
 * A minor named in a case (subsin): who (name and ID number as reported, in `subsin_information` with
 * subsin_times), the child it was matched to (`subsin_child`, null until then; answered as 0) and the match state.
 */
export const subsins = pgTable(
  'subsins',
  {
    id: serial('id').primaryKey(),
    subsin_sin: integer('subsin_sin')
      .notNull()
      .references(() => sins.id),
    subsin_child: integer('subsin_child').references(() => children.id),
    subsin_idnumber: text('subsin_idnumber').notNull(),
    subsin_state: text('subsin_state').notNull(),
    subsin_genre_sin: text('subsin_genre_sin').notNull(),
    subsin_genre_upload: text('subsin_genre_upload').notNull(),
    subsin_datetime_upload: timestamp('subsin_datetime_upload', { withTimezone: true }).notNull(),
    subsin_information: jsonb('subsin_information')
      .$type<SubsinItem['subsin_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('subsins_sin_idx').on(t.subsin_sin),
    index('subsins_child_idx').on(t.subsin_child, t.subsin_datetime_upload),
    index('subsins_idnumber_idx').on(t.subsin_idnumber),
  ],
);
