/**
 * Volunteer self-registration (req register §1 /user/register, /user/register-result; §5 the registration leftovers;
 * §7 `POST account/sms`; domain/registrations.ts): the towns and villages to pick from, an SMS code, the registration
 * itself (public calls), and the 志愿者注册审核 list of the town's 分委领导 with its count and decision.
 *
 * - The SMS step answers the same `{ ok, resend_in }` whether or not the cellphone has an account; only its limits
 *   answer otherwise (429 with a Chinese message).
 * - A registration creates an account of role 志愿人员 in state 待审核 that cannot sign in until 激活.
 */
import { z } from 'zod';
import { askedPassword } from './account';
import { AGREEMENT_MESSAGE, REGISTER_DECISIONS, REGISTER_STATES } from '../registrations';
import { defineCall, idField, pickedIdField, idParam, pageParam, sizeParam, timestamp, versionField } from './define';

const cellphone = z
  .string()
  .trim()
  .min(1, '请输入手机号')
  .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号');
const place = z.object({ id: z.number(), department_name: z.string() });

/** GET /api/account/register/places (public) → { towns: [{ id, department_name, villages: [{ id, department_name }] }] }: the active towns and their villages. */
export const registerPlaces = defineCall({
  method: 'GET',
  path: '/api/account/register/places',
  permission: 'public',
  tag: 'account',
  summary: '注册：可选的乡镇和村居',
  response: z.object({ towns: z.array(place.extend({ villages: z.array(place) })) }),
});

/**
 * POST /api/account/sms { cellphone } (public) → { ok: true, resend_in } (seconds before another may be asked): a
 * 6-digit code valid 5 minutes, sent through the configured sender. The same answer for a registered cellphone.
 * 429 验证码已发送，请 1 分钟后再试 / 该手机号获取验证码次数过多，请 1 小时后再试 / 您操作过于频繁，请稍后再试 (per address).
 */
export const sendSmsCode = defineCall({
  method: 'POST',
  path: '/api/account/sms',
  permission: 'public',
  tag: 'account',
  summary: '发送短信验证码',
  body: z.object({ cellphone }),
  response: z.object({ ok: z.literal(true), resend_in: z.number() }),
});

/**
 * POST /api/account/register { cellphone, code, nickname, department_id, village_id, password, agreement: true } (public)
 * → { state: '待审核' }: a 志愿人员 account waiting for the town's 分委领导. 400 with field errors (the village must be one
 * of the town's; 验证码错误或已过期，请重新获取 on `code`; the password rule on `password`); 409 REGISTERED
 * 该手机号已注册，请直接登录 (told only after the code proved the cellphone is the caller's).
 */
export const registerAccount = defineCall({
  method: 'POST',
  path: '/api/account/register',
  permission: 'public',
  tag: 'account',
  summary: '志愿人员注册',
  body: z.object({
    cellphone,
    code: z
      .string()
      .trim()
      .min(1, '请输入验证码')
      .regex(/^\d{6}$/, '请输入 6 位验证码'),
    nickname: z.string().trim().min(1, '请填写姓名').max(30, '姓名不能超过 30 个字'),
    department_id: pickedIdField('请选择所在乡镇'),
    village_id: pickedIdField('请选择所在村居'),
    password: askedPassword('请输入密码'),
    agreement: z.literal(true, AGREEMENT_MESSAGE),
  }),
  response: z.object({ state: z.enum(REGISTER_STATES) }),
});

export const registrationItem = z.object({
  id: z.number(),
  user_id: z.number(),
  cellphone: z.string(),
  nickname: z.string(),
  department_id: z.number(),
  department_name: z.string().nullable(),
  village_id: z.number(),
  village_name: z.string().nullable(),
  register_state: z.enum(REGISTER_STATES),
  review_reason: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: timestamp.nullable(),
  version: z.number(),
  created_at: timestamp,
});
export type RegistrationItem = z.infer<typeof registrationItem>;

/** GET /api/account/register/list?state&village&keyword&page&size (registrations:query) → { total, list }: the caller's town's, newest first. */
export const listRegistrations = defineCall({
  method: 'GET',
  path: '/api/account/register/list',
  permission: { id: 'registrations', action: 'query' },
  tag: 'account',
  summary: '志愿者注册审核列表',
  query: z.object({
    state: z.enum(REGISTER_STATES).optional(),
    village: idParam.optional(),
    keyword: z.string().trim().max(30).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(registrationItem) }),
});

/** GET /api/account/register/count (registrations:query) → { count }: the 待审核 registrations of the caller's town (the menu badge). */
export const countRegistrations = defineCall({
  method: 'GET',
  path: '/api/account/register/count',
  permission: { id: 'registrations', action: 'query' },
  tag: 'account',
  summary: '待审核的志愿者注册数',
  response: z.object({ count: z.number() }),
});

/**
 * PUT /api/account/register/review { id, version, decision: 激活 | 拒绝, reason? } (registrations:edit) → { id, version, register_state }:
 * 激活 lets the account sign in; 拒绝 (a reason required) keeps it out and frees the cellphone to register again.
 * 404 for another town's; 409 STALE_VERSION when it was decided or changed since it was read.
 */
export const reviewRegistration = defineCall({
  method: 'PUT',
  path: '/api/account/register/review',
  permission: { id: 'registrations', action: 'edit' },
  tag: 'account',
  summary: '审核志愿者注册',
  body: z
    .object({
      id: idField,
      version: versionField,
      decision: z.enum(REGISTER_DECISIONS),
      reason: z.string().trim().max(200, '原因不能超过 200 个字').optional(),
    })
    .refine((b) => b.decision !== '拒绝' || !!b.reason, { message: '请填写不通过的原因', path: ['reason'] }),
  response: z.object({ id: z.number(), version: z.number(), register_state: z.enum(REGISTER_STATES) }),
});
