/**
 * The task lists' export (issue 28; domain/contracts/task-export.ts; req records §1 导出): the tasks a list shows with its
 * filters, as .xlsx rows streamed batch by batch (server/http/xlsx.ts), scoped as the list is (a volunteer: their own
 * tasks; anyone else: the tasks of the children of their child scope) and masked as the list is: the child's name as the
 * caller may see it, and every free text (title, description, place, the last check-in's note) through the masking pass
 * (domain/masking.ts, the child module's `cardsFor(...).shown`). One 导出 record per export, written before the first row.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { exportTasks, TASK_EXPORT_MAX_ROWS } from '../../../domain/contracts/task-export';
import { can } from '../../../domain/permissions';
import { maskName, maskSearchText } from '../../../domain/masking';
import { stateWord } from '../../../domain/state-words';
import { expireWords } from '../../../domain/durations';
import { expireBucket, TASK_PUNCHABLE_STATES, type TaskState } from '../../../domain/tasks';
import { currentUser, type SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Forbidden } from '../../errors';
import { addRoute } from '../../http/contract-route';
import { dateStamp, sendXlsx, type XlsxColumn } from '../../http/xlsx';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { pageTasks, type TaskRow } from './repository';
import type { TaskService } from './service';

type Query = z.output<typeof exportTasks.query>;
export type TaskExportDeps = {
  db: Db;
  now: () => Date;
  children: ChildService;
  users: UserService;
  departments: DepartmentService;
  audit: AuditService;
  /** The task list's own filter, so an export reads exactly the rows the list shows (scope included). */
  tasks: Pick<TaskService, 'filterFor'>;
};

/** The columns of a task export, in the order of the task lists. */
export const TASK_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '工单编号', key: 'code', width: 22 },
  { header: '工单名称', key: 'name', width: 30 },
  { header: '儿童', key: 'child', width: 10 },
  { header: '志愿者', key: 'volunteer', width: 10 },
  { header: '志愿者电话', key: 'cellphone', width: 14 },
  { header: '负责人', key: 'manager', width: 10 },
  { header: '镇街', key: 'department', width: 14 },
  { header: '村居', key: 'village', width: 14 },
  { header: '等级', key: 'grade', width: 8 },
  { header: '类型', key: 'genre', width: 8 },
  { header: '类别', key: 'category', width: 10 },
  { header: '状态', key: 'state', width: 10 },
  { header: '期限', key: 'expire', width: 14 },
  { header: '积分', key: 'score', width: 6 },
  { header: '开始时间', key: 'begin', width: 18 },
  { header: '截止时间', key: 'limit', width: 18 },
  { header: '办结时间', key: 'end', width: 18 },
  { header: '服务地点', key: 'address', width: 20 },
  { header: '工单说明', key: 'description', width: 40 },
  { header: '最近打卡', key: 'punch', width: 40 },
];

const BATCH = 500;
/** `d` as the console shows a time: YYYY-MM-DD HH:mm in China time. */
const shownTime = (d: Date | null) =>
  d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '';

export function createTaskExport(deps: TaskExportDeps) {
  const { db, now, children, users, departments, audit, tasks } = deps;

  /** A batch of rows as spreadsheet rows, masked for `user`. */
  async function rowsOf(user: SessionUser, rows: TaskRow[], at: Date): Promise<Record<string, unknown>[]> {
    const cards = await children.cardsFor(
      user,
      rows.map((r) => r.child),
    );
    const [places, managers] = await Promise.all([
      departments.byIds([...cards.values()].flatMap((c) => [c.department_id ?? 0, c.village_id ?? 0])),
      users.nicknames(rows.map((r) => r.manager)),
    ]);
    return rows.map((r) => {
      const card = cards.get(r.child);
      const info = r.information;
      // no card (a child no longer readable): every text masked as for no one in particular
      const shown = card?.shown ?? ((t: string) => maskName(t));
      const punch = info.task_punchs?.at(-1);
      return {
        code: info.task_code,
        name: shown(info.task_name ?? ''),
        child: card?.child_name ?? maskName(info.child_name ?? ''),
        volunteer: info.task_volunteer_name,
        cellphone: info.task_volunteer_cellphone,
        manager: managers.get(r.manager) ?? '',
        department: places.get(card?.department_id ?? 0)?.department_name ?? '',
        village: places.get(card?.village_id ?? 0)?.department_name ?? '',
        grade: r.grade,
        genre: r.genre,
        category: r.category,
        state: stateWord('task', r.state),
        expire: expireWords(
          expireBucket(r.state as TaskState, r.date_limit, at),
          r.date_limit,
          at,
          TASK_PUNCHABLE_STATES.includes(r.state as TaskState),
        ),
        score: info.task_score ?? 0,
        begin: shownTime(r.date_begin),
        limit: shownTime(r.date_limit),
        end: shownTime(r.date_end),
        address: shown(info.task_address ?? ''),
        description: shown(info.task_description ?? ''),
        punch: punch ? shown(`${punch.check_datetime ?? ''} ${punch.check_description ?? ''}`.trim()) : '',
      };
    });
  }

  return {
    /** The rows of an export of `q` for `user`; 403 for the deleted tasks without tasks:delete; the 导出 record first. */
    async rows(user: SessionUser, q: Query): Promise<AsyncIterable<Record<string, unknown>>> {
      if (q.deleted && !can(user.role, 'tasks', 'delete')) throw new Forbidden('您没有权限查看已删除的工单');
      const f = tasks.filterFor(user, q);
      const asked = {
        ...q,
        ...(q.keyword ? { keyword: maskSearchText(q.keyword) } : {}),
        ...(q.child_name ? { child_name: maskName(q.child_name) } : {}),
      };
      await audit.write({ user: user.id, type: '导出', information: { list: 'tasks', ...asked } });
      const at = now();
      return (async function* () {
        for (let page = 1; (page - 1) * BATCH < TASK_EXPORT_MAX_ROWS; page++) {
          const { rows } = await pageTasks(db, f, at, page, BATCH);
          for (const row of await rowsOf(user, rows, at)) yield row;
          if (rows.length < BATCH) return;
        }
      })();
    },
  };
}

export type TaskExport = ReturnType<typeof createTaskExport>;

/** GET /api/task/export (tasks:export): the file 工单列表_YYYY-MM-DD.xlsx, streamed. */
export async function taskExportPlugin(app: FastifyInstance, opts: { exporter: TaskExport; now: () => Date }) {
  addRoute(app, exportTasks, async (request, reply) => {
    const rows = await opts.exporter.rows(currentUser(request), request.query);
    await sendXlsx(reply, {
      fileName: `工单列表_${dateStamp(opts.now())}.xlsx`,
      sheetName: '工单列表',
      columns: TASK_EXPORT_COLUMNS,
      rows,
    });
    return reply as never;
  });
}
