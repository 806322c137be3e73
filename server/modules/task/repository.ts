/**
 * The tasks table (req tasks §4; issue 16): only the task module reads or writes it. Scope and the child's
 * place come in as a subquery of child ids from the child module (`childIds`).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, nameKeyword } from '../../db/like';
import type { NameMatch } from '../../../domain/masking';
import { tasks } from './tables';
import { TASK_PUNCHABLE_STATES, type TaskExpire } from '../../../domain/tasks';

export type TaskRow = typeof tasks.$inferSelect;

export type TaskSelect = {
  /** The deleted tasks instead of the others. */
  deleted?: boolean;
  /** A volunteer's own tasks only (their scope). */
  volunteerScope?: number;
  /** The subquery of the child ids in scope (and place), unless `volunteerScope`. */
  childIds?: SQL;
  manager?: number;
  volunteer?: number;
  child?: number;
  ids?: number[];
  grades?: string[];
  states?: string[];
  genres?: string[];
  audits?: string[];
  categorys?: string[];
  expires?: TaskExpire[];
  keyword?: string;
  beginFrom?: Date;
  beginTo?: Date;
  endFrom?: Date;
  endTo?: Date;
  /** Due by this instant (date_limit ≤ it). */
  limitTo?: Date;
  /** The child's name as stored on the task: any part of it (`whole: false`) or only the whole name. */
  childName?: { text: string; match: NameMatch };
  managers?: number[];
  volunteers?: number[];
  childs?: number[];
  orderField?: 'date_begin' | 'date_limit' | 'date_end' | 'id';
  orderRule?: 'asc' | 'desc';
};

const HOUR = 3_600_000;

/** The condition of one expiry bucket at `now` (domain/tasks.ts expireBucket, as SQL). */
function expireWhere(bucket: TaskExpire, now: Date): SQL | undefined {
  const inHand = inArray(tasks.state, [...TASK_PUNCHABLE_STATES]);
  const at = (h: number) => new Date(now.getTime() + h * HOUR);
  switch (bucket) {
    case '超期':
      return and(inHand, lt(tasks.date_limit, now));
    case '24时':
      return and(inHand, gte(tasks.date_limit, now), lte(tasks.date_limit, at(24)));
    case '72时':
      return and(inHand, sql`${tasks.date_limit} > ${at(24)}`, lte(tasks.date_limit, at(72)));
    case '168时':
      return and(inHand, sql`${tasks.date_limit} > ${at(72)}`, lte(tasks.date_limit, at(168)));
    case '正常':
      return or(sql`${tasks.state} not in ('办理', '终退')`, sql`${tasks.date_limit} > ${at(168)}`);
    case '过期':
      return sql`false`;
  }
}

/** The WHERE of the tasks of `f` at `now` (the list filters, the scope, not deleted unless asked). */
export function taskWhere(f: TaskSelect, now: Date): SQL {
  const parts: (SQL | undefined)[] = [f.deleted ? isNotNull(tasks.deleted_at) : isNull(tasks.deleted_at)];
  parts.push(
    f.volunteerScope !== undefined
      ? eq(tasks.volunteer, f.volunteerScope)
      : sql`${tasks.child} in (${f.childIds ?? sql`select -1`})`,
  );
  if (f.manager) parts.push(eq(tasks.manager, f.manager));
  if (f.volunteer) parts.push(eq(tasks.volunteer, f.volunteer));
  if (f.child) parts.push(eq(tasks.child, f.child));
  if (f.ids) parts.push(f.ids.length ? inArray(tasks.id, f.ids) : sql`false`);
  if (f.grades?.length) parts.push(inArray(tasks.grade, f.grades));
  if (f.states?.length) parts.push(inArray(tasks.state, f.states));
  if (f.genres?.length) parts.push(inArray(tasks.genre, f.genres));
  if (f.audits?.length) parts.push(inArray(tasks.audit, f.audits));
  if (f.categorys?.length) parts.push(inArray(tasks.category, f.categorys));
  if (f.expires?.length) parts.push(or(...f.expires.map((b) => expireWhere(b, now))));
  if (f.keyword)
    parts.push(
      or(
        ilike(sql`${tasks.information} ->> 'task_name'`, likePattern(f.keyword)),
        ilike(sql`${tasks.information} ->> 'task_code'`, likePattern(f.keyword)),
      ),
    );
  if (f.beginFrom) parts.push(gte(tasks.date_begin, f.beginFrom));
  if (f.beginTo) parts.push(lte(tasks.date_begin, f.beginTo));
  if (f.endFrom) parts.push(gte(tasks.date_end, f.endFrom));
  if (f.endTo) parts.push(lte(tasks.date_end, f.endTo));
  if (f.limitTo) parts.push(lte(tasks.date_limit, f.limitTo));
  if (f.childName) {
    parts.push(nameKeyword(sql`${tasks.information} ->> 'child_name'`, f.childName.text, f.childName.match));
  }
  if (f.managers) parts.push(f.managers.length ? inArray(tasks.manager, f.managers) : sql`false`);
  if (f.volunteers) parts.push(f.volunteers.length ? inArray(tasks.volunteer, f.volunteers) : sql`false`);
  if (f.childs) parts.push(f.childs.length ? inArray(tasks.child, f.childs) : sql`false`);
  return and(...parts)!;
}

