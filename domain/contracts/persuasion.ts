/**
 * Persuasion logs of a purple-level marginal minor (劝导记录; req gta §2.8 tab 8, §4.2, §9.1, §7.2, §8.4, §9.3, §10;
 * issue 17): the persuasion module's own table since issue 27 (they were operation records of type `persuasion`, the
 * spec's word, until migration 0016 moved them; docs/decisions-tables.md). Who may add, edit and delete is domain/escort.ts; the server
 * checks it on every call (403) and keeps each log's version (409 STALE_VERSION for a log changed meanwhile).
 *
 * Paths: the spec reads them through the record calls (`GET record/list/for/mix` with types persuasion,
 * `POST`/`PUT`/`DELETE record`, `DELETE record/batch`). Here they are `/api/record/persuasion…`: the operation
 * records (records:query, 系统管理 and 中心领导) and the logs (persuasions, the gta roles) are read by different
 * people, and a path has one permission (docs/decisions-gta.md).
 */
import { z } from 'zod';
import { PERSUASION_SOURCES } from '../escort';
import { defineCall, idField, idParam, pageParam, sizeParam, timestamp, versionField } from './define';
import { calendarDateTimeAs } from './dates';

/** req gta §10: at most 8 photos, 5 MB each (checked on upload), 3 thumbnails shown with +N. */
export const PERSUASION_IMAGES_MAX = 8;
/** req gta §10 "persuasion list 20". */
export const PERSUASION_PAGE_SIZE = 20;

/** A photo: the image_url this server issued and its suffix (jpg, png). */
const photo = z.object({ url: z.string().min(1).max(500), suffix: z.enum(['jpg', 'jpeg', 'png']) });

/** What a log says (req gta §4.2 record_information), as written. */
const logFields = {
  record_datetime: calendarDateTimeAs('请选择时间'),
  record_attenders: z
    .array(z.string().trim().min(1).max(20, '每位参与人员的姓名不超过 20 字'))
    .min(1, '请输入参与人员')
    .max(20, '参与人员最多 20 人'),
  record_content: z.string().trim().min(1, '请输入劝导详情').max(2000, '劝导详情不超过 2000 字'),
  record_images: z
    .array(photo)
    .min(1, '请至少上传一张劝导照片')
    .max(PERSUASION_IMAGES_MAX, `最多上传 ${PERSUASION_IMAGES_MAX} 张照片`),
};

/** A log as answered: its record columns and information, the author's name and source, and whether the caller may change it. */
export const persuasionItem = z.object({
  id: z.number(),
  record_child: z.number(),
  record_user: z.number(),
  record_datetime: timestamp,
  record_state: z.string(),
  record_information: z.object({
    record_source: z.enum(PERSUASION_SOURCES),
    record_user_name: z.string(),
    record_user_cellphone: z.string(),
    record_attenders: z.array(z.string()),
    record_content: z.string(),
    record_images: z.array(photo),
  }),
  created_at: timestamp,
  version: z.number(),
  mine_to_change: z.boolean(),
});
export type PersuasionItem = z.infer<typeof persuasionItem>;
/** What a stored log says (the persuasions table's `record_information`): the author's name, phone and source, and the log. */
export type PersuasionInformation = PersuasionItem['record_information'];

/**
 * GET /api/record/persuasion/list?child&page&size (persuasions:query) → { total, list, image_urls, may_add }: the
 * minor's logs, newest persuasion first, 20 a page; `image_urls` maps each photo's url to a signed read URL;
 * `may_add` says whether the caller may add one. 404 for a child out of scope; 409 NOT_PURPLE when the minor's
 * escort level is not 紫色.
 */
export const listPersuasions = defineCall({
  method: 'GET',
  path: '/api/record/persuasion/list',
  permission: { id: 'persuasions', action: 'query' },
  tag: 'record',
  summary: '劝导记录列表',
  query: z.object({ child: idParam, page: pageParam, size: sizeParam(PERSUASION_PAGE_SIZE) }),
  response: z.object({
    total: z.number(),
    list: z.array(persuasionItem),
    image_urls: z.record(z.string(), z.string()),
    may_add: z.boolean(),
  }),
});

/** GET /api/record/persuasion/detail?id (persuasions:get) → { detail, image_urls }; 404 for a log of a child out of scope. */
export const getPersuasion = defineCall({
  method: 'GET',
  path: '/api/record/persuasion/detail',
  permission: { id: 'persuasions', action: 'get' },
  tag: 'record',
  summary: '劝导记录详情',
  apiOnly: '劝导记录列表已给出全部字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: persuasionItem, image_urls: z.record(z.string(), z.string()) }),
});

const written = z.object({ id: z.number(), version: z.number() });

/** POST /api/record/persuasion { child, record_datetime, record_attenders, record_content, record_images } (persuasions:add) → { id, version }. 保存成功. */
export const addPersuasion = defineCall({
  method: 'POST',
  path: '/api/record/persuasion',
  permission: { id: 'persuasions', action: 'add' },
  tag: 'record',
  summary: '添加劝导记录',
  body: z.object({ child: idField, ...logFields }),
  response: written,
});

/** PUT /api/record/persuasion { id, version, …the log } (persuasions:edit) → { id, version }; 403 NOT_AUTHOR for a liaison officer on another's log. */
export const updatePersuasion = defineCall({
  method: 'PUT',
  path: '/api/record/persuasion',
  permission: { id: 'persuasions', action: 'edit' },
  tag: 'record',
  summary: '修改劝导记录',
  body: z.object({ id: idField, version: versionField, ...logFields }),
  response: written,
});

/** DELETE /api/record/persuasion { id, version } (persuasions:delete) → { deleted: 1 }; a 删除 operation record keeps what it said. */
export const deletePersuasion = defineCall({
  method: 'DELETE',
  path: '/api/record/persuasion',
  permission: { id: 'persuasions', action: 'delete' },
  tag: 'record',
  summary: '删除劝导记录',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ deleted: z.number() }),
});

/** DELETE /api/record/persuasion/batch { ids } (persuasions:delete) → { deleted }: all or none (403 when one is not the caller's to delete, 404 when one is gone). */
export const deletePersuasions = defineCall({
  method: 'DELETE',
  path: '/api/record/persuasion/batch',
  permission: { id: 'persuasions', action: 'delete' },
  tag: 'record',
  summary: '批量删除劝导记录',
  apiOnly: '批量删除供数据清理使用',
  body: z.object({ ids: z.array(idField).min(1, '请选择要删除的记录').max(100) }),
  response: z.object({ deleted: z.number() }),
});
