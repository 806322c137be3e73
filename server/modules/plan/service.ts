/**
 * Plans (issue 16; req tasks §6.1, §6.2, §7.2): create, change, delete and list a child's plans, scoped to the
 * caller like tasks (a volunteer: the plans naming them; anyone else: the children of their scope, 404 out of
 * it), and the plan half of a manager change. Each write carries the version read and writes one record.
 */
import type { z } from 'zod';
import type { createPlan, deletePlansFor, listPlansForMix, planItem, updatePlan } from '../../../domain/contracts/plan';
import type { taskItem } from '../../../domain/contracts/task';
import { ACTIVE_STATE } from '../../../domain/constants';
import { childScopeFor } from '../../../domain/scope';
import { MANAGER_MOVED_CATEGORIES } from '../../../domain/tasks';
import { inGroup } from '../../../domain/roles';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { UserService } from '../user';
import { createPlanGenerator, type PlanReminder, type PlanTaskMaker } from './generate';
import {
  deletePlansWhere,
  pagePlanTasks,
  insertPlan,
  pagePlans,
  planById,
  plansOfChild,
  updatePlanAtVersion,
  type PlanRow,
  type PlanScope,
  type PlanSelect,
} from './repository';

type Item = z.input<typeof planItem>;
type Person = { id: number; nickname: string; cellphone: string };
export type PlanDeps = {
  db: Db;
  now: () => Date;
  children: ChildService;
  users: UserService;
  audit: AuditService;
  /** The task module's create: a plan's tasks are made through it (issue 28; generate.ts). Not given: plans produce nothing. */
  makeTask?: PlanTaskMaker;
  /** The task module's list restricted to `ids` (the page of a plan's tasks), as the caller may see them. */
  listTasks?: (user: SessionUser, ids: number[]) => Promise<{ list: PlanTask[] }>;
  /** Sends a plan's reminder through the notifier (the notice module). */
  remind?: PlanReminder;
  log?: { error?: (fields: Record<string, unknown>, message: string) => void };
};
type PlanTask = z.input<typeof taskItem>;
const STALE = '计划已被他人修改，请刷新后重试';

/** The reminder texts with the old manager's name and phone replaced by the new one's (req tasks §6.2). */
export function remindsFor(reminds: string[], from: Partial<Person> | null, to: Person): string[] {
  return reminds.map((text) => {
    let next = text;
    if (from?.nickname) next = next.replaceAll(from.nickname, to.nickname);
    if (from?.cellphone) next = next.replaceAll(from.cellphone, to.cellphone);
    return next;
  });
}

