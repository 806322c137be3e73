/**
 * 帮扶人员 applies and withdrawals (issue 15 "Helper slots", "Soft delete"; req applies-review §2, §7): a director or
 * social worker proposes helpers for a child of their village; the apply goes through the same two stages as
 * a child apply (分委领导, then the centre) and its final pass sets the slots (state 同意). An apply still in
 * 申请 may be withdrawn by its applicant; the centre may remove any apply not yet passed. A removed apply is
 * soft-deleted (childCheckDelete lists it); nothing is lost.
 */
import type { z } from 'zod';
import type { createHelperApply, deleteApply } from '../../../domain/contracts/apply';
import { AUDITOR_TOWN } from '../../../domain/apply-states';
import { can } from '../../../domain/permissions';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { UserService } from '../user';
import { applyById, insertApply, pendingApplyFor, updateApplyAtVersion, type ApplyRow } from './repository';
import { historyEntry, type ApplyInformation } from './information';

const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';

export type HelperApplyDeps = {
  db: Db;
  now: () => Date;
  children: ChildService;
  users: UserService;
  audit: AuditService;
};

export function createHelperApplies(deps: HelperApplyDeps) {
  const { db, now, children, audit } = deps;
  return {
    /** POST /api/apply/helpers: 404 for a child outside the applicant's scope, 409 PENDING_APPLY, 400 for an inactive user. */
    async submitHelpers(user: SessionUser, body: z.output<typeof createHelperApply.body>): Promise<ApplyRow> {
      const child = await children.byId(body.link_id, childScopeFor(user));
      if (!child) throw new NotFound();
      if (await pendingApplyFor(db, child.child_idnumber)) throw new Conflict(PENDING_MESSAGE, 'PENDING_APPLY');
      const proposed = await children.proposeHelpers(body.helpers);
      const at = now();
      const information = {
        information: { helpers: proposed },
        child_name: child.child_name,
        history: [historyEntry(user, '申请', '提交帮扶人员申请', '', at)],
      };
      const row = await insertApply(db, {
        applicant: user.id,
        auditor: AUDITOR_TOWN,
        link_id: child.id,
        apply_genre: '帮扶人员',
        apply_state: '申请',
        department_id: child.department_id,
        village_id: child.village_id,
        child_idnumber: child.child_idnumber,
        apply_information: information,
        created_at: at,
        updated_at: at,
      });
      await audit.write({
        user: user.id,
        child: child.id,
        type: '创建',
        information: { apply: row.id, apply_genre: '帮扶人员' },
      });
      return row;
    },

    /**
     * DELETE /api/apply: the applicant withdraws their own apply in 申请; a children:delete role removes any
     * apply in 申请 or 初过 of its scope. 404 outside, 409 STALE_VERSION or ILLEGAL_TRANSITION otherwise.
     */
    async withdraw(user: SessionUser, body: z.output<typeof deleteApply.body>): Promise<ApplyRow> {
      const row = await applyById(db, body.id, user);
      if (!row || row.deleted_at) throw new NotFound();
      const centre = can(user.role, 'children', 'delete');
      if (!centre && row.applicant !== user.id) throw new Forbidden('只能撤回本人提交的申请', 'NOT_APPLICANT');
      const allowed = centre ? ['申请', '初过'] : ['申请'];
      if (!allowed.includes(row.apply_state))
        throw new Conflict(`当前申请状态为「${row.apply_state}」，不能撤回`, 'ILLEGAL_TRANSITION');
      const at = now();
      const info = row.apply_information;
      const updated = await updateApplyAtVersion(db, row.id, body.version, {
        deleted_at: at,
        deleted_by: user.id,
        updated_at: at,
        apply_information: {
          ...info,
          history: [
            ...(info.history ?? []),
            historyEntry(
              user,
              row.apply_state as ApplyInformation['history'][number]['state'],
              centre ? '删除申请' : '撤回申请',
              '',
              at,
            ),
          ],
        },
      });
      if (!updated) throw new Conflict('该申请已被他人处理，请刷新后重试', 'STALE_VERSION');
      await audit.write({ user: user.id, child: row.link_id, type: '删除', information: { apply: row.id } });
      return updated;
    },

    /** The final pass of a 帮扶人员 apply: the proposed slots set on the child, in `tx`. */
    async pass(tx: Db, row: ApplyRow): Promise<void> {
      const info = row.apply_information;
      await children.assignHelpers(tx, row.link_id, info.information?.helpers ?? []);
    },
  };
}
