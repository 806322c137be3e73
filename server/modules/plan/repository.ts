/**
 * The plans table (req tasks §6.1; issue 16): only the plan module reads or writes it. Scope comes in as a
 * volunteer id (a volunteer's own plans) or a subquery of child ids from the child module.
 */
import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../task/tables';
import { plans, planTasks } from './tables';

export type PlanRow = typeof plans.$inferSelect;

export type PlanScope = { volunteerScope?: number; childIds?: SQL };
export type PlanSelect = PlanScope & {
  child?: number;
  childs?: number[];
  ids?: number[];
  types?: string[];
  categorys?: string[];
  volunteer?: number;
  manager?: number;
};

function where(f: PlanSelect): SQL {
  const parts: (SQL | undefined)[] = [isNull(plans.deleted_at)];
  parts.push(
    f.volunteerScope !== undefined
      ? eq(plans.volunteer, f.volunteerScope)
      : sql`${plans.child} in (${f.childIds ?? sql`select -1`})`,
  );
  if (f.child) parts.push(eq(plans.child, f.child));
  if (f.childs) parts.push(f.childs.length ? inArray(plans.child, f.childs) : sql`false`);
  if (f.ids) parts.push(f.ids.length ? inArray(plans.id, f.ids) : sql`false`);
  if (f.types?.length) parts.push(inArray(plans.type, f.types));
  if (f.categorys?.length) parts.push(inArray(plans.category, f.categorys));
  if (f.volunteer) parts.push(eq(plans.volunteer, f.volunteer));
  if (f.manager) parts.push(eq(plans.manager, f.manager));
  return and(...parts)!;
}

/** One page of the plans of `f`, newest first, and the total. */
export async function pagePlans(
  db: Db,
  f: PlanSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: PlanRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(plans).where(cond);
  const rows = await db
    .select()
    .from(plans)
    .where(cond)
    .orderBy(desc(plans.updated_at), desc(plans.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** Plan `id` (not deleted) inside scope `f`. */
export async function planById(db: Db, id: number, f: PlanScope): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), where(f)));
  return row;
}

export async function insertPlan(db: Db, values: typeof plans.$inferInsert): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  return row;
}

/** Sets `set` on plan `id` if still at `version` (the version moves on by one). */
export async function updatePlanAtVersion(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof plans.$inferInsert>,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...set, version: sql`${plans.version} + 1` })
    .where(and(eq(plans.id, id), eq(plans.version, version), isNull(plans.deleted_at)))
    .returning();
  return row;
}

/** Marks every plan of `f` deleted at `at`; the rows deleted. */
export async function deletePlansWhere(db: Db, f: PlanSelect, at: Date): Promise<PlanRow[]> {
  return db
    .update(plans)
    .set({ deleted_at: at, updated_at: at, version: sql`${plans.version} + 1` })
    .where(where(f))
    .returning();
}

/** The plans of child `child` in `categorys` (not deleted), for a manager change. */
export async function plansOfChild(db: Db, child: number, categorys: readonly string[]): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.child, child), inArray(plans.category, [...categorys]), isNull(plans.deleted_at)));
}

/**
 * Claims period `slot` of plan `plan` (issue 28): true when this call inserted its row, false when the period was already
 * claimed (a concurrent claim waits for the other transaction and then finds it taken).
 */
export async function claimPlanSlot(db: Db, plan: number, slot: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(planTasks)
    .values({ plan, slot, created_at: at })
    .onConflictDoNothing()
    .returning({ plan: planTasks.plan });
  return rows.length > 0;
}

/** Names task `task` as the one plan `plan` gave for `slot`. */
export async function setPlanSlotTask(db: Db, plan: number, slot: string, task: number): Promise<void> {
  await db
    .update(planTasks)
    .set({ task })
    .where(and(eq(planTasks.plan, plan), eq(planTasks.slot, slot)));
}

/**
 * The live plans (not deleted) that have not claimed the period their category owes now: `slots` maps a category to its
 * current slot key (a category not named owes `once`). At most `limit`, oldest first.
 */
export async function plansOwing(db: Db, slots: Record<string, string>, limit: number): Promise<PlanRow[]> {
  const cases = Object.entries(slots).map(([category, key]) => sql`when ${category} then ${key}`);
  const slotOf = sql`case ${plans.category} ${sql.join(cases, sql` `)} else 'once' end`;
  return db
    .select()
    .from(plans)
    .where(
      and(
        isNull(plans.deleted_at),
        sql`not exists (select 1 from ${planTasks} where ${planTasks.plan} = ${plans.id} and ${planTasks.slot} = ${slotOf})`,
      ),
    )
    .orderBy(plans.id)
    .limit(limit);
}

/** One page of the tasks plan `plan` gave (not deleted), newest period first, and the total. */
export async function pagePlanTasks(
  db: Db,
  plan: number,
  page: number,
  size: number,
): Promise<{ total: number; ids: number[] }> {
  const cond = and(eq(planTasks.plan, plan), gt(planTasks.task, 0), isNull(tasks.deleted_at));
  const [{ total }] = await db
    .select({ total: count() })
    .from(planTasks)
    .innerJoin(tasks, eq(tasks.id, planTasks.task))
    .where(cond);
  const rows = await db
    .select({ id: planTasks.task })
    .from(planTasks)
    .innerJoin(tasks, eq(tasks.id, planTasks.task))
    .where(cond)
    .orderBy(desc(planTasks.created_at), desc(planTasks.task))
    .limit(size)
    .offset((page - 1) * size);
  return { total, ids: rows.map((r) => r.id) };
}
