/**
 * The fields of the allowance calls (保金; domain/contracts/allowance.ts, allowance-months.ts; req allowance §2.3): the
 * month (YYYY-MM), the amount (元, 0.01 … ALLOWANCE_AMOUNT_MAX, two decimals), the bank account (bank, 6–30 digits,
 * payee), a step's reason and state, each with its Chinese message.
 */
import { z } from 'zod';
import { ALLOWANCE_AMOUNT_MAX, ALLOWANCE_STATES, hasCents, MONTH_PATTERN } from '../allowances';
import { DB_INT_MAX } from './define';

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
export const reasonField = z.string().trim().max(200, '理由不能超过200个字符').default('');
export const stateEnum = z.enum(ALLOWANCE_STATES);
export const townParam = z.coerce.number<number>().int().min(1).max(DB_INT_MAX).optional();
