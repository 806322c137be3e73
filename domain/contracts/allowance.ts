/**
 * Allowances (保金; req allowance §1 /allowance; req allowance §4 `GET allowance/kid/list/for/audit`; domain/allowances.ts,
 * docs/decisions-allowance.md). Permissions: `allowances` (query/get for the 保金 roles and 中心管理; add, edit, delete,
 * import for 保金管理 and 中心管理), `allowance_check` (edit: 保金核员), `allowance_approve` (edit: 保金批员).
 * Amounts are 元 with at most two decimals; bank accounts and ID numbers are masked unless the caller has an active
 * reveal (POST /api/child/reveal), names too. Every change is at the version read (409 STALE_VERSION).
 */
import { z } from 'zod';
import {
  asking,
  boolParam,
  defineCall,
  idField,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';
import {
  accountField,
  amountField,
  bankField,
  monthField,
  payeeField,
  reasonField,
  stateEnum,
  townParam,
} from './allowance-fields';

export { accountField, amountField, bankField, monthField, payeeField } from './allowance-fields';
export * from './allowance-months';

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
        ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写退回原因' });
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
