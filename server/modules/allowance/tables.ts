/**
 * The allowance module's tables (保金; domain/allowances.ts, docs/decisions-allowance.md): the children's bank
 * accounts (allowance_kids) and the monthly allowances (allowances).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from '../child/tables';

/** A child's bank account for allowances (AllowanceManage): one row per child, changed at the version read. */
export const allowanceKids = pgTable('allowance_kids', {
  child: integer('child')
    .primaryKey()
    .references(() => children.id),
  allowance_bank: text('allowance_bank').notNull(),
  allowance_account: text('allowance_account').notNull(),
  allowance_payee: text('allowance_payee').notNull(),
  version: integer('version').notNull().default(1),
  updated_by: integer('updated_by').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One step of an allowance: the state it went to, who, when (ISO) and why. */
export type AllowanceStep = { allowance_state: string; user: number; at: string; reason: string };

/**
 * A monthly allowance (保金): the child, the month (YYYY-MM), the amount in 分, the bank account it is paid into (copied
 * from the child's at entry), its state and its steps. One per child and month among those not deleted.
 */
export const allowances = pgTable(
  'allowances',
  {
    id: serial('id').primaryKey(),
    allowance_child: integer('allowance_child')
      .notNull()
      .references(() => children.id),
    allowance_month: text('allowance_month').notNull(),
    /** 分 (元 × 100). */
    allowance_amount: integer('allowance_amount').notNull(),
    allowance_bank: text('allowance_bank').notNull(),
    allowance_account: text('allowance_account').notNull(),
    allowance_payee: text('allowance_payee').notNull(),
    allowance_state: text('allowance_state').notNull(),
    allowance_steps: jsonb('allowance_steps').$type<AllowanceStep[]>().notNull().default([]),
    created_by: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('allowances_child_month_idx')
      .on(t.allowance_child, t.allowance_month)
      .where(sql`deleted_at is null`),
    index('allowances_month_state_idx').on(t.allowance_month, t.allowance_state),
    index('allowances_account_idx').on(t.allowance_account, t.allowance_month),
  ],
);
