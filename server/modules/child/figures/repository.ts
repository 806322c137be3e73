/**
 * The child table read for other purposes than the child screens (only this module touches the table): the places of
 * the children for the statistics (issue 18), the children an allowance may be paid for (issue 19) and the data
 * warnings' children (issue 19) — subqueries and aggregates handed to other modules through the child service or
 * index.ts. Moved out of ../repository.ts when it passed 300 lines.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChildScope } from '../../../../domain/scope';
import type { Db } from '../../../db/client';
import { children } from '../tables';
import { rowsOf, scopeWhere, type ChildRow } from '../repository';
import { birthOf } from '../repository-lists';

/**
 * The children in `scope` (not deleted; living in town `department` when given) with their town and village, as a
 * subquery of columns `id, town, village` (0 for no place): how the task and record modules group their figures by
 * place (domain/statistics.ts) without reading this table themselves.
 */
export function childPlacesIn(scope: ChildScope, place: { department?: number } = {}): SQL {
  const where = and(
    scopeWhere(scope),
    isNull(children.deleted_at),
    place.department ? eq(children.department_id, place.department) : undefined,
  );
  return sql`select ${children.id} as id, coalesce(${children.department_id}, 0) as town, coalesce(${children.village_id}, 0) as village from ${children} where ${where}`;
}

/** How many children (not deleted) of `scope` live in each town or village (`by`), of town `department` when given. */
export async function countChildrenByPlace(
  db: Db,
  scope: ChildScope,
  by: 'town' | 'village',
  place: { department?: number } = {},
): Promise<Map<number, number>> {
  const places = childPlacesIn(scope, place);
  const column = by === 'town' ? sql.raw('town') : sql.raw('village');
  const rows = rowsOf<{ place: number; n: number }>(
    await db.execute(sql`select p.${column} as place, count(*)::int as n from (${places}) p group by p.${column}`),
  );
  return new Map(rows.map((r) => [Number(r.place), Number(r.n)]));
}

/** The marginal minors (gta, not quit, not deleted) of `scope` by town and escort level (information.important.escort_level; '' for none). */
export async function gtaMinorsByTownLevel(
  db: Db,
  scope: ChildScope,
  place: { department?: number } = {},
): Promise<{ town: number; level: string; n: number }[]> {
  const where = and(
    scopeWhere(scope),
    isNull(children.deleted_at),
    eq(children.character_gta, true),
    eq(children.character_gta_quit, false),
    place.department ? eq(children.department_id, place.department) : undefined,
  );
  const level = sql`coalesce(${children.information}->'important'->>'escort_level', '')`;
  const rows = rowsOf<{ town: number; level: string; n: number }>(
    await db.execute(
      sql`select coalesce(${children.department_id}, 0) as town, ${level} as level, count(*)::int as n from ${children} where ${where} group by 1, 2`,
    ),
  );
  return rows.map((r) => ({ town: Number(r.town), level: r.level, n: Number(r.n) }));
}

/**
 * The children of `scope` for the allowance module (domain/allowances.ts), as a subquery of columns `id, child_name,
 * child_idnumber, department_id, village_id, character_cs, character_ow, eligible`, deleted ones included: `eligible` is
 * cs or ow, not deleted and genre not 退出 (who may be paid). The allowance module reads children only through this.
 */
export function childAllowanceKidsIn(scope: ChildScope): SQL {
  const eligible = sql`((${children.character_cs} or ${children.character_ow}) and ${children.deleted_at} is null and ${children.genre} <> '退出')`;
  return sql`select ${children.id} as id, ${children.child_name} as child_name, ${children.child_idnumber} as child_idnumber,
    ${children.department_id} as department_id, ${children.village_id} as village_id, ${children.character_cs} as character_cs,
    ${children.character_ow} as character_ow, ${eligible} as eligible from ${children} where ${scopeWhere(scope)}`;
}

// ——— The data warnings (domain/warnings.ts): children in care matching a warning, and villages with children ———

