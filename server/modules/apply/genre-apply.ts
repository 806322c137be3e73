/**
 * Applies of the genres that carry a payload of their own instead of a child form (the risk assessments,
 * domain/apply-states.ts STAGE_PERMISSIONS; docs/decisions-risk.md): the owning module validates its payload and
 * calls these, inside its own transaction where it holds the child's row lock, so one open apply per child and
 * genre holds under concurrent submits. The review is the common one (service.ts `review`): the stages are the
 * genre's, its refusals are returns (RETURNABLE_GENRES), and its final pass is the owning module's (`passes`).
 */
import { AUDITOR_TOWN, RETURNABLE_GENRES, RISK_APPLY_WORKFLOW, type AnyApplyGenre } from '../../../domain/apply-states';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import type { AuditService } from '../audit';
import {
  applyById,
  insertApply,
  listApplies,
  lockApply,
  openApplyOf,
  updateApplyAtVersion,
  type ApplyFilter,
  type ApplyRow,
} from './repository';
import { historyEntry } from './information';

const STALE_MESSAGE = '该申请已被他人处理，请刷新后重试';

/** The child an apply is for: its id, places and name (kept in `apply_information.child_name` for lists and search). */
export type ApplyChild = { id: number; department_id: number | null; village_id: number | null; child_name: string };

export function createGenreApplies(deps: { db: Db; now: () => Date; audit: AuditService }) {
  const { db, now, audit } = deps;
  return {
    /** The apply of `genre` for child `link_id` not yet passed (any state but 终过), read in `tx`. */
    openOf: (tx: Db, genre: AnyApplyGenre, link_id: number) => openApplyOf(tx, genre, link_id),

    /** Apply `id` of one of `genres` as `user` may see it (undefined outside the scope, deleted or of another genre). */
    async rowOf(user: SessionUser, id: number, genres: readonly string[]): Promise<ApplyRow | undefined> {
      const row = await applyById(db, id, user);
      return row && !row.deleted_at && genres.includes(row.apply_genre) ? row : undefined;
    },

    /** One page of the applies `user` may see, of `filter.apply_genres` (required, so no other genre leaks). */
    listOf: (user: SessionUser, filter: ApplyFilter & { apply_genres: string[] }) => listApplies(db, user, filter),

    /**
     * Stores an apply of `genre` in 申请 for `child`, carrying `payload` as `apply_information.information`, with its
     * first history entry `content`; in `tx`. Writes a 创建 record.
     */
    async submitOf(
      tx: Db,
      user: SessionUser,
      input: { genre: AnyApplyGenre; child: ApplyChild; payload: Record<string, unknown>; content: string },
    ): Promise<ApplyRow> {
      const at = now();
      const { child } = input;
      const row = await insertApply(tx, {
        applicant: user.id,
        auditor: AUDITOR_TOWN,
        link_id: child.id,
        apply_genre: input.genre,
        apply_state: '申请',
        department_id: child.department_id,
        village_id: child.village_id,
        apply_information: {
          information: input.payload,
          child_name: child.child_name,
          history: [historyEntry(user, '申请', input.content, '', at)],
        },
        created_at: at,
        updated_at: at,
      });
      await audit.write(
        { user: user.id, child: child.id, type: '创建', information: { apply: row.id, apply_genre: input.genre } },
        tx,
      );
      return row;
    },

    /**
     * The applicant submits a returned apply (初拒 or 终拒 of a RETURNABLE genre) again with `payload`: the workflow's
     * `resubmit` move (RISK_APPLY_WORKFLOW, taken through applyMove), back to 申请 for the first stage, a history entry
     * `content`; in `tx` under the apply's row lock. 404 outside the scope; then, in applyMove's order, 409
     * STALE_VERSION, 409 ILLEGAL_TRANSITION (not returned, or a genre that is not returnable), 403 NOT_APPLICANT.
     * Writes a 修改 record.
     */
    async resubmit(
      tx: Db,
      user: SessionUser,
      input: {
        id: number;
        version: number;
        genres: readonly string[];
        payload: Record<string, unknown>;
        content: string;
      },
    ): Promise<ApplyRow> {
      const seen = await applyById(tx, input.id, user);
      if (!seen || seen.deleted_at || !input.genres.includes(seen.apply_genre)) throw new NotFound();
      const row = await lockApply(tx, seen.id);
      const stale = () => new Conflict(STALE_MESSAGE, 'STALE_VERSION');
      if (!row) throw stale();
      const illegal = (state: string) => new Conflict(`当前状态为「${state}」，不能重新提交`, 'ILLEGAL_TRANSITION');
      const info = row.apply_information;
      const { saved } = await applyMove({
        workflow: RISK_APPLY_WORKFLOW,
        move: 'resubmit',
        row: { state: row.apply_state, version: row.version },
        version: input.version,
        caller: { id: user.id, role: user.role, owns: row.applicant === user.id },
        errors: {
          stale,
          illegal,
          forbidden: () => new Forbidden('只能修改本人提交的评估', 'NOT_APPLICANT'),
        },
        tx,
        at: now(),
        check: () => {
          // only a genre whose refusals are returns is corrected this way (the risk assessments)
          if (!RETURNABLE_GENRES.includes(row.apply_genre)) throw illegal(row.apply_state);
        },
        save: (step) => {
          const at = new Date(step.at);
          return updateApplyAtVersion(tx, row.id, input.version, {
            apply_state: step.to,
            auditor: RISK_APPLY_WORKFLOW.moves.resubmit.auditor,
            updated_at: at,
            apply_information: {
              ...info,
              information: input.payload,
              history: [...(info.history ?? []), historyEntry(user, step.to, input.content, '', at)],
            },
          });
        },
        record: {
          audit,
          entry: (updated) => ({
            user: user.id,
            child: updated.link_id,
            type: '修改',
            information: { apply: updated.id, apply_genre: updated.apply_genre },
          }),
        },
      });
      return saved;
    },
  };
}
