/**
 * The child list calls of req children §9 besides the main list (domain/contracts/child.ts), the twin list and
 * the export (issue 15). Every one is scoped to the caller exactly like the main list (404-free: an
 * out-of-scope child is simply not in the answer), answers masked names and ID numbers unless the caller
 * has an active reveal, and writes a 浏览 (or 搜索 with a keyword, 导出 for the export) record.
 */
import { z } from 'zod';
import { CHILD_LIST_PAGE_SIZE } from '../constants';
import { childDetail, childFilterQuery, childListItem } from './child';
import { defineCall, requiredIdListParam, idParam, listParam, pageParam, sizeParam } from './define';

const listAnswer = z.object({ total: z.number(), list: z.array(childListItem) });
const paging = { page: pageParam, size: sizeParam(CHILD_LIST_PAGE_SIZE) };
const genres = listParam(z.string().max(10)).optional();
const READ = { id: 'children', action: 'query' } as const;
const idnumbers = listParam(z.string().trim().min(1).max(30), 1);

/** GET /api/child/detail/for/idnumber?idnumber (children:get) → { detail }; 404 when no child of that number is in scope. */
export const getChildDetailByIdnumber = defineCall({
  method: 'GET',
  path: '/api/child/detail/for/idnumber',
  permission: { id: 'children', action: 'get' },
  tag: 'child',
  summary: '按身份证号查儿童详情',
  apiOnly: '供对接系统按身份证号读取（屏幕按 id 打开）',
  query: z.object({ idnumber: z.string().trim().min(1).max(30) }),
  response: z.object({ detail: childDetail }),
});

/** GET /api/child/list/for/ids?ids=[…] (children:query) → { total, list }: those of the ids inside the caller's scope. */
export const listChildrenForIds = defineCall({
  method: 'GET',
  path: '/api/child/list/for/ids',
  permission: READ,
  tag: 'child',
  summary: '按 id 列表查儿童',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ ids: requiredIdListParam }),
  response: listAnswer,
});

/** GET /api/child/list/for/idnumbers?idnumbers=[…] (children:query) → { total, list }: children of those ID numbers in scope, deleted ones included. */
export const listChildrenForIdnumbers = defineCall({
  method: 'GET',
  path: '/api/child/list/for/idnumbers',
  permission: READ,
  tag: 'child',
  summary: '按身份证号列表查儿童',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ idnumbers }),
  response: listAnswer,
});

/**
 * GET /api/child/list/for/idnumbers/real?idnumbers=[…] (children:query) → { total, list }: like the above, but only
 * the children really in care now (not deleted, genre not 退出, not exited from gta): the "real" list of issue 15.
 */
export const listChildrenForIdnumbersReal = defineCall({
  method: 'GET',
  path: '/api/child/list/for/idnumbers/real',
  permission: READ,
  tag: 'child',
  summary: '按身份证号列表查在册儿童',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ idnumbers }),
  response: listAnswer,
});

/** GET /api/child/list/for/controller/genres/keyword?controller&genres&keyword&page&size (children:query): children whose director (controller) is user `controller`. */
export const listChildrenForController = defineCall({
  method: 'GET',
  path: '/api/child/list/for/controller/genres/keyword',
  permission: READ,
  tag: 'child',
  summary: '按儿童主任查儿童',
  apiOnly: '旧控制台的按负责人查询，供对接系统',
  query: z.object({ controller: idParam, genres, keyword: z.string().trim().max(50).optional(), ...paging }),
  response: listAnswer,
});

/**
 * GET /api/child/list/for/dominator/genres/keyword?dominator&genres&keyword&page&size (children:query): children whose
 * 儿童督导员 (dominator, set by PUT /api/child/dominator) is user `dominator`, within the caller's scope like every list.
 * 分委领导's 我督导的儿童 asks it for their own id (issue 28; docs/decisions-child-records.md).
 */
export const listChildrenForDominator = defineCall({
  method: 'GET',
  path: '/api/child/list/for/dominator/genres/keyword',
  permission: READ,
  tag: 'child',
  summary: '按儿童督导员查儿童',
  query: z.object({ dominator: idParam, genres, keyword: z.string().trim().max(50).optional(), ...paging }),
  response: listAnswer,
});

/** GET /api/child/list/for/helper/genre?helper&genre&page&size (children:query): children where user `helper` holds any helper slot. */
export const listChildrenForHelper = defineCall({
  method: 'GET',
  path: '/api/child/list/for/helper/genre',
  permission: READ,
  tag: 'child',
  summary: '按帮扶人员查儿童',
  apiOnly: '旧控制台的按帮扶人员查询，供对接系统',
  query: z.object({ helper: idParam, genre: z.string().max(10).optional(), ...paging }),
  response: listAnswer,
});

/**
 * GET /api/child/list/for/assistant/genre?assistant&genre&page&size (children:query): children whose assistants include
 * user `assistant`. Retired (issue 28): nothing writes `assistants`, so it answers an empty list.
 */
export const listChildrenForAssistant = defineCall({
  method: 'GET',
  path: '/api/child/list/for/assistant/genre',
  permission: READ,
  tag: 'child',
  summary: '按协助人员查儿童（已停用）',
  apiOnly:
    '已停用：规格未说明协助人员是谁、由谁设置，所有帮扶人员都在 helpers 岗位中（docs/decisions-child-records.md）；保留供旧调用方，答空列表',
  query: z.object({ assistant: idParam, genre: z.string().max(10).optional(), ...paging }),
  response: listAnswer,
});

/** GET /api/child/list/for/genre?genre&page&size (children:query): the caller's children of genre 正常 or 退出. */
export const listChildrenForGenre = defineCall({
  method: 'GET',
  path: '/api/child/list/for/genre',
  permission: READ,
  tag: 'child',
  summary: '按状态查儿童',
  apiOnly: '旧控制台的按状态查询，供对接系统',
  query: z.object({ genre: z.string().max(10).optional(), ...paging }),
  response: listAnswer,
});

/**
 * GET /api/child/list/for/twins?department&village&keyword&page&size (children:query) → { total, list } (TwinList):
 * the caller's children that share an ID number's first 17 characters, or a name and a date of birth, with
 * another child in scope. Each row carries `twin_key` (what the group shares); rows of one group are adjacent.
 */
export const listTwinChildren = defineCall({
  method: 'GET',
  path: '/api/child/list/for/twins',
  permission: READ,
  tag: 'child',
  summary: '疑似重复或双胞胎儿童',
  query: z.object({ department: idParam.optional(), village: idParam.optional(), ...paging }),
  response: z.object({ total: z.number(), list: z.array(childListItem.extend({ twin_key: z.string() })) }),
});

/**
 * GET /api/child/export?<the list's filters> (children:export) → an .xlsx file (Content-Disposition
 * 儿童列表_YYYY-MM-DD.xlsx), every row the list would show with those filters (no paging), masked as the
 * list is; writes a 导出 record. Answered as a stream, so a county-wide export does not hold the server.
 */
export const exportChildren = defineCall({
  method: 'GET',
  path: '/api/child/export',
  permission: { id: 'children', action: 'export' },
  tag: 'child',
  summary: '导出儿童列表（xlsx）',
  query: childFilterQuery,
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});
