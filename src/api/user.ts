/**
 * The signed-in user and user lists (seed 000 §3, §7; seed 001 §7).
 * GET /api/user/info → {info, roles: [{name, permissions: [{permissionId, actionList}]}]}; roles must be a
 *   non-empty array (seed 000 §5), else the answer is rejected like a failed call.
 * GET /api/user/list/for/village/role/keyword?village&role&keyword&page&size → {total, list}.
 */
import { z } from 'zod';
import { getJson } from './client';
import { HttpError } from './http-error';

const userInfoAnswer = z.object({
  info: z.object({
    id: z.number(),
    nickname: z.string().nullish(),
    cellphone: z.string().nullish(),
    role: z.string(),
    department_id: z.number().nullish(),
    village_id: z.number().nullish(),
    department_name: z.string().nullish(),
    village_name: z.string().nullish(),
  }),
  roles: z.array(z.object({ name: z.string(), permissions: z.array(z.object({ permissionId: z.string(), actionList: z.array(z.string()) })) }))
    .min(1, 'roles must be a non-null array'),
});
export type UserInfoAnswer = z.infer<typeof userInfoAnswer>;
export type UserInfo = UserInfoAnswer['info'];

export const userKeys = {
  info: (token: string | null) => ['user', 'info', token] as const,
  villageRole: (params: object) => ['user', 'list', params] as const,
};

export async function getUserInfo(): Promise<UserInfoAnswer> {
  const body = await getJson<unknown>('user/info');
  const parsed = userInfoAnswer.safeParse(body);
  if (!parsed.success) throw new HttpError({ status: 200, code: 'BAD_USER_INFO', message: parsed.error.issues[0]?.message ?? '用户信息不完整' });
  return parsed.data;
}

export const villageRoleUsersQuery = z.object({
  village: z.number().int().positive(),
  role: z.string().min(1).max(20),
  keyword: z.string().max(50).optional(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(20),
});
export type VillageRoleUsersQuery = z.input<typeof villageRoleUsersQuery>;

/** A user list item; `information` may arrive as a JSON string (seed 000 §3) or an object. */
export type UserListItem = {
  id: number;
  nickname: string;
  state: string;
  role: string;
  information: { contact_cellphone?: string } | string | null;
};

export function listUsersForVillageRole(query: VillageRoleUsersQuery): Promise<{ total: number; list: UserListItem[] }> {
  const q = villageRoleUsersQuery.parse(query);
  return getJson('user/list/for/village/role/keyword', { ...q, keyword: q.keyword ?? '' });
}
