/**
 * Clue reports and their dispatch (req clues §1, §2, §3; issue 18; rules in domain/denounces.ts): the
 * reviewers (the centre; 检察领导 for edge-child clues) enter, list, dispatch, reject and close clues; the
 * department leaders (部门领导) receive, return and apply to close the dispatches to their department; a clue about
 * a child can become a work order. Every change carries the version read (409 STALE_VERSION); an illegal step is 409.
 */
import { z } from 'zod';
import {
  ADJUNCT_STATES,
  DEPARTMENT_MOVES,
  REVIEWER_MOVES,
  DENOUNCE_IMAGES_MAX,
  DENOUNCE_SOURCES,
  DENOUNCE_STATES,
} from '../denounces';
import {
  defineCall,
  idField,
  pickedIdField,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';
import { calendarDateTime, calendarDateTimeAs } from './dates';

const REVIEW_READ = { id: 'denounces', action: 'query' } as const;
const REVIEW_WRITE = { id: 'denounces', action: 'edit' } as const;
const photo = z.object({ url: z.string().min(1).max(500) });

/** One step of a dispatch as recorded. */
const step = z.object({
  move: z.string(),
  state: z.enum(ADJUNCT_STATES),
  user: z.number(),
  name: z.string(),
  at: timestamp,
  reason: z.string().optional(),
  result: z.string().optional(),
  images: z.array(photo).optional(),
});

/** One step of the clue itself (issue 28): its turn into a work order and what that work order's review made of it. */
const clueStep = z.object({
  move: z.string(),
  label: z.string(),
  state: z.enum(DENOUNCE_STATES),
  user: z.number(),
  name: z.string(),
  at: timestamp,
  task: z.number().optional(),
  reason: z.string().optional(),
});
export type ClueStep = z.infer<typeof clueStep>;

export const adjunctItem = z.object({
  id: z.number(),
  adjunct_denounce: z.number(),
  adjunct_department: z.number(),
  department_name: z.string().nullable(),
  adjunct_state: z.enum(ADJUNCT_STATES),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  adjunct_information: z.object({ history: z.array(step) }),
});
export type AdjunctItem = z.infer<typeof adjunctItem>;

export const denounceItem = z.object({
  id: z.number(),
  denounce_source: z.enum(DENOUNCE_SOURCES),
  denounce_state: z.enum(DENOUNCE_STATES),
  denounce_child: z.number(),
  child_name: z.string().nullable(),
  denounce_user: z.number(),
  user_name: z.string().nullable(),
  denounce_information: z.object({
    reporter_name: z.string(),
    reporter_contact: z.string(),
    content: z.string(),
    place: z.string(),
    happened_at: timestamp,
    images: z.array(photo),
    reject_reason: z.string().optional(),
    task: z.number().optional(),
    /** The work order passed its final review (终过): the clue is done as far as the task goes (issue 28). */
    task_done: z.boolean().optional(),
    /** The clue's own steps, oldest first (issue 28). */
    history: z.array(clueStep).optional(),
  }),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  adjuncts: z.array(adjunctItem),
});
export type DenounceItem = z.infer<typeof denounceItem>;

const imageUrls = z.record(z.string(), z.string());
const written = z.object({ id: z.number(), version: z.number() });

/** GET /api/denounce/list/for/mix?sources&states&adjunct_states&keyword&page&size (denounces:query) → { total, list, image_urls }: the caller's sources only (检察领导: 边缘). */
export const listDenounces = defineCall({
  method: 'GET',
  path: '/api/denounce/list/for/mix',
  permission: REVIEW_READ,
  tag: 'denounce',
  summary: '线索列表',
  query: z.object({
    sources: listParam(z.enum(DENOUNCE_SOURCES)).optional(),
    states: listParam(z.enum(DENOUNCE_STATES)).optional(),
    /** Clues with a dispatch in one of these states (the reviewers' 待接收, 退回, 办理中 and 申请办结 lists). */
    adjunct_states: listParam(z.enum(ADJUNCT_STATES)).optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(denounceItem), image_urls: imageUrls }),
});

/** GET /api/denounce/detail?id (denounces:get) → { detail, image_urls }; 404 for a clue of a source the caller does not review. */
export const getDenounce = defineCall({
  method: 'GET',
  path: '/api/denounce/detail',
  permission: { id: 'denounces', action: 'get' },
  tag: 'denounce',
  summary: '线索详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: denounceItem, image_urls: imageUrls }),
});

/**
 * POST /api/denounce { denounce_source, reporter_name, reporter_contact, content, place, happened_at, child?, images }
 * (denounces:add) → { id, version }: a clue in 录入. `child` must be in the caller's scope (404 otherwise); 检察领导
 * enters edge-child clues only (403).
 */
export const createDenounce = defineCall({
  method: 'POST',
  path: '/api/denounce',
  permission: { id: 'denounces', action: 'add' },
  tag: 'denounce',
  summary: '录入线索',
  body: z.object({
    denounce_source: z.enum(DENOUNCE_SOURCES, '请选择线索来源'),
    reporter_name: z.string().trim().min(1, '请输入举报人').max(20),
    reporter_contact: z.string().trim().max(30).default(''),
    content: z.string().trim().min(1, '请输入线索内容').max(2000),
    place: z.string().trim().max(200).default(''),
    happened_at: calendarDateTimeAs('请选择发生时间'),
    child: idField.optional(),
    images: z.array(photo).max(DENOUNCE_IMAGES_MAX, `最多上传 ${DENOUNCE_IMAGES_MAX} 张照片`).default([]),
  }),
  response: written,
});

/** PUT /api/denounce/dispatch { id, version, departments } (denounces:edit) → { id, version }: one 待收 dispatch per department not already holding an open one; 409 on a closed or rejected clue. */
export const dispatchDenounce = defineCall({
  method: 'PUT',
  path: '/api/denounce/dispatch',
  permission: REVIEW_WRITE,
  tag: 'denounce',
  summary: '分派线索',
  body: z.object({ id: idField, version: versionField, departments: z.array(idField).min(1, '请选择部门').max(20) }),
  response: written,
});

/** PUT /api/denounce/reject { id, version, reason } (denounces:edit) → { id, version }: 拒办, only while no dispatch is open (409). */
export const rejectDenounce = defineCall({
  method: 'PUT',
  path: '/api/denounce/reject',
  permission: REVIEW_WRITE,
  tag: 'denounce',
  summary: '拒办线索',
  body: z.object({ id: idField, version: versionField, reason: z.string().trim().min(1, '请填写拒办原因').max(500) }),
  response: written,
});

/**
 * PUT /api/denounce/adjunct { id, version, move: receive | return | apply, reason?, result?, images? } (adjuncts:edit)
 * → { id, version }: the department leader's step on a dispatch to their department (404 for another's): receive,
 * return (a reason), apply to close (a result; photos). 409 for a step its state does not allow.
 */
export const moveAdjunct = defineCall({
  method: 'PUT',
  path: '/api/denounce/adjunct',
  permission: { id: 'adjuncts', action: 'edit' },
  tag: 'denounce',
  summary: '部门办理线索（接收、退回、申请办结）',
  body: z.object({
    id: idField,
    version: versionField,
    move: z.enum(DEPARTMENT_MOVES),
    reason: z.string().trim().max(500).optional(),
    result: z.string().trim().max(2000).optional(),
    images: z.array(photo).max(DENOUNCE_IMAGES_MAX, `最多上传 ${DENOUNCE_IMAGES_MAX} 张照片`).optional(),
  }),
  response: written,
});

/** PUT /api/denounce/adjunct/review { id, version, move: close | send_back, reason? } (denounces:edit) → { id, version }: the reviewer closes an applied dispatch or sends it back (a reason). */
export const reviewAdjunct = defineCall({
  method: 'PUT',
  path: '/api/denounce/adjunct/review',
  permission: REVIEW_WRITE,
  tag: 'denounce',
  summary: '审核部门办结申请（办结、打回）',
  body: z.object({
    id: idField,
    version: versionField,
    move: z.enum(REVIEWER_MOVES),
    reason: z.string().trim().max(500).optional(),
  }),
  response: written,
});

/** GET /api/denounce/adjunct/list/for/mix?sources&states&page&size (adjuncts:query) → { total, list, image_urls }: the clues dispatched to the caller's department, each with that dispatch only. */
export const listAdjuncts = defineCall({
  method: 'GET',
  path: '/api/denounce/adjunct/list/for/mix',
  permission: { id: 'adjuncts', action: 'query' },
  tag: 'denounce',
  summary: '本部门线索列表',
  query: z.object({
    sources: listParam(z.enum(DENOUNCE_SOURCES)).optional(),
    states: listParam(z.enum(ADJUNCT_STATES)).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(denounceItem), image_urls: imageUrls }),
});

const countEntry = z.object({ state: z.string(), count: z.number() });

/**
 * GET /api/denounce/count/for/sources/states?sources&states (denounces:query) → { counts: [{ state, count }],
 * adjunct_counts: [{ state, count }] } over the caller's sources: the clues by state, and their dispatches by state
 * (申结 is what waits for the reviewer to close; issue 28).
 */
export const countDenounces = defineCall({
  method: 'GET',
  path: '/api/denounce/count/for/sources/states',
  permission: REVIEW_READ,
  tag: 'denounce',
  summary: '线索数量（按状态）',
  query: z.object({
    sources: listParam(z.enum(DENOUNCE_SOURCES)).optional(),
    states: listParam(z.enum(DENOUNCE_STATES)).optional(),
  }),
  response: z.object({ counts: z.array(countEntry), adjunct_counts: z.array(countEntry) }),
});

/** GET /api/denounce/adjunct/counts/for/department/sources?sources (adjuncts:query) → { counts: [{ State, Count }] }: the caller's department's dispatches by state. */
export const countAdjuncts = defineCall({
  method: 'GET',
  path: '/api/denounce/adjunct/counts/for/department/sources',
  permission: { id: 'adjuncts', action: 'query' },
  tag: 'denounce',
  summary: '本部门线索数量（按状态）',
  query: z.object({ sources: listParam(z.enum(DENOUNCE_SOURCES)).optional() }),
  response: z.object({ counts: z.array(z.object({ State: z.string(), Count: z.number() })) }),
});

/**
 * POST /api/denounce/task { id, version, volunteer, date_begin, date_limit, task_name, task_description? }
 * (denounces:edit and tasks:add) → { id (the task), version (the clue's) }: a work order for the clue's child, linked
 * both ways (task information.task_denounce, the clue's information.task). 409 NO_CHILD when the clue names none.
 */
export const denounceToTask = defineCall({
  method: 'POST',
  path: '/api/denounce/task',
  permission: { id: 'tasks', action: 'add' },
  tag: 'denounce',
  summary: '线索转工单',
  body: z.object({
    id: idField,
    version: versionField,
    volunteer: pickedIdField('选择志愿者').refine(Boolean, '选择志愿者'),
    date_begin: calendarDateTime,
    date_limit: calendarDateTime,
    task_name: z.string().trim().min(1, '交办标题不能为空').max(100),
    task_description: z.string().trim().max(2000).optional(),
  }),
  response: z.object({ task: z.number(), version: z.number() }),
});
