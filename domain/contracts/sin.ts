/**
 * Dynamic management (动态管理; req gta §2.7 tab 7, §4.1, §8.3; issue 17): the cases (sins) escort departments
 * report and the minors each names (subsins), matched to the gta minors by ID number. Rules in domain/sins.ts.
 * `POST /api/sin` (a report) is ours: the spec lists how cases are read, changed and matched, not how they come in.
 */
import { z } from 'zod';
import { SIN_GENRES, SUBSIN_PAGE_SIZE, SUBSIN_STATES, SUBSINS_MAX, UPLOAD_GENRES } from '../sins';
import {
  defineCall,
  idField,
  requiredIdListParam,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';
import { calendarDateTimeAs } from './dates';

const READ = { id: 'sins', action: 'query' } as const;
const WRITE = { id: 'sins', action: 'edit' } as const;

/** A case as answered. */
export const sinItem = z.object({
  id: z.number(),
  sin_genre: z.string(),
  sin_user: z.number(),
  sin_department: z.string(),
  sin_datetime: timestamp,
  sin_information: z.object({ sin_department_name: z.string(), sin_title: z.string(), sin_description: z.string() }),
  version: z.number(),
  created_at: timestamp,
  subsin_count: z.number(),
  matched_count: z.number(),
  mine_to_change: z.boolean(),
});

/** A minor named in a case as answered: the name and ID number masked unless the caller revealed full names. */
export const subsinItem = z.object({
  id: z.number(),
  subsin_sin: z.number(),
  subsin_child: z.number(),
  subsin_state: z.enum(SUBSIN_STATES),
  subsin_genre_sin: z.string(),
  subsin_genre_upload: z.string(),
  subsin_datetime_upload: timestamp,
  subsin_information: z.object({ child_name: z.string(), child_idnumber: z.string(), subsin_times: z.number() }),
  sin_information: z.object({ sin_department_name: z.string(), sin_title: z.string() }),
});
export type SubsinItem = z.infer<typeof subsinItem>;

const sinFields = {
  sin_genre: z.enum(SIN_GENRES, '请选择行为类型'),
  sin_title: z.string().trim().min(1, '请输入事件名称').max(100),
  sin_datetime: calendarDateTimeAs('请选择发生时间'),
  sin_description: z.string().trim().max(2000).default(''),
};
/** A minor named in a reported case (the 上报 form's rows take their rules from it). */
export const subsinEntry = z.object({
  child_name: z.string().trim().min(1, '请输入姓名').max(20),
  child_idnumber: z
    .string('请输入18位身份证号码')
    .trim()
    .toUpperCase()
    .regex(/^\d{17}[\dX]$/, '请输入18位身份证号码'),
  subsin_times: z.number('请输入次数').int().min(1, '次数至少为1').max(999),
});

/** GET /api/sin/list/for/mix?page&size&genres&departments&keyword (sins:query) → { total, list }: newest case first. */
export const listSinsForMix = defineCall({
  method: 'GET',
  path: '/api/sin/list/for/mix',
  permission: READ,
  tag: 'sin',
  summary: '动态管理事件列表',
  query: z.object({
    page: pageParam,
    size: sizeParam(SUBSIN_PAGE_SIZE),
    genres: listParam(z.enum(SIN_GENRES)).optional(),
    departments: listParam(z.string().max(20)).optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  response: z.object({ total: z.number(), list: z.array(sinItem) }),
});

/** GET /api/sin/list/for/ids?ids=[…] (sins:query) → { total, list }: those of the ids that exist. */
export const listSinsForIds = defineCall({
  method: 'GET',
  path: '/api/sin/list/for/ids',
  permission: READ,
  tag: 'sin',
  summary: '按 id 列表查动态管理事件',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ ids: requiredIdListParam }),
  response: z.object({ total: z.number(), list: z.array(sinItem) }),
});

/** GET /api/sin/detail?id (sins:get) → { detail }; 404 for an unknown id. */
export const getSin = defineCall({
  method: 'GET',
  path: '/api/sin/detail',
  permission: { id: 'sins', action: 'get' },
  tag: 'sin',
  summary: '动态管理事件详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: sinItem }),
});

/**
 * POST /api/sin { sin_genre, sin_title, sin_datetime, sin_description, subsins: [{ child_name, child_idnumber,
 * subsin_times }] } (sins:add) → { id, version, matched, unmatched }: a case of the caller's department, its minors
 * matched at once to the gta minors of their ID numbers. 403 for a role that reports for no department.
 */
export const createSin = defineCall({
  method: 'POST',
  path: '/api/sin',
  permission: { id: 'sins', action: 'add' },
  tag: 'sin',
  summary: '上报动态管理事件',
  body: z.object({ ...sinFields, subsins: z.array(subsinEntry).min(1, '请至少填写一名未成年人').max(SUBSINS_MAX) }),
  response: z.object({ id: z.number(), version: z.number(), matched: z.number(), unmatched: z.number() }),
});

/** PUT /api/sin { id, version, sin_genre, sin_title, sin_datetime, sin_description } (sins:edit) → { id, version }; 403 NOT_OWN_DEPARTMENT. */
export const updateSin = defineCall({
  method: 'PUT',
  path: '/api/sin',
  permission: WRITE,
  tag: 'sin',
  summary: '修改动态管理事件',
  body: z.object({ id: idField, version: versionField, ...sinFields }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * GET /api/subsin/list/for/mix?page&size(10)&child&sin&states&genre_sins&genre_uploads&genre_escorts&keywords
 * (sins:query) → { total, list }: the minors named in cases, the latest report first. `child` a matched minor's;
 * `genre_escorts` the escort genres (正常 / 专班) of the matched minors; `keywords` a name or a whole ID number.
 */
export const listSubsinsForMix = defineCall({
  method: 'GET',
  path: '/api/subsin/list/for/mix',
  permission: READ,
  tag: 'sin',
  summary: '动态管理记录列表',
  query: z.object({
    page: pageParam,
    size: sizeParam(SUBSIN_PAGE_SIZE),
    child: idParam.optional(),
    sin: idParam.optional(),
    states: listParam(z.enum(SUBSIN_STATES)).optional(),
    genre_sins: listParam(z.enum(SIN_GENRES)).optional(),
    genre_uploads: listParam(z.enum(UPLOAD_GENRES)).optional(),
    genre_escorts: listParam(z.string().max(10)).optional(),
    keywords: z.string().trim().max(50).optional(),
  }),
  response: z.object({ total: z.number(), list: z.array(subsinItem) }),
});

/**
 * POST /api/intersect/sin/subsins/put/childs { sin, subsins?, childs? } (sins:edit) → { matched, unmatched }: matches
 * the case's minors (all, or the `subsins` given) to the gta minors of their ID numbers (only among `childs` when
 * given); a minor named but not registered stays 无匹配. 403 NOT_OWN_DEPARTMENT for another department's case.
 */
export const intersectSin = defineCall({
  method: 'POST',
  path: '/api/intersect/sin/subsins/put/childs',
  permission: WRITE,
  tag: 'sin',
  summary: '匹配动态管理记录与未成年人',
  body: z.object({
    sin: idField,
    subsins: z.array(idField).max(SUBSINS_MAX).optional(),
    childs: z.array(idField).max(SUBSINS_MAX).optional(),
  }),
  response: z.object({ matched: z.number(), unmatched: z.number() }),
});
