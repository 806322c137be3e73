/**
 * The sessions table (DESIGN "Auth"; req shell-and-accounts §5.2, §10): an opaque 32-byte bearer token, stored only as its
 * sha256. A session ends after 10 minutes without a request (idle) or 7 days after login (absolute). Only
 * the auth module reads or writes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, lt, ne, or } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { users } from '../user/tables';
import { sessions } from './tables';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session; returns the token (shown once to the client) and its absolute expiry. */
export async function createSession(db: Db, userId: number, now: Date): Promise<{ token: string; expires_at: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires_at = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insert(sessions)
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, last_seen_at: now, expires_at });
  return { token, expires_at };
}

/**
 * Resolves a token to its user id and touches the session, or returns null (unknown, idle past 10
 * minutes, or past its 7-day life; an ended session is deleted). The session's account row comes back in the
 * same statement (`UPDATE … FROM users … RETURNING`): a signed-in request costs one round trip before its
 * own work (issue 30 "The server under a county's load"); the user module judges the account (`accountOf`).
 */
export async function touchSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const hash = hashToken(token);
  const [live] = await db
    .update(sessions)
    .set({ last_seen_at: now })
    .from(users)
    .where(
      and(
        eq(sessions.token_hash, hash),
        eq(users.id, sessions.user_id),
        gte(sessions.last_seen_at, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(sessions.expires_at, now),
      ),
    )
    .returning({
      user_id: sessions.user_id,
      reveal_until: sessions.reveal_until,
      id: users.id,
      nickname: users.nickname,
      cellphone: users.cellphone,
      role: users.role,
      state: users.state,
      department_id: users.department_id,
      village_id: users.village_id,
      must_change_password: users.must_change_password,
    });
  if (live) {
    const { user_id, reveal_until, ...user } = live;
    return { user_id, reveal_until, user };
  }
  // idle too long or past its end (or no such session): it is removed, as at the first use after it ended
  await db.delete(sessions).where(eq(sessions.token_hash, hash));
  return null;
}

/** The account columns a session brings along (the user module's `accountOf` turns them into an Account). */
export type SessionAccountRow = {
  id: number;
  nickname: string;
  cellphone: string;
  role: string;
  state: string;
  department_id: number | null;
  village_id: number | null;
  must_change_password: boolean;
};

/** A live session: its user, until when full names show (null: masked), and its account's row. */
export type LiveSession = { user_id: number; reveal_until: Date | null; user: SessionAccountRow };

/** Sets (or, with null, ends) the reveal of full names of the session of `token` (issue 15). */
export async function setReveal(db: Db, token: string, until: Date | null): Promise<void> {
  await db
    .update(sessions)
    .set({ reveal_until: until })
    .where(eq(sessions.token_hash, hashToken(token)));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

/** Removes sessions that can no longer be used (housekeeping at start and hourly). */
export async function purgeSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, new Date(now.getTime() - SESSION_IDLE_MS))));
}

/** Ends every session of `userId` (a password change or a disabled account, issue 14). */
/** Deletes every session of `userId` but the one of `exceptToken` (a user changing their own password keeps theirs). */
export async function deleteSessionsOf(db: Db, userId: number, exceptToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.user_id, userId), exceptToken ? ne(sessions.token_hash, hashToken(exceptToken)) : undefined),
    );
}
