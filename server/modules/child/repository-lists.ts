/**
 * The list queries of the children lists (issue 15 "The /children lists"; req children §9), split from repository.ts:
 * one WHERE builder for every filter, the paged, the unpaged (export) and the twin queries, always inside the caller's scope.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ChildFilterQuery } from '../../../domain/contracts/child';
import type { NameMatch } from '../../../domain/masking';
import type { ChildScope } from '../../../domain/scope';
import type { Db } from '../../db/client';
import { subsins } from '../sin/tables';
import { children } from './tables';
import { keywordWhere, rowsOf, scopeWhere, type ChildRow } from './repository';

// ——— The list queries of the children lists (issue 15 "The /children lists"; req children §9): one WHERE builder for
// every filter of `childFilterQuery`, always ANDed with the caller's scope, and the paged, the unpaged (export)
// and the twin queries. Deleted children appear only when `deleted: true` is asked (the service allows that
// only to children:delete roles). ———

/** Filters beyond the query's: the calls of req children §9 that pick children by a person or a list. */
export type ChildSelect = ChildFilterQuery & {
  ids?: number[];
  idnumbers?: string[];
  controller?: number;
  dominator?: number;
  assistant?: number;
  genres?: string[];
  /** Only children in care now: not deleted, genre not 退出, not exited from gta (…/idnumbers/real). */
  real?: boolean;
  /** The ids of the children carrying the asked tags (`labels`), as the label module's subquery (server/services.ts wires it). */
  labelled?: SQL;
  /** How `keyword` matches a name (domain/masking.ts `nameMatchFor`); whole when not given. */
  nameMatch?: NameMatch;
};

const important = (key: string) => sql`${children.information} -> 'important' ->> ${key}`;

/** The WHERE of `f` inside `scope`. */
export function childWhere(scope: ChildScope, f: ChildSelect): SQL {
  const where: (SQL | undefined)[] = [
    scopeWhere(scope),
    f.deleted ? isNotNull(children.deleted_at) : isNull(children.deleted_at),
  ];
  if (f.department) where.push(eq(children.department_id, f.department));
  if (f.village) where.push(eq(children.village_id, f.village));
  if (f.character) where.push(eq(children[`character_${f.character}`], true));
  if (f.genre) where.push(eq(children.genre, f.genre));
  if (f.genres?.length) where.push(inArray(children.genre, f.genres));
  if (f.level) where.push(eq(children.level, f.level));
  if (f.ranking) where.push(eq(children.ranking, f.ranking));
  if (f.emphasis !== undefined) where.push(eq(children.emphasis, f.emphasis));
  if (f.gta_quit !== undefined) where.push(eq(children.character_gta_quit, f.gta_quit));
  if (f.girl_level) where.push(sql`${important('girl_level')} = ${f.girl_level}`);
  if (f.escort_level) where.push(sql`${important('escort_level')} = ${f.escort_level}`);
  if (f.gender) {
    where.push(sql`coalesce(${children.information} -> 'investigate_cs' ->> 'child_gender', ${children.information} -> 'investigate_ow' ->> 'child_gender',
      ${children.information} -> 'investigate_gta' ->> 'child_gender') = ${f.gender}`);
  }
  if (f.keyword) where.push(keywordWhere(f.keyword, f.nameMatch ?? 'whole'));
  if (f.helper)
    where.push(
      sql`exists (select 1 from jsonb_each(${children.helpers}) h where h.value ->> 'id' = ${String(f.helper)})`,
    );
  if (f.vacant) where.push(sql`coalesce(${children.helpers} -> ${f.vacant} ->> 'id', '') in ('', '0')`);
  if (f.ids) where.push(f.ids.length ? inArray(children.id, f.ids) : sql`false`);
  if (f.idnumbers)
    where.push(
      f.idnumbers.length
        ? inArray(
            children.child_idnumber,
            f.idnumbers.map((n) => n.toUpperCase()),
          )
        : sql`false`,
    );
  if (f.controller) where.push(eq(children.controller, f.controller));
  if (f.dominator) where.push(eq(children.dominator, f.dominator));
  if (f.assistant) where.push(sql`${children.assistants} @> ${JSON.stringify([f.assistant])}::jsonb`);
  // SinList: the minors named in a dynamic-management case (the one read of the subsins table outside the sin module)
  if (f.sins) where.push(sql`exists (select 1 from ${subsins} where ${subsins.subsin_child} = ${children.id})`);
  if (f.out_of_town)
    where.push(
      isNotNull(children.birth_department_id),
      sql`${children.department_id} is distinct from ${children.birth_department_id}`,
    );
  if (f.real) where.push(ne(children.genre, '退出'), eq(children.character_gta_quit, false));
  // the tags (the child_labels table is the label module's: it hands the subquery in); asked without one wired: nothing matches
  if (f.labels?.length) where.push(f.labelled ? sql`${children.id} in (${f.labelled})` : sql`false`);
  return and(...where)!;
}

