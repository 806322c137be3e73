/**
 * The user module's table: the accounts (req gta §3; issue 15).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    cellphone: text('cellphone').notNull(),
    nickname: text('nickname').notNull(),
    /** scrypt$N$r$p$salt$hash; null: the account cannot sign in. */
    password_hash: text('password_hash'),
    role: text('role').notNull(),
    /** 激活 | 停用 */
    state: text('state').notNull().default('激活'),
    department_id: integer('department_id'),
    village_id: integer('village_id'),
    information: jsonb('information')
      .$type<{ contact_cellphone?: string; wechat_openid?: string }>()
      .notNull()
      .default({}),
    /** Set by an administrator's password reset: the user must choose a new password at next sign-in (issue 15). */
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** Optimistic-concurrency version of an administrator's account writes. */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_cellphone_idx').on(t.cellphone), index('users_village_role_idx').on(t.village_id, t.role)],
);
