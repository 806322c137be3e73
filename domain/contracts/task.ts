/**
 * Work orders (tasks; req tasks §4, §7.1; issue 16): the structured task, and the first calls: the mixed
 * list, the detail and the create. `information` is data the server builds and checks, not a free string:
 * the shown names and phones, the code and the timestamps are filled by the server from the child, the
 * volunteer and the clock; punches and the verify history grow only through their own calls.
 */
import { z } from 'zod';
import { TASK_AUDITS, TASK_CATEGORIES, TASK_GENRES, TASK_GRADES, TASK_STATES } from '../tasks';
import { defineCall, idField, pickedIdField, idParam, versionField } from './define';
import { calendarDateTime } from './dates';
import {
  GIRL_CARE_FIELDS,
  GIRL_CARE_ONLY,
  GIRL_GENRE,
  hasGirlCare,
  informationInput,
  taskItem,
  taskListAnswer,
  taskListQuery,
} from './task-shapes';

export {
  GIRL_CARE_FIELDS,
  taskInformation,
  taskItem,
  taskPunch,
  verifyEntry,
  type StoredTaskInformation,
  type TaskItem,
} from './task-shapes';

/** GET /api/task/list/for/mix (tasks:query) → { total, list }: the filters of taskListQuery (./task-shapes.ts); default order date_begin desc. */
export const listTasksForMix = defineCall({
  method: 'GET',
  path: '/api/task/list/for/mix',
  permission: { id: 'tasks', action: 'query' },
  tag: 'task',
  summary: '工单列表（组合筛选）',
  query: taskListQuery,
  response: taskListAnswer,
});

/**
 * GET /api/task/list/for/mix/long (tasks:query) → { total, list }: the long variant of req tasks §7.1 — the same
 * filters, newest end first (date_end desc, tasks not yet ended last) unless another order is asked.
 */
export const listTasksForMixLong = defineCall({
  method: 'GET',
  path: '/api/task/list/for/mix/long',
  permission: { id: 'tasks', action: 'query' },
  tag: 'task',
  summary: '工单列表（按结束时间）',
  apiOnly: '长周期组合查询，供对接系统',
  query: taskListQuery,
  response: taskListAnswer,
});

/** GET /api/task/detail?id (tasks:get) → { detail }; 404 outside the caller's scope. */
export const getTaskDetail = defineCall({
  method: 'GET',
  path: '/api/task/detail',
  permission: { id: 'tasks', action: 'get' },
  tag: 'task',
  summary: '工单详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: taskItem }),
});

/**
 * POST /api/task { child, volunteer, grade?, genre?, category?, date_begin, date_limit, information: { task_name,
 * task_description?, task_address?, task_score? (points credited at the final pass), task_attributes?: {
 * accommodation? }, the girl-care conditions (genre 女童 only: 400 女童关爱情况只适用于女童工单 otherwise) } }
 * (tasks:add) → { id, version }: a task in 办理 for a child in the caller's scope (404 otherwise) and an active 志愿人员
 * (400 请选择激活中的志愿者); the caller is its manager. Defaults: grade 普通, genre 常规, category 普通计划, score 0.
 * `date_end` is not sent: it is when the volunteer finishes (docs/decisions-tasks.md, issue 28). req tasks §3.2, §4.
 */
export const createTask = defineCall({
  method: 'POST',
  path: '/api/task',
  permission: { id: 'tasks', action: 'add' },
  tag: 'task',
  summary: '创建工单（交办）',
  body: z
    .object({
      child: pickedIdField('选择帮扶儿童'),
      volunteer: pickedIdField('选择志愿者'),
      grade: z.enum(TASK_GRADES).optional(),
      genre: z.enum(TASK_GENRES).optional(),
      category: z.enum(TASK_CATEGORIES).optional(),
      date_begin: calendarDateTime,
      date_limit: calendarDateTime,
      information: z.object({
        task_name: z.string().trim().min(1, '交办标题不能为空').max(100),
        ...informationInput,
      }),
    })
    .refine((b) => Date.parse(b.date_limit) > Date.parse(b.date_begin), {
      message: '截止时间须晚于开始时间',
      path: ['date_limit'],
    })
    .refine((b) => b.genre === GIRL_GENRE || !hasGirlCare(b.information), {
      message: GIRL_CARE_ONLY,
      path: ['information', GIRL_CARE_FIELDS[0]],
    }),
  response: z.object({ id: z.number(), version: z.number() }),
});

