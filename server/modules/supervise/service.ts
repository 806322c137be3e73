/**
 * Inspections (SuperviseList, SuperviseListRecord, SuperviseListCenter; domain/contracts/supervise.ts, domain/supervise.ts):
 * 督查领导 assigns one to a 督查人员 for a village (and optionally a work order) with a deadline, copying the template's
 * checklist; the inspector fills it in (drafts allowed) and submits it with 1–9 photos this server issued; 督查领导 confirms
 * or returns it with a reason; a 待检查 one may be withdrawn. An inspector sees only their own (another's is 404); 督查领导
 * and the centre see all. Every change is at the version read (409 STALE_VERSION), in the right state (409 WRONG_STATE),
 * and leaves an operation record and a step in the inspection's history.
 * The inspector's record is record.ts, the answers' shape present.ts, the shared errors common.ts.
 */
import type { z } from 'zod';
import type { createSupervise, listSupervises, reviewSupervise } from '../../../domain/contracts/supervise';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import { REVIEW_MOVES, SUPERVISE_WORKFLOW, type SuperviseState } from '../../../domain/supervise';
import { inGroup } from '../../../domain/roles';
import type { SessionUser } from '../../auth/guard';
import { applyMove } from '../../http/apply-move';
import { inTransaction, type Db } from '../../db/client';
import { Invalid, NotFound, type FieldErrorBody } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { insertSupervise, pageSupervises, superviseById, templateById, updateSuperviseAt } from './repository';
import { chinaDay, GONE, historyOf, invalid, stale, wrongState } from './common';
import { presentSupervises } from './present';
import { createRecordSaver } from './record';
import { createTemplateService } from './templates';

export type SuperviseDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  departments: DepartmentService;
  /** Whether work order `id` exists in `user`'s scope (the task module's detail; wired in server/services.ts). */
  taskVisible: (user: SessionUser, id: number) => Promise<boolean>;
  /** Every active 督查人员 (the user module's list). */
  inspectors: () => Promise<{ id: number; nickname: string }[]>;
  claimImages: (urls: string[], tx: Db) => Promise<string[]>;
  signImage: (url: string) => string | null;
};

