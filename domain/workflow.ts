/**
 * One way to declare a reviewed workflow (issue 27 "One way to move"): its states and its moves, each with the states it
 * leaves from, the state it reaches, who may take it, what it needs and its Chinese label. The server's one `applyMove`
 * (server/http/apply-move.ts) enforces a move; the SPA's `WorkflowMoves` (src/components/workflow-moves.tsx) draws the
 * buttons `movesFrom` gives. Applies, work orders, clue dispatches, allowances and inspections are declared this way
 * (domain/apply-states.ts, tasks.ts, denounces.ts, allowances.ts, supervise.ts), and so is anything added later.
 *
 * Who may move (`Permit`):
 * - `{ permission, action? }`: a grant of the matrix (domain/permissions.ts; `action` defaults to `edit`);
 * - `{ group }`: a named role group (domain/roles.ts ROLE_GROUPS, derived from the matrix);
 * - `'owner'`: the record's own party (a task's volunteer, a dispatch's department): the caller says so with `owns`,
 *   which the server computes from the row, never from the request.
 *
 * What a move needs (`needs`): `reason` (退回, 拒绝 …), `result` (what was done) or `photos` (at least one), each of which
 * must be non-empty in the move's input. A move may carry more data of its own (a default reason, a stage code): the
 * literal types are kept.
 */
import { can, type Action, type PermissionId } from './permissions';
import { inGroup, isRole, type Role, type RoleGroup } from './roles';

export type Permit = { permission: PermissionId; action?: Action } | { group: RoleGroup } | 'owner';
export type Need = 'reason' | 'result' | 'photos';

/** One move: the states it leaves from, the state it reaches, who may take it, what it needs and its label. */
export type MoveSpec<S extends string> = {
  from: readonly S[];
  to: S;
  who: Permit;
  needs?: readonly Need[];
  label: string;
};

/** Who asks: a role, and whether they are the record's own party (see `'owner'`). */
export type Caller = { role: Role | string; owns?: boolean };

/** What a move is given: a reason, a result, photos (only what its `needs` asks for is checked). */
export type MoveInput = { reason?: string | null; result?: string | null; photos?: readonly unknown[] | null };

/** One step of a record's history, the same shape in every workflow (an area maps it to the history it stores). */
export type HistoryStep<S extends string = string, M extends string = string> = {
  move: M;
  from: S;
  to: S;
  by: number;
  at: string;
  reason?: string;
};

/** Why a move is refused: not from this state (409), not this caller (403), or something it needs is missing (400). */
export type MoveProblem = { kind: 'illegal' } | { kind: 'forbidden' } | { kind: 'needs'; need: Need };

export type Workflow<S extends string, M extends Record<string, MoveSpec<S>>> = {
  readonly states: readonly S[];
  readonly moves: M;
  /** The moves `caller` may take from `state`, in declaration order, each with its name. */
  movesFrom(state: S | string, caller: Caller): (M[keyof M & string] & { name: keyof M & string })[];
  /** The move from `from` to `to` (for calls that send the state they want), or undefined. */
  moveTo(from: S | string, to: S | string): (keyof M & string) | undefined;
  /** Whether `caller` may take `move` at all (whatever the state). */
  permits(move: keyof M & string, caller: Caller): boolean;
  /** The first reason `move` cannot be taken from `from` by `caller` with `input` (checked in that order), or null. */
  problem(move: keyof M & string, from: S | string, caller: Caller, input?: MoveInput): MoveProblem | null;
  /** The history step of `move` from `from`, by user `by` at `at` (a reason only when given). */
  step(move: keyof M & string, from: S, by: number, at: Date, reason?: string | null): HistoryStep<S, keyof M & string>;
};

/** Whether `caller` satisfies `who`. */
export function permitted(who: Permit, caller: Caller): boolean {
  if (who === 'owner') return caller.owns === true;
  if ('group' in who) return inGroup(caller.role, who.group);
  // a role this console does not know (or none, before the user info answered) may take no move
  return isRole(caller.role) && can(caller.role, who.permission, who.action ?? 'edit');
}

const present = (need: Need, input: MoveInput): boolean =>
  need === 'photos' ? (input.photos?.length ?? 0) > 0 : Boolean(input[need]?.trim());

/**
 * Declares a workflow. Throws at load when a move names a state not in `states` (a typing slip caught by the first test
 * that imports it).
 */
export function defineWorkflow<const S extends string, const M extends Record<string, MoveSpec<S>>>(def: {
  states: readonly S[];
  moves: M;
}): Workflow<S, M> {
  type Name = keyof M & string;
  const names = Object.keys(def.moves) as Name[];
  for (const name of names) {
    const m = def.moves[name];
    for (const s of [...m.from, m.to])
      if (!def.states.includes(s)) throw new Error(`workflow move ${name}: unknown state ${s}`);
  }
  const leaves = (name: Name, state: string) => (def.moves[name].from as readonly string[]).includes(state);
  return {
    states: def.states,
    moves: def.moves,
    movesFrom: (state, caller) =>
      names
        .filter((n) => leaves(n, state) && permitted(def.moves[n].who, caller))
        .map((n) => ({ ...def.moves[n], name: n })),
    moveTo: (from, to) => names.find((n) => leaves(n, from) && def.moves[n].to === to),
    permits: (move, caller) => permitted(def.moves[move].who, caller),
    problem(move, from, caller, input = {}) {
      const m = def.moves[move];
      if (!m || !leaves(move, from)) return { kind: 'illegal' };
      if (!permitted(m.who, caller)) return { kind: 'forbidden' };
      const missing = m.needs?.find((need) => !present(need, input));
      return missing ? { kind: 'needs', need: missing } : null;
    },
    step(move, from, by, at, reason) {
      const r = reason?.trim();
      return { move, from, to: def.moves[move].to, by, at: at.toISOString(), ...(r ? { reason: r } : {}) };
    },
  };
}