/**
 * One page of the tasks of `f` at `now`, and the total, in one pass over the matching rows: the total comes with
 * each row (`count(*) over ()`); only a page past the end (no rows) asks for it separately.
 */
export async function pageTasks(
  db: Db,
  f: TaskSelect,
  now: Date,
  page: number,
  size: number,
): Promise<{ total: number; rows: TaskRow[] }> {
  const cond = taskWhere(f, now);
  const column = tasks[f.orderField ?? 'date_begin'];
  // tasks not yet ended (date_end null) go last either way
  const order = f.orderRule === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const found = await db
    .select({ row: tasks, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tasks)
    .where(cond)
    .orderBy(order, desc(tasks.id))
    .limit(size)
    .offset((page - 1) * size);
  if (found.length) return { total: found[0].total, rows: found.map((r) => r.row) };
  const [{ total }] = page > 1 ? await db.select({ total: count() }).from(tasks).where(cond) : [{ total: 0 }];
  return { total, rows: [] };
}

/** Task `id` (not deleted) inside the scope of `f` (its volunteer, or its child in the subquery). */
export async function taskById(
  db: Db,
  id: number,
  f: Pick<TaskSelect, 'volunteerScope' | 'childIds'>,
  now: Date,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), taskWhere(f, now)));
  return row;
}

export async function insertTask(db: Db, values: typeof tasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row;
}

/** Sets the task code of a new task from its id (GD + day + id): `information.task_code`. */
export async function setTaskCode(db: Db, id: number, code: string): Promise<void> {
  await db
    .update(tasks)
    .set({ information: sql`jsonb_set(${tasks.information}, '{task_code}', to_jsonb(${code}::text))` })
    .where(eq(tasks.id, id));
}

/** Sets `set` on task `id` if still at `version` and in `state` (both move on: the version by one). */
export async function updateTaskIf(
  db: Db,
  id: number,
  cond: { version?: number; state?: string },
  set: Partial<typeof tasks.$inferInsert>,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...set, version: sql`${tasks.version} + 1` })
    .where(
      and(
        eq(tasks.id, id),
        cond.version !== undefined ? eq(tasks.version, cond.version) : undefined,
        cond.state ? eq(tasks.state, cond.state) : undefined,
      ),
    )
    .returning();
  return row;
}

/**
 * The manager change of req tasks §6.2, task half: child `child`'s tasks still 办理 that began in [from, to]
 * get manager `manager`. Returns the ids moved.
 */
export async function moveTasksToManager(
  db: Db,
  child: number,
  manager: number,
  range: { start: Date; end: Date },
  at: Date,
): Promise<number[]> {
  const rows = await db
    .update(tasks)
    .set({ manager, updated_at: at, version: sql`${tasks.version} + 1` })
    .where(
      and(
        eq(tasks.child, child),
        eq(tasks.state, '办理'),
        isNull(tasks.deleted_at),
        gte(tasks.date_begin, range.start),
        lte(tasks.date_begin, range.end),
      ),
    )
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}

/** The tasks of `f` (for a batch delete: the caller checks each, then marks them with `markDeleted`). */
export async function tasksWhere(db: Db, f: TaskSelect, now: Date): Promise<TaskRow[]> {
  return db.select().from(tasks).where(taskWhere(f, now)).orderBy(asc(tasks.id));
}

/** Marks tasks `ids` deleted at `at`, each only if still in 办理; answers the rows marked. */
export async function markDeleted(db: Db, ids: number[], at: Date): Promise<TaskRow[]> {
  if (!ids.length) return [];
  return db
    .update(tasks)
    .set({ deleted_at: at, updated_at: at, version: sql`${tasks.version} + 1` })
    .where(and(inArray(tasks.id, ids), eq(tasks.state, '办理'), isNull(tasks.deleted_at)))
    .returning();
}

/** The tasks `ids` inside scope `f` (not deleted), in one query. */
export async function tasksByIds(
  db: Db,
  ids: number[],
  f: Pick<TaskSelect, 'volunteerScope' | 'childIds'>,
  now: Date,
): Promise<TaskRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(tasks)
    .where(and(inArray(tasks.id, ids), taskWhere(f, now)));
}

/**
 * Gives tasks `ids` to `volunteer` (its names and phone into the information) in one UPDATE, each only while still
 * in hand (`states`): answers the ids changed, so a caller can tell a task that moved meanwhile.
 */
export async function setVolunteer(
  db: Db,
  ids: number[],
  volunteer: { id: number; nickname: string; cellphone: string },
  states: readonly string[],
  at: Date,
): Promise<number[]> {
  const names = JSON.stringify({
    task_volunteer_name: volunteer.nickname,
    task_volunteer_cellphone: volunteer.cellphone,
  });
  const rows = await db
    .update(tasks)
    .set({
      volunteer: volunteer.id,
      updated_at: at,
      version: sql`${tasks.version} + 1`,
      information: sql`${tasks.information} || ${names}::jsonb`,
    })
    .where(and(inArray(tasks.id, ids), inArray(tasks.state, [...states]), isNull(tasks.deleted_at)))
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}
