/**
 * A task's moves (issue 16; domain/tasks.ts TASK_WORKFLOW): the volunteer's check-in (打卡) and the state
 * changes of PUT /api/task/for/ids/with/state, all or none in one transaction, each through the one applyMove
 * (server/http/apply-move.ts). A state change is applied only
 * where the task is still in the state it was read in (the state is the guard against a concurrent move);
 * a returned (终退) task is finished again only after a check-in made since the return (409 NO_PUNCH_SINCE_RETURN);
 * a check-in carries the task's version, and its photos are the volunteer's own uploads, each used once (400
 * PHOTO_NOT_FRESH otherwise: another's photo or one already used cannot make a visit). Review steps go into the
 * verify history with who, when and why; a check-in keeps the visit's time and its idempotency key (issue 29,
 * visitTime); the final pass (终过) credits the task's score to its volunteer in the score ledger, once, and a task made
 * from a clue tells the clue of its review moves in the same transaction (issue 28: 终过 closes it).
 */
import type { z } from 'zod';
import {
  VISIT_CLOCK_SKEW_MS,
  VISIT_MAX_AGE_DAYS,
  type punchTask,
  type setTaskState,
} from '../../../domain/contracts/task';
import {
  checkedInSinceReturn,
  outcomeFits,
  TASK_PUNCHABLE_STATES,
  TASK_RETURNED_STATE,
  TASK_WORKFLOW,
  type TaskState,
} from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import { seconds } from '../../http/china-days';
import type { AuditService } from '../audit';
import type { PunchImages } from '../file';
import { sqlStateError } from '../../http/db-errors';
import { lockPunchKey, punchKeyAnswer, recordPunchKey } from './repository-punch-keys';
import { taskNotice, type ReviewNotice } from './notice-hooks';
import { taskById, updateTaskIf, type TaskRow, type TaskSelect } from './repository';

/** Credits a task's score to its volunteer once, in the review's transaction (the score module's ledger, issue 18). */
export type ScoreCredit = (tx: Db, task: { id: number; volunteer: number; points: number }, at: Date) => Promise<void>;
export type MoveDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  images: PunchImages;
  scoped: (user: SessionUser) => Pick<TaskSelect, 'volunteerScope' | 'childIds'>;
  credit: ScoreCredit;
  /** Told of each state move of a task made from a clue (`task_denounce`), in its transaction (the clue follows; issue 28). */
  clue?: ClueFollow;
  /** Told of a return (终退) or refusal (终拒), in its transaction (the notice to the volunteer; issue 29). */
  reviewed?: ReviewNotice;
};
/** The denounce module's follow of a task made from a clue (server/modules/denounce/task-follow.ts). */
export type ClueFollow = (
  tx: Db,
  user: SessionUser,
  move: { task: number; denounce: number; state: string; at: string; reason?: string },
) => Promise<void>;

const REPEATED_PHOTO = '同一张照片不能重复上传，请重新选择';
const TAKEN_PHOTO = '打卡照片须为您本人新上传的照片，且每张只能用于一次打卡，请重新拍照上传';
const badPhotos = (message: string, code?: string) =>
  new Invalid(message, [{ field: 'punch.check_image', message }], code);

/**
 * The visit's time of a check-in (issue 29): the time the phone sent, or the server's `at` when none; 400 on
 * punch.check_datetime when it is ahead of `at` by more than VISIT_CLOCK_SKEW_MS or older than VISIT_MAX_AGE_DAYS.
 */
export function visitTime(sent: string | undefined, at: Date): Date {
  if (!sent) return at;
  const visit = new Date(sent);
  const refuse = (message: string) =>
    new Invalid(message, [{ field: 'punch.check_datetime', message }], 'VISIT_TIME_OUT_OF_RANGE');
  if (visit.getTime() > at.getTime() + VISIT_CLOCK_SKEW_MS) throw refuse('打卡时间不能晚于当前时间，请检查手机时间');
  if (visit.getTime() < at.getTime() - VISIT_MAX_AGE_DAYS * 86_400_000)
    throw refuse(`打卡时间早于 ${VISIT_MAX_AGE_DAYS} 天前，不能补交，请重新打卡`);
  return visit;
}

