/**
 * The steps on a clue's dispatch (domain/denounces.ts ADJUNCT_MOVES; issue 18): the department leader's receive,
 * return (a reason) and apply to close (a result, photos) on their own department's dispatches (404 otherwise), and
 * the reviewer's close and send back (a reason), each through the one applyMove (server/http/apply-move.ts; domain/denounces.ts
 * ADJUNCT_WORKFLOW). A step its state does not allow is 409 ILLEGAL_MOVE. Each step is
 * appended to the dispatch's history (who, when, why) and the clue's state follows (`denounceStateOf`), in one
 * transaction at the versions read.
 */
import type { z } from 'zod';
import type { moveAdjunct, reviewAdjunct } from '../../../domain/contracts/denounce';
import {
  ADJUNCT_MOVES,
  ADJUNCT_WORKFLOW,
  denounceStateOf,
  type AdjunctMove,
  type AdjunctState,
  type DenounceState,
} from '../../../domain/denounces';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import type { AuditService } from '../audit';
import {
  adjunctById,
  adjunctsOf,
  countAdjunctsByState,
  denounceById,
  pageAdjuncts,
  updateAdjunctAt,
  updateDenounceAt,
  type AdjunctRow,
  type DenounceRow,
} from './repository';
import { presentDenounces, type PresentDeps } from './present';

type MoveDeps = PresentDeps & {
  db: Db;
  now: () => Date;
  audit: AuditService;
  reviewed: (tx: Db, user: SessionUser, id: number, version?: number) => Promise<DenounceRow>;
  checkImages: (tx: Db, urls: string[]) => Promise<void>;
};
type Step = { move: AdjunctMove; reason?: string; result?: string; images?: { url: string }[] };

const STALE = '该线索已被他人处理，请刷新后重试';

export function createAdjunctMoves(deps: MoveDeps) {
  const { db, now, audit } = deps;

  /** Applies `step` to the locked dispatch `adjunct` of clue `denounce` (one applyMove), then the clue's state. */
  async function apply(
    tx: Db,
    user: SessionUser,
    adjunct: AdjunctRow,
    version: number,
    denounce: DenounceRow,
    step: Step,
    owns: boolean,
  ) {
    const rule = ADJUNCT_MOVES[step.move];
    const { saved } = await applyMove({
      tx,
      at: now(),
      workflow: ADJUNCT_WORKFLOW,
      move: step.move,
      row: { state: adjunct.adjunct_state, version: adjunct.version },
      version,
      caller: { ...user, owns },
      input: { reason: step.reason, result: step.result },
      errors: {
        stale: () => new Conflict(STALE, 'STALE_VERSION'),
        illegal: (from) => new Conflict(`该线索当前为${from}，不能${rule.label}`, 'ILLEGAL_MOVE'),
      },
      check: async () => {
        if (step.images?.length)
          await deps.checkImages(
            tx,
            step.images.map((i) => i.url),
          );
      },
      save: async (s) => {
        // the dispatch's history as stored: the move, the state reached, who (id and name), when, and what was given
        const entry = {
          move: s.move,
          state: s.to,
          user: s.by,
          name: user.nickname,
          at: s.at,
          ...(step.reason ? { reason: step.reason } : {}),
          ...(step.result ? { result: step.result } : {}),
          ...(step.images?.length ? { images: step.images } : {}),
        };
        const history = [...(adjunct.adjunct_information.history ?? []), entry];
        const saved = await updateAdjunctAt(tx, adjunct.id, version, {
          adjunct_state: s.to,
          updated_at: new Date(s.at),
          adjunct_information: { ...adjunct.adjunct_information, history },
        });
        if (!saved) return undefined;
        const states = (await adjunctsOf(tx, [denounce.id])).map((a) => a.adjunct_state as AdjunctState);
        const next = denounceStateOf(
          denounce.denounce_state as DenounceState,
          states,
          denounce.denounce_information.task !== undefined,
          denounce.denounce_information.task_done === true,
        );
        if (next !== denounce.denounce_state)
          await updateDenounceAt(tx, denounce.id, denounce.version, {
            denounce_state: next,
            updated_at: new Date(s.at),
          });
        return saved;
      },
      record: {
        audit,
        entry: () => ({
          user: user.id,
          child: denounce.denounce_child || undefined,
          type: '修改',
          information: { action: `线索${rule.label}`, denounce: denounce.id, adjunct: adjunct.id },
        }),
      },
    });
    return { id: saved.id, version: saved.version };
  }

  return {
    /** PUT /api/denounce/adjunct: the department leader's step on their department's dispatch. */
    async move(user: SessionUser, b: z.output<typeof moveAdjunct.body>) {
      return inTransaction(db, async (tx) => {
        const adjunct = await adjunctById(tx, b.id, true);
        if (!adjunct || !user.department_id || adjunct.adjunct_department !== user.department_id)
          throw new NotFound('该线索不存在');
        const denounce = (await denounceById(tx, adjunct.adjunct_denounce, true))!;
        return apply(tx, user, adjunct, b.version, denounce, b, true);
      });
    },

    /** PUT /api/denounce/adjunct/review: the reviewer closes or sends back an applied dispatch. */
    async review(user: SessionUser, b: z.output<typeof reviewAdjunct.body>) {
      return inTransaction(db, async (tx) => {
        const adjunct = await adjunctById(tx, b.id, true);
        if (!adjunct) throw new NotFound('该线索不存在');
        const denounce = await deps.reviewed(tx, user, adjunct.adjunct_denounce);
        return apply(tx, user, adjunct, b.version, denounce, b, false);
      });
    },

    /** The clues dispatched to the caller's department, each with that dispatch only. */
    async departmentList(user: SessionUser, q: { sources?: string[]; states?: string[]; page: number; size: number }) {
      if (!user.department_id) return { total: 0, list: [], image_urls: {} };
      const { total, rows } = await pageAdjuncts(
        db,
        { department: user.department_id, sources: q.sources, states: q.states },
        q.page,
        q.size,
      );
      const { list, image_urls } = await presentDenounces(
        deps,
        user,
        rows.map((r) => r.denounce),
        rows.map((r) => r.adjunct),
      );
      // the same clue can be listed once per dispatch: each row shows its own
      return {
        total,
        list: list.map((item, i) => ({ ...item, adjuncts: item.adjuncts.filter((a) => a.id === rows[i].adjunct.id) })),
        image_urls,
      };
    },

    async departmentCounts(user: SessionUser, q: { sources?: string[] }) {
      if (!user.department_id) return { counts: [] };
      return { counts: await countAdjunctsByState(db, { department: user.department_id, sources: q.sources }) };
    },
  };
}
