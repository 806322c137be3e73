/**
 * Sign-in and sign-out (seed 000 §7; DESIGN "Auth").
 * POST /api/auth/login {cellphone, password} → {token, expires_at}; 401 手机号或密码错误; 429 too frequent.
 * POST /api/auth/logout → {ok: true}.
 */
import { z } from 'zod';
import { sendJson } from './client';

export const CELLPHONE_PATTERN = /^1[3-9]\d{9}$/;

export const loginInput = z.object({
  cellphone: z.string().trim().min(1, '请输入手机号').regex(CELLPHONE_PATTERN, '请输入正确的手机号'),
  password: z.string().min(1, '请输入密码').max(200),
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginAnswer = { token: string; expires_at: string };

export function login(input: LoginInput): Promise<LoginAnswer> {
  return sendJson<LoginAnswer>('post', 'auth/login', loginInput.parse(input));
}

export function logout(): Promise<{ ok: boolean }> {
  return sendJson<{ ok: boolean }>('post', 'auth/logout');
}
