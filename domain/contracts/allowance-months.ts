/**
 * The month-level allowance calls (保金; req allowance §4–§6; docs/decisions-allowance.md): the month sums
 * (AllowanceMonthList), the computed warnings (AllowanceWarning) and the import of a month from an .xlsx (AllowanceInput,
 * AllowanceTest), its template and the bank's export of an approved month. Re-exported by domain/contracts/allowance.ts, so callers import every allowance call from there.
 */
import { z } from 'zod';
import { WARNING_KINDS } from '../allowances';
import { asking, defineCall, pageParam, sizeParam } from './define';
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

/**
 * GET /api/allowance/export?month (allowances:export: 保金批员 and 中心管理) → 保金发放表_<month>.xlsx, the bank's sheet of an
 * approved month (req allowance §8): one row per 批过 allowance (domain/allowances.ts PAYMENT_COLUMNS: 序号, 户名（收款人）,
 * 银行账号 in full, 开户银行, 金额（元）, 保金编号, 儿童姓名 and 身份证号 masked unless the caller's reveal is active, 乡镇,
 * 村居, 月份) and a last row 合计 (the count and the sum). 409 MONTH_NOT_APPROVED while any allowance of the month waits
 * in 录入 or 核过, or when none is 批过. Writes a 导出 record (month, count, amount).
 */
export const exportAllowanceMonth = defineCall({
  method: 'GET',
  path: '/api/allowance/export',
  permission: { id: 'allowances', action: 'export' },
  tag: 'allowance',
  summary: '导出保金发放表（已审批的整月，xlsx）',
  query: z.object({ month: asking(monthField, '请选择月份') }),
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});

/**
 * GET /api/allowance/import/template (allowances:import) → 保金导入模板.xlsx: row 1 the headers the import reads
 * (domain/allowances.ts IMPORT_COLUMNS), row 2 an example row to replace, the ID number and account columns formatted as
 * text (so Excel keeps 18 digits), and a second sheet 填写说明 (req allowance §5).
 */
export const allowanceImportTemplate = defineCall({
  method: 'GET',
  path: '/api/allowance/import/template',
  permission: { id: 'allowances', action: 'import' },
  tag: 'allowance',
  summary: '下载保金导入模板（xlsx）',
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});
