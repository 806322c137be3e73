/**
 * The centre's spot check of a work order (抽查; req tasks §5.3, §9.2; issue 28): PUT /api/task/audit moves the task's
 * `audit` (未检 → 疑似 → 真实 / 虚假, domain/tasks.ts TASK_AUDIT_WORKFLOW) through the one applyMove, at the version the
 * caller read, on a task its volunteer checked in on (409 NO_PUNCH otherwise: there is no visit to check). The step is
 * added to the verify history as 抽查疑似 / 抽查真实 / 抽查虚假 with who, when and why, and an 审核 record is written.
 */
import type { z } from 'zod';
import type { auditTask } from '../../../domain/contracts/task';
import { TASK_AUDIT_WORKFLOW } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import type { AuditService } from '../audit';
import { taskById, updateTaskIf, type TaskSelect } from './repository';

export type TaskAuditDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  scoped: (user: SessionUser) => Pick<TaskSelect, 'volunteerScope' | 'childIds'>;
};

/** The verify-history word of each audit result. */
export const AUDIT_STEP: Record<string, string> = { 疑似: '抽查疑似', 真实: '抽查真实', 虚假: '抽查虚假' };

export function createTaskAudit(deps: TaskAuditDeps) {
  const { db, now, audit } = deps;
  return {
    /** PUT /api/task/audit (domain/contracts/task.ts auditTask): the spot check's result; { id, version }. */
    async spotCheck(
      user: SessionUser,
      body: z.output<typeof auditTask.body>,
    ): Promise<{ id: number; version: number }> {
      const at = now();
      const { saved } = await inTransaction(db, async (tx) => {
        const task = await taskById(tx, body.id, deps.scoped(user), at);
        if (!task) throw new NotFound('工单不存在或您无权查看');
        const info = task.information;
        return applyMove({
          tx,
          at,
          workflow: TASK_AUDIT_WORKFLOW,
          move: { to: body.audit },
          row: { state: task.audit, version: task.version },
          version: body.version,
          caller: { ...user, owns: false },
          input: { reason: body.reason },
          errors: {
            stale: () => new Conflict('工单已被他人修改，请刷新后重试', 'STALE_VERSION'),
            illegal: (from) =>
              new Conflict(`工单抽查结果已为「${from}」，不能改为「${body.audit}」`, 'ILLEGAL_TRANSITION'),
            forbidden: () => new Forbidden('只有中心可以抽查工单', 'FORBIDDEN_REVIEW'),
          },
          check: () => {
            if (!info.task_punchs?.length) throw new Conflict('工单还没有打卡记录，无可抽查', 'NO_PUNCH');
          },
          save: (s) =>
            updateTaskIf(
              tx,
              task.id,
              { version: body.version },
              {
                audit: s.to,
                updated_at: at,
                information: {
                  ...info,
                  verify_history: [
                    ...(info.verify_history ?? []),
                    {
                      opreate_behave: AUDIT_STEP[s.to],
                      datetime: s.at,
                      opreate_content: body.reason ?? '',
                      operator: s.by,
                      nickname: user.nickname,
                    },
                  ],
                },
              },
            ),
          record: {
            audit,
            entry: (row, s) => ({
              user: user.id,
              child: row.child,
              type: '审核',
              information: { task: row.id, audit: s.to },
            }),
          },
        });
      });
      return { id: saved.id, version: saved.version };
    },
  };
}
