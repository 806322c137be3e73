/**
 * A child director's application (req applies-review §1, §2.2): a 儿童创建 or 儿童修改 runs the full child pipeline (the
 * child service's `prepare`, the shared engine) and is stored in 申请 for the town's 分委领导 (auditor 0), the child
 * untouched until the final pass.
 */
import type { z } from 'zod';
import { AUDITOR_TOWN } from '../../../domain/apply-states';
import type { createApply } from '../../../domain/contracts/apply';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { PreparedChild } from '../child';
import { historyEntry, type ApplyInformation } from './information';
import { insertApply, pendingApplyFor, type ApplyRow } from './repository';
import type { ApplyServiceDeps } from './service';

export const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
export const CREATE_LINK_MESSAGE = '新建儿童的申请不能关联已有儿童';
export const OUT_OF_SCOPE_MESSAGE = '只能为本村（居）的儿童提交申请';

/** 403 OUT_OF_SCOPE unless the prepared child lives (or is registered) in a village-scoped applicant's village. */
export function checkApplicantVillage(user: SessionUser, prepared: PreparedChild): void {
  const scope = childScopeFor(user);
  if (
    scope.kind === 'village' &&
    prepared.columns.village_id !== scope.village_id &&
    prepared.columns.birth_village_id !== scope.village_id
  ) {
    throw new Forbidden(OUT_OF_SCOPE_MESSAGE, 'OUT_OF_SCOPE');
  }
}

export function createChildSubmit(deps: ApplyServiceDeps) {
  const { db, now, children, audit } = deps;
  return {
    /**
     * POST /api/apply: validated like a direct write; 403 outside the applicant's village; 409 PENDING_APPLY.
     * A 儿童创建 links no child (a link_id → 400 LINK_ON_CREATE) and merges only into a child inside the
     * applicant's scope (else 409 DUPLICATE_CHILD); a 儿童修改 links only a child inside it (404 otherwise).
     */
    async submit(user: SessionUser, body: z.output<typeof createApply.body>): Promise<ApplyRow> {
      const payload = body.apply_information.information.child;
      const scope = childScopeFor(user);
      let prepared: PreparedChild;
      let base_version: number | undefined;
      if (body.apply_genre === '儿童修改') {
        if (!body.link_id)
          throw new Invalid('请选择要修改的儿童', [{ field: 'link_id', message: '请选择要修改的儿童' }]);
        const existing = await children.byId(body.link_id, scope);
        if (!existing) throw new NotFound();
        prepared = await children.prepare(db, payload, existing);
        base_version = existing.version;
      } else {
        if (body.link_id)
          throw new Invalid(
            CREATE_LINK_MESSAGE,
            [{ field: 'link_id', message: CREATE_LINK_MESSAGE }],
            'LINK_ON_CREATE',
          );
        prepared = await children.prepare(db, payload, undefined, scope);
      }
      checkApplicantVillage(user, prepared);
      if (await pendingApplyFor(db, prepared.child_idnumber)) {
        throw new Conflict(PENDING_MESSAGE, 'PENDING_APPLY', [{ field: 'child_idnumber', message: PENDING_MESSAGE }]);
      }
      const at = now();
      const information: ApplyInformation = {
        information: { child: children.carried(prepared) },
        base_version,
        merge_form: prepared.mergeInto?.id ?? 0,
        applicant_scope: scope,
        history: [historyEntry(user, '申请', `提交${body.apply_genre}申请`, '', at)],
      };
      const row = await insertApply(db, {
        applicant: user.id,
        auditor: AUDITOR_TOWN,
        link_id: body.apply_genre === '儿童修改' ? (body.link_id ?? 0) : 0,
        apply_genre: body.apply_genre,
        apply_state: '申请',
        department_id: prepared.columns.department_id,
        village_id: prepared.columns.village_id,
        child_idnumber: prepared.child_idnumber,
        apply_information: information,
        created_at: at,
        updated_at: at,
      });
      await audit.write({
        user: user.id,
        child: row.link_id,
        type: '创建',
        information: { apply: row.id, apply_genre: row.apply_genre },
      });
      return row;
    },
  };
}
