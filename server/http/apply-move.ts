/**
 * The server's one way to take a workflow move (issue 27 "One way to move"; the workflows are domain/workflow.ts's):
 * `applyMove` checks the version the caller read, that the move leaves from the row's state, that the caller may take
 * it and that it has what it needs (in that order), runs the area's own rules, appends the step (the area's `save`
 * maps the typed HistoryStep to the history it stores, so old rows and the API's answers keep their shape), then
 * writes the operation record and the journal where the area has one, all in the caller's transaction.
 *
 * Each area keeps its own words and codes (`errors`): a stale version (409 STALE_VERSION …), an illegal move
 * (409 ILLEGAL_TRANSITION / ILLEGAL_MOVE / ILLEGAL_STEP / WRONG_STATE), a caller not permitted (403) and a missing need
 * (400, on the need's field). `checkMove` is the checks alone, for an area that checks before it opens its transaction.
 */
import type { Caller, HistoryStep, MoveInput, MoveSpec, Need, Workflow } from '../../domain/workflow';
import type { Db } from '../db/client';
import { AppError, Forbidden, Invalid } from '../errors';
import type { AuditEntry, AuditService } from '../modules/audit';

type Moves<S extends string> = Record<string, MoveSpec<S>>;

export type MoveErrors<S extends string, M extends Moves<S>> = {
  /** The version read is not the stored one, or the write found the row changed. */
  stale: () => AppError;
  /** The move does not leave from `from` (or no move reaches the state asked for). */
  illegal: (from: string) => AppError;
  /** The caller may not take `move` (default: 403 FORBIDDEN). */
  forbidden?: (move: M[keyof M & string]) => AppError;
  /**
   * `need` is missing (default, `needMessage`: 400 请填写<move>原因 — 请填写退回原因 … — / 请填写办理结果 / 请上传照片 on the
   * need's field); undefined keeps the default.
   */
  needs?: (need: Need) => AppError | undefined;
};

export type MoveRequest<S extends string, M extends Moves<S>> = {
  workflow: Workflow<S, M>;
  /** The move by name, or the state the caller asks for (calls that send a state: applies, tasks, allowances). */
  move: (keyof M & string) | { to: string };
  /** The row's state and version as read (under its lock or guard). */
  row: { state: string; version?: number };
  /** The version the caller read; omitted where the state is the guard (tasks). */
  version?: number;
  /** Who moves: their id and role, and whether they are the row's own party (computed from the row). */
  caller: Caller & { id: number };
  input?: MoveInput;
  errors: MoveErrors<S, M>;
};

export type ApplyMoveRequest<S extends string, M extends Moves<S>, T> = MoveRequest<S, M> & {
  tx: Db;
  at: Date;
  /** The area's rules beyond the workflow's (a check-in before finishing, fresh photos), after the permission check. */
  check?: (move: keyof M & string) => void | Promise<void>;
  /** Writes the row at the version or state read, with `step` appended to its history; undefined when it changed. */
  save: (step: HistoryStep<S, keyof M & string>) => Promise<T | undefined>;
  /** The operation record of the move (omitted where a batch writes one record for all its rows). */
  record?: {
    audit: Pick<AuditService, 'write'>;
    entry: (saved: T, step: HistoryStep<S, keyof M & string>) => AuditEntry;
  };
  /** The area's journal of the move (applies: the reviewer's journal). */
  journal?: (saved: T, step: HistoryStep<S, keyof M & string>) => Promise<unknown>;
};

/**
 * The message of a missing `need` of `move` (issue 28: every return or refusal asks for its reason the same way): a reason
 * names the move (请填写退回原因, 请填写不通过原因, 请填写打回原因, 请填写核退原因 …, as the screens label the box
 * `<move>原因`), a result 请填写办理结果, photos 请上传照片.
 */
export function needMessage(need: Need, move: Pick<MoveSpec<string>, 'label'>): string {
  if (need === 'reason') return `请填写${move.label}原因`;
  return need === 'result' ? '请填写办理结果' : '请上传照片';
}

/** Throws the first problem of `req` (stale version, illegal move, not permitted, missing need); returns the move's name. */
export function checkMove<S extends string, M extends Moves<S>>(req: MoveRequest<S, M>): keyof M & string {
  const { workflow, row, errors } = req;
  if (req.version !== undefined && row.version !== req.version) throw errors.stale();
  const name = typeof req.move === 'string' ? req.move : workflow.moveTo(row.state, req.move.to);
  if (!name) throw errors.illegal(row.state);
  const problem = workflow.problem(name, row.state, req.caller, req.input);
  if (problem?.kind === 'illegal') throw errors.illegal(row.state);
  if (problem?.kind === 'forbidden') throw errors.forbidden?.(workflow.moves[name]) ?? new Forbidden();
  if (problem?.kind === 'needs') {
    const message = needMessage(problem.need, workflow.moves[name]);
    throw errors.needs?.(problem.need) ?? new Invalid(message, [{ field: problem.need, message }]);
  }
  return name;
}

/** Takes the move of `req` in its transaction (see the module's docstring); the saved row and the step. */
export async function applyMove<S extends string, M extends Moves<S>, T>(
  req: ApplyMoveRequest<S, M, T>,
): Promise<{ saved: T; step: HistoryStep<S, keyof M & string> }> {
  const name = checkMove(req);
  await req.check?.(name);
  const step = req.workflow.step(name, req.row.state as S, req.caller.id, req.at, req.input?.reason);
  const saved = await req.save(step);
  if (saved === undefined) throw req.errors.stale();
  if (req.record) await req.record.audit.write(req.record.entry(saved, step), req.tx);
  await req.journal?.(saved, step);
  return { saved, step };
}
