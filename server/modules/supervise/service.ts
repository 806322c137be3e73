/**
 * Inspections (SuperviseList, SuperviseListRecord, SuperviseListCenter; domain/contracts/supervise.ts, domain/supervise.ts):
 * 督查领导 assigns one to a 督查人员 for a village (and optionally a work order) with a deadline, copying the template's
 * checklist; the inspector fills it in (drafts allowed) and submits it with 1–9 photos this server issued; 督查领导 confirms
 * or returns it with a reason; a 待检查 one may be withdrawn. An inspector sees only their own (another's is 404); 督查领导
 * and the centre see all. Every change is at the version read (409 STALE_VERSION), in the right state (409 WRONG_STATE),
 * and leaves an operation record and a step in the inspection's history.
 */
import type { z } from 'zod';
import type {
  createSupervise,
  listSupervises,
  reviewSupervise,
  saveSuperviseRecord,
  superviseItem,
} from '../../../domain/contracts/supervise';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import {
  answerProblem,
  FILLABLE_STATES,
  REVIEW_MOVES,
  SUPERVISE_WORKFLOW,
  SUPERVISE_PHOTOS_MIN,
  type SuperviseState,
} from '../../../domain/supervise';
import { inGroup } from '../../../domain/roles';
import type { HistoryStep } from '../../../domain/workflow';
import type { SessionUser } from '../../auth/guard';
import { applyMove } from '../../http/apply-move';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound, type FieldErrorBody } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import {
  insertSupervise,
  pageSupervises,
  superviseById,
  templateById,
  updateSuperviseAt,
  type SuperviseRow,
} from './repository';
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
type Item = z.input<typeof superviseItem>;
const STALE = '该督查单已被他人修改，请刷新后重试';
const GONE = '该督查单不存在';
const wrongState = (state: string) => new Conflict(`该督查单当前为“${state}”，不能进行此操作`, 'WRONG_STATE');
const stale = () => new Conflict(STALE, 'STALE_VERSION');
const invalid = (field: string, message: string) => new Invalid(message, [{ field, message }]);

/** The China-time day of `d`, YYYY-MM-DD. */
const chinaDay = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export function createSuperviseService(deps: SuperviseDeps) {
  const { db, now, audit } = deps;
  /** The inspector a caller is limited to (a 督查人员: themselves), undefined for all. */
  const ownOnly = (user: SessionUser): number | undefined => (inGroup(user.role, 'inspectors') ? user.id : undefined);

  async function present(rows: SuperviseRow[]): Promise<{ list: Item[]; image_urls: Record<string, string> }> {
    const people = await deps.users.nicknames([
      ...rows.flatMap((r) => [r.supervise_inspector, r.created_by]),
      ...rows.flatMap((r) => r.supervise_history.map((s) => Number(s.user))),
    ]);
    const places = await deps.departments.byIds([
      ...new Set(rows.flatMap((r) => [r.supervise_department, r.supervise_village])),
    ]);
    const today = chinaDay(now());
    const image_urls: Record<string, string> = {};
    const list = rows.map((r): Item => {
      const rec = r.supervise_record;
      for (const { url } of rec.photos ?? []) {
        const s = deps.signImage(url);
        if (s) image_urls[url] = s;
      }
      const state = r.supervise_state as SuperviseState;
      return {
        id: r.id,
        supervise_template: r.supervise_template,
        supervise_checklist: r.supervise_checklist,
        supervise_inspector: r.supervise_inspector,
        inspector_name: people.get(r.supervise_inspector) ?? null,
        supervise_department: r.supervise_department,
        department_name: places.get(r.supervise_department)?.department_name ?? null,
        supervise_village: r.supervise_village,
        village_name: places.get(r.supervise_village)?.department_name ?? null,
        supervise_task: r.supervise_task,
        supervise_deadline: r.supervise_deadline,
        overdue: FILLABLE_STATES.includes(state) && r.supervise_deadline < today,
        supervise_state: state,
        supervise_remark: r.supervise_remark,
        supervise_record: {
          answers: rec.answers ?? {},
          remarks: rec.remarks ?? '',
          photos: rec.photos ?? [],
          submitted_at: rec.submitted_at ?? null,
        },
        supervise_history: r.supervise_history.map((s) => ({ ...s, name: people.get(Number(s.user)) ?? null })),
        created_by_name: people.get(r.created_by) ?? null,
        version: r.version,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      };
    });
    return { list, image_urls };
  }

  const step = (user: SessionUser, move: string, state: SuperviseState, reason?: string) => ({
    move,
    state,
    user: user.id,
    name: null,
    at: now().toISOString(),
    ...(reason ? { reason } : {}),
  });
  /** A workflow step as the inspection's history stores it (its move's label, the state reached, who, when, why). */
  const historyOf = (s: HistoryStep<SuperviseState, keyof typeof SUPERVISE_WORKFLOW.moves>) => ({
    move: SUPERVISE_WORKFLOW.moves[s.move].label,
    state: s.to,
    user: s.by,
    name: null,
    at: s.at,
    ...(s.reason ? { reason: s.reason } : {}),
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
      return { total, ...(await present(rows)) };
    },
    async detail(user: SessionUser, id: number) {
      const row = await superviseById(db, id, ownOnly(user));
      if (!row) throw new NotFound(GONE);
      await audit.write({ user: user.id, type: '查看详情', information: { supervise: id } });
      const { list, image_urls } = await present([row]);
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
    async saveRecord(user: SessionUser, b: z.output<typeof saveSuperviseRecord.body>) {
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
    },
    /** The review of 督查领导 (SUPERVISE_WORKFLOW confirm / return), through the one applyMove. */
    async review(user: SessionUser, b: z.output<typeof reviewSupervise.body>) {
      if (b.move === 'return' && !b.reason) throw invalid('reason', '请输入退回原因');
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
          errors: { stale, illegal: wrongState, needs: () => invalid('reason', '请输入退回原因') },
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
