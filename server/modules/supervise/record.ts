/**
 * The inspector's record (PUT supervise/record; req supervise): a 督查人员 fills their own inspection's checklist while it
 * is 待检查 or 退回 (drafts allowed) and submits it (已提交) with at least SUPERVISE_PHOTOS_MIN photos this server issued.
 * Every answer is checked against its item (400 on `answers.<key>`, `photos`); at the version read (409 STALE_VERSION), in
 * a fillable state (409 WRONG_STATE); another's inspection is 404. The submit is the workflow's `submit` step in the
 * history; each save leaves an operation record.
 */
import type { z } from 'zod';
import type { saveSuperviseRecord } from '../../../domain/contracts/supervise';
import {
  answerProblem,
  FILLABLE_STATES,
  SUPERVISE_PHOTOS_MIN,
  SUPERVISE_WORKFLOW,
  type SuperviseState,
} from '../../../domain/supervise';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Invalid, NotFound, type FieldErrorBody } from '../../errors';
import type { AuditService } from '../audit';
import { GONE, historyOf, stale, wrongState } from './common';
import { superviseById, updateSuperviseAt } from './repository';

export type RecordDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  claimImages: (urls: string[], tx: Db) => Promise<string[]>;
};

/** The saveRecord operation over `deps` (see the module comment): → { id, version, supervise_state }. */
export function createRecordSaver(deps: RecordDeps) {
  const { db, now, audit } = deps;
  return async (user: SessionUser, b: z.output<typeof saveSuperviseRecord.body>) => {
    return inTransaction(db, async (tx) => {
      const old = await superviseById(tx, b.id, user.id);
      if (!old) throw new NotFound(GONE);
      if (old.version !== b.version) throw stale();
      if (!FILLABLE_STATES.includes(old.supervise_state as SuperviseState)) throw wrongState(old.supervise_state);
      const items = old.supervise_checklist.items;
      const problems: FieldErrorBody[] = [];
      const unknown = Object.keys(b.answers).filter((k) => !items.some((i) => i.key === k));
      if (unknown.length) problems.push({ field: `answers.${unknown[0]}`, message: '检查项不存在' });
      for (const item of items) {
        const problem = answerProblem(item, b.answers[item.key], b.submit);
        if (problem) problems.push({ field: `answers.${item.key}`, message: problem });
      }
      if (b.submit && b.photos.length < SUPERVISE_PHOTOS_MIN)
        problems.push({ field: 'photos', message: '请至少上传1张现场照片' });
      if (problems.length) throw new Invalid(problems[0].message, problems);
      const kept = (old.supervise_record.photos ?? []).map((p) => p.url);
      const fresh = b.photos.map((p) => p.url).filter((u) => !kept.includes(u));
      if (fresh.length && (await deps.claimImages(fresh, tx)).length)
        throw new Invalid('请重新上传图片', [{ field: 'photos', message: '请重新上传图片' }], 'IMAGE_NOT_ISSUED');
      const state: SuperviseState = b.submit ? '已提交' : (old.supervise_state as SuperviseState);
      const record = {
        answers: b.answers,
        remarks: b.remarks,
        photos: b.photos,
        submitted_at: b.submit ? now().toISOString() : null,
      };
      const history = b.submit
        ? [
            ...old.supervise_history,
            historyOf(SUPERVISE_WORKFLOW.step('submit', old.supervise_state as SuperviseState, user.id, now())),
          ]
        : old.supervise_history;
      const row = await updateSuperviseAt(tx, b.id, b.version, {
        supervise_record: record,
        supervise_state: state,
        supervise_history: history,
        updated_at: now(),
      });
      if (!row) throw stale();
      await audit.write(
        {
          user: user.id,
          type: '修改',
          information: { action: b.submit ? '提交督查记录' : '保存督查记录', supervise: row.id },
        },
        tx,
      );
      return { id: row.id, version: row.version, supervise_state: state };
    });
  };
}
