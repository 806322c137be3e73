/**
 * The task module's table: the work orders (issue 16).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { children } from '../child/tables';
import type { StoredTaskInformation } from '../../../domain/contracts/task';

/**
 * Work orders (tasks; req tasks §4; issue 16): a volunteer's task for a child, given by a manager. The
 * enumerations are domain/tasks.ts; `information` is the structured task of domain/contracts/task.ts (code,
 * name, description, place, score, shown names and phones, punches, verify history, girl-care fields).
 * `date_end` is set when the volunteer finishes. Writes carry `version`; a deleted task keeps its row.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    child: integer('child')
      .notNull()
      .references(() => children.id),
    manager: integer('manager').notNull().default(0),
    volunteer: integer('volunteer').notNull().default(0),
    grade: text('grade').notNull().default('普通'),
    state: text('state').notNull().default('办理'),
    genre: text('genre').notNull().default('常规'),
    audit: text('audit').notNull().default('未检'),
    category: text('category').notNull().default('普通计划'),
    date_begin: timestamp('date_begin', { withTimezone: true }).notNull(),
    date_limit: timestamp('date_limit', { withTimezone: true }).notNull(),
    date_end: timestamp('date_end', { withTimezone: true }),
    information: jsonb('information')
      .$type<StoredTaskInformation>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_child_idx').on(t.child),
    index('tasks_volunteer_state_idx').on(t.volunteer, t.state),
    index('tasks_manager_idx').on(t.manager),
    index('tasks_state_limit_idx').on(t.state, t.date_limit),
    index('tasks_end_idx').on(t.date_end),
    // the lists by place: for each child of the place (children_department_idx / _village_idx) its tasks of a state in a
    // begin range, without reading the rows of other states or days (docs/decisions-tasks.md "Task list speed")
    index('tasks_child_state_begin_idx').on(t.child, t.state, t.date_begin),
    // the county-wide lists of a state in a begin range
    index('tasks_state_begin_idx').on(t.state, t.date_begin),
    // and tasks_figures_idx (migration 0013, SQL of its own: drizzle has no INCLUDE): the statistics' covering index
  ],
);

/**
 * The idempotency keys of check-ins (issue 29 "Check-in without signal"): a phone's queued check-in carries a key; the
 * first call with it records the check-in and its answer here in the same transaction, a retry by the same user with
 * the same key answers that row and records nothing. Keys are the caller's own (primary key user + key).
 */
export const taskPunchKeys = pgTable(
  'task_punch_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    task: integer('task').notNull(),
    version: integer('version').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
