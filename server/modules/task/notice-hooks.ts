/**
 * What the task module tells the notice module (issue 29 "Notices say what happened to whom"; docs/decisions-notices.md):
 * the task as a notice names it, and the callbacks server/services.ts wires to the notice service. Each is called in the
 * transaction of the change it reports, so a notice is kept exactly when the change is.
 */
import type { Db } from '../../db/client';
import type { TaskRow } from './repository';

/** A task as a notice names it: the child's name as stored on the task (the notice's masking pass masks it). */
export type TaskNotice = { id: number; task_name: string; task_code: string; child_name: string; date_limit: Date };

/** Tasks moved from one volunteer to another (批量改派) by `by` (a nickname); `to_name`: the new volunteer's. */
export type ReassignNotice = (
  tx: Db,
  task: TaskNotice & { from: number; to: number },
  by: string,
  to_name: string,
) => Promise<void>;

/** A review move of a finished task (`state` reached, at the director's 初审 or the centre's 终审), for its volunteer. */
export type ReviewNotice = (
  tx: Db,
  task: TaskNotice & { volunteer: number },
  step: { state: string; reason?: string; stage: '初审' | '终审' },
) => Promise<void>;

/** The notice view of a stored task. */
export function taskNotice(row: TaskRow): TaskNotice {
  const info = row.information;
  return {
    id: row.id,
    task_name: info.task_name ?? '',
    task_code: info.task_code ?? '',
    child_name: info.task_child_name ?? info.child_name ?? '',
    date_limit: row.date_limit,
  };
}
