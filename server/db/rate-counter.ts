/**
 * Rate limits kept in the database (issue 26 "Limits that hold"): the failed-login limits (5 per cellphone, 20 per
 * client address in 15 minutes) and the wrong-SMS-code limit per address. An attempt is COUNTED BEFORE the guarded
 * work (the password check, the code check) in one atomic statement, `INSERT … ON CONFLICT (scope, key) DO UPDATE …
 * RETURNING count`: PostgreSQL serialises concurrent upserts of one row, so of any burst at most `max` attempts are
 * let through, and every API process on one PostgreSQL shares the count (PGlite has one connection: the same holds).
 * A window starts at the first attempt of a key and lasts `windowMs`; an attempt in it beyond `max` is refused
 * (429 您操作过于频繁，请稍后再试) until the window has passed. A success refunds its attempt (`refund`) or clears the key
 * (`clear`), so only failures add up. Table: server/modules/auth/tables.ts `rate_counters` (through server/db/schema).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rate_counters } from './schema';

/** A limit: at most `max` attempts per key within `windowMs` (ms) from the key's first attempt, under the name `scope`. */
export type RateRule = { scope: string; max: number; windowMs: number };

/** The failed-login windows and limits (req shell-and-accounts §9; issue 14): per cellphone, and per client address (an office shares one). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_PER_ACCOUNT: RateRule = { scope: 'login:account', max: 5, windowMs: LOGIN_WINDOW_MS };
export const LOGIN_PER_ADDRESS: RateRule = { scope: 'login:address', max: 20, windowMs: LOGIN_WINDOW_MS };

/** Counters older than this are removed by the housekeeping (longer than every window). */
const PURGE_AFTER_MS = 24 * 3_600_000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt of `key` under `rule` at `now` and answers whether it is within the limit (the attempt's number in
 * its window ≤ `rule.max`). Atomic: two processes counting the same key at once get different numbers.
 */
export async function countAttempt(db: Db, rule: RateRule, key: string, now: Date): Promise<boolean> {
  const expired = sql`${rate_counters.window_start} <= ${at(new Date(now.getTime() - rule.windowMs))}`;
  const [row] = await db
    .insert(rate_counters)
    .values({ scope: rule.scope, key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: [rate_counters.scope, rate_counters.key],
      set: {
        window_start: sql`case when ${expired} then ${at(now)} else ${rate_counters.window_start} end`,
        count: sql`case when ${expired} then 1 else ${rate_counters.count} + 1 end`,
      },
    })
    .returning({ count: rate_counters.count });
  return row.count <= rule.max;
}

/** Gives back one attempt of `key` in its current window (a success: only failures should add up). */
export async function refundAttempt(db: Db, rule: RateRule, key: string, now: Date): Promise<void> {
  await db
    .update(rate_counters)
    .set({ count: sql`greatest(${rate_counters.count} - 1, 0)` })
    .where(
      and(
        eq(rate_counters.scope, rule.scope),
        eq(rate_counters.key, key),
        gt(rate_counters.window_start, new Date(now.getTime() - rule.windowMs)),
      ),
    );
}

/** Forgets every attempt of `key` (a successful login clears its cellphone's failures). */
export async function clearAttempts(db: Db, rule: RateRule, key: string): Promise<void> {
  await db.delete(rate_counters).where(and(eq(rate_counters.scope, rule.scope), eq(rate_counters.key, key)));
}

/** Removes counters whose window started more than a day before `now` (housekeeping). */
export async function purgeCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rate_counters).where(lt(rate_counters.window_start, new Date(now.getTime() - PURGE_AFTER_MS)));
}
