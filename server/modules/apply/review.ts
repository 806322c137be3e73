/**
 * The review of an apply (req applies-review §3): 申请 → 初过 / 初拒 (review_first, same town), 初过 → 终过 / 终拒
 * (review_final). The final pass writes the child through the child service and the apply's state in one transaction
 * (a genre with stages of its own, domain/apply-states.ts STAGE_PERMISSIONS, is reviewed by those permissions, its
 * refusals are returns needing a reason, and its final pass is `deps.passes[genre]`: the risk assessments), and a
 * 儿童修改 keeps the child's form as it was just before (`before`, what its comparison shows from then on). Every step
 * appends to the history (stamped with the injected clock). An illegal transition or a stale version answers 409 and
 * changes nothing.
 */
import type { z } from 'zod';
import { CHILD_APPLY_GENRES, applyWorkflowFor, isReviewMove, type AnyApplyGenre } from '../../../domain/apply-states';
import type { reviewApply } from '../../../domain/contracts/apply';
import { detailGenreFor } from '../../../domain/child-genre';
import { maskInText } from '../../../domain/masking';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { applyMove, checkMove } from '../../http/apply-move';
import type { ChildRow, ChildSnapshot } from '../child';
import type { createHelperApplies } from './helper-apply';
import { carriedChild, historyEntry, type ApplyInformation } from './information';
import { applySecrets } from './present';
import { applyById, lockApply, updateApplyAtVersion, type ApplyRow } from './repository';
import type { ApplyServiceDeps } from './service';

export const STALE_APPLY_MESSAGE = '该申请已被他人处理，请刷新后重试';
const RETURN_REASON_MESSAGE = '请填写退回原因';

