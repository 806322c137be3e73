/**
 * The auth module's tables: the sessions (bearer tokens, stored as hashes) and the rate-limit counters of
 * server/db/rate-counter.ts (login and SMS-code limits, shared by every process on one database; issue 26).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the bearer token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end of life: created_at + 7 days. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Full names are shown to this session until then (req children §7.2 "full-name permission"; issue 15 reveal). */
    reveal_until: timestamp('reveal_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.token_hash)],
);

export const rate_counters = pgTable(
  'rate_counters',
  {
    /** What is limited: `login:account`, `login:address`, `sms-code:address` … (server/db/rate-counter.ts `RateScope`). */
    scope: text('scope').notNull(),
    /** Whom it is counted for: a cellphone or a client address. */
    key: text('key').notNull(),
    /** The start of the current window (its first counted attempt). */
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Attempts counted in the window (successes refunded). */
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_counters_window_idx').on(t.window_start)],
);
