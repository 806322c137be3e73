/**
 * Allowances (保金; domain/contracts/allowance.ts, domain/allowances.ts, docs/decisions-allowance.md): the eligible
 * children and their bank accounts, the monthly allowances and their review steps (录入 → 核过 / 核退 → 批过 / 批退, a
 * returned one corrected back to 录入), the month sums and the computed warnings. Every read is the caller's scope (the
 * child module's subquery); every change is at the version read (409 STALE_VERSION), refuses an illegal step (409
 * ILLEGAL_STEP) and leaves an operation record in its transaction.
 */
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALLOWANCE_STAGES,
  ALLOWANCE_WORKFLOW,
  CORRECTABLE_STATES,
  toCents,
  toYuan,
  type AllowanceStage,
  type AllowanceState,
} from '../../../domain/allowances';
import type { Settings } from '../../../domain/configuration';
import type {
  approveAllowances,
  createAllowance,
  listAllowanceKids,
  listAllowances,
  listAllowanceWarnings,
  saveAllowanceKid,
  updateAllowance,
} from '../../../domain/contracts/allowance';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import { nameMatchFor } from '../../../domain/masking';
import type { HistoryStep } from '../../../domain/workflow';
import type { SessionUser } from '../../auth/guard';
import { applyMove } from '../../http/apply-move';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { createAllowanceImport } from './import';
import { allowanceOut, kidOut, masked, placeIdsOf, type Shown } from './present';
import {
  allowanceById,
  banksOf,
  childrenPaidIn,
  insertAllowances,
  insertBank,
  kidById,
  monthQueue,
  monthSums,
  pageAllowances,
  pageKids,
  pageWarnings,
  updateAllowanceAt,
  updateBankAt,
  type AllowanceLine,
} from './repository';
import { bankFor } from './bank';

export type AllowanceDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: Pick<UserService, 'nicknames'>;
  departments: Pick<DepartmentService, 'byIds'>;
  /** The children of a scope as the child module's subquery (`childAllowanceKidsIn`). */
  kidsIn: (scope: ChildScope) => SQL;
  /** Whether `user`'s reveal of full names is active now. */
  revealed: (user: SessionUser) => boolean;
  /** The console's settings (the allowance range of the warnings). */
  settings: () => Promise<Settings>;
};
type MoveBody = Omit<z.output<typeof approveAllowances.body>, 'state'> & { state: AllowanceState };

export const STALE = '该保金已被他人修改，请刷新后重试';
const NO_KID = '该儿童不在保金范围内（须为未退出的困境或留守儿童）';
const NO_ALLOWANCE = '该保金不存在';
export const DUPLICATE = '该儿童本月已有保金';
export const NO_BANK = '该儿童缺少银行信息，请先在保金管理中维护或在此填写';

