/**
 * A child's state besides its forms (issue 15; domain/contracts/child-state.ts): soft delete and restore, the
 * gta exit, the helper slots, and the timed reveal of full names. Every write takes the version the caller
 * read (409 STALE_VERSION otherwise), works only on a child in the caller's scope (404 otherwise), and writes
 * one operation record (删除, 修改, 揭示) — a refused write a 失败 one.
 */
import type { z } from 'zod';
import type { HelperAssignment } from '../../../domain/contracts/child-state';
import { isEscortSlot } from '../../../domain/helpers';
import { FAKE_MARKER } from '../../../domain/constants';
import { can } from '../../../domain/permissions';
import { NAME_REVEAL_MS } from '../../../domain/masking';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import { childById, updateChildAtVersion, type ChildRow } from './repository';
import { STALE_MESSAGE } from './writes';
import type { writeAnswer } from '../../../domain/contracts/child';

type Answer = z.input<typeof writeAnswer>;
export type LifecycleDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  /** Sets the reveal of a session (the auth module's; wired in server/services.ts). */
  setReveal: (token: string, until: Date | null) => Promise<void>;
  /**
   * Moves a child's work to its new manager in the caller's transaction (req tasks §6.2: the plan and task
   * modules', wired in server/services.ts); answers what moved, for the record.
   */
  managerMoved?: (tx: Db, child: number, from: Person | null, to: Person) => Promise<Record<string, unknown>>;
};
type Person = { id: number; nickname: string; cellphone: string };

const INACTIVE_HELPER = '请选择激活中的用户';

