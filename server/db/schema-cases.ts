/**
 * The case tables (split from schema.ts to keep each file small; schema.ts re-exports them): dynamic-management
 * cases (sins, subsins; issue 17) and clue reports with their dispatches (denounces, adjuncts; issue 18).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Dynamic-management cases (动态管理, seed 002 §3.7, §7.4; issue 17): a case an escort department reports
 * (a police call-out, truancy, a night away from home …), with the department's name in `sin_information`.
 */
export const sins = pgTable('sins', {
  id: serial('id').primaryKey(),
  sin_genre: text('sin_genre').notNull(),
  sin_user: integer('sin_user').notNull(),
  /** The reporting department (公安局, 教育局 …): who may change the case besides 检察领导. */
  sin_department: text('sin_department').notNull(),
  sin_datetime: timestamp('sin_datetime', { withTimezone: true }).notNull(),
  sin_information: jsonb('sin_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('sins_datetime_idx').on(t.sin_datetime), index('sins_department_idx').on(t.sin_department)]);

/**
 * A minor named in a case (subsin): who (name and ID number as reported, in `subsin_information` with
 * subsin_times), the child it was matched to (`subsin_child`, 0 until then) and the match state.
 */
export const subsins = pgTable('subsins', {
  id: serial('id').primaryKey(),
  subsin_sin: integer('subsin_sin').notNull(),
  subsin_child: integer('subsin_child').notNull().default(0),
  subsin_idnumber: text('subsin_idnumber').notNull(),
  subsin_state: text('subsin_state').notNull(),
  subsin_genre_sin: text('subsin_genre_sin').notNull(),
  subsin_genre_upload: text('subsin_genre_upload').notNull(),
  subsin_datetime_upload: timestamp('subsin_datetime_upload', { withTimezone: true }).notNull(),
  subsin_information: jsonb('subsin_information').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [
  index('subsins_sin_idx').on(t.subsin_sin), index('subsins_child_idx').on(t.subsin_child, t.subsin_datetime_upload),
  index('subsins_idnumber_idx').on(t.subsin_idnumber),
]);

/**
 * Clue reports (线索, seed 000 §4; issue 18; domain/denounces.ts): source, state, the child concerned (0 for none)
 * and what was reported (`denounce_information`: reporter, contact, what, where, when, photos, the reject reason,
 * the linked task).
 */
export const denounces = pgTable('denounces', {
  id: serial('id').primaryKey(),
  denounce_source: text('denounce_source').notNull(),
  denounce_state: text('denounce_state').notNull(),
  denounce_child: integer('denounce_child').notNull().default(0),
  denounce_user: integer('denounce_user').notNull(),
  denounce_information: jsonb('denounce_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('denounces_state_idx').on(t.denounce_source, t.denounce_state), index('denounces_child_idx').on(t.denounce_child)]);

/**
 * A clue's dispatch to one department (adjunct): its state and the steps taken (`adjunct_information.history`:
 * move, state, user, name, time, reason or result and photos).
 */
export const adjuncts = pgTable('adjuncts', {
  id: serial('id').primaryKey(),
  adjunct_denounce: integer('adjunct_denounce').notNull(),
  adjunct_department: integer('adjunct_department').notNull(),
  adjunct_state: text('adjunct_state').notNull(),
  adjunct_information: jsonb('adjunct_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('adjuncts_denounce_idx').on(t.adjunct_denounce), index('adjuncts_department_idx').on(t.adjunct_department, t.adjunct_state)]);

/**
 * Meetings (issue 18; seed 000 §2.2 /meeting): a town's (or the centre's) meeting on child protection — when, where,
 * who hosted, who attended, the minutes and photos. `meeting_department` is the town it counts for (0: the centre).
 */
export const meetings = pgTable('meetings', {
  id: serial('id').primaryKey(),
  meeting_department: integer('meeting_department').notNull().default(0),
  meeting_datetime: timestamp('meeting_datetime', { withTimezone: true }).notNull(),
  meeting_information: jsonb('meeting_information').$type<Record<string, unknown>>().notNull().default({}),
  created_by: integer('created_by').notNull(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('meetings_department_idx').on(t.meeting_department, t.meeting_datetime)]);
