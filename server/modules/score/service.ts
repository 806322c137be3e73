/**
 * Scores and prizes (issue 18; req scores §2, §3; domain/scores.ts, domain/contracts/score.ts):
 *
 * - `credit`: a task passed at the final review credits its score once (the task module calls it in the review's
 *   transaction; a second credit of the same task is a no-op);
 * - corrections (调整) and redemptions (兑换) change a volunteer's ledger under its lock and never take the balance
 *   below zero (409 NEGATIVE_BALANCE); a redemption also takes one from the prize's stock (409 OUT_OF_STOCK), all in
 *   one transaction; each leaves an operation record;
 * - a volunteer reads only their own ledger.
 */
import type { z } from 'zod';
import type {
  correctScore,
  createPrize,
  listScores,
  prizeItem,
  redeemPrize,
  scoreItem,
  updatePrize,
  updateScore,
} from '../../../domain/contracts/score';
import type { ScoreSource } from '../../../domain/scores';
import { inGroup } from '../../../domain/roles';
import { dayEnd, dayStart } from '../../http/china-days';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  balanceOf,
  insertPrize,
  insertScore,
  lockLedger,
  pagePrizes,
  pageScores,
  pageTotals,
  prizeById,
  scoreById,
  updatePrizeAt,
  updateScoreAt,
  type PrizeRow,
} from './repository';

export type ScoreDeps = { db: Db; now: () => Date; audit: AuditService; users: UserService };
type ScoreAnswer = z.input<typeof scoreItem>;
type PrizeAnswer = z.input<typeof prizeItem>;

const SHORT = '积分余额不足';
const STALE = '该记录已被他人修改，请刷新后重试';
const prizeOut = (p: PrizeRow): PrizeAnswer => ({
  id: p.id,
  prize_name: p.prize_name,
  prize_points: p.prize_points,
  prize_stock: p.prize_stock,
  prize_information: p.prize_information,
  version: p.version,
  created_at: p.created_at.toISOString(),
  updated_at: p.updated_at.toISOString(),
});

/** A prize's columns from a create or change body. */
const prizeColumns = (b: z.output<typeof createPrize.body>) => ({
  prize_name: b.prize_name,
  prize_points: b.prize_points,
  prize_stock: b.prize_stock,
  prize_information: { description: b.description },
});

