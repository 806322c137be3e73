/**
 * The supervision and label tables (split from schema.ts, which re-exports them): checklist templates and the
 * inspections made from them (督查, seed 000 §2.2 /supervise; domain/supervise.ts), and the tags on children
 * (标签, seed 000 §2.2 /label/LabelList) with their children.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A checklist template (SuperviseTemplate): its title, its items ([{ key, text, kind }], kind 是否 | 评分 | 文字) and its
 * state (启用 | 停用: a retired template cannot be assigned). Changed at the version read.
 */
export const superviseTemplates = pgTable('supervise_templates', {
  id: serial('id').primaryKey(),
  template_title: text('template_title').notNull(),
  template_items: jsonb('template_items').$type<{ key: string; text: string; kind: string }[]>().notNull().default([]),
  template_state: text('template_state').notNull().default('启用'),
  created_by: integer('created_by').notNull(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('supervise_templates_state_idx').on(t.template_state, t.id)]);

/**
 * An inspection (SuperviseList): the template it was made from and a copy of its checklist as it was then
 * (`supervise_checklist`: { title, items }), the inspector (a 督查人员), the village and its town, the work order it
 * concerns (0: none), the deadline (YYYY-MM-DD, China time), the state (待检查 | 已提交 | 已确认 | 退回), the inspector's
 * record (SuperviseListRecord: answers by item key, remarks, photos) and the steps taken (who, when, why).
 */
export const superviseLists = pgTable('supervise_lists', {
  id: serial('id').primaryKey(),
  supervise_template: integer('supervise_template').notNull(),
  supervise_checklist: jsonb('supervise_checklist').$type<Record<string, unknown>>().notNull(),
  supervise_inspector: integer('supervise_inspector').notNull(),
  supervise_department: integer('supervise_department').notNull(),
  supervise_village: integer('supervise_village').notNull(),
  supervise_task: integer('supervise_task').notNull().default(0),
  supervise_deadline: text('supervise_deadline').notNull(),
  supervise_state: text('supervise_state').notNull(),
  supervise_remark: text('supervise_remark').notNull().default(''),
  supervise_record: jsonb('supervise_record').$type<Record<string, unknown>>().notNull().default({}),
  supervise_history: jsonb('supervise_history').$type<Record<string, unknown>[]>().notNull().default([]),
  created_by: integer('created_by').notNull(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('supervise_lists_inspector_idx').on(t.supervise_inspector, t.supervise_state),
  index('supervise_lists_place_idx').on(t.supervise_department, t.supervise_village),
  index('supervise_lists_deadline_idx').on(t.supervise_deadline),
]);

/** A tag on children (LabelList): a unique name, changed at the version read. */
export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  label_name: text('label_name').notNull(),
  created_by: integer('created_by').notNull(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('labels_name_idx').on(t.label_name)]);

/** Which child carries which tag (one row each; removed with the tag). */
export const childLabels = pgTable('child_labels', {
  child_label: integer('child_label').notNull(),
  child_id: integer('child_id').notNull(),
  created_by: integer('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.child_label, t.child_id] }), index('child_labels_child_idx').on(t.child_id)]);
