/**
 * Changes of a task besides its moves (issue 16; req tasks §7.1): its manager (or the centre) edits a task
 * still in hand, deletes one not yet started on (办理; the row stays, marked deleted), and gives tasks in hand
 * to another active volunteer, in one transaction, all or none. Edits carry the version read.
 * An escort's task (issue 28; domain/escort.ts) goes only to another active escort of the same role, a volunteer's
 * only to a volunteer (400 on the 志愿者 field), and its grade and genre, which follow the escort, are not edited.
 */
import type { z } from 'zod';
import type { deleteTasksFor, reassignTasks, updateTask } from '../../../domain/contracts/task';
import { GIRL_CARE_FIELDS, GIRL_CARE_ONLY, GIRL_GENRE, hasGirlCare } from '../../../domain/contracts/task-shapes';
import { ACTIVE_STATE } from '../../../domain/constants';
import { escortTaskKept, isEscortRole, reassignRefused } from '../../../domain/escort';
import { CENTRE_ROLES, inGroup } from '../../../domain/roles';
import { TASK_PUNCHABLE_STATES, type TaskState } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { seconds } from '../../http/china-days';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  markDeleted,
  setVolunteer,
  taskById,
  tasksByIds,
  tasksWhere,
  updateTaskIf,
  type TaskRow,
  type TaskSelect,
} from './repository';
import { taskNotice, type ReassignNotice } from './notice-hooks';

export type ChangeDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  scoped: (user: SessionUser) => Pick<TaskSelect, 'volunteerScope' | 'childIds'>;
  /** Told of each task moved by 批量改派, in its transaction (the notices to both volunteers; issue 29). */
  reassigned?: ReassignNotice;
};
const STALE = '工单已被他人修改，请刷新后重试';

/** `info` without its girl-care conditions (a task whose genre is no longer 女童). */
function withoutGirlCare<T extends object>(info: T): T {
  return Object.fromEntries(Object.entries(info).filter(([k]) => !k.startsWith('task_girl_'))) as T;
}

