/**
 * Allowances (保金; domain/contracts/allowance.ts, domain/allowances.ts, docs/decisions-allowance.md): the eligible
 * children and their bank accounts, the monthly allowances and their review steps (录入 → 核过 / 核退 → 批过 / 批退, a
 * returned one corrected back to 录入), the month sums and the computed warnings. Every read is the caller's scope (the
 * child module's subquery); every change is at the version read (409 STALE_VERSION), refuses an illegal step (409
 * ILLEGAL_STEP) and leaves an operation record in its transaction. The operations live in entries.ts (录入, 修改, 删除),
 * review.ts (核 / 批), warnings.ts, import.ts and export.ts (the bank's sheet, the import template); the reads and the bank accounts here.
 */
import type { z } from 'zod';
import { toYuan, type AllowanceState } from '../../../domain/allowances';
import type { listAllowanceKids, listAllowances, saveAllowanceKid } from '../../../domain/contracts/allowance';
import { nameMatchFor } from '../../../domain/masking';
import type { SessionUser } from '../../auth/guard';
import { inTransaction } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { allowanceContext, NO_KID, type AllowanceDeps } from './context';
import { createAllowanceEntries } from './entries';
import { createAllowanceExport } from './export';
import { createAllowanceImport } from './import';
import { allowanceOut, kidOut } from './present';
import { insertBank, kidById, pageAllowances, pageKids, updateBankAt } from './repository';
import { monthSums } from './repository-months';
import { createAllowanceReview } from './review';
import { createAllowanceWarnings } from './warnings';

export type { AllowanceDeps } from './context';
export { DUPLICATE, NO_BANK, STALE } from './context';

export function createAllowanceService(deps: AllowanceDeps) {
  const c = allowanceContext(deps);
  const { db, now, audit } = c;

  return {
    /** GET allowance/kid/list/for/audit: the eligible children with bank account and latest allowance. */
    async kids(user: SessionUser, q: z.output<typeof listAllowanceKids.query>) {
      const { total, rows } = await pageKids(
        db,
        c.kidsOf(user),
        { ...q, nameMatch: nameMatchFor(deps.revealed(user)) },
        q.page,
        q.size,
      );
      const s = await c.shown(user, rows);
      return { total, list: rows.map((r) => kidOut(r, s)) };
    },

    /** PUT allowance/kid: a child's bank account (the first without a version). */
    async saveKid(user: SessionUser, b: z.output<typeof saveAllowanceKid.body>) {
      return inTransaction(db, async (tx) => {
        const kid = await kidById(tx, c.kidsOf(user), b.child);
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
        c.kidsOf(user),
        { ...q, nameMatch: nameMatchFor(deps.revealed(user)) },
        q.page,
        q.size,
      );
      const s = await c.shown(
        user,
        rows,
        rows.map((r) => r.created_by),
      );
      return { total, list: rows.map((r) => allowanceOut(r, s)) };
    },

    async detail(user: SessionUser, id: number) {
      const row = await c.owned(db, user, id);
      const steps = row.allowance_steps ?? [];
      const s = await c.shown(user, [row], [row.created_by, ...steps.map((x) => x.user)]);
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

    ...createAllowanceEntries(c),
    ...createAllowanceReview(c),

    async months(user: SessionUser, q: { year?: number }) {
      const rows = await monthSums(db, c.kidsOf(user), q.year);
      return {
        list: rows.map((r) => ({
          ...r,
          allowance_state: r.allowance_state as AllowanceState,
          amount: toYuan(r.amount),
        })),
      };
    },

    warnings: createAllowanceWarnings(c),

    /** POST allowance/import: check a sheet (dry run) or import it, all rows or none (import.ts). */
    import: createAllowanceImport({ db, now, audit, kidsOf: c.kidsOf, step: c.step }),

    /** GET allowance/export (the bank's sheet of an approved month) and GET allowance/import/template (export.ts). */
    ...createAllowanceExport(c),
  };
}

export type AllowanceService = ReturnType<typeof createAllowanceService>;
