/**
 * The register module's tables (domain/registrations.ts): a volunteer's self-registration (req register §1
 * /user/register) and the SMS codes sent (only a hash of the code; the rows of the last hour are the rate limit).
 * Only the module's repository (and, for a table another module must join, that module's repository) imports it;
 * drizzle-kit reads every module's tables.ts (drizzle.config.ts).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    /** The account created (users.id). */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    cellphone: text('cellphone').notNull(),
    nickname: text('nickname').notNull(),
    /** The town (镇街委员会) and village (社区村居) the volunteer serves. */
    department_id: integer('department_id').notNull(),
    village_id: integer('village_id').notNull(),
    /** 待审核 | 激活 | 拒绝 */
    register_state: text('register_state').notNull().default('待审核'),
    /** When the user agreement and the privacy notice were accepted (the submit). */
    agreement_at: timestamp('agreement_at', { withTimezone: true }).notNull(),
    reviewed_by: integer('reviewed_by'),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    review_reason: text('review_reason'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('registrations_town_state_idx').on(t.department_id, t.register_state),
    index('registrations_user_idx').on(t.user_id),
  ],
);

export const sms_codes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    cellphone: text('cellphone').notNull(),
    /** sha256 of `cellphone:code`; the code itself is never stored. */
    code_hash: text('code_hash').notNull(),
    /** The caller's address (the per-address limit). */
    address: text('address').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against it; at SMS_MAX_TRIES it is spent. */
    tries: integer('tries').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_cellphone_idx').on(t.cellphone, t.created_at),
    index('sms_codes_address_idx').on(t.address, t.created_at),
  ],
);
