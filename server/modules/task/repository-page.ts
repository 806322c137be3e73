/**
 * The task list page in one round trip (issue 30 "The server under a county's load"): the page of `pageTasks`
 * (./repository.ts) with, on each row, what the list shows beside the task: its child's card columns (name, ID
 * number, places: the child module's `cardsFrom` masks them) and its manager's nickname, joined in the same query
 * rather than looked up after it (the children and users tables, read here only).
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../child/tables';
import { users } from '../user/tables';
import { taskWhere, type TaskRow, type TaskSelect } from './repository';
import { tasks } from './tables';

/** The card columns of a task's child (null when the child row is gone). */
export type JoinedCard = {
  child_name: string;
  child_idnumber: string;
  department_id: number | null;
  village_id: number | null;
};

/** A page of tasks, its total, the cards of their children by child id, and their managers' nicknames by user id. */
export type JoinedPage = {
  total: number;
  rows: TaskRow[];
  cards: Map<number, JoinedCard>;
  managers: Map<number, string>;
};

/** Page `page` (from 1) of `size` tasks of `f` at `now`, ordered as `pageTasks` orders, with their cards and managers. */
export async function pageTasksJoined(
  db: Db,
  f: TaskSelect,
  now: Date,
  page: number,
  size: number,
): Promise<JoinedPage> {
  const cond = taskWhere(f, now);
  const column = tasks[f.orderField ?? 'date_begin'];
  const order = f.orderRule === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const found = await db
    .select({
      row: tasks,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      child_name: children.child_name,
      child_idnumber: children.child_idnumber,
      department_id: children.department_id,
      village_id: children.village_id,
      manager_name: users.nickname,
    })
    .from(tasks)
    .leftJoin(children, eq(children.id, tasks.child))
    .leftJoin(users, eq(users.id, tasks.manager))
    .where(cond)
    .orderBy(order, desc(tasks.id))
    .limit(size)
    .offset((page - 1) * size);
  const cards = new Map<number, JoinedCard>();
  const managers = new Map<number, string>();
  for (const r of found) {
    if (r.child_name !== null && r.child_idnumber !== null)
      cards.set(r.row.child, {
        child_name: r.child_name,
        child_idnumber: r.child_idnumber,
        department_id: r.department_id,
        village_id: r.village_id,
      });
    if (r.manager_name !== null) managers.set(r.row.manager, r.manager_name);
  }
  if (found.length) return { total: found[0].total, rows: found.map((r) => r.row), cards, managers };
  const [{ total }] = page > 1 ? await db.select({ total: count() }).from(tasks).where(cond) : [{ total: 0 }];
  return { total, rows: [], cards, managers };
}
