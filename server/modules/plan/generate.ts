/**
 * Plans produce work (issue 28; req tasks §6.1, §6.4; docs/decisions-plans.md): a plan gives its volunteer the task of the
 * period its category owes now (domain/plan-periods.ts: 学期每周 a week, or a day in the summer holiday; 基层服务 a month;
 * 普通计划 once), through the task module's own create, and sends the plan's reminders through the notifier. Runs when a
 * plan is saved (in the save's transaction: the plan and its first task are written together or not at all) and at each
 * housekeeping pass for every live plan (a period it could not give a task for is logged and passed over). Idempotent: a period is claimed in `plan_tasks` (unique per plan and period)
 * in the transaction that gives its task, so no run gives a second task for the same week, day or month.
 */
import type { z } from 'zod';
import type { createTask } from '../../../domain/contracts/task';
import { planSlotAt, planTaskName, type PlanSlot } from '../../../domain/plan-periods';
import { TASK_CATEGORIES, type TaskCategory, type TaskGenre } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import type { UserService } from '../user';
import { claimPlanSlot, plansOwing, setPlanSlotTask, type PlanRow } from './repository';

/** The task module's create, as the plan module calls it (server/services.ts hands it over). */
export type PlanTaskMaker = (
  user: SessionUser,
  body: z.output<typeof createTask.body>,
  outer: Db,
) => Promise<{ id: number; version: number }>;
/**
 * Sends a plan's reminders to its volunteer `to` with the task just given (the notice module's planReminded, source
 * 工单提醒; what it says: server/modules/notice/messages.ts), in `tx`. `child`: the plan's child's id.
 */
export type PlanReminder = (
  tx: Db,
  to: number,
  reminder: { task: number; task_name: string; child: number; reminds: string[] },
) => Promise<unknown>;

export type GenerateDeps = {
  db: Db;
  now: () => Date;
  users: UserService;
  makeTask?: PlanTaskMaker;
  remind?: PlanReminder;
  log?: { error?: (fields: Record<string, unknown>, message: string) => void };
};

/** The most plans one housekeeping pass works through (the rest wait for the next pass). */
const PASS_SIZE = 500;
/** The task description: the plan's reminders, within the task's 2000-character bound. */
const describe = (reminds: string[]) => reminds.join('；').slice(0, 2000);

export function createPlanGenerator(deps: GenerateDeps) {
  const { db, now, users } = deps;

  /** Who gives a plan's tasks: its manager while active, else `fallback` (the one saving it), else nobody. */
  async function giverOf(plan: PlanRow, tx: Db, fallback?: SessionUser): Promise<SessionUser | null> {
    const manager = await users.activeAccount(plan.manager, tx);
    return manager ? { ...manager, token: '' } : (fallback ?? null);
  }

  /**
   * Gives plan `plan` its task for the period owed at `at`, in `tx`, unless that period is claimed already: answers the
   * new task's id, or null when there was nothing to do. Throws the task module's errors (the save then fails whole).
   */
  async function generateIn(tx: Db, plan: PlanRow, at: Date, fallback?: SessionUser): Promise<number | null> {
    if (!deps.makeTask) return null;
    const slot: PlanSlot = planSlotAt(plan.category, at);
    if (!(await claimPlanSlot(tx, plan.id, slot.key, at))) return null;
    const giver = await giverOf(plan, tx, fallback);
    if (!giver) throw new Error(`plan ${plan.id}: no active manager to give its task`);
    const reminds = plan.plan_information.plan_reminds ?? [];
    const task = await deps.makeTask(
      giver,
      {
        child: plan.child,
        volunteer: plan.volunteer,
        genre: plan.type as TaskGenre,
        // a plan's visit is ordinary care (普通: the escort and police grades are the gta side's), and a plan carries no
        // points of its own, so the task's score stays 0 (its manager may set points on the task, PUT /api/task)
        grade: '普通',
        category: (TASK_CATEGORIES as readonly string[]).includes(plan.category)
          ? (plan.category as TaskCategory)
          : undefined,
        date_begin: slot.begin.toISOString(),
        date_limit: slot.limit.toISOString(),
        information: { task_name: planTaskName(plan, slot), task_description: describe(reminds) },
      },
      tx,
    );
    await setPlanSlotTask(tx, plan.id, slot.key, task.id);
    if (reminds.length && deps.remind)
      await deps.remind(tx, plan.volunteer, {
        task: task.id,
        task_name: planTaskName(plan, slot),
        child: plan.child,
        reminds,
      });
    return task.id;
  }

  return {
    generateIn,
    /**
     * The housekeeping pass: every live plan not yet given the task of its current period gets it, each in its own
     * transaction; a plan that cannot (its child or volunteer gone, no active manager) is logged and skipped, and tried
     * again at the next pass. Answers how many tasks were given.
     */
    async generateDue(): Promise<number> {
      const at = now();
      const slots = Object.fromEntries(TASK_CATEGORIES.map((c) => [c, planSlotAt(c, at).key]));
      let given = 0;
      for (const plan of await plansOwing(db, slots, PASS_SIZE)) {
        try {
          if (await inTransaction(db, (tx) => generateIn(tx, plan, at))) given++;
        } catch (error) {
          // the period is marked as passed without a task (task 0), so a plan that cannot give one does not hold up the
          // others at every pass; the next period tries again
          deps.log?.error?.({ err: error, plan: plan.id }, 'plan task generation failed');
          await claimPlanSlot(db, plan.id, planSlotAt(plan.category, at).key, at).catch(() => false);
        }
      }
      return given;
    },
  };
}

export type PlanGenerator = ReturnType<typeof createPlanGenerator>;