export function createAllowanceService(deps: AllowanceDeps) {
  const { db, now, audit } = deps;
  const kidsOf = (user: SessionUser) => deps.kidsIn(childScopeFor(user));
  const step = (user: SessionUser, state: AllowanceState, reason = '') => ({
    allowance_state: state,
    user: user.id,
    at: now().toISOString(),
    reason,
  });
  /** A workflow step as an allowance's steps store it (the state reached, who, when, why: '' for none). */
  const stepOf = (x: HistoryStep<AllowanceState>, reason = '') => ({
    allowance_state: x.to,
    user: x.by,
    at: x.at,
    reason,
  });

  async function shown(
    user: SessionUser,
    rows: { department_id: number | null; village_id: number | null }[],
    creators: number[] = [],
  ): Promise<Shown> {
    const [places, people] = await Promise.all([
      deps.departments.byIds(placeIdsOf(rows)),
      deps.users.nicknames(creators),
    ]);
    return { revealed: deps.revealed(user), places, people };
  }
  async function owned(tx: Db, user: SessionUser, id: number): Promise<AllowanceLine> {
    const row = await allowanceById(tx, kidsOf(user), id);
    if (!row) throw new NotFound(NO_ALLOWANCE);
    return row;
  }

  /** Moves `b`'s allowances one review stage on, all or none (see checkAllowances in the contract). */
  async function move(user: SessionUser, stage: AllowanceStage, b: MoveBody): Promise<{ count: number }> {
    const s = ALLOWANCE_STAGES[stage];
    const kids = kidsOf(user);
    return inTransaction(db, async (tx) => {
      let items = b.items;
      if (!items) {
        items = await monthQueue(tx, kids, b.month!, s.from);
        if (items.length !== b.expected)
          throw new Conflict(`${b.month} 待${s.label}的保金数量已变化，请刷新后重试`, 'STALE_VERSION');
      }
      const state = b.state;
      for (const it of items) {
        const old = await allowanceById(tx, kids, it.id);
        if (!old) throw new NotFound(NO_ALLOWANCE);
        // one applyMove per allowance (ALLOWANCE_WORKFLOW); the batch's one operation record is written below
        await applyMove({
          tx,
          at: now(),
          workflow: ALLOWANCE_WORKFLOW,
          move: { to: state },
          row: { state: old.allowance_state, version: old.version },
          version: it.version,
          caller: user,
          input: { reason: b.reason },
          errors: {
            stale: () => new Conflict(STALE, 'STALE_VERSION'),
            illegal: (from) =>
              new Conflict(
                `只能${s.label}“${s.from}”状态的保金（${old.child_name.slice(0, 1)}*，${old.allowance_month} 现为“${from}”）`,
                'ILLEGAL_STEP',
              ),
          },
          save: (x) =>
            updateAllowanceAt(
              tx,
              it.id,
              it.version,
              { allowance_state: x.to, updated_at: new Date(x.at) },
              stepOf(x, b.reason),
            ),
        });
      }
      await audit.write(
        {
          user: user.id,
          type: '审核',
          information: { action: `保金${state}`, allowances: items.map((i) => i.id), month: b.month },
        },
        tx,
      ); // the reason is in each allowance's steps
      return { count: items.length };
    });
  }

  return {
    /** GET allowance/kid/list/for/audit: the eligible children with bank account and latest allowance. */
    async kids(user: SessionUser, q: z.output<typeof listAllowanceKids.query>) {
      const { total, rows } = await pageKids(
        db,
        kidsOf(user),
        { ...q, nameMatch: nameMatchFor(deps.revealed(user)) },
        q.page,
        q.size,
      );
      const s = await shown(user, rows);
      return { total, list: rows.map((r) => kidOut(r, s)) };
    },

    /** PUT allowance/kid: a child's bank account (the first without a version). */
    async saveKid(user: SessionUser, b: z.output<typeof saveAllowanceKid.body>) {
      return inTransaction(db, async (tx) => {
        const kid = await kidById(tx, kidsOf(user), b.child);
        if (!kid?.eligible) throw new NotFound(NO_KID);
        const set = {
          allowance_bank: b.allowance_bank,
          allowance_account: b.allowance_account,
          allowance_payee: b.allowance_payee,
          updated_by: user.id,
          updated_at: now(),
        };
        const row =
          b.version === undefined
            ? await insertBank(tx, { child: b.child, ...set })
            : await updateBankAt(tx, b.child, b.version, set);
        if (!row) throw new Conflict('该儿童的银行信息已被他人修改，请刷新后重试', 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            child: b.child,
            type: '修改',
            information: { action: '维护保金银行信息', bank: b.allowance_bank },
          },
          tx,
        );
        return { child: row.child, version: row.version };
      });
    },

    async list(user: SessionUser, q: z.output<typeof listAllowances.query>) {
      const { total, rows } = await pageAllowances(
        db,
        kidsOf(user),
        { ...q, nameMatch: nameMatchFor(deps.revealed(user)) },
        q.page,
        q.size,
      );
      const s = await shown(
        user,
        rows,
        rows.map((r) => r.created_by),
      );
      return { total, list: rows.map((r) => allowanceOut(r, s)) };
    },

    async detail(user: SessionUser, id: number) {
      const row = await owned(db, user, id);
      const steps = row.allowance_steps ?? [];
      const s = await shown(user, [row], [row.created_by, ...steps.map((x) => x.user)]);
      await audit.write({
        user: user.id,
        child: row.allowance_child,
        type: '查看详情',
        information: { allowance: id },
      });
      return {
        detail: allowanceOut(row, s),
        steps: steps.map((x) => ({
          ...x,
          allowance_state: x.allowance_state as AllowanceState,
          user_name: s.people.get(x.user) ?? null,
        })),
      };
    },

    async create(user: SessionUser, b: z.output<typeof createAllowance.body>) {
      return inTransaction(db, async (tx) => {
        const kid = await kidById(tx, kidsOf(user), b.child);
        if (!kid?.eligible) throw new NotFound(NO_KID);
        const bank = bankFor(b, (await banksOf(tx, [kid.id])).get(kid.id));
        if (!bank) throw new Invalid(NO_BANK, [{ field: 'allowance_account', message: NO_BANK }]);
        if ((await childrenPaidIn(tx, [kid.id], b.allowance_month)).size)
          throw new Conflict(DUPLICATE, 'DUPLICATE_ALLOWANCE', [{ field: 'allowance_month', message: DUPLICATE }]);
        const at = now();
        const [row] = await insertAllowances(tx, [
          {
            allowance_child: kid.id,
            allowance_month: b.allowance_month,
            allowance_amount: toCents(b.allowance_amount),
            ...bank,
            allowance_state: '录入',
            allowance_steps: [step(user, '录入')],
            created_by: user.id,
            created_at: at,
            updated_at: at,
          },
        ]);
        await audit.write(
          {
            user: user.id,
            child: kid.id,
            type: '创建',
            information: {
              action: '录入保金',
              allowance: row.id,
              month: b.allowance_month,
              amount: b.allowance_amount,
            },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      });
    },

    async update(user: SessionUser, b: z.output<typeof updateAllowance.body>) {
      return inTransaction(db, async (tx) => {
        const old = await owned(tx, user, b.id);
        if (old.version !== b.version) throw new Conflict(STALE, 'STALE_VERSION');
        if (!CORRECTABLE_STATES.includes(old.allowance_state as AllowanceState))
          throw new Conflict(`“${old.allowance_state}”的保金不能修改`, 'ILLEGAL_STEP');
        const bank = bankFor(b, old);
        const resent = old.allowance_state !== '录入';
        const row = await updateAllowanceAt(
          tx,
          b.id,
          b.version,
          { allowance_amount: toCents(b.allowance_amount), ...bank, allowance_state: '录入', updated_at: now() },
          resent
            ? stepOf(
                ALLOWANCE_WORKFLOW.step('resend', old.allowance_state as AllowanceState, user.id, now()),
                '修改后重新提交',
              )
            : undefined,
        );
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            child: old.allowance_child,
            type: '修改',
            information: {
              action: resent ? '修改保金并重新提交' : '修改保金',
              allowance: row.id,
              before: toYuan(old.allowance_amount),
              after: b.allowance_amount,
            },
          },
          tx,
        );
        return { id: row.id, version: row.version, allowance_state: '录入' as const };
      });
    },

    async remove(user: SessionUser, b: { id: number; version: number }) {
      return inTransaction(db, async (tx) => {
        const old = await owned(tx, user, b.id);
        if (old.version !== b.version) throw new Conflict(STALE, 'STALE_VERSION');
        if (!CORRECTABLE_STATES.includes(old.allowance_state as AllowanceState))
          throw new Conflict(`“${old.allowance_state}”的保金不能删除`, 'ILLEGAL_STEP');
        const row = await updateAllowanceAt(tx, b.id, b.version, { deleted_at: now(), updated_at: now() });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        // the record names the child by id (record_child), never by a copy of its ID number (issue 26)
        const information = {
          action: '删除保金',
          allowance: row.id,
          month: old.allowance_month,
          amount: toYuan(old.allowance_amount),
        };
        await audit.write({ user: user.id, child: old.allowance_child, type: '删除', information }, tx);
        return { id: row.id };
      });
    },

    /** PUT allowance/check (保金核员). */
    check: (user: SessionUser, b: MoveBody) => move(user, 'check', b),
    /** PUT allowance/approve (保金批员). */
    approve: (user: SessionUser, b: MoveBody) => move(user, 'approve', b),

    async months(user: SessionUser, q: { year?: number }) {
      const rows = await monthSums(db, kidsOf(user), q.year);
      return {
        list: rows.map((r) => ({
          ...r,
          allowance_state: r.allowance_state as AllowanceState,
          amount: toYuan(r.amount),
        })),
      };
    },

    async warnings(user: SessionUser, q: z.output<typeof listAllowanceWarnings.query>) {
      const settings = await deps.settings();
      const { total, rows } = await pageWarnings(
        db,
        kidsOf(user),
        { ...q, min: toCents(settings.allowance_min), max: toCents(settings.allowance_max) },
        q.page,
        q.size,
      );
      const revealed = deps.revealed(user);
      const range = `${settings.allowance_min}–${settings.allowance_max} 元`;
      const message = (r: (typeof rows)[number]) =>
        ({
          退出仍发放: '该儿童已退出困境或留守儿童（或已删除），仍有批过的保金',
          同月重复发放: '同一银行账号同月收到多名儿童的保金，请核实',
          缺少银行信息: '缺少开户银行、银行账号或收款人',
          金额超出范围: `金额超出设定范围 ${range}`,
        })[r.kind] ?? '';
      return {
        total,
        range: { allowance_min: settings.allowance_min, allowance_max: settings.allowance_max },
        list: rows.map((r) => ({
          kind: r.kind as never,
          child: r.child,
          child_name: revealed
            ? r.child_name
            : masked({ revealed }, { child_name: r.child_name, child_idnumber: '' }).child_name,
          allowance: r.allowance,
          allowance_month: r.allowance_month,
          allowance_amount: r.allowance_amount === null ? null : toYuan(r.allowance_amount),
          message: message(r),
        })),
      };
    },

    /** POST allowance/import: check a sheet (dry run) or import it, all rows or none (import.ts). */
    import: createAllowanceImport({ db, now, audit, kidsOf, step }),
  };
}

export type AllowanceService = ReturnType<typeof createAllowanceService>;
