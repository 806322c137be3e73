/**
 * A clue follows the work order it became (issue 28 "Escort work orders"; domain/denounces.ts CLUE_TASK_NOTES,
 * docs/decisions-gta.md "A clue's work order finished"): the task module tells of each review move of a task linked
 * to a clue (`task_denounce`), in the move's own transaction; the final pass (终过) closes the clue (办结, or 办理 while
 * a dispatch to a department is still open: it closes when that dispatch does), the refusal (终拒) and the escort
 * outcomes (护正 / 护异) only go into the clue's history. Each step is appended to `denounce_information.history` (who,
 * when, which task, why) and leaves an operation record of the clue. A clue 拒办 keeps its state.
 */
import { CLUE_TASK_NOTES, denounceStateOf, type AdjunctState, type DenounceState } from '../../../domain/denounces';
import type { ClueStep } from '../../../domain/contracts/denounce';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Conflict } from '../../errors';
import type { AuditService } from '../audit';
import { adjunctsOf, denounceById, updateDenounceAt } from './repository';

/** A move of a task made from clue `denounce`: the state reached, when (ISO), the reason given (a return, 护异). */
export type ClueTaskMove = { task: number; denounce: number; state: string; at: string; reason?: string };

/**
 * Applies `move` to its clue in `tx` (locked): appends the history step, and on 终过 sets `task_done` and the state
 * `denounceStateOf` then answers. Nothing for a move CLUE_TASK_NOTES does not name, a clue gone, or another task's
 * clue. 409 STALE_VERSION if the clue changed between the lock and the write (cannot happen under the lock).
 */
export async function followTaskMove(
  tx: Db,
  audit: AuditService,
  user: SessionUser,
  move: ClueTaskMove,
): Promise<void> {
  const note = CLUE_TASK_NOTES[move.state];
  if (!note) return;
  const clue = await denounceById(tx, move.denounce, true);
  if (!clue || clue.denounce_information.task !== move.task) return;
  const info = clue.denounce_information;
  const taskDone = note.closes || info.task_done === true;
  const adjuncts = (await adjunctsOf(tx, [clue.id])).map((a) => a.adjunct_state as AdjunctState);
  const state = denounceStateOf(clue.denounce_state as DenounceState, adjuncts, true, taskDone);
  const step: ClueStep = {
    move: `task_${move.state}`,
    label: note.label,
    state,
    user: user.id,
    name: user.nickname,
    at: move.at,
    task: move.task,
    ...(move.reason ? { reason: move.reason } : {}),
  };
  const saved = await updateDenounceAt(tx, clue.id, clue.version, {
    denounce_state: state,
    updated_at: new Date(move.at),
    denounce_information: {
      ...info,
      ...(taskDone ? { task_done: true } : {}),
      history: [...(info.history ?? []), step],
    },
  });
  if (!saved) throw new Conflict('该线索已被他人处理，请刷新后重试', 'STALE_VERSION');
  await audit.write(
    {
      user: user.id,
      child: clue.denounce_child || undefined,
      type: '修改',
      information: { action: `线索${note.label}`, denounce: clue.id, task: move.task, state },
    },
    tx,
  );
}
