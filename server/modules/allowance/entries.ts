/**
 * The writes of 保金管理 and 中心管理 on one allowance (req allowance §3; docs/decisions-allowance.md): 录入 (create, the
 * bank account given or the child's saved one, one per child and month: 409 DUPLICATE_ALLOWANCE), 修改 (in 录入, 核退
 * or 批退; a returned one goes back to 录入, sent again) and 删除 (soft, in 录入, 核退 or 批退). Each is at the version
 * read (409 STALE_VERSION), refuses another state (409 ILLEGAL_STEP) and leaves an operation record in its transaction.
 */
import type { z } from 'zod';
import {
  ALLOWANCE_WORKFLOW,
  CORRECTABLE_STATES,
  toCents,
  toYuan,
  type AllowanceState,
} from '../../../domain/allowances';
import type { createAllowance, updateAllowance } from '../../../domain/contracts/allowance';
import type { SessionUser } from '../../auth/guard';
import { inTransaction } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import { bankFor } from './bank';
import { DUPLICATE, NO_BANK, NO_KID, STALE, type AllowanceContext } from './context';
import { banksOf, childrenPaidIn, insertAllowances, kidById, updateAllowanceAt } from './repository';

/** The reason a resent allowance's step carries. */
const RESENT = '修改后重新提交';

/** create, update and remove over `c` (see the module comment). */
export function createAllowanceEntries(c: AllowanceContext) {
  const { db, now, audit } = c;
  return {
    async create(user: SessionUser, b: z.output<typeof createAllowance.body>) {
      return inTransaction(db, async (tx) => {
        const kid = await kidById(tx, c.kidsOf(user), b.child);
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
            allowance_steps: [c.step(user, '录入')],
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
        const old = await c.owned(tx, user, b.id);
        if (old.version !== b.version) throw new Conflict(STALE, 'STALE_VERSION');
        if (!CORRECTABLE_STATES.includes(old.allowance_state as AllowanceState))
          throw new Conflict(`“${old.allowance_state}”的保金不能修改`, 'ILLEGAL_STEP');
        const bank = bankFor(b, old);
        const set = {
          allowance_amount: toCents(b.allowance_amount),
          ...bank,
          allowance_state: '录入' as const,
          updated_at: now(),
        };
        const resent = old.allowance_state !== '录入';
        // a returned one (核退, 批退) is sent again by the workflow's `resend` move (ALLOWANCE_WORKFLOW, applyMove: the
        // version, the state, the caller's allowances:edit); one still in 录入 is only corrected
        const row = resent
          ? (
              await applyMove({
                tx,
                at: now(),
                workflow: ALLOWANCE_WORKFLOW,
                move: 'resend',
                row: { state: old.allowance_state, version: old.version },
                version: b.version,
                caller: user,
                errors: {
                  stale: () => new Conflict(STALE, 'STALE_VERSION'),
                  illegal: (from) => new Conflict(`“${from}”的保金不能修改`, 'ILLEGAL_STEP'),
                },
                save: (x) => updateAllowanceAt(tx, b.id, b.version, set, c.stepOf(x, RESENT)),
              })
            ).saved
          : await updateAllowanceAt(tx, b.id, b.version, set);
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
        const old = await c.owned(tx, user, b.id);
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
  };
}
