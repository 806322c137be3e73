/**
 * The rate-limit counters (split from schema.ts to keep each file small; schema.ts re-exports it; server/db/rate-counter.ts):
 * one row per (scope, key), e.g. (`login:account`, a cellphone) or (`login:address`, a client address), counting the
 * attempts of its current window, which starts at the first attempt and lasts the scope's window. Counted in one
 * `INSERT … ON CONFLICT … DO UPDATE … RETURNING` before the guarded work is done, so every API process on one PostgreSQL
 * shares the count and a burst cannot pass the limit (issue 26 "Limits that hold"). Only server/db/rate-counter.ts
 * reads or writes it.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rate_counters = pgTable('rate_counters', {
  /** What is limited: `login:account`, `login:address`, `sms-code:address` … (server/db/rate-counter.ts `RateScope`). */
  scope: text('scope').notNull(),
  /** Whom it is counted for: a cellphone or a client address. */
  key: text('key').notNull(),
  /** The start of the current window (its first counted attempt). */
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Attempts counted in the window (successes refunded). */
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_counters_window_idx').on(t.window_start)]);
