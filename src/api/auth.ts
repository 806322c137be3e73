/**
 * Sign-in and sign-out (domain/contracts/auth.ts; seed 000 §7; DESIGN "Auth").
 * The login screen checks the cellphone's form (`loginInput`) before the contract's own checks.
 */
import { z } from 'zod';
import { CELLPHONE_PATTERN, login as loginCall, logout as logoutCall } from '../../domain/contracts/auth';
import type { CallOutput } from '../../domain/contracts/define';
import { call } from './client';

export { CELLPHONE_PATTERN };

/** The login form's rules (seed 001 §5 phone pattern), on top of the contract's body. */
export const loginInput = loginCall.body.extend({
  cellphone: z.string().trim().min(1, '请输入手机号').regex(CELLPHONE_PATTERN, '请输入正确的手机号'),
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginAnswer = CallOutput<typeof loginCall>;

/** POST /api/auth/login → { token, expires_at }; 401 手机号或密码错误, 429 too frequent. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return call(loginCall, { body: loginInput.parse(input) });
}

/** POST /api/auth/logout (no body) → { ok: true }. */
export function logout(): Promise<CallOutput<typeof logoutCall>> {
  return call(logoutCall);
}