const MAX_PUNCH_IMAGES = 8;
/** How far a check-in's visit time may be behind the server's clock, in days (issue 29: a week without signal). */
export const VISIT_MAX_AGE_DAYS = 7;
/** How far a phone's clock may run ahead of the server's before its visit time is refused, in ms. */
export const VISIT_CLOCK_SKEW_MS = 5 * 60_000;
/** An idempotency key as a phone makes it (a UUID or random hex). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键须为 8–64 位字母、数字、下划线或连字符');

/**
 * PUT /api/task/punch { id, version, punch } (punches:add) → { id, version }: the task's own volunteer checks in
 * (打卡) on a task in hand (办理) or returned (终退): place, the place of the check-in, what was done, 1–8 photos
 * this server issued (jpg/png ≤ 5 MB, req tasks §3.2) and coordinates. 404 for another's task, 409 for a task not in
 * hand or a stale version. Issue 29 (a check-in queued on the phone without signal, docs/decisions-offline.md):
 * - `idempotency_key` (8–64 of A–Z a–z 0–9 _ -): a second call of the same caller with the same key records nothing
 *   and answers the first call's { id, version } (a retry after a lost answer);
 * - `punch.check_datetime`: the visit's time as the phone took it (not in the future beyond
 *   {@link VISIT_CLOCK_SKEW_MS}, not older than {@link VISIT_MAX_AGE_DAYS} days, else 400 on that field); without
 *   it the server's time; the server also keeps when it received the check-in (`received_datetime`);
 * - `punch.check_located` false: the phone had no position (the coordinates are then the default ones), shown to
 *   the reviewer as 未定位; `punch.check_accuracy`: the position's accuracy in metres.
 */
