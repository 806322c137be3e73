/**
 * The month-level allowance calls (保金; req allowance §4–§6; docs/decisions-allowance.md): the month sums
 * (AllowanceMonthList), the computed warnings (AllowanceWarning) and the import of a month from an .xlsx (AllowanceInput,
 * AllowanceTest). Re-exported by domain/contracts/allowance.ts, so callers import every allowance call from there.
 */
import { z } from 'zod';
import { WARNING_KINDS } from '../allowances';
import { defineCall, pageParam, sizeParam } from './define';
import { monthField, stateEnum } from './allowance-fields';

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
