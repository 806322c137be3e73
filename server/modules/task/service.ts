/**
 * Work orders (issue 16; req tasks §4, §7.1): the mixed list, the detail and the create, scoped to the
 * caller: a volunteer sees their own tasks; every other role the tasks of the children in its child scope
 * (domain/scope.ts), through the child module's subquery. Out of scope reads answer 404. The expiry bucket is
 * computed at each answer from date_limit (domain/tasks.ts). Child names are masked unless revealed.
 */
import type { z } from 'zod';
import type { createTask, listTasksForMix, taskItem } from '../../../domain/contracts/task';
import { GIRL_CARE_ONLY, GIRL_GENRE, hasGirlCare } from '../../../domain/contracts/task-shapes';
import { mapTexts } from '../../../domain/masking';
import { can } from '../../../domain/permissions';
import { maskName, maskSearchText } from '../../../domain/masking';
import { childScopeFor } from '../../../domain/scope';
import { expireBucket, type TaskState } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Forbidden, Invalid, NotFound } from '../../errors';
import { dayCode, monthOf, seconds } from '../../http/china-days';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import type { ImageRegistry, PunchImages } from '../file';
import { createTaskMoves, type ClueFollow, type ScoreCredit } from './moves';
import { createTaskChanges } from './changes';
import type { ReassignNotice, ReviewNotice, TaskNotice } from './notice-hooks';
import { createTaskAudit } from './audit';
import { taskFigures, type TaskFigureRow, type TaskFigureSelect } from './repository-figures';
import { assigneeTask } from './escort';
import { createTaskFilters } from './list-filter';
import { insertTask, moveTasksToManager, setTaskCode, taskById, type TaskRow } from './repository';
import { pageTasksJoined, type JoinedPage } from './repository-page';

type Item = z.input<typeof taskItem>;
export type TaskDeps = {
  db: Db;
  now: () => Date;
  children: ChildService;
  users: UserService;
  departments: DepartmentService;
  audit: AuditService;
  images: ImageRegistry & PunchImages;
  signImage: (image_url: string) => string | null;
  /** The score ledger's credit of a task passed at the final review (the score module). */
  credit: ScoreCredit;
  /** The clue a task was made from follows its review moves (the denounce module; issue 28). */
  clue?: ClueFollow;
  /**
   * Told of a task just given to a volunteer, in its transaction, with the giver's name (the notice module's reminder;
   * docs/decisions-notices.md). The child's name goes as stored: the notice's masking pass masks it.
   */
  given?: (tx: Db, task: TaskNotice & { volunteer: number }, by: string) => Promise<void>;
  /** Told of tasks moved to another volunteer (批量改派), in its transaction (the notice module: both volunteers are told). */
  reassigned?: ReassignNotice;
  /** Told of a review move of a task, in its transaction (the notice module tells the volunteer of a return or refusal). */
  reviewed?: ReviewNotice;
};

/** The girl-care fields given (req tasks §4), and only those. */
function girlCareOf(information: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(information).filter(([k, v]) => k.startsWith('task_girl_') && typeof v === 'string'),
  ) as Record<string, string>;
}

/** url → signed URL of every photo of `punches` (a url the storage does not sign is left out). */
function signedPunchImages(
  punches: { check_image?: { url: string }[] }[],
  sign: (url: string) => string | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of punches)
    for (const { url } of p.check_image ?? []) {
      const signed = sign(url);
      if (signed) out[url] = signed;
    }
  return out;
}