export function createScoreService(deps: ScoreDeps) {
  const { db, now, audit, users } = deps;

  async function volunteerOrThrow(id: number, tx: Db) {
    const v = await users.activeAccount(id, tx);
    if (!v || !inGroup(v.role, 'volunteers'))
      throw new Invalid('请选择激活中的志愿者', [{ field: 'volunteer', message: '请选择激活中的志愿者' }]);
    return v;
  }

  return {
    /** The task module's credit of a task passed at the final review, in its transaction. */
    async credit(tx: Db, task: { id: number; volunteer: number; points: number }, at: Date): Promise<void> {
      await insertScore(tx, {
        score_volunteer: task.volunteer,
        score_source: '工单',
        score_points: task.points,
        score_task: task.id,
        created_at: at,
      });
    },

    async list(user: SessionUser, q: z.output<typeof listScores.query>) {
      const volunteer = inGroup(user.role, 'volunteers') ? user.id : q.volunteer;
      const range = { from: q.begin ? dayStart(q.begin) : undefined, to: q.end ? dayEnd(q.end) : undefined };
      const { total, rows } = await pageScores(
        db,
        { volunteer, sources: q.sources, prizestates: q.prizestates, ...range },
        q.page,
        q.size,
      );
      const names = await users.nicknames([
        ...new Set(rows.flatMap((r) => [r.score_volunteer, r.created_by]).filter(Boolean)),
      ]);
      const list: ScoreAnswer[] = rows.map((r) => ({
        id: r.id,
        score_volunteer: r.score_volunteer,
        volunteer_name: names.get(r.score_volunteer) ?? null,
        score_source: r.score_source as ScoreSource,
        score_points: r.score_points,
        score_task: r.score_task,
        score_prize: r.score_prize,
        score_prizestate: r.score_prizestate,
        score_information: r.score_information,
        created_by: r.created_by,
        created_by_name: names.get(r.created_by) ?? null,
        version: r.version,
        created_at: r.created_at.toISOString(),
      }));
      return { total, list, balance: volunteer ? await balanceOf(db, volunteer) : null };
    },

    async totals(q: { keyword?: string; page: number; size: number }) {
      const ids = q.keyword ? await users.idsMatching(q.keyword) : undefined;
      const { total, rows } = await pageTotals(db, ids, q.page, q.size);
      const people = await users.people(rows.map((r) => r.volunteer));
      return {
        total,
        list: rows.map((r) => ({ ...r, nickname: people.get(r.volunteer)?.nickname ?? `#${r.volunteer}` })),
      };
    },

    async correct(user: SessionUser, b: z.output<typeof correctScore.body>) {
      return inTransaction(db, async (tx) => {
        await volunteerOrThrow(b.volunteer, tx);
        await lockLedger(tx, b.volunteer);
        const balance = await balanceOf(tx, b.volunteer);
        if (balance + b.points < 0) throw new Conflict(`${SHORT}：当前 ${balance} 分`, 'NEGATIVE_BALANCE');
        const row = (await insertScore(tx, {
          score_volunteer: b.volunteer,
          score_source: '调整',
          score_points: b.points,
          score_information: { reason: b.reason },
          created_by: user.id,
          created_at: now(),
        }))!;
        await audit.write(
          {
            user: user.id,
            type: '修改',
            information: { action: '调整积分', volunteer: b.volunteer, points: b.points },
          },
          tx,
        ); // the reason is in the score's information
        return { id: row.id, balance: balance + b.points };
      });
    },

    async handOver(user: SessionUser, b: z.output<typeof updateScore.body>) {
      return inTransaction(db, async (tx) => {
        const row = await scoreById(tx, b.id);
        if (!row || row.score_source !== '兑换') throw new NotFound('该兑换记录不存在');
        if (row.score_prizestate === '已领取') throw new Conflict('该奖品已登记领取', 'ALREADY_HANDED');
        const saved = await updateScoreAt(tx, row.id, b.version, { score_prizestate: '已领取' });
        if (!saved) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write({ user: user.id, type: '修改', information: { action: '奖品已领取', score: row.id } }, tx);
        return { id: saved.id, version: saved.version };
      });
    },

    async prizes(q: { min?: number; max?: number; page: number; size: number }) {
      const { total, rows } = await pagePrizes(db, q, q.page, q.size);
      return { total, list: rows.map(prizeOut) };
    },
    async prize(id: number) {
      const row = await prizeById(db, id);
      if (!row) throw new NotFound('该奖品不存在');
      return { detail: prizeOut(row) };
    },
    async createPrize(user: SessionUser, b: z.output<typeof createPrize.body>) {
      const at = now();
      const row = await insertPrize(db, { ...prizeColumns(b), created_at: at, updated_at: at });
      await audit.write({ user: user.id, type: '创建', information: { action: '新增奖品', prize: row.id } });
      return { id: row.id, version: row.version };
    },
    async updatePrize(user: SessionUser, b: z.output<typeof updatePrize.body>) {
      const row = await updatePrizeAt(db, b.id, b.version, { ...prizeColumns(b), updated_at: now() });
      if (!row) throw new Conflict(STALE, 'STALE_VERSION');
      await audit.write({ user: user.id, type: '修改', information: { action: '修改奖品', prize: row.id } });
      return { id: row.id, version: row.version };
    },
    async deletePrize(user: SessionUser, b: { id: number; version: number }) {
      const row = await updatePrizeAt(db, b.id, b.version, { deleted_at: now(), updated_at: now() });
      if (!row) throw new Conflict(STALE, 'STALE_VERSION');
      await audit.write({
        user: user.id,
        type: '删除',
        information: { action: '删除奖品', prize: row.id, prize_name: row.prize_name },
      });
      return { id: row.id };
    },

    async redeem(user: SessionUser, b: z.output<typeof redeemPrize.body>) {
      return inTransaction(db, async (tx) => {
        await volunteerOrThrow(b.volunteer, tx);
        const prize = await prizeById(tx, b.prize, true);
        if (!prize) throw new NotFound('该奖品不存在');
        if (prize.prize_stock < 1) throw new Conflict('该奖品已无库存', 'OUT_OF_STOCK');
        await lockLedger(tx, b.volunteer);
        const balance = await balanceOf(tx, b.volunteer);
        if (balance < prize.prize_points)
          throw new Conflict(`${SHORT}：需要 ${prize.prize_points} 分，当前 ${balance} 分`, 'NEGATIVE_BALANCE');
        const at = now();
        await updatePrizeAt(tx, prize.id, prize.version, { prize_stock: prize.prize_stock - 1, updated_at: at });
        const row = (await insertScore(tx, {
          score_volunteer: b.volunteer,
          score_source: '兑换',
          score_points: -prize.prize_points,
          score_prize: prize.id,
          score_prizestate: '待领取',
          score_information: { prize_name: prize.prize_name },
          created_by: user.id,
          created_at: at,
        }))!;
        await audit.write(
          {
            user: user.id,
            type: '修改',
            information: { action: '兑换奖品', volunteer: b.volunteer, prize: prize.id, points: prize.prize_points },
          },
          tx,
        );
        return { id: row.id, balance: balance - prize.prize_points };
      });
    },
  };
}

export type ScoreService = ReturnType<typeof createScoreService>;
