/**
 * The housekeeping runs once per hour however many server processes share the database (issue 30 "Two processes,
 * one database"; docs/decisions-workers.md). Each process still ticks at start and hourly (server/start.ts), but a
 * tick first claims the hour in the database: one atomic upsert of the `rate_counters` row `housekeeping/hourly`
 * (server/db/rate-counter.ts `countAttempt`, at most one attempt per window of HOUSEKEEPING_CLAIM_MS). PostgreSQL
 * serialises concurrent upserts of one row, so of the processes that tick within one window exactly one gets attempt 1
 * and runs; the others skip. The row's `count` is how many ticks asked in its window. The window is 5 minutes shorter
 * than the interval, so a process's own next tick an hour later always finds it expired.
 */
import type { Db } from '../db/client';
import { countAttempt, type RateRule } from '../db/rate-counter';

/** How often each process ticks (at start, then every this many ms). */
export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

/** The claim: one run per window of 55 minutes, across every process on the database. */
export const HOUSEKEEPING_CLAIM: RateRule = {
  scope: 'housekeeping',
  max: 1,
  windowMs: HOUSEKEEPING_INTERVAL_MS - 5 * 60_000,
};
/** The claim's key (one housekeeping for the whole console). */
export const HOUSEKEEPING_KEY = 'hourly';

/**
 * One tick: claims the current window at `now` on `db` and, when this process got it, runs `run`. Answers whether it
 * ran. `log` (the app's pino logger) gets an info line either way, so a log at LOG_LEVEL=info shows which process ran
 * it. A failure of `run` is passed on (the claim stays taken: the next window tries again).
 */
export async function housekeepingOnce<T>(
  db: Db,
  now: Date,
  run: () => Promise<T>,
  log: { info: (fields: Record<string, unknown>, message: string) => void },
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!(await countAttempt(db, HOUSEKEEPING_CLAIM, HOUSEKEEPING_KEY, now))) {
    log.info({ housekeeping: 'skipped', pid: process.pid }, '定期清理：本时段已由其他进程执行');
    return { ran: false };
  }
  const result = await run();
  log.info({ housekeeping: 'ran', pid: process.pid }, '定期清理已执行');
  return { ran: true, result };
}
