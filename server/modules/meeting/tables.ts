/**
 * The meeting module's table (issue 18).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import type { MeetingItem } from '../../../domain/contracts/meeting';

/**
 * Meetings (issue 18; req meetings §1 /meeting): a town's (or the centre's) meeting on child protection — when, where,
 * who hosted, who attended, the minutes and photos. `meeting_department` is the town it counts for (0: the centre).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    meeting_department: integer('meeting_department').notNull().default(0),
    meeting_datetime: timestamp('meeting_datetime', { withTimezone: true }).notNull(),
    meeting_information: jsonb('meeting_information')
      .$type<MeetingItem['meeting_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    created_by: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('meetings_department_idx').on(t.meeting_department, t.meeting_datetime)],
);