/** A child warning: no finished work order among `served` (a subquery of child ids, the task module's), turned 18 by `cutoff`, or a name-and-birth duplicate. */
export type ChildWarningSelect =
  { kind: 'unserved'; served: SQL } | { kind: 'adult'; cutoff: string } | { kind: 'duplicate' };

const IN_CARE = sql`${children.deleted_at} is null and ${children.genre} <> '退出'`;
const nameBirthOf = sql`${children.child_name} || '|' || ${birthOf}`;

function warningWhere(scope: ChildScope, w: ChildWarningSelect): SQL {
  const base = and(scopeWhere(scope), IN_CARE)!;
  switch (w.kind) {
    case 'unserved':
      return and(base, sql`${children.id} not in (${w.served})`)!;
    case 'adult':
      return and(base, sql`length(${children.child_idnumber}) = 18 and ${birthOf} <= ${w.cutoff}`)!;
    case 'duplicate':
      return and(
        base,
        sql`${nameBirthOf} in (select c3.child_name || '|' || substring(c3.child_idnumber from 7 for 8) from ${children} c3
      where c3.deleted_at is null and c3.genre <> '退出' group by 1 having count(*) > 1)`,
      )!;
  }
}

function warningOrder(w: ChildWarningSelect): SQL[] {
  if (w.kind === 'adult') return [sql`${birthOf}`, asc(children.id)];
  return [sql`${children.department_id} nulls last`, sql`${children.village_id} nulls last`, asc(children.id)];
}

/** How many children in care of `scope` match warning `w`. */
export async function countWarningChildren(db: Db, scope: ChildScope, w: ChildWarningSelect): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(children).where(warningWhere(scope, w));
  return n;
}

/**
 * One page of the children in care of `scope` matching warning `w`, and the total. A duplicate's group comes together,
 * groups ordered by their first child's id, each row with `group`: the group's ordinal in the whole list (1, 2 …;
 * issue 26: an ordinal, never anything computed from the name or birth date the group shares); other kinds: group 0.
 */
export async function pageWarningChildren(
  db: Db,
  scope: ChildScope,
  w: ChildWarningSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: (ChildRow & { group: number })[] }> {
  const total = await countWarningChildren(db, scope, w);
  if (w.kind !== 'duplicate') {
    const rows = await db
      .select()
      .from(children)
      .where(warningWhere(scope, w))
      .orderBy(...warningOrder(w))
      .limit(size)
      .offset((page - 1) * size);
    return { total, rows: rows.map((r) => ({ ...r, group: 0 })) };
  }
  // the window functions run over every matching row before the limit: a group's ordinal is its place in the whole list
  const keyed = rowsOf<{ id: number; grp: number }>(
    await db.execute(sql`
    select k.id, dense_rank() over (order by k.first)::int as grp
    from (select ${children.id} as id, min(${children.id}) over (partition by ${nameBirthOf}) as first from ${children} where ${warningWhere(scope, w)}) k
    order by k.first, k.id limit ${size} offset ${(page - 1) * size}`),
  );
  if (!keyed.length) return { total, rows: [] };
  const rows = await db
    .select()
    .from(children)
    .where(
      inArray(
        children.id,
        keyed.map((k) => k.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total,
    rows: keyed.filter((k) => byId.has(k.id)).map((k) => ({ ...byId.get(k.id)!, group: Number(k.grp) })),
  };
}

/** How many children in care of `scope` live in each village (with its town), villages only. */
export async function childrenInCareByVillage(
  db: Db,
  scope: ChildScope,
): Promise<{ village: number; town: number; n: number }[]> {
  const rows = await db
    .select({ village: children.village_id, town: children.department_id, n: count() })
    .from(children)
    .where(and(scopeWhere(scope), IN_CARE, isNotNull(children.village_id)))
    .groupBy(children.village_id, children.department_id);
  return rows.map((r) => ({ village: r.village!, town: r.town ?? 0, n: Number(r.n) }));
}
