/**
 * Sign-in, sign-out and sessions (DESIGN "Auth"; req shell-and-accounts §5.1). Wrong credentials answer 401 手机号或密码错误
 * (the same for an unknown cellphone, in the same time: one scrypt derivation either way, server/auth/passwords.ts);
 * a 停用 account 403, a self-registration 待审核 or 拒绝 403 with its own message; repeated failures 429
 * (server/db/rate-counter.ts: the attempt is counted per client address and per cellphone in the database BEFORE the
 * password is checked, so a burst checks at most the limit, and every process shares the count; issue 26).
 */
import { DISABLED_STATE } from '../../../domain/constants';
import {
  PENDING_LOGIN_MESSAGE,
  PENDING_STATE,
  REFUSED_LOGIN_MESSAGE,
  REFUSED_STATE,
} from '../../../domain/registrations';
import type { Db } from '../../db/client';
import { AppError, Forbidden, TooManyRequests } from '../../errors';
import {
  clearAttempts,
  countAttempt,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  purgeCounters,
  refundAttempt,
} from '../../db/rate-counter';
import { verifyPassword } from '../../auth/passwords';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  createSession,
  deleteSession,
  deleteSessionsOf,
  purgeSessions,
  setReveal,
  touchSession,
  type LiveSession,
} from './repository';

export type AuthService = {
  /** `{ token, expires_at }` for right credentials; throws 401 / 403 / 429 as above. `address` is the caller's IP (a limit's key). */
  login(cellphone: string, password: string, address: string): Promise<{ token: string; expires_at: Date }>;
  /** Ends the session of `token` (nothing when it is unknown). */
  logout(token: string): Promise<void>;
  /** The user id of a live session (and touches it), or null when unknown, idle or expired. */
  userIdOf(token: string): Promise<number | null>;
  /** The live session of `token` (touching it): its user and reveal, or null. */
  sessionOf(token: string): Promise<LiveSession | null>;
  /** Sets the reveal of full names of a session until `until` (null: mask again). */
  setReveal(token: string, until: Date | null): Promise<void>;
  /** Deletes sessions that can no longer be used, and day-old rate counters. */
  purge(): Promise<void>;
  /** Ends every session of `userId` at once (but `exceptToken`'s), in `tx` when given (the user module's account writes). */
  endSessionsOf(userId: number, tx?: Db, exceptToken?: string): Promise<void>;
};

/**
 * The auth service: sessions in `db`, accounts through `users`, a 登录 record through `audit`, times from
 * `now()`. The failed-login limits are rows of `rate_counters` in `db` (shared by every process on it).
 */
export function createAuthService(deps: {
  db: Db;
  now: () => Date;
  users: UserService;
  audit: AuditService;
}): AuthService {
  const { db, now } = deps;
  return {
    async login(cellphone, password, address) {
      const at = now();
      // counted before the password is checked (atomically, in the database): of a burst, at most the limit is checked
      if (!(await countAttempt(db, LOGIN_PER_ADDRESS, address, at))) throw new TooManyRequests();
      if (!(await countAttempt(db, LOGIN_PER_ACCOUNT, cellphone, at))) {
        // nothing was checked: the address is not charged for a locked cellphone
        await refundAttempt(db, LOGIN_PER_ADDRESS, address, at);
        throw new TooManyRequests();
      }
      const user = await deps.users.credentialsOf(cellphone);
      const ok = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !ok) throw new AppError(401, 'BAD_CREDENTIALS', '手机号或密码错误');
      // the right password: its attempts do not count (the address's one is given back, the cellphone's forgotten)
      await refundAttempt(db, LOGIN_PER_ADDRESS, address, at);
      await clearAttempts(db, LOGIN_PER_ACCOUNT, cellphone);
      if (user.state === DISABLED_STATE) throw new Forbidden('账号已停用，请联系管理员', 'ACCOUNT_DISABLED');
      // a self-registration not yet 激活 (domain/registrations.ts): told only to the one who knows its password
      if (user.state === PENDING_STATE) throw new Forbidden(PENDING_LOGIN_MESSAGE, 'ACCOUNT_PENDING');
      if (user.state === REFUSED_STATE) throw new Forbidden(REFUSED_LOGIN_MESSAGE, 'ACCOUNT_REFUSED');
      const session = await createSession(db, user.id, now());
      await deps.audit.write({ user: user.id, type: '登录' });
      return session;
    },
    logout: (token) => deleteSession(db, token),
    userIdOf: async (token) => (await touchSession(db, token, now()))?.user_id ?? null,
    sessionOf: (token) => touchSession(db, token, now()),
    setReveal: (token, until) => setReveal(db, token, until),
    purge: async () => {
      await purgeSessions(db, now());
      await purgeCounters(db, now());
    },
    endSessionsOf: (userId, tx, exceptToken) => deleteSessionsOf(tx ?? db, userId, exceptToken),
  };
}
