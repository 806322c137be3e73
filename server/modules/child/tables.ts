/**
 * The child module's table: the children and their investigation forms (req children §3).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredChildInformation } from '../../../domain/contracts/child-appraise';
import type { HelperValue } from '../../../domain/escort';

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    controller: integer('controller').notNull().default(0),
    dominator: integer('dominator').notNull().default(0),
    manager: integer('manager').notNull().default(0),
    helpers: jsonb('helpers').$type<Record<string, HelperValue | undefined>>().notNull().default({}),
    assistants: jsonb('assistants').$type<unknown[]>().notNull().default([]),
    department_id: integer('department_id'),
    village_id: integer('village_id'),
    birth_department_id: integer('birth_department_id'),
    birth_village_id: integer('birth_village_id'),
    genre: text('genre').notNull().default('正常'),
    level: text('level').notNull().default('零级'),
    ranking: text('ranking').notNull().default('零级'),
    emphasis: boolean('emphasis').notNull().default(false),
    top: integer('top').notNull().default(0),
    character_ow: boolean('character_ow').notNull().default(false),
    character_cs: boolean('character_cs').notNull().default(false),
    character_gta: boolean('character_gta').notNull().default(false),
    character_gta_quit: boolean('character_gta_quit').notNull().default(false),
    /** Copies of the form's name and ID number, for search and the one-record-per-child rule. */
    child_name: text('child_name').notNull(),
    child_idnumber: text('child_idnumber').notNull(),
    information: jsonb('information')
      .$type<StoredChildInformation>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Optimistic-concurrency version: every write must carry the version it read. */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete (issue 15): a deleted child leaves every list but ChildrenListDelete and keeps everything; restore clears these. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by'),
  },
  (t) => [
    uniqueIndex('children_idnumber_idx').on(t.child_idnumber),
    index('children_department_idx').on(t.department_id),
    index('children_village_idx').on(t.village_id),
  ],
);

/**
 * A child's 分级记录 (issue 28; domain/contracts/child-classify.ts): one row per change of its level, ranking, emphasis,
 * girl level or 儿童督导员, with who made it, the reason and the adopted assessment. Rows are never changed.
 */
export const childClassifications = pgTable(
  'child_classifications',
  {
    id: serial('id').primaryKey(),
    child: integer('child').notNull(),
    /** field → [before, after], as the history shows them (emphasis as 是 / 否, the dominator as a nickname). */
    changes: jsonb('changes').$type<Record<string, [string, string]>>().notNull(),
    reason: text('reason').notNull(),
    basis: text('basis'),
    created_by: integer('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_classifications_child_idx').on(t.child)],
);
