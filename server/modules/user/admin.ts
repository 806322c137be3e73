/**
 * Account management of 系统管理 (issue 15 "Accounts and departments"; domain/contracts/account.ts): the user
 * list and detail (with place names), whether a cellphone is taken, create, change, password reset and
 * 激活 / 停用, and a user's change of their own password.
 *
 * - A create or a reset issues a temporary password (10 characters, letters and digits), answered once to
 *   the administrator and stored only as its scrypt hash; the user must change it before anything else
 *   (`must_change_password`, enforced by the route guard).
 * - Every administrator's write carries the version read: 409 STALE_VERSION when another wrote first (a
 *   user's change of their own password does not move the version: it conflicts with no administrator's write).
 * - A reset or a 停用 ends every session of the user in the same transaction; a user's own change ends their
 *   other sessions and keeps the one that asked.
 * - Places: a village must be one of the chosen town's (400), and 儿童主任 / 儿童社工 need a village.
 * - The last active 系统管理 stays: a role change or a 停用 that would leave none answers 409 LAST_ADMIN (issue 26),
 *   under a lock so two at once cannot both pass (docs/decisions-accounts.md).
 * Each write is an operation record (创建 / 修改, with the account's id).
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { accountItem, createAccount, listAccounts, updateAccount } from '../../../domain/contracts/account';
import { ACTIVE_STATE, DEPARTMENT_TYPES, DISABLED_STATE } from '../../../domain/constants';
import { PENDING_STATE } from '../../../domain/registrations';
import { VILLAGE_STAFF_ROLES } from '../../../domain/roles';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { DUPLICATE_CELLPHONE_MESSAGE } from '../../http/db-errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionUser } from '../../auth/guard';
import type { AuditService } from '../audit';
import { isVillageOfTown, type DepartmentService } from '../department';
import type { SessionEnder } from './accounts';
import {
  accountById,
  countInRole,
  insertAccount,
  lockAdministrators,
  pageAccounts,
  updateAccount as setAccountColumns,
  updateAccountAtVersion,
  userByCellphone,
  userById,
  type AccountRow,
} from './repository';

type Item = z.input<typeof accountItem>;
type Fields = Omit<z.output<typeof updateAccount.body>, 'id' | 'version'>;
const STALE = '该用户已被他人修改，请刷新后重试';
/** The role whose last active account may not be taken away (it alone manages accounts). */
const ADMIN_ROLE = '系统管理';
const LAST_ADMIN_MESSAGE = '系统至少要保留一个激活的系统管理账号，不能停用最后一个系统管理或更改其角色';
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A temporary password: 10 characters with at least one letter and one digit (never digits only). */
export function temporaryPassword(): string {
  for (;;) {
    const out = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(out) && /[A-Za-z]/.test(out)) return out;
  }
}

/**
 * What 系统管理's 激活 / 停用 of a self-registered account still 待审核 does to its registration (the register module's
 * `settleByAdmin`): the registration is closed by that decision in the same transaction, so the town's 分委领导 no longer
 * sees it waiting and a decision they were shown before answers 409 (issue 26).
 */
export type PendingSettler = (
  tx: Db,
  account: number,
  state: typeof ACTIVE_STATE | typeof DISABLED_STATE,
  by: number,
  at: Date,
) => Promise<void>;

export type AccountAdminDeps = {
  db: Db;
  now: () => Date;
  departments: DepartmentService;
  sessions: SessionEnder;
  audit: AuditService;
  settlePending?: PendingSettler;
};

