/**
 * The audit module's table: the operation records (req records §1). The persuasion logs, which shared it until issue 27,
 * are the persuasion module's own table since migration 0016 (docs/decisions-tables.md).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RecordInformation } from '../../../domain/contracts/record';

/** Operation records (req records §1, §2): types 浏览, 搜索, 查看详情, 导出, 删除, 修改; states 成功, 失败 … */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    record_user: integer('record_user').notNull(),
    record_child: integer('record_child').notNull().default(0),
    record_type: text('record_type').notNull(),
    record_state: text('record_state').notNull(),
    record_datetime: timestamp('record_datetime', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    record_information: jsonb('record_information')
      .$type<RecordInformation>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Operation records stay at 1 (the column moved on with a persuasion log's changes while the logs were rows here). */
    version: integer('version').notNull().default(1),
    /** When the record was written. */
    created_at: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('records_child_idx').on(t.record_child),
    index('records_user_idx').on(t.record_user),
    index('records_datetime_idx').on(t.record_datetime),
    index('records_type_idx').on(t.record_type, t.record_state),
  ],
);
