/**
 * Clue reports (issue 18; req clues §1, §2, §3; domain/denounces.ts, domain/contracts/denounce.ts):
 *
 * - the reviewers (the centre; 检察领导 for edge-child clues) read, enter, dispatch and reject the clues of their
 *   sources — a clue of another source is 404 to them, and 403 to enter;
 * - a dispatch opens one 待收 adjunct per department (not twice while one is open); rejecting needs no open dispatch;
 * - the department leader's steps and the reviewer's close / send back are moves.ts;
 * - a clue about a child becomes a work order in one transaction with the link both ways;
 * - every change is at the version read (409 STALE_VERSION) and leaves an operation record.
 */
import type { z } from 'zod';
import type {
  createDenounce,
  denounceToTask,
  dispatchDenounce,
  listDenounces,
  rejectDenounce,
} from '../../../domain/contracts/denounce';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import { DENOUNCE_WORKFLOW, reviewsSource, sourcesReadBy, type DenounceSource } from '../../../domain/denounces';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { applyMove } from '../../http/apply-move';
import type { AuditService } from '../audit';
import type { TaskService } from '../task';
import { createAdjunctMoves } from './moves';
import { presentDenounces, type PresentDeps } from './present';
import { followTaskMove, type ClueTaskMove } from './task-follow';
import {
  adjunctsOf,
  countAdjunctsOfSources,
  countDenouncesByState,
  denounceById,
  insertAdjuncts,
  insertDenounce,
  openAdjunctOf,
  pageDenounces,
  updateDenounceAt,
  type DenounceRow,
} from './repository';

export type DenounceDeps = PresentDeps & {
  db: Db;
  now: () => Date;
  audit: AuditService;
  tasks: TaskService;
  /** Marks issued images attached in `tx`; answers those this server did not issue. */
  claimImages: (urls: string[], tx: Db) => Promise<string[]>;
};

export const STALE = '该线索已被他人处理，请刷新后重试';

