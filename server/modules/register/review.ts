/**
 * The town's review of volunteer registrations (req register §2): the 分委领导 lists, counts and decides (激活 / 拒绝)
 * the registrations of their town, and 系统管理's 激活 / 停用 of a waiting account settles its registration
 * (`settleByAdmin`). The rules are those of the register module comment (service.ts).
 */
import type { z } from 'zod';
import type { listRegistrations, registrationItem, reviewRegistration } from '../../../domain/contracts/register';
import { ACTIVE_STATE, type DISABLED_STATE } from '../../../domain/constants';
import { PENDING_STATE, REFUSED_STATE, type RegisterState } from '../../../domain/registrations';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { RegisteredAccounts, UserService } from '../user';
import {
  countRegistrations,
  decideAt,
  pageRegistrations,
  registrationById,
  settleOfAccount,
  type RegistrationRow,
} from './repository';

export type ReviewDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  departments: DepartmentService;
  users: UserService;
  accounts: RegisteredAccounts;
};
type Item = z.input<typeof registrationItem>;
const STALE = '该注册申请已被他人审核或修改，请刷新后重试';

/** The list, count, review and settleByAdmin calls of the register service, over `deps`. */
export function createReviewCalls(deps: ReviewDeps) {
  const { db, now, audit } = deps;
  /** The town whose registrations a 分委领导 sees (-1: none). */
  const townOf = (user: SessionUser) => user.department_id ?? -1;

  async function present(rows: RegistrationRow[]): Promise<Item[]> {
    const [places, people] = await Promise.all([
      deps.departments.byIds(rows.flatMap((r) => [r.department_id, r.village_id])),
      deps.users.nicknames(rows.map((r) => r.reviewed_by ?? 0).filter(Boolean)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      cellphone: r.cellphone,
      nickname: r.nickname,
      department_id: r.department_id,
      department_name: places.get(r.department_id)?.department_name ?? null,
      village_id: r.village_id,
      village_name: places.get(r.village_id)?.department_name ?? null,
      register_state: r.register_state as RegisterState,
      review_reason: r.review_reason,
      reviewed_by_name: r.reviewed_by ? (people.get(r.reviewed_by) ?? null) : null,
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
      version: r.version,
      created_at: r.created_at.toISOString(),
    }));
  }

  return {
    /** GET /api/account/register/list: the caller's town's registrations. */
    async list(user: SessionUser, q: z.output<typeof listRegistrations.query>) {
      const { total, rows } = await pageRegistrations(
        db,
        { town: townOf(user), state: q.state, village: q.village, keyword: q.keyword },
        q.page,
        q.size,
      );
      return { total, list: await present(rows) };
    },

    /** GET /api/account/register/count: the 待审核 registrations of the caller's town. */
    count: async (user: SessionUser) => ({
      count: await countRegistrations(db, { town: townOf(user), state: PENDING_STATE }),
    }),

    /** PUT /api/account/register/review: 404 for another town's, 409 STALE_VERSION when decided or changed since read. */
    async review(user: SessionUser, b: z.output<typeof reviewRegistration.body>) {
      return inTransaction(db, async (tx) => {
        const old = await registrationById(tx, b.id, townOf(user));
        if (!old) throw new NotFound('该注册申请不存在');
        const at = now();
        const row = await decideAt(tx, b.id, b.version, PENDING_STATE, {
          register_state: b.decision,
          reviewed_by: user.id,
          reviewed_at: at,
          review_reason: b.reason ?? null,
          updated_at: at,
        });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await deps.accounts.decide(tx, row.user_id, b.decision, at);
        await audit.write(
          {
            user: user.id,
            type: '审核',
            information: { action: '志愿者注册审核', registration: row.id, account: row.user_id, decision: b.decision },
          },
          tx,
        );
        return { id: row.id, version: row.version, register_state: row.register_state as RegisterState };
      });
    },

    /**
     * 系统管理 set the account of a 待审核 registration to `state` (the user module's PendingSettler, in its transaction):
     * the registration is decided by that (激活, or 拒绝 for 停用, with the reason said), so it waits for no town leader
     * any more and a decision they were shown before answers 409 STALE_VERSION.
     */
    async settleByAdmin(
      tx: Db,
      account: number,
      state: typeof ACTIVE_STATE | typeof DISABLED_STATE,
      by: number,
      at: Date,
    ): Promise<void> {
      const decided = state === ACTIVE_STATE ? ACTIVE_STATE : REFUSED_STATE;
      const row = await settleOfAccount(tx, account, PENDING_STATE, {
        register_state: decided,
        reviewed_by: by,
        reviewed_at: at,
        updated_at: at,
        review_reason: state === ACTIVE_STATE ? '系统管理已激活该账号' : '系统管理已停用该账号',
      });
      if (row)
        await audit.write(
          {
            user: by,
            type: '审核',
            information: { action: '志愿者注册审核', registration: row.id, account, decision: decided, by_admin: true },
          },
          tx,
        );
    },
  };
}
