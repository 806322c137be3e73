/**
 * Allowances (保金; req allowance §1 /allowance; req allowance §4 `GET allowance/kid/list/for/audit`; domain/allowances.ts,
 * docs/decisions-allowance.md). Permissions: `allowances` (query/get for the 保金 roles and 中心管理; add, edit, delete,
 * import for 保金管理 and 中心管理), `allowance_check` (edit: 保金核员), `allowance_approve` (edit: 保金批员).
 * Amounts are 元 with at most two decimals; bank accounts and ID numbers are masked unless the caller has an active
 * reveal (POST /api/child/reveal), names too. Every change is at the version read (409 STALE_VERSION).
 */
import { z } from 'zod';
import { ALLOWANCE_AMOUNT_MAX, ALLOWANCE_STATES, hasCents, MONTH_PATTERN, WARNING_KINDS } from '../allowances';
import {
  asking,
  boolParam,
  DB_INT_MAX,
  defineCall,
  idField,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

const MONTH_MESSAGE = '月份格式应为 YYYY-MM';
export const monthField = z.string(MONTH_MESSAGE).trim().regex(MONTH_PATTERN, MONTH_MESSAGE);
const AMOUNT_MESSAGE = `请输入 0.01–${ALLOWANCE_AMOUNT_MAX} 之间的金额（最多两位小数）`;
export const amountField = z
  .number(AMOUNT_MESSAGE)
  .min(0.01, { message: AMOUNT_MESSAGE, abort: true })
  .max(ALLOWANCE_AMOUNT_MAX, { message: AMOUNT_MESSAGE, abort: true })
  .refine(hasCents, AMOUNT_MESSAGE)
  .meta({ multipleOf: 0.01 });
export const bankField = z.string('请输入开户银行').trim().min(1, '请输入开户银行').max(50, '开户银行不能超过50个字符');
export const accountField = z
  .string('请输入银行账号')
  .trim()
  .regex(/^\d{6,30}$/, '银行账号应为 6–30 位数字');
export const payeeField = z.string('请输入收款人').trim().min(1, '请输入收款人').max(20, '收款人不能超过20个字符');
const reasonField = z.string().trim().max(200, '理由不能超过200个字符').default('');
const stateEnum = z.enum(ALLOWANCE_STATES);
const townParam = z.coerce.number<number>().int().min(1).max(DB_INT_MAX).optional();

/** A child's bank account as answered: account masked unless revealed. */
const bankData = z.object({
  allowance_bank: z.string(),
  allowance_account: z.string(),
  allowance_payee: z.string(),
  version: z.number(),
});

export const allowanceItem = z.object({
  id: z.number(),
  child: z.number(),
  child_name: z.string(),
  child_idnumber: z.string(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  allowance_month: z.string(),
  allowance_amount: z.number(),
  allowance_bank: z.string(),
  allowance_account: z.string(),
  allowance_payee: z.string(),
  allowance_state: stateEnum,
  reason: z.string(),
  created_by_name: z.string().nullable(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AllowanceItem = z.infer<typeof allowanceItem>;
const step = z.object({
  allowance_state: stateEnum,
  user: z.number(),
  user_name: z.string().nullable(),
  at: timestamp,
  reason: z.string(),
});

export const allowanceKid = z.object({
  child: z.number(),
  child_name: z.string(),
  child_idnumber: z.string(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  character_cs: z.boolean(),
  character_ow: z.boolean(),
  bank: bankData.nullable(),
  latest: z
    .object({ id: z.number(), allowance_month: z.string(), allowance_amount: z.number(), allowance_state: stateEnum })
    .nullable(),
});
export type AllowanceKid = z.infer<typeof allowanceKid>;

/**
 * GET /api/allowance/kid/list/for/audit?department&village&character&keyword&bank_missing&page&size (allowances:query) →
 * { total, list }: the eligible children of the caller's scope (cs or ow, not deleted, genre not 退出), each with its bank
 * account (null: none yet) and its latest allowance (null: none). The auditors' view and AllowanceManage.
 */
export const listAllowanceKids = defineCall({
  method: 'GET',
  path: '/api/allowance/kid/list/for/audit',
  permission: { id: 'allowances', action: 'query' },
  tag: 'allowance',
  summary: '保金儿童列表（含银行信息与最近保金）',
  query: z.object({
    department: townParam,
    village: townParam,
    character: z.enum(['cs', 'ow']).optional(),
    keyword: z.string().trim().max(50).optional(),
    bank_missing: boolParam.optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(allowanceKid) }),
});

/**
 * PUT /api/allowance/kid { child, version?, allowance_bank, allowance_account, allowance_payee } (allowances:edit) → { child, version }:
 * sets an eligible child's bank account (without `version`: the first one, 409 STALE_VERSION when one exists). 404 for a child
 * not eligible or out of scope. Later allowances take it; ones already entered keep theirs.
 */
export const saveAllowanceKid = defineCall({
  method: 'PUT',
  path: '/api/allowance/kid',
  permission: { id: 'allowances', action: 'edit' },
  tag: 'allowance',
  summary: '维护儿童银行信息',
  body: z.object({
    child: idField,
    version: versionField.optional(),
    allowance_bank: bankField,
    allowance_account: accountField,
    allowance_payee: payeeField,
  }),
  response: z.object({ child: z.number(), version: z.number() }),
});

/**
 * GET /api/allowance/list/for/mix?month&states&department&village&keyword&page&size (allowances:query) → { total, list }: the
 * allowances of the caller's scope, the latest month first (AllowanceList; the queues AllowanceReview with states=["录入"] and
 * AllowanceApproval with states=["核过"]).
 */
export const listAllowances = defineCall({
  method: 'GET',
  path: '/api/allowance/list/for/mix',
  permission: { id: 'allowances', action: 'query' },
  tag: 'allowance',
  summary: '保金列表',
  query: z.object({
    month: monthField.optional(),
    states: listParam(stateEnum).optional(),
    department: townParam,
    village: townParam,
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(allowanceItem) }),
});

/** GET /api/allowance/detail?id (allowances:get) → { detail, steps }: each step with who, when and why. 404 out of scope. */
export const getAllowance = defineCall({
  method: 'GET',
  path: '/api/allowance/detail',
  permission: { id: 'allowances', action: 'get' },
  tag: 'allowance',
  summary: '保金详情（含流转记录）',
  query: z.object({ id: idParam }),
  response: z.object({ detail: allowanceItem, steps: z.array(step) }),
});

const bankOverride = {
  allowance_bank: bankField.optional(),
  allowance_account: accountField.optional(),
  allowance_payee: payeeField.optional(),
};

/**
 * POST /api/allowance { child, allowance_month, allowance_amount, allowance_bank?, allowance_account?, allowance_payee? }
 * (allowances:add) → { id, version }: in 录入; the bank fields not given come from the child's bank account (400 on
 * allowance_account when it has none). 404 for a child not eligible; 409 DUPLICATE_ALLOWANCE for a second of the month.
 */
export const createAllowance = defineCall({
  method: 'POST',
  path: '/api/allowance',
  permission: { id: 'allowances', action: 'add' },
  tag: 'allowance',
  summary: '录入保金',
  body: z.object({
    child: asking(idField, '请选择儿童'),
    allowance_month: asking(monthField, '请选择月份'),
    allowance_amount: asking(amountField, '请输入金额'),
    ...bankOverride,
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/allowance { id, version, allowance_amount, allowance_bank?, allowance_account?, allowance_payee? } (allowances:edit)
 * → { id, version, allowance_state }: corrects one in 录入, 核退 or 批退 (a returned one goes back to 录入, sent again); a bank
 * field not given is kept. 409 ILLEGAL_STEP in 核过 or 批过, 409 STALE_VERSION.
 */
export const updateAllowance = defineCall({
  method: 'PUT',
  path: '/api/allowance',
  permission: { id: 'allowances', action: 'edit' },
  tag: 'allowance',
  summary: '修改保金（退回的重新提交）',
  body: z.object({
    id: idField,
    version: versionField,
    allowance_amount: asking(amountField, '请输入金额'),
    ...bankOverride,
  }),
  response: z.object({ id: z.number(), version: z.number(), allowance_state: stateEnum }),
});

/** DELETE /api/allowance { id, version } (allowances:delete) → { id }: only in 录入, 核退 or 批退 (409 ILLEGAL_STEP otherwise). */
export const deleteAllowance = defineCall({
  method: 'DELETE',
  path: '/api/allowance',
  permission: { id: 'allowances', action: 'delete' },
  tag: 'allowance',
  summary: '删除保金',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number() }),
});

/**
 * The body of a review step: the allowances ticked (`items`, each at the version read) or a whole month (`month` with
 * `expected`, how many the screen showed waiting): all move or none. A 退 needs a reason.
 */
const moveBody = <S extends readonly [string, ...string[]]>(states: S) =>
  z
    .object({
      state: z.enum(states),
      reason: reasonField,
      items: z
        .array(z.object({ id: idField, version: versionField }))
        .min(1, '请选择保金')
        .max(500, '一次最多 500 条')
        .optional(),
      month: monthField.optional(),
      expected: z.number().int().min(1).max(100_000).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.state.endsWith('退') && !b.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写退回理由' });
      if (!b.items && !(b.month && b.expected))
        ctx.addIssue({ code: 'custom', path: ['items'], message: '请选择保金或月份' });
      if (b.items && b.month) ctx.addIssue({ code: 'custom', path: ['month'], message: '选择保金与整月不能同时提交' });
    });

/**
 * PUT /api/allowance/check { state: 核过 | 核退, reason, items | month + expected } (allowance_check:edit, 保金核员) → { count }:
 * from 录入 only (409 ILLEGAL_STEP), at the versions read (409 STALE_VERSION); a month whose 录入 count is not `expected`
 * 409 STALE_VERSION. Each step is kept with who, when and why.
 */
export const checkAllowances = defineCall({
  method: 'PUT',
  path: '/api/allowance/check',
  permission: { id: 'allowance_check', action: 'edit' },
  tag: 'allowance',
  summary: '保金审核（核过 / 核退）',
  body: moveBody(['核过', '核退'] as const),
  response: z.object({ count: z.number() }),
});

/** PUT /api/allowance/approve { state: 批过 | 批退, … } (allowance_approve:edit, 保金批员) → { count }: the same, from 核过 only. */
export const approveAllowances = defineCall({
  method: 'PUT',
  path: '/api/allowance/approve',
  permission: { id: 'allowance_approve', action: 'edit' },
  tag: 'allowance',
  summary: '保金审批（批过 / 批退）',
  body: moveBody(['批过', '批退'] as const),
  response: z.object({ count: z.number() }),
});

/** GET /api/allowance/month/list?year (allowances:query) → { list: [{ allowance_month, allowance_state, count, amount }] } (AllowanceMonthList; 元). */
export const allowanceMonths = defineCall({
  method: 'GET',
  path: '/api/allowance/month/list',
  permission: { id: 'allowances', action: 'query' },
  tag: 'allowance',
  summary: '保金月度汇总（按状态的笔数与金额）',
  query: z.object({ year: z.coerce.number<number>().int().min(2000).max(2100).optional() }),
  response: z.object({
    list: z.array(
      z.object({ allowance_month: z.string(), allowance_state: stateEnum, count: z.number(), amount: z.number() }),
    ),
  }),
});

export const allowanceWarning = z.object({
  kind: z.enum(WARNING_KINDS),
  child: z.number(),
  child_name: z.string(),
  allowance: z.number().nullable(),
  allowance_month: z.string().nullable(),
  allowance_amount: z.number().nullable(),
  message: z.string(),
});
export type AllowanceWarning = z.infer<typeof allowanceWarning>;

/**
 * GET /api/allowance/warning/list?month&kind&page&size (allowances:query) → { total, list, range: { allowance_min, allowance_max } }:
 * the computed warnings of the caller's scope (domain/allowances.ts WARNING_KINDS), of one month when given (缺少银行信息 is
 * always of now).
 */
export const listAllowanceWarnings = defineCall({
  method: 'GET',
  path: '/api/allowance/warning/list',
  permission: { id: 'allowances', action: 'query' },
  tag: 'allowance',
  summary: '保金预警',
  query: z.object({
    month: monthField.optional(),
    kind: z.enum(WARNING_KINDS).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({
    total: z.number(),
    list: z.array(allowanceWarning),
    range: z.object({ allowance_min: z.number(), allowance_max: z.number() }),
  }),
});

export const importError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/**
 * POST /api/allowance/import { allowance_month, file (the .xlsx, base64), dry_run } (allowances:import) → { count, amount, errors }:
 * row 1 holds IMPORT_COLUMNS' headers; each row is checked as POST /api/allowance would be. `dry_run` (AllowanceTest) writes
 * nothing and answers the errors ([] when the file would import); an import writes every row or, when any row is wrong,
 * none: 400 IMPORT_INVALID with a fieldError per wrong cell (`rows.<row>.<field>`).
 */
export const importAllowances = defineCall({
  method: 'POST',
  path: '/api/allowance/import',
  permission: { id: 'allowances', action: 'import' },
  tag: 'allowance',
  summary: '导入保金（.xlsx，可试导入）',
  body: z.object({
    allowance_month: monthField,
    file: z
      .string()
      .min(1, '请选择文件')
      .max(1_500_000, '文件不能超过 1MB')
      .regex(/^[A-Za-z0-9+/=\s]+$/, '文件格式不正确'),
    dry_run: z.boolean().default(false),
  }),
  response: z.object({ count: z.number(), amount: z.number(), errors: z.array(importError) }),
});