export function createDenounceService(deps: DenounceDeps) {
  const { db, now, audit } = deps;

  /** The clue `id` the caller reviews, locked in `tx` at `version`; 404 / 409. */
  async function reviewed(tx: Db, user: SessionUser, id: number, version?: number): Promise<DenounceRow> {
    const row = await denounceById(tx, id, true);
    if (!row || !reviewsSource(user.role, row.denounce_source as DenounceSource)) throw new NotFound('该线索不存在');
    if (version !== undefined && row.version !== version) throw new Conflict(STALE, 'STALE_VERSION');
    return row;
  }

  async function checkImages(tx: Db, urls: string[]): Promise<void> {
    if (urls.length && (await deps.claimImages(urls, tx)).length)
      throw new Invalid('请重新上传图片', [{ field: 'images', message: '请重新上传图片' }], 'IMAGE_NOT_ISSUED');
  }

  async function answer(user: SessionUser, rows: DenounceRow[]) {
    return presentDenounces(
      deps,
      user,
      rows,
      await adjunctsOf(
        db,
        rows.map((r) => r.id),
      ),
    );
  }

  const moves = createAdjunctMoves({ ...deps, reviewed, checkImages });

  return {
    ...moves,

    async list(user: SessionUser, q: z.output<typeof listDenounces.query>) {
      const mine = sourcesReadBy(user.role);
      const sources = q.sources?.length ? q.sources.filter((s) => mine.includes(s)) : mine;
      const { total, rows } = await pageDenounces(
        db,
        { sources, states: q.states, adjunct_states: q.adjunct_states, keyword: q.keyword },
        q.page,
        q.size,
      );
      return { total, ...(await answer(user, rows)) };
    },

    async detail(user: SessionUser, id: number) {
      const row = await denounceById(db, id);
      if (!row || !sourcesReadBy(user.role).includes(row.denounce_source as DenounceSource))
        throw new NotFound('该线索不存在');
      const { list, image_urls } = await answer(user, [row]);
      return { detail: list[0], image_urls };
    },

    /** The clues of the caller's sources by state, and their dispatches by state (申结: waiting to be closed). */
    async counts(user: SessionUser, q: { sources?: DenounceSource[]; states?: string[] }) {
      const mine = sourcesReadBy(user.role);
      const sources = q.sources?.length ? q.sources.filter((s) => mine.includes(s)) : mine;
      return {
        counts: await countDenouncesByState(db, { sources, states: q.states }),
        adjunct_counts: await countAdjunctsOfSources(db, sources),
      };
    },

    async create(user: SessionUser, b: z.output<typeof createDenounce.body>) {
      if (!reviewsSource(user.role, b.denounce_source))
        throw new Forbidden('检察领导只录入边缘儿童线索', 'NOT_YOUR_SOURCE');
      if (b.child && !(await deps.children.byId(b.child, childScopeFor(user))))
        throw new NotFound('所选儿童不存在或不在您的范围内');
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        await checkImages(
          tx,
          b.images.map((i) => i.url),
        );
        const saved = await insertDenounce(tx, {
          denounce_source: b.denounce_source,
          denounce_state: '录入',
          denounce_child: b.child ?? 0,
          denounce_user: user.id,
          created_at: at,
          updated_at: at,
          denounce_information: {
            reporter_name: b.reporter_name,
            reporter_contact: b.reporter_contact,
            content: b.content,
            place: b.place,
            happened_at: new Date(b.happened_at).toISOString(),
            images: b.images,
          },
        });
        await audit.write(
          { user: user.id, child: b.child, type: '创建', information: { action: '录入线索', denounce: saved.id } },
          tx,
        );
        return saved;
      });
      return { id: row.id, version: row.version };
    },

    async dispatch(user: SessionUser, b: z.output<typeof dispatchDenounce.body>) {
      return inTransaction(db, async (tx) => {
        const row = await reviewed(tx, user, b.id, b.version);
        if (row.denounce_state === '办结' || row.denounce_state === '拒办')
          throw new Conflict(`线索已${row.denounce_state}，不能再分派`, 'DENOUNCE_CLOSED');
        const places = await deps.departments.byIds(b.departments, tx);
        const unknown = b.departments.filter((d) => places.get(d)?.department_type !== DEPARTMENT_TYPES.department);
        if (unknown.length) throw new Invalid('请选择部门', [{ field: 'departments', message: '请选择部门' }]);
        const fresh = [];
        for (const d of new Set(b.departments)) if (!(await openAdjunctOf(tx, row.id, d))) fresh.push(d);
        if (!fresh.length) throw new Conflict('所选部门已在办理该线索', 'ALREADY_DISPATCHED');
        const at = now();
        const step = {
          move: 'dispatch',
          state: '待收' as const,
          user: user.id,
          name: user.nickname,
          at: at.toISOString(),
        };
        await insertAdjuncts(
          tx,
          fresh.map((d) => ({
            adjunct_denounce: row.id,
            adjunct_department: d,
            adjunct_state: '待收',
            adjunct_information: { history: [step] },
            created_at: at,
            updated_at: at,
          })),
        );
        const saved = await updateDenounceAt(tx, row.id, row.version, { denounce_state: '办理', updated_at: at });
        if (!saved) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            child: row.denounce_child || undefined,
            type: '修改',
            information: { action: '分派线索', denounce: row.id, departments: fresh },
          },
          tx,
        );
        return { id: saved.id, version: saved.version };
      });
    },

    async reject(user: SessionUser, b: z.output<typeof rejectDenounce.body>) {
      return inTransaction(db, async (tx) => {
        const row = await reviewed(tx, user, b.id, b.version);
        if (row.denounce_state !== '录入')
          throw new Conflict('只有未分派（或已全部退回）的线索可以拒办', 'NOT_ENTERED');
        const saved = await updateDenounceAt(tx, row.id, row.version, {
          denounce_state: '拒办',
          updated_at: now(),
          denounce_information: { ...row.denounce_information, reject_reason: b.reason },
        });
        if (!saved) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            child: row.denounce_child || undefined,
            type: '修改',
            information: { action: '拒办线索', denounce: row.id },
          },
          tx,
        ); // the reason is the clue's reject_reason
        return { id: saved.id, version: saved.version };
      });
    },

    /**
     * POST /api/denounce/task: a task for the clue's child, linked both ways, and the clue's `to_task` move
     * (DENOUNCE_WORKFLOW through applyMove: 录入 → 办理, out of 线索审核), in one transaction. 409 STALE_VERSION,
     * NO_CHILD, ALREADY_TASK, DENOUNCE_CLOSED (办结 or 拒办); writes a 修改 record of the clue.
     */
    async toTask(user: SessionUser, b: z.output<typeof denounceToTask.body>) {
      return inTransaction(db, async (tx) => {
        const row = await reviewed(tx, user, b.id, b.version);
        const child = row.denounce_child;
        if (!child) throw new Conflict('该线索未关联儿童，不能转为工单', 'NO_CHILD');
        if (row.denounce_information.task) throw new Conflict('该线索已转为工单', 'ALREADY_TASK');
        let task = 0;
        const { saved } = await applyMove({
          workflow: DENOUNCE_WORKFLOW,
          move: 'to_task',
          row: { state: row.denounce_state, version: row.version },
          version: b.version,
          caller: user,
          errors: {
            stale: () => new Conflict(STALE, 'STALE_VERSION'),
            illegal: (from) => new Conflict(`线索已${from}，不能转为工单`, 'DENOUNCE_CLOSED'),
          },
          tx,
          at: now(),
          save: async (s) => {
            const made = await deps.tasks.create(
              user,
              {
                child,
                volunteer: b.volunteer,
                date_begin: b.date_begin,
                date_limit: b.date_limit,
                information: { task_name: b.task_name, task_description: b.task_description },
              },
              { task_denounce: row.id },
              tx,
            );
            task = made.id;
            return updateDenounceAt(tx, row.id, row.version, {
              denounce_state: s.to,
              updated_at: new Date(s.at),
              denounce_information: {
                ...row.denounce_information,
                task: made.id,
                history: [
                  ...(row.denounce_information.history ?? []),
                  {
                    move: s.move,
                    label: '转为工单',
                    state: s.to,
                    user: user.id,
                    name: user.nickname,
                    at: s.at,
                    task: made.id,
                  },
                ],
              },
            });
          },
          record: {
            audit,
            entry: () => ({
              user: user.id,
              child,
              type: '修改',
              information: { action: '线索转为工单', denounce: row.id, task },
            }),
          },
        });
        return { task, version: saved.version };
      });
    },

    /** The task module's word of a review move of a task made from a clue, in the move's transaction (task-follow.ts). */
    taskMoved: (tx: Db, user: SessionUser, move: ClueTaskMove) => followTaskMove(tx, audit, user, move),
  };
}

export type DenounceService = ReturnType<typeof createDenounceService>;
