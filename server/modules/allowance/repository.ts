/**
 * The allowance tables (tables.ts): only the allowance module reads or writes them. Children are
 * read only through `kids`, the child module's scoped subquery (`childAllowanceKidsIn`: id, child_name, child_idnumber,
 * department_id, village_id, character_cs, character_ow, eligible), so every query here is the caller's scope.
 * Amounts are 分; a change is made at the version read.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nameKeyword } from '../../db/like';
import type { NameMatch } from '../../../domain/masking';
import { allowanceKids, allowances, type AllowanceStep } from './tables';

export type AllowanceRow = typeof allowances.$inferSelect;
export type BankRow = typeof allowanceKids.$inferSelect;
export type Kid = {
  id: number;
  child_name: string;
  child_idnumber: string;
  department_id: number | null;
  village_id: number | null;
  character_cs: boolean;
  character_ow: boolean;
  eligible: boolean;
};
export type KidLine = Kid & {
  allowance_bank: string | null;
  allowance_account: string | null;
  allowance_payee: string | null;
  bank_version: number | null;
  latest_id: number | null;
  latest_month: string | null;
  latest_amount: number | null;
  latest_state: string | null;
};
/** `nameMatch`: how `keyword` matches a name (domain/masking.ts `nameMatchFor`; whole when not given). */
export type KidFilter = {
  department?: number;
  village?: number;
  character?: 'cs' | 'ow';
  keyword?: string;
  bank_missing?: boolean;
  nameMatch?: NameMatch;
};
export type AllowanceFilter = {
  month?: string;
  states?: string[];
  department?: number;
  village?: number;
  keyword?: string;
  nameMatch?: NameMatch;
};
export type AllowanceLine = AllowanceRow & Pick<Kid, 'child_name' | 'child_idnumber' | 'department_id' | 'village_id'>;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
export const BANK_MISSING = sql`(b.child is null or b.allowance_bank = '' or b.allowance_account = '' or b.allowance_payee = '')`;

/** A keyword: the child's name as `nameMatch` says (server/db/like.ts `nameKeyword`), or the whole ID number. */
function keywordOf(keyword: string, nameMatch: NameMatch = 'whole'): SQL {
  return sql`(${nameKeyword(sql`k.child_name`, keyword, nameMatch)} or k.child_idnumber = ${keyword.trim().toUpperCase()})`;
}
function placeOf(f: { department?: number; village?: number }): SQL[] {
  return [
    f.department ? sql`k.department_id = ${f.department}` : undefined,
    f.village ? sql`k.village_id = ${f.village}` : undefined,
  ].filter((w): w is SQL => !!w);
}
const all = (where: SQL[]) => (where.length ? sql.join(where, sql` and `) : sql`true`);

