/**
 * The signed-in user and user lists (req shell-and-accounts §7, §7.2; req children §5).
 */
import { z } from 'zod';
import { ACTIONS, PERMISSION_IDS } from '../permissions';
import { defineCall, idParam, pageParam, sizeParam } from './define';

export const permissionGrant = z.object({ permissionId: z.enum(PERMISSION_IDS), actionList: z.array(z.enum(ACTIONS)) });

/**
 * The signed-in user: who, which role, where (town and village, with names). `nickname` may be missing
 * (req shell-and-accounts §2: the header then shows 未登录); this server always has one. `role` is one of domain/roles.ts
 * as this server sends it; a console older than its server reads an unknown role as "no role" (it then sees
 * only what every user sees), so the schema does not reject one.
 */
export const userInfo = z.object({
  id: z.number(),
  nickname: z.string().nullable(),
  cellphone: z.string(),
  role: z.string(),
  department_id: z.number().nullable(),
  village_id: z.number().nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  /** Set after an administrator created the account or reset its password: the console asks for a new one first (issue 15). */
  must_change_password: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * GET /api/user/info → { info, roles: [{ name, permissions: [{ permissionId, actionList }] }] } (signed in).
 * roles is never empty (req shell-and-accounts §5.4 "roles must be a non-empty array"; the SPA checks the answer with this schema).
 */
export const getUserInfo = defineCall({
  method: 'GET',
  path: '/api/user/info',
  permission: 'signed-in',
  tag: 'user',
  summary: '当前用户、角色与权限',
  response: z.object({
    info: userInfo,
    roles: z
      .array(z.object({ name: z.string(), permissions: z.array(permissionGrant) }))
      .min(1, 'roles must be a non-null array'),
  }),
});

/**
 * A user list item (req shell-and-accounts §7): `information` holds only `contact_cellphone`; the password hash and the
 * sign-in phone never leave. This server sends `information` as an object; the spec's console sent it as a
 * JSON string (or nothing), which readers of a list still accept.
 */
export const userListItem = z.object({
  id: z.number(),
  nickname: z.string(),
  state: z.string(),
  role: z.string(),
  information: z.union([z.object({ contact_cellphone: z.string().optional() }), z.string(), z.null()]),
});
export type UserListItem = z.infer<typeof userListItem>;

/**
 * GET /api/user/list/for/village/role/keyword?village&role&keyword&page&size (users:query) → { total, list }
 * (req children §5; the director lookup asks page 1, size 20, role 儿童主任).
 */
export const listUsersForVillageRole = defineCall({
  method: 'GET',
  path: '/api/user/list/for/village/role/keyword',
  permission: { id: 'users', action: 'query' },
  tag: 'user',
  summary: '按村居、角色、关键字查用户',
  query: z.object({
    village: idParam.optional(),
    role: z.string().max(20).optional(),
    keyword: z.string().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(userListItem) }),
});
