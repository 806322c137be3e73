/**
 * Account writes (issue 14 "Sessions and accounts"): a new password or a new state ends every session of
 * that user in the same transaction, so a stolen or shared token stops working the moment an administrator
 * acts. The account-management API of a later issue calls these; until then `scripts/` and tests do.
 *
 * The sessions belong to the auth module: this file declares the small interface it needs (`SessionEnder`)
 * and server/services.ts hands it the auth service (which itself depends on the user service).
 * The users table is written through repository.ts's `updateAccount`.
 */
import { ACTIVE_STATE, DISABLED_STATE } from '../../../domain/constants';
import { inTransaction, type Db } from '../../db/client';
import { Invalid, NotFound } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import { updateAccount } from './repository';

/** The least length of a password (as scripts/admin-create.ts asks). */
export const PASSWORD_MIN_LENGTH = 8;

/** What the account writes need from the auth module. */
export type SessionEnder = {
  /** Deletes every session of `userId` (but the one of `exceptToken`), in `tx`. */
  endSessionsOf(userId: number, tx: Db, exceptToken?: string): Promise<void>;
};

export type AccountState = typeof ACTIVE_STATE | typeof DISABLED_STATE;

export type AccountService = {
  /**
   * Stores the scrypt hash of `password` for user `userId` and ends all their sessions, in one transaction.
   * @throws Invalid (400) 密码至少 8 位; NotFound (404) for an unknown user.
   */
  setPassword(userId: number, password: string): Promise<void>;
  /**
   * Sets the state 激活 | 停用 of user `userId` and ends all their sessions, in one transaction (re-enabling
   * an account does not revive its old tokens: its user signs in again).
   * @throws Invalid (400) for another state; NotFound (404) for an unknown user.
   */
  setState(userId: number, state: AccountState): Promise<void>;
};

/** The account writes over `db`, ending sessions through `sessions` (the auth service). */
export function createAccountService(deps: { db: Db; sessions: SessionEnder }): AccountService {
  const { db, sessions } = deps;
  const write = (userId: number, set: Parameters<typeof updateAccount>[2]) =>
    inTransaction(db, async (tx) => {
      if (!(await updateAccount(tx, userId, set))) throw new NotFound('账号不存在');
      await sessions.endSessionsOf(userId, tx);
    });
  return {
    async setPassword(userId, password) {
      if (password.length < PASSWORD_MIN_LENGTH)
        throw new Invalid(`密码至少 ${PASSWORD_MIN_LENGTH} 位`, [
          { field: 'password', message: `密码至少 ${PASSWORD_MIN_LENGTH} 位` },
        ]);
      await write(userId, { password_hash: await hashPassword(password) });
    },
    async setState(userId, state) {
      if (state !== ACTIVE_STATE && state !== DISABLED_STATE)
        throw new Invalid('账号状态不合法', [{ field: 'state', message: '账号状态不合法' }]);
      await write(userId, { state });
    },
  };
}
