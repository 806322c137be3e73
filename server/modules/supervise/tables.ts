/**
 * The supervise module's tables: checklist templates and the inspections made from them (督查, req supervise §1
 * /supervise; domain/supervise.ts).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChecklistItemValue, SuperviseItem } from '../../../domain/contracts/supervise';

/** One stored step of an inspection (the answer adds the person's name). */
export type SuperviseStep = Omit<SuperviseItem['supervise_history'][number], 'name'>;

/**
 * A checklist template (SuperviseTemplate): its title, its items ([{ key, text, kind }], kind 是否 | 评分 | 文字) and its
 * state (启用 | 停用: a retired template cannot be assigned). Changed at the version read.
 */
export const superviseTemplates = pgTable(
  'supervise_templates',
  {
    id: serial('id').primaryKey(),
    template_title: text('template_title').notNull(),
    template_items: jsonb('template_items').$type<ChecklistItemValue[]>().notNull().default([]),
    template_state: text('template_state').notNull().default('启用'),
    created_by: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('supervise_templates_state_idx').on(t.template_state, t.id)],
);

/**
 * An inspection (SuperviseList): the template it was made from and a copy of its checklist as it was then
 * (`supervise_checklist`: { title, items }), the inspector (a 督查人员), the village and its town, the work order it
 * concerns (0: none), the deadline (YYYY-MM-DD, China time), the state (待检查 | 已提交 | 已确认 | 退回), the inspector's
 * record (SuperviseListRecord: answers by item key, remarks, photos) and the steps taken (who, when, why).
 */
export const superviseLists = pgTable(
  'supervise_lists',
  {
    id: serial('id').primaryKey(),
    supervise_template: integer('supervise_template')
      .notNull()
      .references(() => superviseTemplates.id),
    supervise_checklist: jsonb('supervise_checklist')
      .$type<SuperviseItem['supervise_checklist'] & { template_version?: number }>()
      .notNull(),
    supervise_inspector: integer('supervise_inspector').notNull(),
    supervise_department: integer('supervise_department').notNull(),
    supervise_village: integer('supervise_village').notNull(),
    supervise_task: integer('supervise_task').notNull().default(0),
    supervise_deadline: text('supervise_deadline').notNull(),
    supervise_state: text('supervise_state').notNull(),
    supervise_remark: text('supervise_remark').notNull().default(''),
    supervise_record: jsonb('supervise_record')
      .$type<Partial<SuperviseItem['supervise_record']>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    supervise_history: jsonb('supervise_history').$type<SuperviseStep[]>().notNull().default([]),
    created_by: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('supervise_lists_inspector_idx').on(t.supervise_inspector, t.supervise_state),
    index('supervise_lists_place_idx').on(t.supervise_department, t.supervise_village),
    index('supervise_lists_deadline_idx').on(t.supervise_deadline),
  ],
);
