/**
 * The signed-in user and user lists (domain/contracts/user.ts; seed 000 §3, §7; seed 001 §7).
 * GET /api/user/info: roles must be a non-empty array (seed 000 §5): the answer is checked with the
 * contract's response schema, and one that fails is rejected like a failed call.
 */
import type { z } from 'zod';
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { getUserInfo as userInfoCall, listUsersForVillageRole as listCall, type UserInfo, type UserListItem } from '../../domain/contracts/user';
import { call } from './client';
import { HttpError } from './http-error';

export type UserInfoAnswer = CallOutput<typeof userInfoCall>;
export type { UserInfo, UserListItem };

export const userKeys = {
  info: (token: string | null) => ['user', 'info', token] as const,
  villageRole: (params: object) => ['user', 'list', params] as const,
};

export async function getUserInfo(): Promise<UserInfoAnswer> {
  const body = await call(userInfoCall);
  const parsed = userInfoCall.response.safeParse(body);
  if (!parsed.success) throw new HttpError({ status: 200, code: 'BAD_USER_INFO', message: parsed.error.issues[0]?.message ?? '用户信息不完整' });
  return parsed.data;
}

export type VillageRoleUsersQuery = CallInput<typeof listCall>['query'];

/** GET /api/user/list/for/village/role/keyword → { total, list } (the director lookup: page 1, size 20, role 儿童主任). */
export function listUsersForVillageRole(query: VillageRoleUsersQuery): Promise<z.output<typeof listCall.response>> {
  return call(listCall, { query });
}
