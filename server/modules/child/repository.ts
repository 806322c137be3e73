/**
 * Child queries, always scoped to the caller (DESIGN "Record scope"; domain/scope.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChildFilterQuery } from '../../../domain/contracts/child';
import { idKeywordModes } from '../../../domain/disclosure';
import type { NameMatch } from '../../../domain/masking';
import type { ChildScope } from '../../../domain/scope';
import { TASK_PUNCHABLE_STATES } from '../../../domain/tasks';
import type { Db } from '../../db/client';
import { likePattern, nameKeyword } from '../../db/like';
import { subsins } from '../sin/tables';
import { tasks } from '../task/tables';
import { children } from './tables';

export type ChildRow = typeof children.$inferSelect;

/** The SQL condition of a scope (false for `none`). */
export function scopeWhere(scope: ChildScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'town':
      return or(
        eq(children.department_id, scope.department_id),
        eq(children.birth_department_id, scope.department_id),
      )!;
    case 'village':
      return or(eq(children.village_id, scope.village_id), eq(children.birth_village_id, scope.village_id))!;
    case 'gta':
      return eq(children.character_gta, true);
    // a volunteer's children: those of their open tasks, in hand (办理) or returned (终退), not deleted (the one read of the
    // task table outside the task module: scope; issue 26, a finished visit opens no child), and the minors whose task
    // force they are an agreed member of (domain/escort.ts)
    case 'tasks':
      return or(
        sql`exists (select 1 from ${tasks} where ${tasks.child} = ${children.id} and ${tasks.volunteer} = ${scope.user_id} and ${tasks.deleted_at} is null and ${inArray(tasks.state, [...TASK_PUNCHABLE_STATES])})`,
        sql`(${children.character_gta} and exists (select 1 from jsonb_each(${children.helpers}) h where left(h.key, 13) = 'escort_group_' and h.value->>'id' = ${String(scope.user_id)} and h.value->>'state' = '同意'))`,
      )!;
    case 'none':
      return sql`false`;
  }
}

/**
 * Child `id` inside `scope`; a deleted child only when `withDeleted` (the deleted list's restore, and the
 * children:delete roles' detail): for everyone else a deleted child is out of scope (404).
 */
export async function childById(
  db: Db,
  id: number,
  scope: ChildScope = { kind: 'all' },
  withDeleted = false,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, id), scopeWhere(scope), withDeleted ? undefined : isNull(children.deleted_at)));
  return row;
}

export async function childByIdnumber(db: Db, idnumber: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.child_idnumber, idnumber.toUpperCase()));
  return row;
}

export async function countByIdnumber(db: Db, idnumber: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(children)
    .where(eq(children.child_idnumber, idnumber.toUpperCase()));
  return n;
}

/**
 * A keyword matches a name as `nameMatch` says (server/db/like.ts `nameKeyword`: whole for a masked caller, by
 * substring with a reveal), and an ID number only as the whole number or inside its unmasked start or end
 * (domain/disclosure.ts `idKeywordModes`): a search never recovers masked characters or digits.
 */
export function keywordWhere(keyword: string, nameMatch: NameMatch): SQL {
  const k = keyword.trim();
  const idMatches = idKeywordModes(k).map((mode) =>
    mode === 'whole'
      ? eq(children.child_idnumber, k.toUpperCase())
      : ilike(children.child_idnumber, likePattern(k, mode)),
  );
  return or(nameKeyword(children.child_name, k, nameMatch), ...idMatches)!;
}

export type ChildInsert = typeof children.$inferInsert;

/** Inserts a child; returns the stored row. */
export async function insertChild(db: Db, values: ChildInsert): Promise<ChildRow> {
  const [row] = await db.insert(children).values(values).returning();
  return row;
}

/** Sets `values` on child `id` and bumps its version if its version is still `version`; undefined when it is not (stale). */
export async function updateChildAtVersion(
  db: Db,
  id: number,
  version: number,
  values: Partial<ChildInsert>,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set({ ...values, version: sql`${children.version} + 1` })
    .where(and(eq(children.id, id), eq(children.version, version)))
    .returning();
  return row;
}

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

