/**
 * The idempotency keys of check-ins (issue 29; tables.ts taskPunchKeys): what a first check-in with a key answered,
 * read back for a retry. Keys are scoped to their user.
 */
import { and, eq } from 'drizzle-orm';
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