export function createAccountAdmin(deps: AccountAdminDeps) {
  const { db, now, departments, sessions, audit } = deps;

  async function present(rows: AccountRow[]): Promise<Item[]> {
    const names = await departments.byIds(rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0]));
    return rows.map((r) => ({
      id: r.id,
      cellphone: r.cellphone,
      nickname: r.nickname,
      role: r.role,
      state: r.state,
      department_id: r.department_id,
      village_id: r.village_id,
      department_name: names.get(r.department_id ?? 0)?.department_name ?? null,
      village_name: names.get(r.village_id ?? 0)?.department_name ?? null,
      contact_cellphone: r.information.contact_cellphone ?? null,
      wechat_openid: r.information.wechat_openid ?? null,
      must_change_password: r.must_change_password,
      version: r.version,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /** 400 unless the place fits: the town exists, the village is one of its villages, a village role has a village. */
  async function checkPlace(f: Fields): Promise<void> {
    const units = await departments.byIds([f.department_id ?? 0, f.village_id ?? 0]);
    const town = f.department_id ? units.get(f.department_id) : undefined;
    if (f.department_id && !town)
      throw new Invalid('所选单位不存在', [{ field: 'department_id', message: '所选单位不存在' }]);
    if (f.village_id && !isVillageOfTown(town, units.get(f.village_id)))
      throw new Invalid('所选村居不属于该乡镇', [{ field: 'village_id', message: '所选村居不属于该乡镇' }]);
    if (VILLAGE_STAFF_ROLES.includes(f.role) && (!f.village_id || town?.department_type !== DEPARTMENT_TYPES.town)) {
      throw new Invalid('儿童主任和儿童社工须选择乡镇与村居', [{ field: 'village_id', message: '请选择村居' }]);
    }
  }

  const columns = (f: Fields) => ({
    nickname: f.nickname,
    role: f.role,
    department_id: f.department_id,
    village_id: f.village_id,
    information: { contact_cellphone: f.contact_cellphone || undefined, wechat_openid: f.wechat_openid || undefined },
  });

  /**
   * Writes `set` at `version` and, when `endSessions`, ends the user's sessions, in one transaction. A write that takes an
   * active 系统管理 away (another role, or 停用) holds the administrators' lock and is undone (409 LAST_ADMIN) when no
   * active 系统管理 would be left, so two such writes at once cannot both pass.
   */
  async function write(
    id: number,
    version: number,
    set: Parameters<typeof updateAccountAtVersion>[3],
    endSessions: boolean,
    by?: number,
  ): Promise<AccountRow> {
    return inTransaction(db, async (tx) => {
      const old = await accountById(tx, id);
      if (!old) throw new NotFound('用户不存在');
      const removesAdmin =
        old.role === ADMIN_ROLE &&
        old.state === ACTIVE_STATE &&
        ((set.role !== undefined && set.role !== ADMIN_ROLE) ||
          (set.state !== undefined && set.state !== ACTIVE_STATE));
      if (removesAdmin) await lockAdministrators(tx);
      const row = await updateAccountAtVersion(tx, id, version, { ...set, updated_at: now() });
      if (!row) throw new Conflict(STALE, 'STALE_VERSION');
      if (removesAdmin && (await countInRole(tx, ADMIN_ROLE, ACTIVE_STATE)) === 0)
        throw new Conflict(LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
      if (
        old.state === PENDING_STATE &&
        (set.state === ACTIVE_STATE || set.state === DISABLED_STATE) &&
        by !== undefined
      ) {
        await deps.settlePending?.(tx, id, set.state, by, row.updated_at);
      }
      if (endSessions) await sessions.endSessionsOf(id, tx);
      return row;
    });
  }

  return {
    async list(q: z.output<typeof listAccounts.query>): Promise<{ total: number; list: Item[] }> {
      const roles = q.role ? [q.role] : q.roles;
      const { total, rows } = await pageAccounts(db, { ...q, roles });
      return { total, list: await present(rows) };
    },
    async detail(id: number): Promise<Item> {
      const row = await accountById(db, id);
      if (!row) throw new NotFound('用户不存在');
      return (await present([row]))[0];
    },
    checkCellphone: async (cellphone: string) => ({ count: (await userByCellphone(db, cellphone)) ? 1 : 0 }),

    async create(
      admin: SessionUser,
      body: z.output<typeof createAccount.body>,
    ): Promise<{ id: number; version: number; password: string }> {
      await checkPlace(body);
      if (await userByCellphone(db, body.cellphone))
        throw new Conflict(DUPLICATE_CELLPHONE_MESSAGE, 'DUPLICATE_CELLPHONE', [
          { field: 'cellphone', message: DUPLICATE_CELLPHONE_MESSAGE },
        ]);
      const password = temporaryPassword();
      const at = now();
      const row = await insertAccount(db, {
        cellphone: body.cellphone,
        ...columns(body),
        state: ACTIVE_STATE,
        password_hash: await hashPassword(password),
        must_change_password: true,
        created_at: at,
        updated_at: at,
      });
      await audit.write({ user: admin.id, type: '创建', information: { account: row.id, role: row.role } });
      return { id: row.id, version: row.version, password };
    },
    async update(
      admin: SessionUser,
      body: z.output<typeof updateAccount.body>,
    ): Promise<{ id: number; version: number }> {
      await checkPlace(body);
      const row = await write(body.id, body.version, columns(body), false);
      await audit.write({ user: admin.id, type: '修改', information: { account: row.id, action: '修改用户' } });
      return { id: row.id, version: row.version };
    },
    async resetPassword(
      admin: SessionUser,
      body: { id: number; version: number },
    ): Promise<{ id: number; version: number; password: string }> {
      const password = temporaryPassword();
      const row = await write(
        body.id,
        body.version,
        { password_hash: await hashPassword(password), must_change_password: true },
        true,
      );
      await audit.write({ user: admin.id, type: '修改', information: { account: row.id, action: '重置密码' } });
      return { id: row.id, version: row.version, password };
    },
    async setState(
      admin: SessionUser,
      body: { id: number; version: number; state: typeof ACTIVE_STATE | typeof DISABLED_STATE },
    ): Promise<{ id: number; version: number }> {
      if (body.id === admin.id && body.state === DISABLED_STATE) throw new Invalid('不能停用自己的账号');
      const row = await write(body.id, body.version, { state: body.state }, true, admin.id);
      await audit.write({ user: admin.id, type: '修改', information: { account: row.id, action: body.state } });
      return { id: row.id, version: row.version };
    },

    /** PUT /api/user/password: 400 原密码不正确; ends the caller's other sessions. */
    async changeOwn(user: SessionUser, body: { old_password: string; new_password: string }): Promise<{ ok: true }> {
      const stored = await userById(db, user.id);
      if (!stored || !(await verifyPassword(body.old_password, stored.password_hash))) {
        throw new Invalid('原密码不正确', [{ field: 'old_password', message: '原密码不正确' }], 'BAD_PASSWORD');
      }
      if (body.old_password === body.new_password)
        throw new Invalid('新密码不能与原密码相同', [{ field: 'new_password', message: '新密码不能与原密码相同' }]);
      const hash = await hashPassword(body.new_password);
      // not a versioned write: the version guards administrators' changes, which a user's own password does not conflict with
      await inTransaction(db, async (tx) => {
        await setAccountColumns(tx, user.id, { password_hash: hash, must_change_password: false });
        await sessions.endSessionsOf(user.id, tx, user.token);
      });
      await audit.write({ user: user.id, type: '修改', information: { account: user.id, action: '修改本人密码' } });
      return { ok: true };
    },
  };
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
