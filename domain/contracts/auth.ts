/**
 * Sign-in and sign-out (req shell-and-accounts §5.1; DESIGN "Auth").
 */
import { z } from 'zod';
import { defineCall, timestamp } from './define';

/** A mainland mobile number: 11 digits, 1 then 3-9 (req children §4.3). */
export const CELLPHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * POST /api/auth/login { cellphone, password } → { token, expires_at } (public).
 * 401 BAD_CREDENTIALS 手机号或密码错误 (also for an unknown cellphone); 403 ACCOUNT_DISABLED 账号已停用，请联系管理员;
 * 429 您操作过于频繁，请稍后再试 after 5 failures per cellphone / 20 per address in 15 minutes.
 */
export const login = defineCall({
  method: 'POST',
  path: '/api/auth/login',
  permission: 'public',
  tag: 'auth',
  summary: '登录：手机号与密码，返回会话令牌',
  body: z.object({
    cellphone: z.string().trim().min(1, '请输入手机号').max(20),
    password: z.string().min(1, '请输入密码').max(200),
  }),
  response: z.object({ token: z.string(), expires_at: timestamp }),
});

/**
 * POST /api/auth/logout (no body; an empty body with or without `Content-Type: application/json` is the
 * same) → { ok: true }; the token stops working at once.
 */
export const logout = defineCall({
  method: 'POST',
  path: '/api/auth/logout',
  permission: 'signed-in',
  tag: 'auth',
  summary: '退出登录：令牌立即失效',
  response: z.object({ ok: z.literal(true) }),
});
