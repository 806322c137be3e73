/**
 * The label module's tables: the tags on children (标签, req supervise §5 /label/LabelList) and which child carries which.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from '../child/tables';

/** A tag on children (LabelList): a unique name, changed at the version read. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    label_name: text('label_name').notNull(),
    created_by: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('labels_name_idx').on(t.label_name)],
);

/** Which child carries which tag (one row each; removed with the tag). */
export const childLabels = pgTable(
  'child_labels',
  {
    child_label: integer('child_label')
      .notNull()
      .references(() => labels.id),
    child_id: integer('child_id')
      .notNull()
      .references(() => children.id),
    created_by: integer('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.child_label, t.child_id] }), index('child_labels_child_idx').on(t.child_id)],
);
