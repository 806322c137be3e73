/**
 * Scores and prizes (req scores §2, §3; issue 18; domain/scores.ts): the ledger of volunteers' points, manual
 * corrections, the prizes and their redemption. The centre (中心领导, 中心管理) reads and manages them (scores / prizes);
 * a volunteer reads their own ledger (GET score/list: only their own entries, whatever `volunteer` says).
 */
import { z } from 'zod';
import { PRIZE_STATES, SCORE_CORRECTION_MAX, SCORE_SOURCES } from '../scores';
import {
  asking,
  defineCall,
  idField,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';
import { calendarDate } from './dates';

/** The most points a prize costs (and the bound of a cost filter: no query beyond the column's range). */
const PRIZE_POINTS_MAX = 100_000;

const day = calendarDate;

export const scoreItem = z.object({
  id: z.number(),
  score_volunteer: z.number(),
  volunteer_name: z.string().nullable(),
  score_source: z.enum(SCORE_SOURCES),
  score_points: z.number(),
  score_task: z.number(),
  score_prize: z.number(),
  score_prizestate: z.string(),
  score_information: z.object({
    reason: z.string().optional(),
    prize_name: z.string().optional(),
    task_name: z.string().optional(),
  }),
  created_by: z.number(),
  created_by_name: z.string().nullable(),
  version: z.number(),
  created_at: timestamp,
});
export type ScoreItem = z.infer<typeof scoreItem>;

/**
 * GET /api/score/list/for/sources/prizestates/begin/end?volunteer&sources&prizestates&begin&end&page&size (scores:query)
 * → { total, list, balance }: ledger entries, newest first; `balance` the volunteer's when one is asked (a volunteer:
 * always their own).
 */
export const listScores = defineCall({
  method: 'GET',
  path: '/api/score/list/for/sources/prizestates/begin/end',
  permission: { id: 'scores', action: 'query' },
  tag: 'score',
  summary: '积分明细',
  query: z.object({
    volunteer: idParam.optional(),
    sources: listParam(z.enum(SCORE_SOURCES)).optional(),
    prizestates: listParam(z.enum(PRIZE_STATES)).optional(),
    begin: day.optional(),
    end: day.optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(scoreItem), balance: z.number().nullable() }),
});

/** GET /api/score/totals?keyword&page&size (prizes:query) → { total, list }: each volunteer's earned, spent and balance (ScoreListCount; ours). */
export const listScoreTotals = defineCall({
  method: 'GET',
  path: '/api/score/totals',
  permission: { id: 'prizes', action: 'query' },
  tag: 'score',
  summary: '志愿者积分汇总',
  query: z.object({ keyword: z.string().trim().max(50).optional(), page: pageParam, size: sizeParam(20) }),
  response: z.object({
    total: z.number(),
    list: z.array(
      z.object({
        volunteer: z.number(),
        nickname: z.string(),
        earned: z.number(),
        spent: z.number(),
        balance: z.number(),
        tasks: z.number(),
      }),
    ),
  }),
});

/** POST /api/score { volunteer, points, reason } (prizes:add) → { id, balance }: a correction (调整); 409 NEGATIVE_BALANCE when it would take the balance below zero. */
export const correctScore = defineCall({
  method: 'POST',
  path: '/api/score',
  permission: { id: 'prizes', action: 'add' },
  tag: 'score',
  summary: '调整积分',
  body: z.object({
    volunteer: asking(idField, '选择志愿者'),
    points: z
      .number('请输入调整分值')
      .int()
      .min(-SCORE_CORRECTION_MAX)
      .max(SCORE_CORRECTION_MAX)
      .refine((n) => n !== 0, '调整分值不能为 0')
      .meta({ not: { enum: [0] } }),
    reason: z.string().trim().min(1, '请输入调整原因').max(200),
  }),
  response: z.object({ id: z.number(), balance: z.number() }),
});

/** PUT /api/score { id, version, prizestate: 已领取 } (prizes:edit) → { id, version }: a redemption handed over; 409 for another entry. */
export const updateScore = defineCall({
  method: 'PUT',
  path: '/api/score',
  permission: { id: 'prizes', action: 'edit' },
  tag: 'score',
  summary: '登记奖品已领取',
  body: z.object({ id: idField, version: versionField, prizestate: z.literal('已领取') }),
  response: z.object({ id: z.number(), version: z.number() }),
});

export const prizeItem = z.object({
  id: z.number(),
  prize_name: z.string(),
  prize_points: z.number(),
  prize_stock: z.number(),
  prize_information: z.object({ description: z.string().optional() }),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PrizeItem = z.infer<typeof prizeItem>;
const prizeFields = {
  prize_name: z.string().trim().min(1, '请输入奖品名称').max(50),
  prize_points: z.number('请输入所需积分').int().min(1, '所需积分至少为 1').max(PRIZE_POINTS_MAX),
  prize_stock: z.number('请输入库存').int().min(0, '库存不能为负').max(100_000),
  description: z.string().trim().max(500).default(''),
};

/** GET /api/prize/list/for/max/min?max&min&page&size (prizes:query) → { total, list }: the prizes whose cost lies in [min, max], cheapest first. */
export const listPrizes = defineCall({
  method: 'GET',
  path: '/api/prize/list/for/max/min',
  permission: { id: 'prizes', action: 'query' },
  tag: 'score',
  summary: '奖品列表（按积分区间）',
  query: z.object({
    max: z.coerce.number<number>().int().min(0).max(PRIZE_POINTS_MAX).optional(),
    min: z.coerce.number<number>().int().min(0).max(PRIZE_POINTS_MAX).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(prizeItem) }),
});

/** GET /api/prize/detail?id (prizes:get) → { detail }; 404 for a removed or unknown prize. */
export const getPrize = defineCall({
  method: 'GET',
  path: '/api/prize/detail',
  permission: { id: 'prizes', action: 'get' },
  tag: 'score',
  summary: '奖品详情',
  apiOnly: '奖品列表已给出全部字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: prizeItem }),
});

/** POST /api/prize { prize_name, prize_points, prize_stock, description } (prizes:add) → { id, version }. */
export const createPrize = defineCall({
  method: 'POST',
  path: '/api/prize',
  permission: { id: 'prizes', action: 'add' },
  tag: 'score',
  summary: '新增奖品',
  body: z.object(prizeFields),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/prize { id, version, …fields } (prizes:edit) → { id, version }; 409 STALE_VERSION. */
export const updatePrize = defineCall({
  method: 'PUT',
  path: '/api/prize',
  permission: { id: 'prizes', action: 'edit' },
  tag: 'score',
  summary: '修改奖品',
  body: z.object({ id: idField, version: versionField, ...prizeFields }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** DELETE /api/prize { id, version } (prizes:delete) → { id }: the prize leaves the list; its redemptions keep its name. */
export const deletePrize = defineCall({
  method: 'DELETE',
  path: '/api/prize',
  permission: { id: 'prizes', action: 'delete' },
  tag: 'score',
  summary: '删除奖品',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number() }),
});

/**
 * POST /api/prize/redeem { prize, volunteer } (prizes:edit) → { id, balance }: debits the prize's points from the
 * volunteer (兑换, 待领取) and takes one from stock, in one transaction under the volunteer's ledger lock; 409
 * NEGATIVE_BALANCE when the balance is short, 409 OUT_OF_STOCK when none is left.
 */
export const redeemPrize = defineCall({
  method: 'POST',
  path: '/api/prize/redeem',
  permission: { id: 'prizes', action: 'edit' },
  tag: 'score',
  summary: '兑换奖品',
  body: z.object({ prize: asking(idField, '请选择奖品'), volunteer: idField }),
  response: z.object({ id: z.number(), balance: z.number() }),
});
