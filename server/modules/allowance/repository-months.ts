/**
 * The month-level queries of the allowance tables (tables.ts; see repository.ts): a review queue of a month, the month
 * sums, the computed warnings and the approved allowances of a month (the bank's sheet). Children are read only through `kids`, the child module's scoped subquery, so every
 * query here is the caller's scope. Amounts are 分.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BANK_MISSING, line, LINE, LINE_FROM, rowsOf, type AllowanceLine } from './repository';
import { allowanceKids, allowances } from './tables';

/** The ids and versions of the allowances of `kids` in `month` and state `from`. */
export async function monthQueue(
  db: Db,
  kids: SQL,
  month: string,
  from: string,
): Promise<{ id: number; version: number }[]> {
  return rowsOf<{ id: number; version: number }>(
    await db.execute(
      sql`select a.id, a.version ${LINE_FROM(kids)} and a.allowance_month = ${month} and a.allowance_state = ${from}`,
    ),
  );
}

/** Counts and sums (分) by month and state of the allowances of `kids`, of `year` when given. */
export async function monthSums(
  db: Db,
  kids: SQL,
  year?: number,
): Promise<{ allowance_month: string; allowance_state: string; count: number; amount: number }[]> {
  const rows = rowsOf<{ allowance_month: string; allowance_state: string; count: number; amount: number }>(
    await db.execute(sql`
    select a.allowance_month, a.allowance_state, count(*)::int as count, sum(a.allowance_amount)::float8 as amount ${LINE_FROM(kids)}
    ${year ? sql`and a.allowance_month like ${`${year}-%`}` : sql``} group by a.allowance_month, a.allowance_state order by a.allowance_month desc, a.allowance_state`),
  );
  return rows.map((r) => ({ ...r, count: Number(r.count), amount: Number(r.amount) }));
}

export type WarningRow = {
  kind: string;
  child: number;
  child_name: string;
  allowance: number | null;
  allowance_month: string | null;
  allowance_amount: number | null;
};

/**
 * One page of the warnings of `kids` (domain/allowances.ts WARNING_KINDS), of `month` when given, amounts outside
 * `min` … `max` 分, and the total: 退出仍发放, 同月重复发放, 缺少银行信息 (of now), 金额超出范围.
 */
export async function pageWarnings(
  db: Db,
  kids: SQL,
  f: { month?: string; kind?: string; min: number; max: number },
  page: number,
  size: number,
): Promise<{ total: number; rows: WarningRow[] }> {
  const month = f.month ? sql`and a.allowance_month = ${f.month}` : sql``;
  const parts: Record<string, SQL> = {
    退出仍发放: sql`select '退出仍发放' as kind, k.id as child, k.child_name, a.id as allowance, a.allowance_month, a.allowance_amount ${LINE_FROM(kids)} ${month}
      and a.allowance_state = '批过' and not k.eligible`,
    同月重复发放: sql`select '同月重复发放' as kind, k.id as child, k.child_name, a.id as allowance, a.allowance_month, a.allowance_amount ${LINE_FROM(kids)} ${month}
      and a.allowance_state = '批过' and exists (select 1 from ${allowances} o where o.allowance_account = a.allowance_account and o.allowance_month = a.allowance_month
      and o.allowance_state = '批过' and o.deleted_at is null and o.allowance_child <> a.allowance_child)`,
    缺少银行信息: sql`select '缺少银行信息' as kind, k.id as child, k.child_name, null::int as allowance, null::text as allowance_month, null::int as allowance_amount
      from (${kids}) k left join ${allowanceKids} b on b.child = k.id where k.eligible and ${BANK_MISSING}`,
    金额超出范围: sql`select '金额超出范围' as kind, k.id as child, k.child_name, a.id as allowance, a.allowance_month, a.allowance_amount ${LINE_FROM(kids)} ${month}
      and (a.allowance_amount < ${f.min} or a.allowance_amount > ${f.max})`,
  };
  const chosen = f.kind ? [parts[f.kind]] : Object.values(parts);
  const union = sql.join(
    chosen.map((p) => sql`(${p})`),
    sql` union all `,
  );
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${union}) w`));
  const rows = rowsOf<WarningRow>(
    await db.execute(
      sql`select * from (${union}) w order by w.allowance_month desc nulls last, w.kind, w.child limit ${size} offset ${(page - 1) * size}`,
    ),
  );
  return { total, rows };
}

/** How many allowances of `kids` (not deleted) are in each state in `month`. */
export async function monthCounts(db: Db, kids: SQL, month: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ allowance_state: string; count: number }>(
    await db.execute(
      sql`select a.allowance_state, count(*)::int as count ${LINE_FROM(kids)} and a.allowance_month = ${month} group by a.allowance_state`,
    ),
  );
  return new Map(rows.map((r) => [r.allowance_state, Number(r.count)]));
}

/** The 批过 allowances of `kids` in `month` (the bank's sheet), by town, village and id. */
export async function approvedIn(db: Db, kids: SQL, month: string): Promise<AllowanceLine[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${LINE} ${LINE_FROM(kids)} and a.allowance_month = ${month} and a.allowance_state = '批过'
      order by k.department_id nulls last, k.village_id nulls last, a.id`,
    ),
  );
  return rows.map(line);
}
