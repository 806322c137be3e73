/**
 * The department module's table: the units (towns, villages, service providers, departments) of the county.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    department_name: text('department_name').notNull(),
    /** The town of a village (社区村居); 0 for a top-level unit. */
    department_parent: integer('department_parent').notNull().default(0),
    /** 镇街委员会 | 社区村居 | 服务商 | 部门 */
    department_type: text('department_type').notNull(),
    department_state: text('department_state').notNull().default('激活'),
    /** Statistical division code (统计用区划代码) where the unit has one. */
    code: text('code'),
    /** Optimistic-concurrency version of an administrator's writes (/department, issue 15). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('departments_parent_idx').on(t.department_parent)],
);
