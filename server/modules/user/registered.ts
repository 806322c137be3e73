/**
 * Accounts a volunteer creates for themself (domain/registrations.ts; the register module's registrations): an account
 * of role 志愿人员 in state 待审核 (it cannot sign in: the guard's `activeAccount` and the login refuse it), then 激活 or
 * 拒绝 by the town's 分委领导. A refused account keeps its row; registering again with its cellphone takes it over (new
 * name, place and password, 待审核 again). Every write runs in the caller's transaction.
 */
import { ACTIVE_STATE } from '../../../domain/constants';
import { PENDING_STATE, REFUSED_STATE, REGISTER_ROLE, type RegisterDecision } from '../../../domain/registrations';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { insertAccount, setUserColumns, setUserColumnsIf, userByCellphone, userById } from './repository';

export type RegisteredAccountInput = {
  cellphone: string;
  nickname: string;
  department_id: number;
  village_id: number;
  password_hash: string;
  at: Date;
};

export type RegisteredAccounts = {
  /**
   * Creates the 待审核 account of a registration, or takes over a refused one of the same cellphone; answers its id.
   * @throws Conflict (409 REGISTERED, `message`) when the cellphone belongs to any other account.
   */
  createPending(tx: Db, input: RegisteredAccountInput, message: string): Promise<number>;
  /**
   * Sets the account's state to the decision (激活 or 拒绝), only while it is still 待审核 (the state the decision was shown:
   * a condition of the UPDATE). @throws NotFound when it is gone; Conflict (409 ACCOUNT_CHANGED) when 系统管理 has set its
   * state meanwhile (激活 or 停用): the town's decision never overrides the administrator's.
   */
  decide(tx: Db, userId: number, decision: RegisterDecision, at: Date): Promise<void>;
};

export function createRegisteredAccounts(): RegisteredAccounts {
  return {
    async createPending(tx, input, message) {
      const columns = {
        nickname: input.nickname,
        role: REGISTER_ROLE,
        state: PENDING_STATE,
        department_id: input.department_id,
        village_id: input.village_id,
        password_hash: input.password_hash,
        information: { contact_cellphone: input.cellphone },
        must_change_password: false,
        updated_at: input.at,
      };
      const old = await userByCellphone(tx, input.cellphone);
      if (old && old.state !== REFUSED_STATE)
        throw new Conflict(message, 'REGISTERED', [{ field: 'cellphone', message }]);
      if (old) return (await setUserColumns(tx, old.id, columns))!.id;
      return (await insertAccount(tx, { cellphone: input.cellphone, ...columns, created_at: input.at })).id;
    },
    async decide(tx, userId, decision, at) {
      const state = decision === '激活' ? ACTIVE_STATE : REFUSED_STATE;
      if (await setUserColumnsIf(tx, userId, { state: PENDING_STATE }, { state, updated_at: at })) return;
      const now = await userById(tx, userId);
      if (!now) throw new NotFound('该账号不存在');
      throw new Conflict(`该账号已被系统管理设为「${now.state}」，本次审核未生效，请刷新后查看`, 'ACCOUNT_CHANGED');
    },
  };
}
