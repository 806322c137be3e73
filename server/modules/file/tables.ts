/**
 * The file module's table: the uploads this server issued.
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Images this server issued (issue 14 "uploads"): every stored upload has a row from the moment it is saved;
 * `attached_at` is set when a saved record first refers to it. Unattached uploads older than a day are
 * removed (file and row) by the hourly housekeeping. A record may only refer to an image_url listed here
 * (local storage) or of the OSS prefix (OSS storage).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    image_url: text('image_url').notNull(),
    uploader: integer('uploader').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    attached_at: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('uploads_image_url_idx').on(t.image_url), index('uploads_created_idx').on(t.created_at)],
);
