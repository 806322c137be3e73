/**
 * The idempotency keys of check-ins (issue 29; tables.ts taskPunchKeys): what a first check-in with a key answered,
 * read back for a retry. Keys are scoped to their user.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskPunchKeys } from './tables';

/** The first answer `{ id, version }` of `user`'s check-in with `key`, or undefined when the key is new. */
export async function punchKeyAnswer(
  db: Db,
  user: number,
  key: string,
): Promise<{ id: number; version: number } | undefined> {
  const [row] = await db
    .select({ id: taskPunchKeys.task, version: taskPunchKeys.version })
    .from(taskPunchKeys)
    .where(and(eq(taskPunchKeys.user_id, user), eq(taskPunchKeys.key, key)));
  return row;
}

/**
 * Records `user`'s key with the answer of its check-in, in the check-in's transaction `tx`. A concurrent first call with
 * the same key makes the second transaction fail on the primary key (a unique violation): the caller reads the answer.
 */
export async function recordPunchKey(
  tx: Db,
  user: number,
  key: string,
  answer: { id: number; version: number },
  at: Date,
): Promise<void> {
  await tx
    .insert(taskPunchKeys)
    .values({ user_id: user, key, task: answer.id, version: answer.version, created_at: at });
}

/** The advisory-lock class of check-in keys (the first key of pg_advisory_xact_lock(int, int)). */
const PUNCH_KEY_LOCK = 7304;

/**
 * Holds `user`'s `key` for the rest of transaction `tx`, so that two check-ins sent at once with one key are recorded
 * once: the second waits here until the first commits, then reads its answer (`punchKeyAnswer`) instead of going on to
 * the photo check, which the first's photos would fail (issue 29).
 */
export async function lockPunchKey(tx: Db, user: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUNCH_KEY_LOCK}, hashtext(${`${user}:${key}`}))`);
}
