/**
 * The signed-in user (domain/contracts/user.ts `getUserInfo`; req shell-and-accounts): GET /api/user/info must name a
 * non-empty list of roles, so the answer is checked with the contract's response schema, and one that fails is
 * rejected like a failed call (HttpError BAD_USER_INFO) — the one wrapper here, because it reshapes a success into a
 * failure. The route guard (src/shell/session/require-session.tsx) asks it.
 */
import type { CallOutput } from '../../domain/contracts/define';
import { getUserInfo as userInfoContract } from '../../domain/contracts/user';
import { call } from './client';
import { HttpError } from './http-error';

export type UserInfoAnswer = CallOutput<typeof userInfoContract>;

/** GET /api/user/info, checked: resolves to the answer; rejects with an HttpError (BAD_USER_INFO when incomplete). */
export async function getUserInfo(): Promise<UserInfoAnswer> {
  const body = await call(userInfoContract);
  const parsed = userInfoContract.response.safeParse(body);
  if (!parsed.success)
    throw new HttpError({
      status: 200,
      code: 'BAD_USER_INFO',
      message: parsed.error.issues[0]?.message ?? '用户信息不完整',
    });
  return parsed.data;
}