export function createPlanService(deps: PlanDeps) {
  const { db, now, children, users, audit } = deps;
  const generator = createPlanGenerator(deps);

  function scoped(user: SessionUser): PlanScope {
    const scope = childScopeFor(user);
    return scope.kind === 'tasks' ? { volunteerScope: user.id } : { childIds: children.idsIn(scope) };
  }

  async function volunteerOf(id: number, tx: Db): Promise<Person> {
    const v = await users.activeAccount(id, tx);
    if (!v || !inGroup(v.role, 'volunteers') || v.state !== ACTIVE_STATE)
      throw new Invalid('请选择激活中的志愿者', [{ field: 'volunteer', message: '请选择激活中的志愿者' }]);
    return v;
  }

  async function present(user: SessionUser, rows: PlanRow[]): Promise<Item[]> {
    const names = await children.namesFor(
      user,
      rows.map((r) => r.child),
    );
    return rows.map((r) => ({
      id: r.id,
      child: r.child,
      child_name: names.get(r.child) ?? '',
      type: r.type,
      category: r.category,
      volunteer: r.volunteer,
      manager: r.manager,
      plan_information: r.plan_information,
      version: r.version,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  async function page(user: SessionUser, f: PlanSelect, pageNo: number, size: number) {
    const { total, rows } = await pagePlans(db, { ...f, ...scoped(user) }, pageNo, size);
    return { total, list: await present(user, rows) };
  }

  /** The child `id` in the caller's scope, or 404. */
  async function childInScope(user: SessionUser, id: number, tx: Db = db) {
    const child = await children.byId(id, childScopeFor(user), tx);
    if (!child) throw new NotFound('所选儿童不存在或不在您的范围内');
    return child;
  }

  return {
    /** POST /api/plan: the manager is the child's manager (the caller when it has none). */
    async create(user: SessionUser, body: z.output<typeof createPlan.body>): Promise<{ id: number; version: number }> {
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const child = await childInScope(user, body.child, tx);
        const volunteer = await volunteerOf(body.volunteer, tx);
        const manager = (child.manager ? await users.activeAccount(child.manager, tx) : null) ?? user;
        const plan = await insertPlan(tx, {
          child: child.id,
          type: body.type,
          category: body.category,
          volunteer: volunteer.id,
          manager: manager.id,
          created_by: user.id,
          created_at: at,
          updated_at: at,
          plan_information: {
            plan_volunteer: volunteer.id,
            plan_manager: manager.id,
            plan_volunteer_name: volunteer.nickname,
            plan_volunteer_cellphone: volunteer.cellphone,
            plan_manager_name: manager.nickname,
            plan_manager_cellphone: manager.cellphone,
            plan_reminds: body.plan_reminds,
          },
        });
        // the task of the current period, in the same transaction: the plan and its first task, or neither
        await generator.generateIn(tx, plan, at, user);
        return plan;
      });
      await audit.write({ user: user.id, child: row.child, type: '创建', information: { plan: row.id } });
      return { id: row.id, version: row.version };
    },

    /** PUT /api/plan: type, category, volunteer (names and phone follow) or the reminders. */
    async update(user: SessionUser, body: z.output<typeof updatePlan.body>): Promise<{ id: number; version: number }> {
      const row = await inTransaction(db, async (tx) => {
        const plan = await planById(tx, body.id, scoped(user));
        if (!plan) throw new NotFound('计划不存在或您无权查看');
        const info = { ...plan.plan_information };
        let volunteer = plan.volunteer;
        if (body.volunteer && body.volunteer !== plan.volunteer) {
          const v = await volunteerOf(body.volunteer, tx);
          volunteer = v.id;
          Object.assign(info, {
            plan_volunteer: v.id,
            plan_volunteer_name: v.nickname,
            plan_volunteer_cellphone: v.cellphone,
          });
        }
        if (body.plan_reminds) info.plan_reminds = body.plan_reminds;
        const updated = await updatePlanAtVersion(tx, plan.id, body.version, {
          type: body.type ?? plan.type,
          category: body.category ?? plan.category,
          volunteer,
          plan_information: info,
          updated_at: now(),
        });
        if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
        // a changed category may owe a period not yet given (a week instead of a month); a given one is not given twice
        await generator.generateIn(tx, updated, now(), user);
        return updated;
      });
      await audit.write({ user: user.id, child: row.child, type: '修改', information: { plan: row.id } });
      return { id: row.id, version: row.version };
    },

    /** DELETE /api/plan. */
    async remove(user: SessionUser, body: { id: number; version: number }): Promise<{ id: number; version: number }> {
      const row = await inTransaction(db, async (tx) => {
        const plan = await planById(tx, body.id, scoped(user));
        if (!plan) throw new NotFound('计划不存在或您无权查看');
        const at = now();
        const updated = await updatePlanAtVersion(tx, plan.id, body.version, { deleted_at: at, updated_at: at });
        if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
        return updated;
      });
      await audit.write({ user: user.id, child: row.child, type: '删除', information: { plan: row.id } });
      return { id: row.id, version: row.version };
    },

    /** DELETE /api/plan/for/types/categorys/childs and /plan/for/child/type: every child must be in scope (404: nothing deleted). */
    async removeFor(user: SessionUser, body: z.output<typeof deletePlansFor.body>): Promise<{ count: number }> {
      const childs = [...new Set(body.childs)];
      const removed = await inTransaction(db, async (tx) => {
        for (const id of childs) await childInScope(user, id, tx);
        return deletePlansWhere(tx, { ...scoped(user), childs, types: body.types, categorys: body.categorys }, now());
      });
      for (const row of removed)
        await audit.write({ user: user.id, child: row.child, type: '删除', information: { plan: row.id } });
      return { count: removed.length };
    },

    /** GET /api/plan/list/for/mix. */
    mix: (user: SessionUser, q: z.output<typeof listPlansForMix.query>) =>
      page(
        user,
        {
          child: q.child,
          ids: q.ids,
          types: q.types,
          categorys: q.categorys,
          volunteer: q.volunteer,
          manager: q.manager,
        },
        q.page,
        q.size,
      ),

    /** GET /api/plan/list/for/volunteer: a volunteer's own plans whatever they ask. */
    forVolunteer: (user: SessionUser, q: { volunteer?: number; page: number; size: number }) =>
      page(user, { volunteer: inGroup(user.role, 'volunteers') ? user.id : q.volunteer }, q.page, q.size),

    /** GET /api/plan/list/for/child: 404 for a child out of scope. */
    async forChild(user: SessionUser, q: { child: number; page: number; size: number }) {
      if (!inGroup(user.role, 'volunteers')) await childInScope(user, q.child);
      return page(user, { child: q.child }, q.page, q.size);
    },

    /**
     * GET /api/plan/tasks: one page of the tasks plan `id` gave (not deleted), newest period first, as the task lists
     * show them to the caller; 404 for a plan outside the caller's scope.
     */
    async producedTasks(user: SessionUser, q: { id: number; page: number; size: number }) {
      const plan = await planById(db, q.id, scoped(user));
      if (!plan) throw new NotFound('计划不存在或您无权查看');
      const { total, ids } = await pagePlanTasks(db, plan.id, q.page, q.size);
      if (!ids.length || !deps.listTasks) return { total, list: [] };
      const byId = new Map((await deps.listTasks(user, ids)).list.map((t) => [t.id, t]));
      return { total, list: ids.flatMap((id) => byId.get(id) ?? []) };
    },

    /** The housekeeping pass of generate.ts: every live plan gets the task of its current period; answers how many. */
    generateDue: () => generator.generateDue(),

    /** GET /api/plan/detail: 404 outside the caller's scope. */
    async detail(user: SessionUser, id: number): Promise<Item> {
      const row = await planById(db, id, scoped(user));
      if (!row) throw new NotFound('计划不存在或您无权查看');
      return (await present(user, [row]))[0];
    },

    /**
     * The plan half of a manager change (req tasks §6.2), inside the caller's transaction: the child's 基层服务
     * and 学期每周 plans get the new manager, their names, phone and reminder texts. Returns how many moved.
     */
    async moveManager(tx: Db, child: number, from: Partial<Person> | null, to: Person): Promise<number> {
      const rows = await plansOfChild(tx, child, MANAGER_MOVED_CATEGORIES);
      for (const plan of rows) {
        const info = plan.plan_information;
        const updated = await updatePlanAtVersion(tx, plan.id, plan.version, {
          manager: to.id,
          updated_at: now(),
          plan_information: {
            ...info,
            plan_manager: to.id,
            plan_manager_name: to.nickname,
            plan_manager_cellphone: to.cellphone,
            plan_reminds: remindsFor(info.plan_reminds ?? [], from, to),
          },
        });
        if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
      }
      return rows.length;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
