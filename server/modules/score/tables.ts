/**
 * The score module's tables: the score ledger and the prizes (issue 16, issue 18).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { prizeItem, ScoreItem } from '../../../domain/contracts/score';

/**
 * The score ledger (issue 16, issue 18; req scores §2, §3): every credit and debit of a volunteer's points — a task
 * reviewed to 终过 (source 工单, once per task: the partial unique index), a manual correction (调整, with a reason), a
 * prize redeemed (兑换, negative, with the prize and whether it was handed over). Only the score module writes it.
 */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    score_volunteer: integer('score_volunteer').notNull(),
    score_source: text('score_source').notNull(),
    score_points: integer('score_points').notNull(),
    score_task: integer('score_task').notNull().default(0),
    score_prize: integer('score_prize').notNull().default(0),
    score_prizestate: text('score_prizestate').notNull().default(''),
    score_information: jsonb('score_information')
      .$type<ScoreItem['score_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    created_by: integer('created_by').notNull().default(0),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('scores_task_idx')
      .on(t.score_task)
      .where(sql`score_source = '工单'`),
    index('scores_volunteer_idx').on(t.score_volunteer, t.created_at),
  ],
);

/** Prizes a volunteer can redeem points for (req scores §3): name, cost in points, stock; a removed prize keeps its rows' history. */
export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    prize_name: text('prize_name').notNull(),
    prize_points: integer('prize_points').notNull(),
    prize_stock: integer('prize_stock').notNull(),
    prize_information: jsonb('prize_information')
      .$type<z.infer<typeof prizeItem>['prize_information']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('prizes_points_idx').on(t.prize_points)],
);
