/**
 * The review steps of the allowances (req allowance §3): 核过 / 核退 by 保金核员 from 录入, 批过 / 批退 by 保金批员 from
 * 核过, of the ticked allowances (each at the version read) or a whole month (with the count the screen showed), all or
 * none in one transaction. Each allowance moves through `applyMove` (ALLOWANCE_WORKFLOW: 409 STALE_VERSION, 409
 * ILLEGAL_STEP, 403, a reason for a 退); the batch leaves one operation record.
 */
import type { z } from 'zod';
import {
  ALLOWANCE_STAGES,
  ALLOWANCE_WORKFLOW,
  type AllowanceStage,
  type AllowanceState,
} from '../../../domain/allowances';
import type { approveAllowances } from '../../../domain/contracts/allowance';
import type { SessionUser } from '../../auth/guard';
import { applyMove } from '../../http/apply-move';
import { inTransaction } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { NO_ALLOWANCE, STALE, type AllowanceContext } from './context';
import { allowanceById, updateAllowanceAt } from './repository';
import { monthQueue } from './repository-months';

export type MoveBody = Omit<z.output<typeof approveAllowances.body>, 'state'> & { state: AllowanceState };

/** check and approve over `c` (see the module comment); each answers { count }. */
export function createAllowanceReview(c: AllowanceContext) {
  const { db, now, audit } = c;

  /** Moves `b`'s allowances one review stage on, all or none (see checkAllowances in the contract). */
  async function move(user: SessionUser, stage: AllowanceStage, b: MoveBody): Promise<{ count: number }> {
    const s = ALLOWANCE_STAGES[stage];
    const kids = c.kidsOf(user);
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
              c.stepOf(x, b.reason),
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
    /** PUT allowance/check (保金核员). */
    check: (user: SessionUser, b: MoveBody) => move(user, 'check', b),
    /** PUT allowance/approve (保金批员). */
    approve: (user: SessionUser, b: MoveBody) => move(user, 'approve', b),
  };
}
