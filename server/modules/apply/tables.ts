/**
 * The apply module's table: the applies reviewed in two stages (req children §11).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredApplyInformation } from '../../../domain/contracts/apply';

export const applies = pgTable(
  'applies',
  {
    id: serial('id').primaryKey(),
    applicant: integer('applicant').notNull(),
    /** Stage code: 0 the town's 分委领导, 4 the centre (req children §11). */
    auditor: integer('auditor').notNull().default(0),
    /** The child the apply concerns (0 until a create passes). */
    link_id: integer('link_id').notNull().default(0),
    apply_genre: text('apply_genre').notNull(),
    apply_state: text('apply_state').notNull(),
    top: integer('top').notNull().default(0),
    /** The town and village the apply belongs to (the child's residence): the first-review scope. */
    department_id: integer('department_id'),
    village_id: integer('village_id'),
    /** The ID number of the child carried, to stop two pending applies for one child. */
    child_idnumber: text('child_idnumber'),
    apply_information: jsonb('apply_information')
      .$type<StoredApplyInformation>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete of an apply (withdrawn by its applicant or removed by the centre; listed in childCheckDelete). */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by'),
  },
  (t) => [
    index('applies_state_idx').on(t.apply_state, t.department_id),
    index('applies_idnumber_idx').on(t.child_idnumber),
    /** One pending apply (申请 or 初过) per ID number, guaranteed by the database (issue 14: two submits at once). */
    uniqueIndex('applies_pending_idnumber_idx')
      .on(t.child_idnumber)
      .where(sql`apply_state in ('申请', '初过') and deleted_at is null`),
  ],
);