/** The rows of a raw query's result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether any child (deleted or not) has `id` (POST /api/child/with/id). */
export async function idTaken(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: children.id }).from(children).where(eq(children.id, id));
  return !!row;
}

/** Moves the children id sequence past the largest id (after an insert with a given id, so the next create never collides). */
export async function syncIdSequence(db: Db): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence('children', 'id'), (select max(id) from children))`);
}

/** How many children in care (not deleted, not 退出) live or are registered in village `id` (a village's 停用 check). */
export async function countInVillage(db: Db, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(children)
    .where(
      and(
        isNull(children.deleted_at),
        ne(children.genre, '退出'),
        or(eq(children.village_id, id), eq(children.birth_village_id, id)),
      ),
    );
  return n;
}

/**
 * The names and ID numbers of the children (deleted ones included) whose full name (2 characters or more) or ID number
 * occurs in `text`: what the masking pass must hide in a free text (domain/masking.ts `maskInText`).
 */
export async function childSecretsIn(db: Db, text: string): Promise<{ child_name: string; child_idnumber: string }[]> {
  if (!text) return [];
  return db
    .select({ child_name: children.child_name, child_idnumber: children.child_idnumber })
    .from(children)
    .where(
      or(
        and(sql`char_length(${children.child_name}) >= 2`, sql`strpos(${text}, ${children.child_name}) > 0`),
        sql`strpos(${text}, ${children.child_idnumber}) > 0`,
      ),
    );
}

/** id → name and place of the children `ids` (deleted ones included), in one query. */
export async function childCardsByIds(
  db: Db,
  ids: number[],
): Promise<
  Map<number, { child_name: string; child_idnumber: string; department_id: number | null; village_id: number | null }>
> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: children.id,
      child_name: children.child_name,
      child_idnumber: children.child_idnumber,
      department_id: children.department_id,
      village_id: children.village_id,
    })
    .from(children)
    .where(inArray(children.id, unique));
  return new Map(rows.map(({ id, ...card }) => [id, card]));
}

export async function childNamesByIds(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: children.id, child_name: children.child_name })
    .from(children)
    .where(inArray(children.id, unique));
  return new Map(rows.map((r) => [r.id, r.child_name]));
}

/**
 * The ids of the children in `scope` (and of town `department` / village `village` when given; deleted ones
 * included) as a subquery: how the task module scopes and filters tasks by their child without reading this
 * table itself.
 */
export function childIdsIn(scope: ChildScope, place: { department?: number; village?: number } = {}): SQL {
  const where = and(
    scopeWhere(scope),
    place.department ? eq(children.department_id, place.department) : undefined,
    place.village ? eq(children.village_id, place.village) : undefined,
  );
  return sql`select ${children.id} from ${children} where ${where}`;
}

/** Child `id` inside `scope` (not deleted), its row locked until the transaction `tx` ends (one entry change at a time). */
export async function lockChild(tx: Db, id: number, scope: ChildScope): Promise<ChildRow | undefined> {
  const [row] = await tx
    .select()
    .from(children)
    .where(and(eq(children.id, id), scopeWhere(scope), isNull(children.deleted_at)))
    .for('update');
  return row;
}

/** idnumber → id of the gta minors (not deleted) of these ID numbers, among `only` when given (a case's matching). */
export async function gtaIdsByIdnumbers(db: Db, idnumbers: string[], only?: number[]): Promise<Map<string, number>> {
  if (!idnumbers.length || (only && !only.length)) return new Map();
  const rows = await db
    .select({ id: children.id, idnumber: children.child_idnumber })
    .from(children)
    .where(
      and(
        inArray(children.child_idnumber, idnumbers),
        eq(children.character_gta, true),
        isNull(children.deleted_at),
        only ? inArray(children.id, only) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.idnumber, r.id]));
}

/** The ids of the children whose escort genre (information.important.escort_genre) is one of `genres`, as a subquery. */
export function childIdsOfEscortGenres(genres: string[]): SQL {
  return sql`select ${children.id} from ${children} where ${children.information}->'important'->>'escort_genre' in (${sql.join(
    genres.map((g) => sql`${g}`),
    sql`, `,
  )})`;
}