export const punchTask = defineCall({
  method: 'PUT',
  path: '/api/task/punch',
  permission: { id: 'punches', action: 'add' },
  tag: 'task',
  summary: '工单打卡',
  body: z.object({
    id: idField,
    version: versionField,
    idempotency_key: idempotencyKey.optional(),
    punch: z.object({
      check_address: z.string().trim().min(1, '请填写服务地点').max(200),
      punch_address: z.string().trim().max(200).default(''),
      check_description: z.string().trim().min(1, '请填写服务内容').max(2000),
      check_image: z
        .array(z.object({ url: z.string().min(1).max(500) }))
        .min(1, '请至少上传一张照片')
        .max(MAX_PUNCH_IMAGES, `最多上传 ${MAX_PUNCH_IMAGES} 张照片`),
      check_normal: z.boolean().optional(),
      check_longitude: z.number().min(-180).max(180),
      check_latitude: z.number().min(-90).max(90),
      check_datetime: calendarDateTime.optional(),
      check_located: z.boolean().optional(),
      check_accuracy: z.number().min(0).max(1_000_000).optional(),
    }),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/task/for/ids/with/state { ids, state, reason? } (tasks:query, and the right to make that move:
 * domain/tasks.ts TASK_TRANSITIONS) → { count }: moves every task of `ids` in one transaction, all or none. The
 * volunteer finishes their own task (办理/终退 → 办结, after at least one check-in); the village staff or town
 * leader give the first review (办结 → 初过 or 终退); the centre the final one (初过 → 终过, 终退 or 终拒) and
 * the outcome (终过 → 评价, 护正/护异, 女正/女异). A return or refusal needs a reason. 409 when a task is
 * not in a state the move starts from (or moved meanwhile), 403 for a move the caller may not make, 404 for
 * a task out of scope. Each review step is added to the task's verify history.
 */
export const setTaskState = defineCall({
  method: 'PUT',
  path: '/api/task/for/ids/with/state',
  permission: { id: 'tasks', action: 'query' },
  tag: 'task',
  summary: '批量变更工单状态（办结、审核、退回）',
  body: z.object({
    ids: z.array(idField).min(1).max(1000),
    state: z.enum(TASK_STATES),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ count: z.number() }),
});

/**
 * PUT /api/task { id, version, grade?, genre?, category?, date_begin?, date_limit?, information? } (tasks:edit) →
 * { id, version }: changes a task still in hand (办理 or 终退) by its manager or the centre (403 NOT_MANAGER for
 * another); the information given replaces those keys only; girl-care conditions only on a 女童 task (400); 409 for a
 * finished task or a stale version. req tasks §4, §8.
 */
export const updateTask = defineCall({
  method: 'PUT',
  path: '/api/task',
  permission: { id: 'tasks', action: 'edit' },
  tag: 'task',
  summary: '修改工单',
  body: z.object({
    id: idField,
    version: versionField,
    grade: z.enum(TASK_GRADES).optional(),
    genre: z.enum(TASK_GENRES).optional(),
    category: z.enum(TASK_CATEGORIES).optional(),
    date_begin: calendarDateTime.optional(),
    date_limit: calendarDateTime.optional(),
    information: z
      .object({
        task_name: z.string().trim().min(1, '交办标题不能为空').max(100).optional(),
        ...informationInput,
      })
      .optional(),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** DELETE /api/task { id, version } (tasks:delete) → { id, version }: removes a task not yet finished (办理), keeping its row; 409 otherwise. */
export const deleteTask = defineCall({
  method: 'DELETE',
  path: '/api/task',
  permission: { id: 'tasks', action: 'delete' },
  tag: 'task',
  summary: '删除工单',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/task/for/ids/with/volunteer { ids, volunteer } (tasks:edit) → { count }: gives every listed task still in
 * hand to another active volunteer (names and phone updated), in one transaction, all or none.
 */
export const reassignTasks = defineCall({
  method: 'PUT',
  path: '/api/task/for/ids/with/volunteer',
  permission: { id: 'tasks', action: 'edit' },
  tag: 'task',
  summary: '批量改派志愿者',
  body: z.object({ ids: z.array(idField).min(1).max(1000), volunteer: idField }),
  response: z.object({ count: z.number() }),
});

/**
 * DELETE /api/task/for/states/genres/categorys/managers/volunteers/childs { states?, genres?, categorys?, managers?,
 * volunteers?, childs? } (tasks:delete) → { count }: deletes every task of the caller's scope that matches all
 * the lists given (at least one of childs, managers or volunteers) and is not yet started on (办理), in one
 * transaction; a task the caller does not manage (the centre manages all) makes it 403 and nothing is deleted.
 */
export const deleteTasksFor = defineCall({
  method: 'DELETE',
  path: '/api/task/for/states/genres/categorys/managers/volunteers/childs',
  permission: { id: 'tasks', action: 'delete' },
  tag: 'task',
  summary: '按条件批量删除工单',
  apiOnly: '批量删除供数据清理使用',
  body: z
    .object({
      states: z.array(z.enum(TASK_STATES)).max(TASK_STATES.length).optional(),
      genres: z.array(z.enum(TASK_GENRES)).max(TASK_GENRES.length).optional(),
      categorys: z.array(z.enum(TASK_CATEGORIES)).max(TASK_CATEGORIES.length).optional(),
      managers: z.array(idField).max(1000).optional(),
      volunteers: z.array(idField).max(1000).optional(),
      childs: z.array(idField).max(1000).optional(),
    })
    .refine((b) => !!(b.childs?.length || b.managers?.length || b.volunteers?.length), {
      message: '请至少指定儿童、交办人或志愿者之一',
      path: ['childs'],
    }),
  response: z.object({ count: z.number() }),
});

/**
 * PUT /api/task/audit { id, version, audit, reason? } (tasks:edit; the move is the centre's: domain/tasks.ts
 * TASK_AUDIT_WORKFLOW) → { id, version }: the centre's spot check (抽查) of a task its volunteer checked in on: 疑似 (with
 * a reason), 真实, or 虚假 (with a reason), from 未检 or 疑似; the step goes into the task's verify history (抽查真实 …).
 * 403 for another role, 409 for a task without a check-in (NO_PUNCH), an audit already final (ILLEGAL_TRANSITION)
 * or a stale version, 400 without a needed reason. req tasks §5.3; issue 28.
 */
export const auditTask = defineCall({
  method: 'PUT',
  path: '/api/task/audit',
  permission: { id: 'tasks', action: 'edit' },
  tag: 'task',
  summary: '工单抽查（疑似、真实、虚假）',
  body: z.object({
    id: idField,
    version: versionField,
    audit: z.enum(TASK_AUDITS).exclude(['未检']),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});
