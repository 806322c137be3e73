/**
 * Child queries, always scoped to the caller (DESIGN "Record scope"; domain/scope.ts).
 */
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { idKeywordModes } from '../../../domain/disclosure';
import type { NameMatch } from '../../../domain/masking';
import type { ChildScope } from '../../../domain/scope';
import { TASK_PUNCHABLE_STATES } from '../../../domain/tasks';
import type { Db } from '../../db/client';
import { likePattern, nameKeyword } from '../../db/like';
import { tasks } from '../task/tables';
import { childClassifications, children } from './tables';

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

export type ClassificationRow = typeof childClassifications.$inferSelect;

/** Adds one change to a child's 分级记录 (in the change's transaction). */
export async function insertClassification(db: Db, values: typeof childClassifications.$inferInsert): Promise<void> {
  await db.insert(childClassifications).values(values);
}

/** The 分级记录 of child `id`, newest first (at most `limit`). */
export async function classificationsOf(db: Db, id: number, limit = 200): Promise<ClassificationRow[]> {
  return db
    .select()
    .from(childClassifications)
    .where(eq(childClassifications.child, id))
    .orderBy(desc(childClassifications.created_at), desc(childClassifications.id))
    .limit(limit);
}