export function createTaskChanges(deps: ChangeDeps) {
  const { db, now, audit } = deps;

  /** The task `id` the caller manages (or any in scope for the centre); 404 / 403 otherwise. */
  async function managed(tx: Db, user: SessionUser, id: number): Promise<TaskRow> {
    const task = await taskById(tx, id, deps.scoped(user), now());
    if (!task) throw new NotFound(`工单 ${id} 不存在或您无权查看`);
    if (task.manager !== user.id && !CENTRE_ROLES.includes(user.role))
      throw new Forbidden('只有工单的交办人或中心可以修改', 'NOT_MANAGER');
    return task;
  }
  const inHand = (task: TaskRow, states: readonly string[] = TASK_PUNCHABLE_STATES) => {
    if (!states.includes(task.state as TaskState))
      throw new Conflict(`工单 ${task.id} 当前为「${task.state}」，不能修改`, 'ILLEGAL_TRANSITION');
  };
  const onVolunteer = (message: string) => new Invalid(message, [{ field: 'volunteer', message }]);
  /** The active volunteer or escort account `id` (400 on the 志愿者 field otherwise). */
  async function assigneeOf(id: number) {
    const v = await deps.users.activeAccount(id);
    if (!v || !(inGroup(v.role, 'volunteers') || isEscortRole(v.role)) || v.state !== ACTIVE_STATE)
      throw onVolunteer('请选择激活中的志愿者');
    return v;
  }
  /** 400 when a task of `rows` may not go to an account of `role` (reassignRefused: an escort's task stays in its department). */
  async function checkReassign(tx: Db, rows: TaskRow[], role: string) {
    const people = await deps.users.people(
      rows.map((r) => r.volunteer),
      tx,
    );
    for (const row of rows) {
      const refused = reassignRefused(people.get(row.volunteer)?.role ?? '', role);
      if (refused) throw onVolunteer(`工单 ${row.id}：${refused}`);
    }
  }

  return {
    async update(user: SessionUser, body: z.output<typeof updateTask.body>): Promise<{ id: number; version: number }> {
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const task = await managed(tx, user, body.id);
        inHand(task);
        if (
          !escortTaskKept(task, body) &&
          isEscortRole((await deps.users.people([task.volunteer], tx)).get(task.volunteer)?.role)
        ) {
          const message = '护航工单的等级和类型由护航人员的部门决定，不能修改';
          throw new Invalid(message, [
            { field: (body.grade ?? task.grade) !== task.grade ? 'grade' : 'genre', message },
          ]);
        }
        const begin = body.date_begin ? new Date(body.date_begin) : task.date_begin;
        const limit = body.date_limit ? new Date(body.date_limit) : task.date_limit;
        if (limit <= begin)
          throw new Invalid('截止时间须晚于开始时间', [{ field: 'date_limit', message: '截止时间须晚于开始时间' }]);
        const info = task.information;
        const genre = body.genre ?? task.genre;
        const girl = body.information ? hasGirlCare(body.information) : false;
        if (girl && genre !== GIRL_GENRE)
          throw new Invalid(GIRL_CARE_ONLY, [{ field: `information.${GIRL_CARE_FIELDS[0]}`, message: GIRL_CARE_ONLY }]);
        // a task no longer 女童 keeps no girl-care conditions
        const kept = genre === GIRL_GENRE ? info : withoutGirlCare(info);
        const updated = await updateTaskIf(
          tx,
          task.id,
          { version: body.version },
          {
            grade: body.grade ?? task.grade,
            genre,
            category: body.category ?? task.category,
            date_begin: begin,
            date_limit: limit,
            information: {
              ...kept,
              ...body.information,
              ...(body.information?.task_attributes
                ? { task_attributes: { ...info.task_attributes, ...body.information.task_attributes } }
                : {}),
              task_begin_timestamp: seconds(begin),
              task_limit_timestamp: seconds(limit),
            },
            updated_at: at,
          },
        );
        if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
        return updated;
      });
      await audit.write({ user: user.id, child: row.child, type: '修改', information: { task: row.id } });
      return { id: row.id, version: row.version };
    },

    async remove(user: SessionUser, body: { id: number; version: number }): Promise<{ id: number; version: number }> {
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const task = await managed(tx, user, body.id);
        inHand(task, ['办理']);
        const updated = await updateTaskIf(tx, task.id, { version: body.version }, { deleted_at: at, updated_at: at });
        if (!updated) throw new Conflict(STALE, 'STALE_VERSION');
        return updated;
      });
      await audit.write({ user: user.id, child: row.child, type: '删除', information: { task: row.id } });
      return { id: row.id, version: row.version };
    },

    /**
     * DELETE /api/task/for/states/genres/categorys/managers/volunteers/childs: the caller's tasks matching every
     * list given that are still 办理, in one transaction; one the caller does not manage is 403 and nothing goes.
     */
    async removeFor(user: SessionUser, body: z.output<typeof deleteTasksFor.body>): Promise<{ count: number }> {
      const at = now();
      const removed = await inTransaction(db, async (tx) => {
        const rows = await tasksWhere(
          tx,
          {
            ...deps.scoped(user),
            states: ['办理'],
            genres: body.genres,
            categorys: body.categorys,
            managers: body.managers,
            volunteers: body.volunteers,
            childs: body.childs,
          },
          at,
        );
        // states asked for other than 办理 match nothing deletable: only tasks not yet started on may go
        const wanted = body.states?.length ? rows.filter((r) => body.states!.includes(r.state as TaskState)) : rows;
        const foreign = wanted.find((r) => r.manager !== user.id && !CENTRE_ROLES.includes(user.role));
        if (foreign) throw new Forbidden(`工单 ${foreign.id} 不是您交办的，不能删除`, 'NOT_MANAGER');
        const marked = await markDeleted(
          tx,
          wanted.map((r) => r.id),
          at,
        );
        if (marked.length !== wanted.length) throw new Conflict('部分工单已被他人处理，请刷新后重试', 'STALE_VERSION');
        return marked;
      });
      for (const row of removed)
        await audit.write({ user: user.id, child: row.child, type: '删除', information: { task: row.id } });
      return { count: removed.length };
    },

    /**
     * PUT /api/task/for/ids/with/volunteer: reads the tasks in one query, checks each (404 out of scope, 403 not the
     * caller's to manage, 409 not in hand), then moves them all in one UPDATE that again requires each still in
     * hand; any task that moved meanwhile makes it 409 and the transaction changes nothing. An escort's task goes
     * only to an escort of the same role, a volunteer's only to a volunteer (400 on the 志愿者 field: issue 28).
     */
    async reassign(user: SessionUser, body: z.output<typeof reassignTasks.body>): Promise<{ count: number }> {
      const volunteer = await assigneeOf(body.volunteer);
      const at = now();
      const ids = [...new Set(body.ids)];
      const moved = await inTransaction(db, async (tx) => {
        const rows = new Map((await tasksByIds(tx, ids, deps.scoped(user), at)).map((r) => [r.id, r]));
        for (const id of ids) {
          const task = rows.get(id);
          if (!task) throw new NotFound(`工单 ${id} 不存在或您无权查看`);
          if (task.manager !== user.id && !CENTRE_ROLES.includes(user.role))
            throw new Forbidden('只有工单的交办人或中心可以修改', 'NOT_MANAGER');
          inHand(task);
        }
        await checkReassign(tx, [...rows.values()], volunteer.role);
        const changed = await setVolunteer(tx, ids, volunteer, TASK_PUNCHABLE_STATES, at);
        if (changed.length !== ids.length) throw new Conflict('部分工单已被他人处理，请刷新后重试', 'STALE_VERSION');
        // the new volunteer is given each task and the one who had it is told (issue 29)
        if (deps.reassigned)
          for (const id of ids) {
            const row = rows.get(id)!;
            const task = { ...taskNotice(row), from: row.volunteer, to: volunteer.id };
            await deps.reassigned(tx, task, user.nickname, volunteer.nickname);
          }
        return ids.map((id) => rows.get(id)!);
      });
      await audit.writeMany(
        moved.map((row) => ({
          user: user.id,
          child: row.child,
          type: '修改' as const,
          information: { task: row.id, action: '改派', volunteer: volunteer.id },
        })),
      );
      return { count: moved.length };
    },
  };
}