export function createChildLifecycle(deps: LifecycleDeps) {
  const { db, now, audit } = deps;

  /**
   * Runs `change` on child `id` (in `user`'s scope; a deleted one only when `deleted`) at `version` in one
   * transaction, then records `type`. A failure is recorded as 失败 and rethrown.
   */
  async function write(
    user: SessionUser,
    id: number,
    version: number,
    type: '删除' | '修改',
    action: string,
    change: (row: ChildRow, tx: Db) => Promise<Partial<ChildRow>>,
    opts: { deleted?: boolean; details?: Record<string, unknown> } = {},
  ): Promise<Answer> {
    try {
      const row = await inTransaction(db, async (tx) => {
        const existing = await childById(tx, id, childScopeFor(user), opts.deleted);
        if (!existing || (opts.deleted && !existing.deleted_at)) throw new NotFound();
        const updated = await updateChildAtVersion(tx, id, version, {
          ...(await change(existing, tx)),
          updated_at: now(),
        });
        if (!updated) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
        return updated;
      });
      await audit.write({ user: user.id, child: id, type, information: { action, ...opts.details } });
      return { id: row.id, version: row.version };
    } catch (error) {
      await audit.write({ user: user.id, child: id, type, state: '失败', information: { action } });
      throw error;
    }
  }

  const important = (row: ChildRow) => ({ ...row.information.important });

  return {
    /** DELETE /api/child: soft delete with the reason (important.delete_reason); the record stays whole. */
    remove: (user: SessionUser, b: { id: number; version: number; reason: string }) =>
      write(user, b.id, b.version, '删除', '删除', async (row) => ({
        deleted_at: now(),
        deleted_by: user.id,
        information: { ...row.information, important: { ...important(row), delete_reason: b.reason } },
      })),

    /** PUT /api/child/restore: a deleted child back in every list (a 修改 record with action 恢复). */
    restore: (user: SessionUser, b: { id: number; version: number }) =>
      write(user, b.id, b.version, '修改', '恢复', async () => ({ deleted_at: null, deleted_by: null }), {
        deleted: true,
      }),

    /** PUT /api/child/gta/quit: mark (quit) or undo the exit of a gta minor; 409 NOT_GTA outside the category. */
    quitGta: (user: SessionUser, b: { id: number; version: number; quit: boolean; reason?: string }) =>
      write(user, b.id, b.version, '修改', b.quit ? '退出' : '恢复在册', async (row) => {
        if (!row.character_gta) throw new Conflict('该儿童不是不良行为未成年人', 'NOT_GTA');
        if (b.quit && !b.reason) throw new Invalid('请填写退出原因', [{ field: 'reason', message: '请填写退出原因' }]);
        const next = important(row);
        if (b.quit)
          Object.assign(next, { escort_quit_reason: b.reason, escort_quit_time: Math.floor(now().getTime() / 1000) });
        else delete next.escort_quit_time;
        return { character_gta_quit: b.quit, information: { ...row.information, important: next } };
      }),

    /** PUT /api/child/helpers: set or vacate slots (state 同意); an unknown or 停用 user is refused (400). */
    setHelpers: (user: SessionUser, b: { id: number; version: number; helpers: HelperAssignment[] }) =>
      write(user, b.id, b.version, '修改', '帮扶人员', async (row, tx) => ({
        helpers: await applyHelpers(deps.users, tx, row.helpers, b.helpers, '同意'),
      })),

    /**
     * PUT /api/child/manager (req tasks §6.2): a new manager for the child, an active account of a role that
     * manages tasks and no test account (a name with FAKE_MARKER; 400 otherwise); the child's 基层服务 and
     * 学期每周 plans and this month's 办理 tasks move to them in the same transaction; nothing else moves. A 修改
     * record with what moved.
     */
    async setManager(user: SessionUser, b: { id: number; version: number; manager: number }): Promise<Answer> {
      const details: Record<string, unknown> = { manager: b.manager };
      return write(
        user,
        b.id,
        b.version,
        '修改',
        '更换负责人',
        async (row, tx) => {
          const to = await deps.users.activeAccount(b.manager, tx);
          if (!to || !can(to.role, 'tasks', 'add') || to.nickname.includes(FAKE_MARKER))
            throw new Invalid(
              '请选择激活中的负责人',
              [{ field: 'manager', message: '请选择激活中的负责人' }],
              'INACTIVE_MANAGER',
            );
          const from = row.manager ? await deps.users.activeAccount(row.manager, tx) : null;
          Object.assign(details, await deps.managerMoved?.(tx, row.id, from, to));
          return { manager: to.id };
        },
        { details },
      );
    },

    /** POST /api/child/reveal: full names for NAME_REVEAL_MS on this session; a 揭示 record. */
    async reveal(user: SessionUser): Promise<{ expires_in: number }> {
      const until = new Date(now().getTime() + NAME_REVEAL_MS);
      await deps.setReveal(user.token, until);
      await audit.write({ user: user.id, type: '揭示', information: { until: until.toISOString() } });
      return { expires_in: NAME_REVEAL_MS };
    },
    /** GET /api/child/reveal: what is left of the reveal (0: masked). */
    revealLeft: (user: SessionUser): { expires_in: number } => ({
      expires_in: Math.max(0, (user.reveal_until?.getTime() ?? 0) - now().getTime()),
    }),
    /** DELETE /api/child/reveal: masked again at once. */
    async endReveal(user: SessionUser): Promise<{ expires_in: number }> {
      await deps.setReveal(user.token, null);
      return { expires_in: 0 };
    },
  };
}

/**
 * `helpers` with `assignments` applied: a slot with a user gets that active user's nickname and cellphone (and
 * the liaison flag on an escort slot) in `state`; a slot with user null is removed (vacant).
 * @throws Invalid 请选择激活中的用户 for an unknown or deactivated user.
 */
export async function applyHelpers(
  users: UserService,
  tx: Db,
  helpers: ChildRow['helpers'],
  assignments: HelperAssignment[],
  state: string,
): Promise<ChildRow['helpers']> {
  const next = { ...helpers };
  for (const a of assignments) {
    if (a.user === null) {
      delete next[a.slot];
      continue;
    }
    const account = await users.activeAccount(a.user, tx);
    if (!account)
      throw new Invalid(INACTIVE_HELPER, [{ field: `helpers.${a.slot}`, message: INACTIVE_HELPER }], 'INACTIVE_HELPER');
    next[a.slot] = {
      id: account.id,
      nickname: account.nickname,
      cellphone: account.cellphone,
      state,
      career: a.career ?? '',
      company: a.company ?? '',
      ...(isEscortSlot(a.slot) ? { escort: a.escort ?? false } : {}),
    };
  }
  return next;
}