const ORDER = [desc(children.updated_at), desc(children.id)];

/** One page of the children matching `f` in `scope`, newest change first, and the total. */
export async function pageChildren(
  db: Db,
  scope: ChildScope,
  f: ChildSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: ChildRow[] }> {
  const cond = childWhere(scope, f);
  const [{ total }] = await db.select({ total: count() }).from(children).where(cond);
  const rows = await db
    .select()
    .from(children)
    .where(cond)
    .orderBy(...ORDER)
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** Every child matching `f` in `scope`, in batches of `batch` (an export: never the whole table in memory at once). */
export async function* allChildren(db: Db, scope: ChildScope, f: ChildSelect, batch = 500): AsyncGenerator<ChildRow[]> {
  const cond = childWhere(scope, f);
  for (let lastId = 0; ;) {
    const rows = await db
      .select()
      .from(children)
      .where(and(cond, sql`${children.id} > ${lastId}`))
      .orderBy(asc(children.id))
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    lastId = rows[rows.length - 1].id;
    if (rows.length < batch) return;
  }
}

/** The birth date (yyyyMMdd) of an 18-character ID number, as SQL. */
export const birthOf = sql`substring(${children.child_idnumber} from 7 for 8)`;

/**
 * TwinList: children in `scope` (not deleted) sharing the first 17 characters of their ID number (a typo of
 * the check digit) or a name and a date of birth with another of them. Each row says what kind of value its group
 * shares (`twin_kind`: 身份证前17位 or 姓名+出生日期) and the group's ordinal in the whole list (`twin_group`: 1, 2 …,
 * groups ordered by their first child's id), never the value itself (issue 26); a page of rows ordered by group.
 */
export async function pageTwins(
  db: Db,
  scope: ChildScope,
  f: Pick<ChildSelect, 'department' | 'village'>,
  page: number,
  size: number,
): Promise<{ total: number; rows: (ChildRow & { twin_kind: 'idnumber' | 'name_birth'; twin_group: number })[] }> {
  const cond = childWhere(scope, f);
  const prefix = sql`left(${children.child_idnumber}, 17)`;
  const nameBirth = sql`${children.child_name} || '|' || ${birthOf}`;
  const groups = sql`(
    select ${children.id} as id, ${sql.raw("'idnumber'")} as kind, ${prefix} as twin_key from ${children} where ${cond}
      and ${prefix} in (select left(c2.child_idnumber, 17) from ${children} c2 where c2.deleted_at is null group by 1 having count(*) > 1)
    union
    select ${children.id}, ${sql.raw("'name_birth'")}, ${nameBirth} from ${children} where ${cond}
      and ${nameBirth} in (select c3.child_name || '|' || substring(c3.child_idnumber from 7 for 8) from ${children} c3 where c3.deleted_at is null group by 1 having count(*) > 1)
  )`;
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${groups} g`));
  // the window functions run over every row before the limit: a group's ordinal is its place in the whole list
  const keyed = rowsOf<{ id: number; kind: 'idnumber' | 'name_birth'; grp: number }>(
    await db.execute(sql`
    select k.id, k.kind, dense_rank() over (order by k.first, k.kind, k.twin_key)::int as grp
    from (select g.id, g.kind, g.twin_key, min(g.id) over (partition by g.kind, g.twin_key) as first from ${groups} g) k
    order by k.first, k.kind, k.twin_key, k.id limit ${size} offset ${(page - 1) * size}`),
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
    rows: keyed
      .filter((k) => byId.has(k.id))
      .map((k) => ({ ...byId.get(k.id)!, twin_kind: k.kind, twin_group: Number(k.grp) })),
  };
}
