/**
 * The registration tables (tables.ts): only the register module reads or writes them. A decision
 * is made at the version read and only on a 待审核 registration; SMS codes are counted per cellphone and per address
 * under transaction-scoped advisory locks on the address and the cellphone, so two requests at once cannot both pass a limit.
 */
import { and, count, desc, eq, gt, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { registrations, sms_codes } from './tables';

export type RegistrationRow = typeof registrations.$inferSelect;
export type RegistrationSelect = { town: number; state?: string; village?: number; keyword?: string };

/** The advisory-lock classes of the SMS limits (the first key of pg_advisory_xact_lock(int, int)): per cellphone, per address. */
const SMS_LOCK = 7301;
const SMS_ADDRESS_LOCK = 7302;

function where(f: RegistrationSelect): SQL {
  return and(
    eq(registrations.department_id, f.town),
    f.state ? eq(registrations.register_state, f.state) : undefined,
    f.village ? eq(registrations.village_id, f.village) : undefined,
    f.keyword
      ? or(
          ilike(registrations.nickname, likePattern(f.keyword)),
          ilike(registrations.cellphone, likePattern(f.keyword)),
        )
      : undefined,
  )!;
}

export async function insertRegistration(db: Db, values: typeof registrations.$inferInsert): Promise<RegistrationRow> {
  const [row] = await db.insert(registrations).values(values).returning();
  return row;
}

/** One page of the registrations of `f.town` matching `f`, newest first. */
export async function pageRegistrations(
  db: Db,
  f: RegistrationSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: RegistrationRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(registrations).where(cond);
  const rows = await db
    .select()
    .from(registrations)
    .where(cond)
    .orderBy(desc(registrations.created_at), desc(registrations.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function countRegistrations(db: Db, f: RegistrationSelect): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(registrations).where(where(f));
  return n;
}

/** Registration `id` of town `town`, or undefined. */
export async function registrationById(db: Db, id: number, town: number): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.department_id, town)));
  return row;
}

/** Sets `set` on registration `id` if still 待审核 at `version` (the version moves on); undefined otherwise. */
export async function decideAt(
  db: Db,
  id: number,
  version: number,
  pending: string,
  set: Partial<typeof registrations.$inferInsert>,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(registrations)
    .set({ ...set, version: sql`${registrations.version} + 1` })
    .where(and(eq(registrations.id, id), eq(registrations.version, version), eq(registrations.register_state, pending)))
    .returning();
  return row;
}

/** Sets `set` on the 待审核 registration of account `userId`, if there is one (the version moves on). */
export async function settleOfAccount(
  db: Db,
  userId: number,
  pending: string,
  set: Partial<typeof registrations.$inferInsert>,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(registrations)
    .set({ ...set, version: sql`${registrations.version} + 1` })
    .where(and(eq(registrations.user_id, userId), eq(registrations.register_state, pending)))
    .returning();
  return row;
}

/** Takes the transaction-scoped lock of `cellphone`'s SMS codes (released at commit or rollback). */
export async function lockCellphone(tx: Db, cellphone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, hashtext(${cellphone}))`);
}

/** Takes the transaction-scoped lock of the SMS codes sent from `address` (taken before the cellphone's). */
export async function lockAddress(tx: Db, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_ADDRESS_LOCK}, hashtext(${address}))`);
}

/** How many codes were sent to `cellphone` (or from `address`) since `since`. */
export async function countCodesSince(
  db: Db,
  by: { cellphone: string } | { address: string },
  since: Date,
): Promise<number> {
  const who = 'cellphone' in by ? eq(sms_codes.cellphone, by.cellphone) : eq(sms_codes.address, by.address);
  const [{ n }] = await db
    .select({ n: count() })
    .from(sms_codes)
    .where(and(who, gte(sms_codes.created_at, since)));
  return n;
}

export async function insertCode(db: Db, values: typeof sms_codes.$inferInsert): Promise<void> {
  await db.insert(sms_codes).values(values);
}

export type SmsCodeRow = typeof sms_codes.$inferSelect;

/** The latest code of `cellphone` still usable at `now` (unexpired, unused, fewer than `maxTries` wrong tries), or undefined. */
export async function usableCode(
  db: Db,
  cellphone: string,
  now: Date,
  maxTries: number,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(sms_codes)
    .where(
      and(
        eq(sms_codes.cellphone, cellphone),
        gt(sms_codes.expires_at, now),
        isNull(sms_codes.used_at),
        lt(sms_codes.tries, maxTries),
      ),
    )
    .orderBy(desc(sms_codes.created_at), desc(sms_codes.id))
    .limit(1);
  return row;
}

/** One more wrong try of code `id`. */
export async function addTry(db: Db, id: number): Promise<void> {
  await db
    .update(sms_codes)
    .set({ tries: sql`${sms_codes.tries} + 1` })
    .where(eq(sms_codes.id, id));
}

/** Spends code `id` (and every other code of its cellphone: one registration per code sent). */
export async function spendCodes(db: Db, cellphone: string, at: Date): Promise<void> {
  await db
    .update(sms_codes)
    .set({ used_at: at })
    .where(and(eq(sms_codes.cellphone, cellphone), isNull(sms_codes.used_at)));
}

/** Removes codes created before `before` (housekeeping: they count for no limit any more). */
export async function purgeCodes(db: Db, before: Date): Promise<void> {
  await db.delete(sms_codes).where(lt(sms_codes.created_at, before));
}