export function createTaskService(deps: TaskDeps) {
  const { db, now, children, users, departments, audit } = deps;

  const { scoped, listFilter } = createTaskFilters(children);

  /**
   * The list items of `rows` as `user` sees them. `joined`: the children's cards and the managers' nicknames already
   * read with the page (the list, ./repository-page.ts); else one query each for them, whatever the page's length.
   * The places come from the department service's cache.
   */
  async function present(
    user: SessionUser,
    rows: TaskRow[],
    joined?: Pick<JoinedPage, 'cards' | 'managers'>,
  ): Promise<Item[]> {
    const childRows = joined
      ? children.cardsFrom(user, joined.cards)
      : await children.cardsFor(
          user,
          rows.map((r) => r.child),
        );
    const [places, managers] = await Promise.all([
      departments.byIds([...childRows.values()].flatMap((c) => [c.department_id ?? 0, c.village_id ?? 0])),
      joined ? joined.managers : users.nicknames(rows.map((r) => r.manager)),
    ]);
    const at = now();
    return rows.map((r) => {
      const place = childRows.get(r.child);
      // every free text of the task (名称, 说明, 地址, check-in notes, review reasons) through the masking pass: 走访龙志强 → 走访龙*强
      const info = place
        ? mapTexts(r.information as Item['information'], place.shown)
        : (r.information as Item['information']);
      const name = place?.child_name ?? info.child_name;
      return {
        id: r.id,
        child: r.child,
        manager: r.manager,
        volunteer: r.volunteer,
        grade: r.grade,
        state: r.state,
        genre: r.genre,
        audit: r.audit,
        category: r.category,
        expire: expireBucket(r.state as TaskState, r.date_limit, at),
        date_begin: r.date_begin.toISOString(),
        date_limit: r.date_limit.toISOString(),
        date_end: r.date_end?.toISOString() ?? null,
        department_name: places.get(place?.department_id ?? 0)?.department_name ?? null,
        village_name: places.get(place?.village_id ?? 0)?.department_name ?? null,
        manager_name: managers.get(r.manager) ?? null,
        information: { ...info, child_name: name, task_child_name: name },
        version: r.version,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
        deleted_at: r.deleted_at?.toISOString() ?? null,
        image_urls: signedPunchImages(info.task_punchs ?? [], deps.signImage),
      };
    });
  }

  const moves = createTaskMoves({
    db,
    now,
    audit,
    images: deps.images,
    scoped: (user) => scoped(user),
    credit: deps.credit,
    clue: deps.clue,
    reviewed: deps.reviewed,
  });

  const changes = createTaskChanges({
    db,
    now,
    audit,
    users,
    scoped: (user) => scoped(user),
    reassigned: deps.reassigned,
  });
  const spotCheck = createTaskAudit({ db, now, audit, scoped: (user) => scoped(user) });

  return {
    filterFor: listFilter,
    ...moves,
    ...changes,
    ...spotCheck,
    /** The task figures of `f` at the current time (the statistic module; domain/statistics.ts says what each counts). */
    figures: (f: TaskFigureSelect): Promise<TaskFigureRow[]> => taskFigures(db, f, now()),
    /** The task half of a manager change (req tasks §6.2), in the caller's transaction: the child's 办理 tasks of this month. */
    moveManager: (tx: Db, child: number, manager: number): Promise<number[]> =>
      moveTasksToManager(tx, child, manager, monthOf(now()), now()),
    /**
     * GET /api/task/list/for/mix (and its long variant, `long`: newest end first): one page of the caller's tasks;
     * a 浏览 record (搜索 with a keyword or a child's name).
     */
    async list(
      user: SessionUser,
      q: z.output<typeof listTasksForMix.query>,
      long = false,
    ): Promise<{ total: number; list: Item[] }> {
      if (q.deleted && !can(user.role, 'tasks', 'delete')) throw new Forbidden('您没有权限查看已删除的工单');
      const f = listFilter(user, q, long);
      const { total, rows, cards, managers } = await pageTasksJoined(db, f, now(), q.page, q.size);
      const searched = q.keyword || q.child_name;
      // off the answer's critical path, written right after (issue 30; docs/decisions-serverperf.md)
      audit.writeSoon({
        user: user.id,
        type: searched ? '搜索' : '浏览',
        information: {
          list: 'tasks',
          total,
          ...(q.keyword ? { keyword: maskSearchText(q.keyword) } : {}),
          ...(q.child_name ? { child_name: maskName(q.child_name) } : {}),
        },
      });
      return { total, list: await present(user, rows, { cards, managers }) };
    },

    /** GET /api/task/detail: 404 outside the caller's scope; a 查看详情 record. */
    async detail(user: SessionUser, id: number): Promise<Item> {
      const row = await taskById(db, id, scoped(user), now());
      if (!row) throw new NotFound('工单不存在或您无权查看');
      await audit.write({ user: user.id, child: row.child, type: '查看详情', information: { task: id } });
      return (await present(user, [row]))[0];
    },

    /** POST /api/task: the caller manages the new task; 404 for a child out of scope, 400 for an inactive volunteer. */
    /** `link`: what the task was made from (a clue, issue 18: `task_denounce`), kept in its information; never from the API body. */
    async create(
      user: SessionUser,
      body: z.output<typeof createTask.body>,
      link: { task_denounce?: number } = {},
      outer?: Db,
    ): Promise<{ id: number; version: number }> {
      // inside the caller's transaction when given (a clue becoming a task writes both at once)
      const run = <T>(f: (tx: Db) => Promise<T>): Promise<T> => (outer ? f(outer) : inTransaction(db, f));
      const child = await children.byId(body.child, childScopeFor(user), outer);
      if (!child) throw new NotFound('所选儿童不存在或不在您的范围内');
      const volunteer = await users.activeAccount(body.volunteer, outer);
      const kind = assigneeTask(user.role, volunteer); // a volunteer's task, or an escort's (./escort.ts)
      if (!volunteer) throw new Invalid('请选择激活中的志愿者');
      // the contract refuses it too; a service caller (escort tasks, clues) is held to the same rule
      if (hasGirlCare(body.information) && (kind.genre ?? body.genre) !== GIRL_GENRE) throw new Invalid(GIRL_CARE_ONLY);
      const at = now();
      const begin = new Date(body.date_begin);
      const limit = new Date(body.date_limit);
      const row = await run(async (tx) => {
        const inserted = await insertTask(tx, {
          child: child.id,
          manager: user.id,
          volunteer: volunteer.id,
          grade: kind.grade ?? body.grade ?? '普通',
          genre: kind.genre ?? body.genre ?? '常规',
          category: body.category ?? '普通计划',
          state: '办理',
          audit: '未检',
          date_begin: begin,
          date_limit: limit,
          created_by: user.id,
          created_at: at,
          updated_at: at,
          information: {
            task_code: '',
            task_name: body.information.task_name,
            task_description: body.information.task_description ?? '',
            task_address: body.information.task_address ?? '',
            task_longitude: null,
            task_latitude: null,
            task_score: body.information.task_score ?? 0,
            task_volunteer_name: volunteer.nickname,
            task_volunteer_cellphone: volunteer.cellphone,
            task_child_name: child.child_name,
            child_name: child.child_name,
            task_begin_timestamp: seconds(begin),
            task_limit_timestamp: seconds(limit),
            task_end_timestamp: null,
            task_punchs: [],
            verify_history: [],
            ...girlCareOf(body.information),
            ...(body.information.task_attributes ? { task_attributes: body.information.task_attributes } : {}),
            ...link,
          },
        });
        const task_code = `GD${dayCode(at)}${String(inserted.id).padStart(6, '0')}`;
        await setTaskCode(tx, inserted.id, task_code);
        // the notice names the child; its masking pass masks the name (issue 26): a notice outlives any reveal
        await deps.given?.(
          tx,
          {
            id: inserted.id,
            volunteer: volunteer.id,
            task_name: body.information.task_name,
            task_code,
            child_name: child.child_name,
            date_limit: limit,
          },
          user.nickname,
        );
        return inserted;
      });
      await audit.write(
        { user: user.id, child: child.id, type: '创建', information: { task: row.id, ...link } },
        outer,
      );
      return { id: row.id, version: row.version };
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