export function createTaskMoves(deps: MoveDeps) {
  const { db, now, audit } = deps;

  /** The task rule beyond TASK_WORKFLOW's: finishing needs a check-in (since the last return, for a returned task). */
  function checkPunched(row: TaskRow): void {
    const info = row.information;
    if (!info.task_punchs?.length) throw new Conflict(`工单 ${row.id} 还没有打卡记录，请先打卡再办结`, 'NO_PUNCH');
    if (!checkedInSinceReturn(info.task_punchs, info.verify_history ?? [])) {
      throw new Conflict(`工单 ${row.id} 已被退回，请重新打卡后再办结`, 'NO_PUNCH_SINCE_RETURN');
    }
  }

  return {
    async punch(user: SessionUser, body: z.output<typeof punchTask.body>): Promise<{ id: number; version: number }> {
      const at = now();
      const key = body.idempotency_key;
      if (key) {
        const first = await punchKeyAnswer(db, user.id, key);
        if (first) return first;
      }
      const visit = visitTime(body.punch.check_datetime, at);
      const row = await inTransaction(db, async (tx) => {
        if (key) {
          // the same key sent twice at once: the second waits for the first, then answers what the first did
          await lockPunchKey(tx, user.id, key);
          if (await punchKeyAnswer(tx, user.id, key)) return null;
        }
        const task = await taskById(tx, body.id, deps.scoped(user), at);
        if (!task || task.volunteer !== user.id) throw new NotFound('工单不存在或您无权查看');
        if (!TASK_PUNCHABLE_STATES.includes(task.state as TaskState))
          throw new Conflict(`工单当前为「${task.state}」，不能打卡`, 'ILLEGAL_TRANSITION');
        const urls = body.punch.check_image.map((i) => i.url);
        if (new Set(urls).size !== urls.length) throw badPhotos(REPEATED_PHOTO);
        const { unissued, taken } = await deps.images.claimOwnFresh(urls, user.id, tx);
        if (unissued.length) throw badPhotos('照片未上传成功，请重新上传');
        if (taken.length) throw badPhotos(TAKEN_PHOTO, 'PHOTO_NOT_FRESH');
        const info = task.information;
        const punch = { ...body.punch, check_datetime: visit.toISOString(), received_datetime: at.toISOString() };
        const updated = await updateTaskIf(
          tx,
          task.id,
          { version: body.version },
          { information: { ...info, task_punchs: [...(info.task_punchs ?? []), punch] }, updated_at: at },
        );
        if (!updated) throw new Conflict('工单已被他人修改，请刷新后重试', 'STALE_VERSION');
        if (key) await recordPunchKey(tx, user.id, key, { id: updated.id, version: updated.version }, at);
        return updated;
      }).catch(async (error: unknown) => {
        // the same key sent twice at once: the second transaction met the first's key; answer what the first did
        const first =
          key && sqlStateError(error)?.code === '23505' ? await punchKeyAnswer(db, user.id, key) : undefined;
        if (first) return null;
        throw error;
      });
      if (!row) return (await punchKeyAnswer(db, user.id, key!))!;
      await audit.write({
        user: user.id,
        child: row.child,
        type: '修改',
        information: { task: row.id, action: '打卡' },
      });
      return { id: row.id, version: row.version };
    },

    async setState(user: SessionUser, body: z.output<typeof setTaskState.body>): Promise<{ count: number }> {
      const at = now();
      const ids = [...new Set(body.ids)];
      const moved = await inTransaction(db, async (tx) => {
        const out: TaskRow[] = [];
        for (const id of ids) {
          const task = await taskById(tx, id, deps.scoped(user), at);
          if (!task) throw new NotFound(`工单 ${id} 不存在或您无权查看`);
          const info = task.information;
          // the state read is the guard: a task moved by another since is not written (409 STALE_VERSION)
          const { saved: updated } = await applyMove({
            tx,
            at,
            workflow: TASK_WORKFLOW,
            move: { to: body.state },
            row: { state: task.state },
            caller: { ...user, owns: task.volunteer === user.id },
            input: { reason: body.reason },
            errors: {
              stale: () => new Conflict(`工单 ${id} 已被他人处理，请刷新后重试`, 'STALE_VERSION'),
              illegal: (from) =>
                new Conflict(`工单 ${task.id} 当前为「${from}」，不能变更为「${body.state}」`, 'ILLEGAL_TRANSITION'),
              forbidden: (m) =>
                m.actor === 'volunteer'
                  ? new Forbidden('只有该工单的志愿者可以办结', 'NOT_VOLUNTEER')
                  : new Forbidden('您的角色不能进行此项审核', 'FORBIDDEN_REVIEW'),
            },
            check: (move) => {
              if (move === 'finish') checkPunched(task);
              if (!outcomeFits(move, task.genre))
                throw new Conflict(
                  `工单 ${task.id} 为「${task.genre}」工单，不能记录「${body.state}」`,
                  'WRONG_OUTCOME',
                );
            },
            save: async (s) => {
              const finishing = s.to === '办结';
              // the verify history as stored (req tasks §5): the state reached, when, why, who
              const step = {
                opreate_behave: s.to,
                datetime: s.at,
                opreate_content: body.reason ?? '',
                operator: s.by,
                nickname: user.nickname,
                // a return remembers how many check-ins the task had, so finishing again needs a new one (checkedInSinceReturn)
                ...(s.to === TASK_RETURNED_STATE ? { punchs: info.task_punchs?.length ?? 0 } : {}),
              };
              const row = await updateTaskIf(
                tx,
                task.id,
                { state: task.state },
                {
                  state: s.to,
                  updated_at: at,
                  ...(finishing ? { date_end: at } : {}),
                  information: {
                    ...info,
                    verify_history: [...(info.verify_history ?? []), step],
                    ...(finishing ? { task_end_timestamp: seconds(at) } : {}),
                  },
                },
              );
              // a task passed at the final review credits its score to its volunteer (the score ledger)
              if (row && s.to === '终过') {
                await deps.credit(
                  tx,
                  {
                    id: row.id,
                    volunteer: row.volunteer,
                    points: Number((row.information as { task_score?: unknown }).task_score) || 0,
                  },
                  at,
                );
              }
              // its volunteer is told of a return or a refusal, with the reason (issue 29)
              if (row && deps.reviewed && (s.to === TASK_RETURNED_STATE || s.to === '终拒'))
                await deps.reviewed(
                  tx,
                  { ...taskNotice(row), volunteer: row.volunteer },
                  { state: s.to, reason: body.reason, stage: task.state === '办结' ? '初审' : '终审' },
                );
              // a task made from a clue moves the clue along (its final pass closes it: issue 28)
              if (row && info.task_denounce && deps.clue)
                await deps.clue(tx, user, {
                  task: row.id,
                  denounce: info.task_denounce,
                  state: s.to,
                  at: s.at,
                  ...(body.reason ? { reason: body.reason } : {}),
                });
              return row;
            },
            record: {
              audit,
              entry: (row, s) => ({
                user: user.id,
                child: row.child,
                type: s.to === '办结' ? '修改' : '审核',
                information: { task: row.id, state: s.to },
              }),
            },
          });
          out.push(updated);
        }
        return out;
      });
      return { count: moved.length };
    },
  };
}