/** One page of the eligible children of `kids` matching `f`, with their bank account and latest allowance, and the total. */
export async function pageKids(
  db: Db,
  kids: SQL,
  f: KidFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: KidLine[] }> {
  const where = [sql`k.eligible`, ...placeOf(f)];
  if (f.character) where.push(f.character === 'cs' ? sql`k.character_cs` : sql`k.character_ow`);
  if (f.keyword) where.push(keywordOf(f.keyword, f.nameMatch));
  if (f.bank_missing !== undefined) where.push(f.bank_missing ? BANK_MISSING : sql`not ${BANK_MISSING}`);
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from (${kids}) k left join ${allowanceKids} b on b.child = k.id where ${all(where)}`,
    ),
  );
  const rows = rowsOf<KidLine>(
    await db.execute(sql`
    select k.*, b.allowance_bank, b.allowance_account, b.allowance_payee, b.version as bank_version,
      l.id as latest_id, l.allowance_month as latest_month, l.allowance_amount as latest_amount, l.allowance_state as latest_state
    from (${kids}) k left join ${allowanceKids} b on b.child = k.id
    left join lateral (select a.id, a.allowance_month, a.allowance_amount, a.allowance_state from ${allowances} a
      where a.allowance_child = k.id and a.deleted_at is null order by a.allowance_month desc limit 1) l on true
    where ${all(where)} order by k.id desc limit ${size} offset ${(page - 1) * size}`),
  );
  return { total, rows };
}

/** The child `id` of `kids` (eligible or not), or undefined when out of scope. */
export async function kidById(db: Db, kids: SQL, id: number): Promise<Kid | undefined> {
  return rowsOf<Kid>(await db.execute(sql`select k.* from (${kids}) k where k.id = ${id}`))[0];
}

/** The eligible children of `kids` with these ID numbers (upper case), by ID number. */
export async function kidsByIdnumbers(db: Db, kids: SQL, idnumbers: string[]): Promise<Map<string, Kid>> {
  if (!idnumbers.length) return new Map();
  const rows = rowsOf<Kid>(
    await db.execute(
      sql`select k.* from (${kids}) k where k.eligible and k.child_idnumber in (${sql.join(
        idnumbers.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [r.child_idnumber, r]));
}

/** The bank accounts of these children, by child. */
export async function banksOf(db: Db, children: number[]): Promise<Map<number, BankRow>> {
  if (!children.length) return new Map();
  const rows = await db
    .select()
    .from(allowanceKids)
    .where(
      sql`${allowanceKids.child} in (${sql.join(
        children.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.child, r]));
}

/** Inserts the first bank account of a child; undefined when it has one already. */
export async function insertBank(db: Db, v: typeof allowanceKids.$inferInsert): Promise<BankRow | undefined> {
  const [row] = await db.insert(allowanceKids).values(v).onConflictDoNothing().returning();
  return row;
}

/** Sets a child's bank account if still at `version`; undefined when it is not. */
export async function updateBankAt(
  db: Db,
  child: number,
  version: number,
  set: Partial<typeof allowanceKids.$inferInsert>,
): Promise<BankRow | undefined> {
  const [row] = await db
    .update(allowanceKids)
    .set({ ...set, version: sql`${allowanceKids.version} + 1` })
    .where(and(eq(allowanceKids.child, child), eq(allowanceKids.version, version)))
    .returning();
  return row;
}

export async function insertAllowances(db: Db, values: (typeof allowances.$inferInsert)[]): Promise<AllowanceRow[]> {
  return values.length ? db.insert(allowances).values(values).returning() : [];
}

/** The children among `children` holding an allowance (not deleted) of `month`. */
export async function childrenPaidIn(db: Db, children: number[], month: string): Promise<Set<number>> {
  if (!children.length) return new Set();
  const rows = await db
    .select({ child: allowances.allowance_child })
    .from(allowances)
    .where(
      sql`${allowances.allowance_month} = ${month} and ${allowances.deleted_at} is null and ${allowances.allowance_child} in (${sql.join(
        children.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.child));
}

export const LINE = sql`a.*, k.child_name, k.child_idnumber, k.department_id, k.village_id`;
export const LINE_FROM = (kids: SQL) =>
  sql`from ${allowances} a join (${kids}) k on k.id = a.allowance_child where a.deleted_at is null`;
/** drizzle's raw rows keep column names: the timestamps come back as text or Date depending on the driver. */
export function line(r: Record<string, unknown>): AllowanceLine {
  const at = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    ...(r as AllowanceLine),
    created_at: at(r.created_at),
    updated_at: at(r.updated_at),
    deleted_at: r.deleted_at ? at(r.deleted_at) : null,
  };
}

/** One page of the allowances of `kids` matching `f`, the latest month first, and the total. */
export async function pageAllowances(
  db: Db,
  kids: SQL,
  f: AllowanceFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: AllowanceLine[] }> {
  const where = placeOf(f);
  if (f.month) where.push(sql`a.allowance_month = ${f.month}`);
  if (f.states?.length)
    where.push(
      sql`a.allowance_state in (${sql.join(
        f.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.keyword) where.push(keywordOf(f.keyword, f.nameMatch));
  const cond = sql`${LINE_FROM(kids)} and ${all(where)}`;
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total ${cond}`));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${LINE} ${cond} order by a.allowance_month desc, a.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
  );
  return { total, rows: rows.map(line) };
}

/** Allowance `id` of `kids` (not deleted), or undefined. */
export async function allowanceById(db: Db, kids: SQL, id: number): Promise<AllowanceLine | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${LINE} ${LINE_FROM(kids)} and a.id = ${id}`),
  );
  return row ? line(row) : undefined;
}

/** Sets `set` on allowance `id` if still at `version` and not deleted (the version goes up by one); undefined otherwise. */
export async function updateAllowanceAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof allowances.$inferInsert>,
  step?: AllowanceStep,
): Promise<AllowanceRow | undefined> {
  const [row] = await db
    .update(allowances)
    .set({
      ...set,
      version: sql`${allowances.version} + 1`,
      ...(step ? { allowance_steps: sql`${allowances.allowance_steps} || ${JSON.stringify([step])}::jsonb` } : {}),
    })
    .where(and(eq(allowances.id, id), eq(allowances.version, version), sql`${allowances.deleted_at} is null`))
    .returning();
  return row;
}