export function createSuperviseService(deps: SuperviseDeps) {
  const { db, now, audit } = deps;
  /** The inspector a caller is limited to (a 督查人员: themselves), undefined for all. */
  const ownOnly = (user: SessionUser): number | undefined => (inGroup(user.role, 'inspectors') ? user.id : undefined);

  const step = (user: SessionUser, move: string, state: SuperviseState, reason?: string) => ({
    move,
    state,
    user: user.id,
    name: null,
    at: now().toISOString(),
    ...(reason ? { reason } : {}),
  });
  /** The field errors of an assignment (nothing is written when there is one). */
  async function assignmentProblems(
    user: SessionUser,
    b: z.output<typeof createSupervise.body>,
  ): Promise<FieldErrorBody[]> {
    const problems: FieldErrorBody[] = [];
    const template = await templateById(db, b.supervise_template);
    if (!template || template.template_state !== '启用')
      problems.push({ field: 'supervise_template', message: '该模板不存在或已停用' });
    const inspector = await deps.users.activeAccount(b.supervise_inspector);
    if (!inGroup(inspector?.role ?? '', 'inspectors'))
      problems.push({ field: 'supervise_inspector', message: '请选择在用的督查人员' });
    const village = (await deps.departments.byIds([b.supervise_village])).get(b.supervise_village);
    if (village?.department_type !== DEPARTMENT_TYPES.village)
      problems.push({ field: 'supervise_village', message: '请选择村居' });
    if (b.supervise_task && !(await deps.taskVisible(user, b.supervise_task)))
      problems.push({ field: 'supervise_task', message: '该工单不存在或您无权查看' });
    if (b.supervise_deadline < chinaDay(now()))
      problems.push({ field: 'supervise_deadline', message: '截止日期不能早于今天' });
    return problems;
  }

  return {
    templates: createTemplateService({ db, now, audit, users: deps.users }),
    inspectors: async () => ({ list: await deps.inspectors() }),

    async list(user: SessionUser, q: z.output<typeof listSupervises.query>) {
      const inspectors = q.keyword ? await deps.users.idsMatching(q.keyword) : undefined;
      const { total, rows } = await pageSupervises(
        db,
        {
          inspector: ownOnly(user) ?? q.inspector,
          state: q.state,
          department: q.department,
          village: q.village,
          from: q.begin,
          to: q.end,
          keyword: q.keyword,
          inspectors,
        },
        q.page,
        q.size,
      );
      await audit.write({
        user: user.id,
        type: q.keyword ? '搜索' : '浏览',
        information: { list: 'supervise', total },
      });
      return { total, ...(await presentSupervises(deps, rows)) };
    },
    async detail(user: SessionUser, id: number) {
      const row = await superviseById(db, id, ownOnly(user));
      if (!row) throw new NotFound(GONE);
      await audit.write({ user: user.id, type: '查看详情', information: { supervise: id } });
      const { list, image_urls } = await presentSupervises(deps, [row]);
      return { detail: list[0], image_urls };
    },
    async create(user: SessionUser, b: z.output<typeof createSupervise.body>) {
      const problems = await assignmentProblems(user, b);
      if (problems.length) throw new Invalid(problems[0].message, problems);
      const town = (await deps.departments.byIds([b.supervise_village])).get(b.supervise_village)!.department_parent;
      return inTransaction(db, async (tx) => {
        const template = await templateById(tx, b.supervise_template);
        if (!template || template.template_state !== '启用')
          throw invalid('supervise_template', '该模板不存在或已停用');
        const at = now();
        const row = await insertSupervise(tx, {
          supervise_template: template.id,
          supervise_checklist: {
            title: template.template_title,
            items: template.template_items,
            template_version: template.version,
          },
          supervise_inspector: b.supervise_inspector,
          supervise_department: town,
          supervise_village: b.supervise_village,
          supervise_task: b.supervise_task ?? 0,
          supervise_deadline: b.supervise_deadline,
          supervise_state: '待检查',
          supervise_remark: b.supervise_remark,
          supervise_history: [step(user, '指派', '待检查')],
          created_by: user.id,
          created_at: at,
          updated_at: at,
        });
        await audit.write(
          {
            user: user.id,
            type: '创建',
            information: {
              action: '指派督查',
              supervise: row.id,
              inspector: b.supervise_inspector,
              village: b.supervise_village,
            },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      });
    },
    saveRecord: createRecordSaver(deps),
    /**
     * The review of 督查领导 (SUPERVISE_WORKFLOW confirm / return), through the one applyMove: a return without a reason
     * is the workflow's 400 (请填写退回原因 on `reason`).
     */
    async review(user: SessionUser, b: z.output<typeof reviewSupervise.body>) {
      return inTransaction(db, async (tx) => {
        const old = await superviseById(tx, b.id);
        if (!old) throw new NotFound(GONE);
        const { saved: row, step: s } = await applyMove({
          tx,
          at: now(),
          workflow: SUPERVISE_WORKFLOW,
          move: b.move,
          row: { state: old.supervise_state, version: old.version },
          version: b.version,
          caller: user,
          input: { reason: b.move === 'return' ? b.reason : undefined },
          errors: { stale, illegal: wrongState },
          save: (s) =>
            updateSuperviseAt(tx, b.id, b.version, {
              supervise_state: s.to,
              supervise_history: [...old.supervise_history, historyOf(s)],
              updated_at: now(),
            }),
          record: {
            audit,
            entry: (row) => ({
              user: user.id,
              type: '审核',
              information: { action: `${REVIEW_MOVES[b.move].label}督查记录`, supervise: row.id },
            }),
          }, // a reason is in the history step
        });
        return { id: row.id, version: row.version, supervise_state: s.to };
      });
    },
    async remove(user: SessionUser, b: { id: number; version: number }) {
      return inTransaction(db, async (tx) => {
        const old = await superviseById(tx, b.id);
        if (!old) throw new NotFound(GONE);
        if (old.version !== b.version) throw stale();
        if (old.supervise_state !== '待检查') throw wrongState(old.supervise_state);
        const row = await updateSuperviseAt(tx, b.id, b.version, { deleted_at: now(), updated_at: now() });
        if (!row) throw stale();
        await audit.write(
          {
            user: user.id,
            type: '删除',
            information: {
              action: '撤回督查单',
              supervise: row.id,
              inspector: old.supervise_inspector,
              village: old.supervise_village,
            },
          },
          tx,
        );
        return { id: row.id };
      });
    },
  };
}

export type SuperviseService = ReturnType<typeof createSuperviseService>;
