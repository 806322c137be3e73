/**
 * Allowances (保金; req allowance §1 /allowance "allowance: the 保金 roles and 中心管理"; req allowance §4
 * `GET allowance/kid/list/for/audit`; docs/decisions-allowance.md), declared once for the server and the screens:
 * - an allowance is one month's payment (YYYY-MM, 元 with two decimals) to an eligible child (cs or ow, not
 *   deleted, genre not 退出), into a bank account (bank, account, payee) — one per child and month;
 * - its states: 录入 → 核过 / 核退 (保金核员) → 批过 / 批退 (保金批员); a returned one (核退, 批退) is corrected
 *   and sent again, back to 录入 (保金管理, 中心管理). Every other step is refused (409 ILLEGAL_STEP);
 * - the warnings are computed, never typed (WARNING_KINDS).
 */
import { defineWorkflow } from './workflow';

export const ALLOWANCE_STATES = ['录入', '核过', '核退', '批过', '批退'] as const;
export type AllowanceState = (typeof ALLOWANCE_STATES)[number];

/** The two review stages: who moves an allowance from which state to which. */
export const ALLOWANCE_STAGES = {
  check: { from: '录入', to: ['核过', '核退'], returned: '核退', label: '审核' },
  approve: { from: '核过', to: ['批过', '批退'], returned: '批退', label: '审批' },
} as const;
export type AllowanceStage = keyof typeof ALLOWANCE_STAGES;

/** States an allowance is corrected in (and sent again to 录入), or removed in; 核过 and 批过 are fixed. */
export const CORRECTABLE_STATES: readonly AllowanceState[] = ['录入', '核退', '批退'];

/**
 * The allowance workflow (domain/workflow.ts): 保金核员 checks (allowance_check), 保金批员 approves (allowance_approve), a
 * return (核退, 批退) needs a reason; 保金管理 and 中心管理 correct a returned one and send it again (allowances `edit`:
 * `resend`, the update call's). Each review move keeps its stage (ALLOWANCE_STAGES).
 */
export const ALLOWANCE_WORKFLOW = defineWorkflow({
  states: ALLOWANCE_STATES,
  moves: {
    check_pass: { from: ['录入'], to: '核过', who: { permission: 'allowance_check' }, stage: 'check', label: '核过' },
    check_return: {
      from: ['录入'],
      to: '核退',
      who: { permission: 'allowance_check' },
      stage: 'check',
      needs: ['reason'],
      label: '核退',
    },
    approve_pass: {
      from: ['核过'],
      to: '批过',
      who: { permission: 'allowance_approve' },
      stage: 'approve',
      label: '批过',
    },
    approve_return: {
      from: ['核过'],
      to: '批退',
      who: { permission: 'allowance_approve' },
      stage: 'approve',
      needs: ['reason'],
      label: '批退',
    },
    resend: {
      from: ['核退', '批退'],
      to: '录入',
      who: { permission: 'allowances' },
      stage: 'correct',
      label: '重新提交',
    },
  },
});
export type AllowanceMove = keyof typeof ALLOWANCE_WORKFLOW.moves;

/** Whether `stage` may move an allowance from `from` to `to`. */
export function stageAllows(stage: AllowanceStage, from: AllowanceState, to: AllowanceState): boolean {
  const move = ALLOWANCE_WORKFLOW.moveTo(from, to);
  return move !== undefined && ALLOWANCE_WORKFLOW.moves[move].stage === stage;
}

/** A month as stored and sent: YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The largest amount one allowance may carry, in 元 (a typing guard; the configured range only warns). */
export const ALLOWANCE_AMOUNT_MAX = 100_000;

/** 元 (two decimals at most) → 分, the stored integer. */
export const toCents = (yuan: number): number => Math.round(yuan * 100);
/** 分 → 元. */
export const toYuan = (cents: number): number => cents / 100;
/** Whether `yuan` has at most two decimals. */
export const hasCents = (yuan: number): boolean => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

/**
 * A bank account as lists show it without a reveal (like an ID number, req children §7): the first 4 and last 4
 * characters with stars between; a short one (under 9) keeps its first 2 only.
 */
export function maskAccount(account: string): string {
  if (!account) return account;
  if (account.length < 9) return `${account.slice(0, 2)}${'*'.repeat(Math.max(account.length - 2, 1))}`;
  return `${account.slice(0, 4)}${'*'.repeat(account.length - 8)}${account.slice(-4)}`;
}

/**
 * The warnings (AllowanceWarning), computed from the data:
 * - 退出仍发放: a 批过 allowance of a child no longer eligible (genre 退出, deleted, neither cs nor ow now);
 * - 同月重复发放: a bank account paid (批过) for two or more children in one month (one child cannot be: one
 *   allowance per child and month);
 * - 缺少银行信息: an eligible child without a complete bank account (bank, account, payee);
 * - 金额超出范围: an allowance whose amount is outside the configured allowance_min … allowance_max.
 */
export const WARNING_KINDS = ['退出仍发放', '同月重复发放', '缺少银行信息', '金额超出范围'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** The columns of an import sheet (row 1 holds these headers; the month is chosen on the screen). */
export const IMPORT_COLUMNS = [
  { key: 'child_idnumber', header: '身份证号', required: true },
  { key: 'allowance_amount', header: '金额（元）', required: true },
  { key: 'allowance_bank', header: '开户银行', required: false },
  { key: 'allowance_account', header: '银行账号', required: false },
  { key: 'allowance_payee', header: '收款人', required: false },
] as const;
/**
 * The example row of the import template (GET allowance/import/template): an ID number of the right form (its check digit
 * valid) that is no child's, an amount, and a bank account; the user replaces it with real rows (req allowance §5).
 */
export const IMPORT_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number]['key'], string> = {
  child_idnumber: '530602201501010013',
  allowance_amount: '500.00',
  allowance_bank: '中国农业银行昭通分行',
  allowance_account: '6228480000000000000',
  allowance_payee: '张三',
};

/**
 * The columns of the bank's sheet of an approved month (GET allowance/export; req allowance §8): the payee (the account
 * holder, in full: the bank pays that person), the whole account, the bank, the amount, then what the office reconciles
 * with: the allowance's number, the child (name and ID number through the masking pass), the town, village and month.
 */
export const PAYMENT_COLUMNS = [
  { key: 'seq', header: '序号', width: 8 },
  { key: 'allowance_payee', header: '户名（收款人）', width: 14 },
  { key: 'allowance_account', header: '银行账号', width: 24 },
  { key: 'allowance_bank', header: '开户银行', width: 22 },
  { key: 'allowance_amount', header: '金额（元）', width: 12 },
  { key: 'id', header: '保金编号', width: 10 },
  { key: 'child_name', header: '儿童姓名', width: 12 },
  { key: 'child_idnumber', header: '身份证号', width: 22 },
  { key: 'department_name', header: '乡镇', width: 14 },
  { key: 'village_name', header: '村居', width: 16 },
  { key: 'allowance_month', header: '月份', width: 10 },
] as const;

/** At most this many rows in one import. */
export const IMPORT_MAX_ROWS = 2000;

/** The Chinese names of the fields, for messages and column titles. */
export const ALLOWANCE_FIELD_LABELS: Record<string, string> = {
  child: '儿童',
  child_idnumber: '身份证号',
  allowance_month: '月份',
  allowance_amount: '金额（元）',
  allowance_bank: '开户银行',
  allowance_account: '银行账号',
  allowance_payee: '收款人',
  reason: '理由',
};
