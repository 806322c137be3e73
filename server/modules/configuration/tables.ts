/**
 * The configuration module's table: the console's settings (req settings §2; domain/configuration.ts). One row, id 1
 * `系统设置`, inserted by migration 0012 with DEFAULT_SETTINGS; a change is made at the version read.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredSettings } from '../../../domain/contracts/configuration';

export const configurations = pgTable('configurations', {
  id: serial('id').primaryKey(),
  configuration_name: text('configuration_name').notNull(),
  /** The settings (domain/configuration.ts `Settings`); a key missing here reads as its default. */
  configuration_value: jsonb('configuration_value')
    .$type<StoredSettings>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  version: integer('version').notNull().default(1),
  /** Who changed it last (0: nobody yet, the migration's row). */
  updated_by: integer('updated_by').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
