/**
 * Account management (issue 15 "Accounts and departments"; req shell-and-accounts §11 /management, §7, §7.2): the user list of
 * 系统管理 by role, place, state and keyword (the /management lists are this call with a fixed role set), a
 * user's detail, whether a cellphone is taken, create, change, password reset and 激活 / 停用, and a user's
 * change of their own password. Account writes carry the version read (409 STALE_VERSION otherwise); a reset
 * or a 停用 ends the user's sessions at once. The password hash never leaves the server.
 */
import { z } from 'zod';
import { ROLES } from '../roles';
import { defineCall, idField, idParam, listParam, pageParam, sizeParam, timestamp, versionField } from './define';

/** The account states (req shell-and-accounts §7 "activation state"). */
export const ACCOUNT_STATES = ['激活', '停用'] as const;

/** At least 8 characters, not digits only (issue 15); the server and the screens check the same rule. */
export const PASSWORD_RULE = '密码至少 8 位，且不能全为数字';
export const newPassword = z
  .string()
  .min(8, PASSWORD_RULE)
  .max(64, '密码不能超过 64 位')
  .refine((v) => !/^\d+$/.test(v), PASSWORD_RULE)
  // the refine in the reference (issue 26): not only digits
  .meta({ pattern: '\\D', description: PASSWORD_RULE });
/** newPassword on a form that asks for it: `empty` when nothing was typed (the form's message), the rule otherwise. */
export const askedPassword = (empty: string) =>
  z
    .string()
    .min(1, empty)
    .min(8, PASSWORD_RULE)
    .max(64, '密码不能超过 64 位')
    .refine((v) => !/^\d+$/.test(v), PASSWORD_RULE)
    .meta({ pattern: '\\D', description: PASSWORD_RULE });

const cellphone = z
  .string()
  .trim()
  .min(1, '请输入手机号')
  .regex(/^1\d{10}$/, '请输入正确的手机号');
const nickname = z.string().trim().min(1, '请填写姓名').max(30, '姓名不能超过 30 个字');

/** A user as 系统管理 sees them: who, which role, where, how to reach them, and their account's state. */
export const accountItem = z.object({
  id: z.number(),
  cellphone: z.string(),
  nickname: z.string(),
  role: z.string(),
  state: z.string(),
  department_id: z.number().nullable(),
  village_id: z.number().nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  contact_cellphone: z.string().nullable(),
  /** The user's open id under the 公众号 that sends notices (NOTIFIER=wechat; docs/deploy.md), or null. */
  wechat_openid: z.string().nullable(),
  must_change_password: z.boolean(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AccountItem = z.infer<typeof accountItem>;

/**
 * GET /api/user/list/for/role?role|roles&department&village&state&keyword&page&size (accounts:query) → { total, list }:
 * every user matching, newest first; `roles` (a JSON array) is how a /management list asks for its role set.
 */
export const listAccounts = defineCall({
  method: 'GET',
  path: '/api/user/list/for/role',
  permission: { id: 'accounts', action: 'query' },
  tag: 'account',
  summary: '用户列表（按角色、单位、状态、关键字）',
  query: z.object({
    role: z.enum(ROLES).optional(),
    roles: listParam(z.enum(ROLES)).optional(),
    department: idParam.optional(),
    village: idParam.optional(),
    state: z.enum(ACCOUNT_STATES).optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(accountItem) }),
});

/** GET /api/user/detail?id (accounts:get) → { detail }; 404 for an unknown id. */
export const getAccount = defineCall({
  method: 'GET',
  path: '/api/user/detail',
  permission: { id: 'accounts', action: 'get' },
  tag: 'account',
  summary: '用户详情',
  apiOnly: '系统管理的用户列表已给出编辑所需的字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: accountItem }),
});

/** GET /api/user/check/cellphone?cellphone (accounts:query) → { count }: 1 when a user signs in with it, else 0. */
export const checkCellphone = defineCall({
  method: 'GET',
  path: '/api/user/check/cellphone',
  permission: { id: 'accounts', action: 'query' },
  tag: 'account',
  summary: '手机号是否已被使用',
  query: z.object({ cellphone }),
  response: z.object({ count: z.number() }),
});

/** Who a user is and where they work: a village needs its town (400 otherwise); town roles have no village. */
const accountFields = {
  nickname,
  role: z.enum(ROLES, { error: (issue) => (issue.input === undefined ? '请选择角色' : undefined) }),
  department_id: idField.nullable(),
  village_id: idField.nullable(),
  contact_cellphone: z.union([cellphone, z.literal('')], '请输入正确的手机号').optional(),
  /** 微信 OpenID (28 characters of letters, digits, `-`, `_` for a 公众号); '' or absent clears it. */
  wechat_openid: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{16,64}$/, '请输入正确的微信 OpenID'),
      z.literal(''),
    ])
    .optional(),
};

/** What a create or a reset answers: the temporary password, shown to the administrator once (never stored in clear). */
const issued = z.object({ id: z.number(), version: z.number(), password: z.string() });

/**
 * POST /api/user { cellphone, nickname, role, department_id, village_id, contact_cellphone? } (accounts:add)
 * → { id, version, password }: a new 激活 account with a generated temporary password that must be changed at
 * the first sign-in. 409 CELLPHONE_TAKEN.
 */
export const createAccount = defineCall({
  method: 'POST',
  path: '/api/user',
  permission: { id: 'accounts', action: 'add' },
  tag: 'account',
  summary: '新建用户',
  body: z.object({ cellphone, ...accountFields }),
  response: issued,
});

/** PUT /api/user { id, version, nickname, role, department_id, village_id, contact_cellphone? } (accounts:edit) → { id, version }. */
export const updateAccount = defineCall({
  method: 'PUT',
  path: '/api/user',
  permission: { id: 'accounts', action: 'edit' },
  tag: 'account',
  summary: '修改用户（角色、单位、联系方式）',
  body: z.object({ id: idField, version: versionField, ...accountFields }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/user/password/reset { id, version } (accounts:edit) → { id, version, password }: a new temporary
 * password (shown once), to be changed at the next sign-in; the user's sessions end.
 */
export const resetPassword = defineCall({
  method: 'PUT',
  path: '/api/user/password/reset',
  permission: { id: 'accounts', action: 'edit' },
  tag: 'account',
  summary: '重置用户密码',
  body: z.object({ id: idField, version: versionField }),
  response: issued,
});

/** PUT /api/user/state { id, version, state } (accounts:disable) → { id, version }: 激活 or 停用; 停用 ends the user's sessions at once. */
export const setAccountState = defineCall({
  method: 'PUT',
  path: '/api/user/state',
  permission: { id: 'accounts', action: 'disable' },
  tag: 'account',
  summary: '激活或停用用户',
  body: z.object({ id: idField, version: versionField, state: z.enum(ACCOUNT_STATES) }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/user/password { old_password, new_password } (signed in) → { ok: true }: the caller's own password
 * (400 原密码不正确; the rule of PASSWORD_RULE); their other sessions end, this one stays.
 */
export const changeOwnPassword = defineCall({
  method: 'PUT',
  path: '/api/user/password',
  permission: 'signed-in',
  tag: 'account',
  summary: '修改本人密码',
  body: z.object({
    old_password: z.string().min(1, '请输入原密码').max(64),
    new_password: askedPassword('请输入新密码'),
  }),
  response: z.object({ ok: z.literal(true) }),
});