export function createReview(deps: ApplyServiceDeps, helperApplies: ReturnType<typeof createHelperApplies>) {
  const { db, now, children, audit } = deps;

  /** The children the final pass of a 儿童创建 may merge into: the applicant's scope recorded at submit (else as now). */
  async function applicantScope(row: ApplyRow, info: ApplyInformation): Promise<ChildScope> {
    if (info.applicant_scope) return info.applicant_scope;
    const applicant = await deps.users.activeAccount(row.applicant);
    return applicant ? childScopeFor(applicant) : { kind: 'none' };
  }

  /**
   * PUT /api/apply: one review step; the final pass writes the child (create or update) in the same
   * transaction. 409 STALE_VERSION for a version not the stored one (checked first, and again under the
   * apply's row lock, so of two concurrent reviews one writes and the other gets this), 409
   * ILLEGAL_TRANSITION, 403 FORBIDDEN_REVIEW, 404 outside the reviewer's scope.
   */
  return async function review(user: SessionUser, body: z.output<typeof reviewApply.body>): Promise<ApplyRow> {
    const current = await applyById(db, body.id, user);
    if (!current || current.deleted_at) throw new NotFound();
    // a stale version first: a reviewer who lost a race to another is told so, whatever state the winner left
    const workflow = applyWorkflowFor(current.apply_genre);
    const request = {
      workflow,
      move: { to: body.apply_state },
      version: body.version,
      caller: user,
      input: { reason: body.reason },
      errors: {
        stale: () => new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION'),
        illegal: (from: string) =>
          new Conflict(`当前申请状态为「${from}」，不能改为「${body.apply_state}」`, 'ILLEGAL_TRANSITION'),
        forbidden: () => new Forbidden('您没有权限进行此审核', 'FORBIDDEN_REVIEW'),
        needs: () => new Invalid(RETURN_REASON_MESSAGE, [{ field: 'reason', message: RETURN_REASON_MESSAGE }]),
      },
    };
    const name = checkMove({ ...request, row: { state: current.apply_state, version: current.version } });
    // a review answers a review state, never 申请: the applicant's resubmit is genre-apply.ts's
    if (!isReviewMove(name)) throw request.errors.illegal(current.apply_state);
    const t = workflow.moves[name];
    const carriesChild = (CHILD_APPLY_GENRES as readonly string[]).includes(current.apply_genre);
    const reason = body.reason?.trim() || t.defaultReason;
    const info = current.apply_information;
    const mergeScope = current.apply_genre === '儿童创建' ? await applicantScope(current, info) : undefined;

    return inTransaction(db, async (tx) => {
      // Two reviewers of one apply at once (issue 14): the apply's row is locked before anything is written,
      // so the second waits for the first to commit, then finds a new version here and writes nothing.
      const locked = await lockApply(tx, current.id);
      if (!locked) throw request.errors.stale();
      const { saved: updated } = await applyMove({
        ...request,
        tx,
        at: now(),
        row: { state: locked.apply_state, version: locked.version },
        save: async (s) => {
          let link_id = current.link_id;
          let information = info.information;
          let before: ChildSnapshot | undefined;
          const pass = deps.passes?.[current.apply_genre as AnyApplyGenre];
          if (s.to === '终过' && current.apply_genre === '帮扶人员') {
            await helperApplies.pass(tx, current);
          } else if (s.to === '终过' && pass) {
            await pass(tx, current);
          } else if (s.to === '终过' && carriesChild) {
            const child = carriedChild(current);
            let written: ChildRow;
            if (current.apply_genre === '儿童修改') {
              const existing = await children.byId(current.link_id, { kind: 'all' }, tx);
              if (!existing) throw new Conflict('要修改的儿童已不存在', 'CHILD_GONE');
              const prepared = await children.prepare(tx, child, existing);
              written = await children.update(tx, existing, info.base_version ?? existing.version, prepared);
              information = { child: children.carried(prepared) };
              before = children.snapshot(existing, prepared.character);
            } else {
              const prepared = await children.prepare(tx, child, undefined, mergeScope);
              written = await children.create(tx, prepared, 0);
              information = { child: children.carried(prepared) };
            }
            link_id = written.id;
          }
          // the apply's history as stored (ApplyHistoryEntry): the state reached, the reason (or the move's default), who, when
          const history = [...(info.history ?? []), historyEntry(user, s.to, reason, reason, new Date(s.at))];
          return updateApplyAtVersion(tx, current.id, body.version, {
            apply_state: s.to,
            auditor: t.auditor,
            link_id,
            apply_information: { ...info, information, history, ...(before ? { before } : {}) },
            updated_at: new Date(s.at),
          });
        },
        journal: (row, s) =>
          deps.journal?.(tx, {
            creator: user.id,
            apply: row.id,
            apply_genre: row.apply_genre,
            apply_state: s.to,
            reason: body.reason?.trim() || undefined,
            at: new Date(s.at),
          }) ?? Promise.resolve(),
        record: {
          audit,
          entry: (row) => ({
            user: user.id,
            child: row.link_id,
            type: '审核',
            information: { apply: row.id, apply_state: row.apply_state },
          }),
        },
      });
      // the applicant is told of every review step: the child, what happened, what to do next (issue 29)
      const secrets = applySecrets(info);
      const carried = info.information?.child;
      const formName = carried?.information?.[`investigate_${carried.character}`]?.child_name;
      // a 帮扶人员 apply carries no form: its child's screen opens in the form the child's categories give
      const linked =
        !carried && updated.link_id ? await children.byId(updated.link_id, { kind: 'all' }, tx) : undefined;
      await deps.reviewed?.(
        tx,
        {
          apply: updated.id,
          applicant: updated.applicant,
          apply_genre: updated.apply_genre,
          apply_state: t.to,
          reason: body.reason?.trim() ? maskInText(body.reason.trim(), secrets) : undefined,
          child_name: typeof formName === 'string' ? formName : info.child_name,
          link_id: updated.link_id,
          character: carried?.character ?? (linked ? detailGenreFor(undefined, linked) : null),
        },
        secrets,
      );
      return updated;
    });
  };
}
