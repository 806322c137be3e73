/**
 * The plan module's table: the recurring plans of a child (issue 16).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from '../child/tables';
import type { PlanItem } from '../../../domain/contracts/plan';

/**
 * Plans (req tasks §6.1; issue 16): the recurring work a child gets, of one `type` (a task genre) and one
 * `category` (普通计划, 基层服务, 学期每周), with its volunteer and manager. `plan_information` holds
 * plan_volunteer, plan_manager, their names and phones, and plan_reminds (the reminder texts). A manager
 * change (req tasks §6.2) rewrites the manager and the texts of the 基层服务 and 学期每周 plans.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    child: integer('child')
      .notNull()
      .references(() => children.id),
    type: text('type').notNull(),
    category: text('category').notNull(),
    volunteer: integer('volunteer').notNull().default(0),
    manager: integer('manager').notNull().default(0),
    plan_information: jsonb('plan_information')
      .$type<PlanItem['plan_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('plans_child_idx').on(t.child),
    index('plans_volunteer_idx').on(t.volunteer),
    index('plans_manager_idx').on(t.manager),
  ],
);

/**
 * The work a plan produced (issue 28; docs/decisions-plans.md): one row per plan and period (`slot`: `W2026-11-23` the
 * week from that Monday, `D2026-07-15` a summer day, `M2026-11` a month, `once`), naming the task made for it. The unique
 * index is what makes generation idempotent: a period is claimed by inserting its row, so two runs at once (a save and
 * the housekeeping) cannot both give a task for the same week or day.
 */
export const planTasks = pgTable(
  'plan_tasks',
  {
    plan: integer('plan')
      .notNull()
      .references(() => plans.id),
    slot: text('slot').notNull(),
    task: integer('task').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plan_tasks_plan_slot_idx').on(t.plan, t.slot), index('plan_tasks_task_idx').on(t.task)],
);
