/**
 * The allowance tests' shared setup (allowance.test.ts, allowance-months.test.ts): a harness over the demo data with
 * a session for each role the tests use, and the calls they repeat (the eligible children, a month's allowances, an
 * entry, an import sheet).
 */
import ExcelJS from 'exceljs';
import type { Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';

export const ROLES: Role[] = ['保金核员', '保金批员', '保金管理', '中心管理', '中心领导', '儿童主任', '志愿人员'];
export type Kid = {
  child: number;
  child_name: string;
  child_idnumber: string;
  bank: { allowance_account: string; version: number } | null;
};
export type Item = {
  id: number;
  child_name: string;
  child_idnumber: string;
  version: number;
  allowance_state: string;
  allowance_amount: number;
  allowance_account: string;
  reason: string;
  child: number;
};

/** Starts the harness and logs in ROLES; the helpers call as a role (保金管理 unless said). */
export async function startAllowance() {
  const h: Harness = await startHarness();
  const tokens = new Map<Role, string>();
  for (const role of ROLES) tokens.set(role, await h.login(role));
  const as = (role: Role) => tokens.get(role);
  const get = async (role: Role, url: string) => (await h.call('GET', url, as(role))).json();
  return {
    h,
    as,
    get,
    kids: async (role: Role = '保金管理', q = '') =>
      (await get(role, `/api/allowance/kid/list/for/audit?size=100${q}`)).list as Kid[],
    items: async (month: string, role: Role = '保金管理') =>
      (await get(role, `/api/allowance/list/for/mix?size=100&month=${month}`)).list as Item[],
    enter: (child: number, month: string, amount = 500, role: Role = '保金管理') =>
      h.call('POST', '/api/allowance', as(role), { child, allowance_month: month, allowance_amount: amount }),
  };
}
export type AllowanceSetup = Awaited<ReturnType<typeof startAllowance>>;

/** An import sheet (base64) with the five headers and `rows`. */
export async function sheet(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('保金');
  ws.addRow(['身份证号', '金额（元）', '开户银行', '银行账号', '收款人']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
