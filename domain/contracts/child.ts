/**
 * Child records (req children §3, §9). A child payload is `{ character, information: { investigate_<character>: {...} } }`;
 * the server runs the form's engine on it exactly as the browser does (normalize, validate, places, the
 * director lookup, one record per ID number: server/modules/child/prepare.ts).
 */
import { z } from 'zod';
import { CHILD_LIST_PAGE_SIZE } from '../constants';
import { CHARACTERS } from '../child-genre';
import { HELPER_SLOTS } from '../helpers';
import {
  boolParam,
  defineCall,
  idField,
  idListParam,
  idParam,
  looseObject,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

/** `information`: sections (`important`, `investigate_cs` …), each a flat object of form values. */
export const childInformation = z.record(z.string().max(100), looseObject);
export type ChildInformation = z.infer<typeof childInformation>;

/** What a write carries: the category and its form. */
export const childPayload = z.object({ character: z.enum(CHARACTERS), information: childInformation });
export type ChildPayload = z.infer<typeof childPayload>;

const childColumns = {
  id: z.number(),
  department_id: z.number().nullable(),
  village_id: z.number().nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  genre: z.string(),
  level: z.string(),
  ranking: z.string(),
  emphasis: z.boolean(),
  top: z.number(),
  character_ow: z.boolean(),
  character_cs: z.boolean(),
  character_gta: z.boolean(),
  character_gta_quit: z.boolean(),
  /** From information.important: the ow girl's level and the gta escort level (null when none). */
  girl_level: z.string().nullable(),
  escort_level: z.string().nullable(),
  /** The tags the child carries (标签, req supervise §5), by name. */
  labels: z.array(z.string()),
  /** Set on a deleted child (only the deleted list shows one): when and by whom (nickname). */
  deleted_at: timestamp.nullable(),
  deleted_by_name: z.string().nullable(),
  /** Masked (req children §7) unless the caller has an active reveal. */
  child_name: z.string(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
};

/**
 * The full record (only for a caller whose scope holds it), with place names and signed image URLs. The
 * child's name and ID number (columns, important, and each form's child_name / child_idnumber) are masked
 * unless the caller has an active reveal (req children §7); a masked value sent back never overwrites the original.
 */
export const childDetail = z.object({
  ...childColumns,
  controller: z.number(),
  dominator: z.number(),
  manager: z.number(),
  helpers: looseObject,
  assistants: z.array(z.unknown()),
  birth_department_id: z.number().nullable(),
  birth_village_id: z.number().nullable(),
  birth_department_name: z.string().nullable(),
  birth_village_name: z.string().nullable(),
  child_idnumber: z.string(),
  information: childInformation,
  /** image_url → a signed read URL, valid 10 minutes (DESIGN "Images"). */
  image_urls: z.record(z.string(), z.string()),
});
export type Child = z.infer<typeof childDetail>;

/** A list row: no investigation forms; name and ID number masked unless revealed (req children §7). */
export const childListItem = z.object({
  ...childColumns,
  child_idnumber: z.string(),
  child_gender: z.string().nullable(),
  director_name: z.string().nullable(),
  /** The filled helper slots (slot → nickname and state), for HelpList. */
  helper_names: z.record(z.string(), z.object({ nickname: z.string(), state: z.string() })),
});
export type ChildListItem = z.infer<typeof childListItem>;

/**
 * GET /api/child/count/for/idnumber?idnumber&character? (children:query) → { count, mergeable }: the duplicate
 * check (req children §4.4). With `character`, a child of that number which lacks the category and is in the caller's
 * scope is not a duplicate: `count` 0 and `mergeable` true (a save adds the category to it, req children §4.4).
 */
export const countChildrenByIdnumber = defineCall({
  method: 'GET',
  path: '/api/child/count/for/idnumber',
  permission: { id: 'children', action: 'query' },
  tag: 'child',
  summary: '按身份证号计数（查重）',
  query: z.object({ idnumber: z.string().trim().min(1).max(30), character: z.enum(CHARACTERS).optional() }),
  response: z.object({ count: z.number(), mergeable: z.boolean() }),
});

/** GET /api/child/detail?id (children:get) → { detail }; 404 outside the caller's scope; writes a 查看详情 record. */
export const getChildDetail = defineCall({
  method: 'GET',
  path: '/api/child/detail',
  permission: { id: 'children', action: 'get' },
  tag: 'child',
  summary: '儿童详情（含调查表与图片签名地址）',
  query: z.object({ id: idParam }),
  response: z.object({ detail: childDetail }),
});

/**
 * The filters of a children list (issue 15 "The /children lists"): town, village, level, ranking, category,
 * genre (正常 / 退出), keyword (name, or ID number as domain/disclosure.ts allows), girl level (ow girls),
 * escort level (gta), emphasis, whether gta exits are wanted (`gta_quit`: true = only exited, false = only
 * not exited), helper (children where user `helper` holds any slot), `vacant` (children with that helper slot
 * vacant), and `deleted` (true: the deleted children, children:delete only; 403 otherwise).
 */
export const childFilterQuery = z.object({
  department: idParam.optional(),
  village: idParam.optional(),
  level: z.string().max(10).optional(),
  ranking: z.string().max(10).optional(),
  character: z.enum(CHARACTERS).optional(),
  genre: z.string().max(10).optional(),
  keyword: z.string().trim().max(50).optional(),
  girl_level: z.string().max(10).optional(),
  escort_level: z.string().max(10).optional(),
  gender: z.enum(['男', '女']).optional(),
  emphasis: boolParam.optional(),
  gta_quit: boolParam.optional(),
  deleted: boolParam.optional(),
  helper: idParam.optional(),
  vacant: z.enum(HELPER_SLOTS).optional(),
  /** true: only children whose residence town differs from their household town (ChildChujieMange, 出界). */
  out_of_town: boolParam.optional(),
  /** true: only the minors named in a dynamic-management case (SinList, issue 17). */
  sins: boolParam.optional(),
  /** Only children carrying any of these tags (label ids, domain/contracts/label.ts). */
  labels: idListParam.optional(),
});
export type ChildFilterQuery = z.infer<typeof childFilterQuery>;

/**
 * GET /api/child/list/for/department/village/level/character/genre/keyword (children:query) → { total, list },
 * scoped to the caller; every page is a 浏览 record, a keyword search a 搜索 record. Page size 20 by default
 * (req shell-and-accounts §10). Names and ID numbers masked unless the caller has an active reveal (req children §7).
 */
export const listChildren = defineCall({
  method: 'GET',
  path: '/api/child/list/for/department/village/level/character/genre/keyword',
  permission: { id: 'children', action: 'query' },
  tag: 'child',
  summary: '儿童列表（按乡镇、村居、等级、类别、状态、关键字等）',
  query: childFilterQuery.extend({ page: pageParam, size: sizeParam(CHILD_LIST_PAGE_SIZE) }),
  response: z.object({ total: z.number(), list: z.array(childListItem) }),
});

/** The answer of a write: the record's id and its new version. */
export const writeAnswer = z.object({ id: z.number(), version: z.number() });

/**
 * POST /api/child <child payload> (children:add, centre roles) → { id, version }: a direct write, which also
 * stores an apply already in 终过 with top = 1 (req children §4.4). 400 with fieldErrors; 409 DUPLICATE_CHILD.
 */
export const createChild = defineCall({
  method: 'POST',
  path: '/api/child',
  permission: { id: 'children', action: 'add' },
  tag: 'child',
  summary: '直接创建儿童（中心角色）',
  body: childPayload,
  response: writeAnswer,
});

/**
 * PUT /api/child { id, version, ...child payload } (children:edit) → { id, version }; 409 STALE_VERSION when
 * `version` is not the stored one; masked values (with *) keep the stored original.
 */
export const updateChild = defineCall({
  method: 'PUT',
  path: '/api/child',
  permission: { id: 'children', action: 'edit' },
  tag: 'child',
  summary: '直接修改儿童（带版本号）',
  body: childPayload.extend({ id: idField, version: versionField }),
  response: writeAnswer,
});
