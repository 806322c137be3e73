/**
 * The bank's sheet of an approved month and the import template (req allowance §5, §8; docs/decisions-allowance.md).
 *
 * `paymentSheet(user, month)`: the 批过 allowances of `month` in the caller's scope as rows of PAYMENT_COLUMNS, then a
 * 合计 row. The payee and the whole account are written as they are (the bank pays the account holder; a masked
 * account cannot be paid); the child's name and ID number go through the masking pass (present.ts `masked`: whole only
 * while the caller's reveal is active). Refused with 409 MONTH_NOT_APPROVED while any allowance of the month waits in
 * 录入 or 核过, or when none is 批过. Writes a 导出 record (month, count, amount in 元), never the rows.
 *
 * `importTemplate()`: the .xlsx the import reads (IMPORT_COLUMNS as row 1, IMPORT_EXAMPLE as row 2, the ID number and
 * account columns formatted as text) with a second sheet 填写说明.
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, IMPORT_MAX_ROWS, toYuan } from '../../../domain/allowances';
import type { SessionUser } from '../../auth/guard';
import { Conflict } from '../../errors';
import type { AllowanceContext } from './context';
import { masked } from './present';
import { approvedIn, monthCounts } from './repository-months';

export type PaymentSheet = { count: number; amount: number; rows: Record<string, unknown>[] };

/** The export operations over `c` (see the module comment). */
export function createAllowanceExport(c: AllowanceContext) {
  return {
    async paymentSheet(user: SessionUser, month: string): Promise<PaymentSheet> {
      const kids = c.kidsOf(user);
      const counts = await monthCounts(c.db, kids, month);
      const waiting = (counts.get('录入') ?? 0) + (counts.get('核过') ?? 0);
      if (waiting)
        throw new Conflict(
          `${month} 还有 ${waiting} 笔保金未审批完成（录入 ${counts.get('录入') ?? 0} 笔、核过 ${counts.get('核过') ?? 0} 笔），审批完成后再导出发放表`,
          'MONTH_NOT_APPROVED',
        );
      if (!counts.get('批过')) throw new Conflict(`${month} 没有批过的保金，无可导出的发放表`, 'MONTH_NOT_APPROVED');
      const lines = await approvedIn(c.db, kids, month);
      const s = await c.shown(user, lines);
      const place = (id: number | null) => (id ? (s.places.get(id)?.department_name ?? '') : '');
      let cents = 0;
      const rows: Record<string, unknown>[] = lines.map((r, i) => {
        cents += r.allowance_amount;
        const m = masked(s, { child_name: r.child_name, child_idnumber: r.child_idnumber });
        return {
          seq: i + 1,
          allowance_payee: r.allowance_payee,
          allowance_account: r.allowance_account,
          allowance_bank: r.allowance_bank,
          allowance_amount: toYuan(r.allowance_amount),
          id: r.id,
          child_name: m.child_name,
          child_idnumber: m.child_idnumber,
          department_name: place(r.department_id),
          village_name: place(r.village_id),
          allowance_month: r.allowance_month,
        };
      });
      const amount = toYuan(cents);
      rows.push({ seq: '合计', allowance_payee: `${lines.length} 笔`, allowance_amount: amount });
      await c.audit.write({
        user: user.id,
        type: '导出',
        information: { action: '导出保金发放表', month, count: lines.length, amount, revealed: s.revealed },
      });
      return { count: lines.length, amount, rows };
    },

    async importTemplate(): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('保金导入');
      sheet.columns = IMPORT_COLUMNS.map((col) => ({
        header: col.header,
        key: col.key,
        width: col.key === 'child_idnumber' || col.key === 'allowance_account' ? 24 : 16,
        // ID numbers and accounts are text: Excel would round an 18-digit number
        style: col.key === 'allowance_amount' ? { numFmt: '0.00' } : { numFmt: '@' },
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.addRow({ ...IMPORT_EXAMPLE, allowance_amount: Number(IMPORT_EXAMPLE.allowance_amount) });
      const notes = book.addWorksheet('填写说明');
      notes.columns = [{ width: 100 }];
      for (const line of [
        '第 1 行为列名，请勿修改；第 2 行为示例，请替换或删除后再导入。',
        ...IMPORT_COLUMNS.map(
          (col) =>
            `${col.header}：${col.required ? '必填' : '选填'}。${
              {
                child_idnumber: '保金儿童（未退出的困境或留守儿童）的身份证号，18 位，同一表格中不能重复。',
                allowance_amount: '单位元，0.01 至 100000，最多两位小数。',
                allowance_bank: '开户银行；银行信息三列不填则使用“保金儿童”中维护的信息。',
                allowance_account: '6 至 30 位数字。',
                allowance_payee: '收款人（户名），与银行账号的户名一致。',
              }[col.key]
            }`,
        ),
        '月份在导入页面选择；同一儿童同一月份只能有一笔保金。',
        `一次最多导入 ${IMPORT_MAX_ROWS} 行；有任何一行错误时不导入任何记录，可先“试导入”检查。`,
      ])
        notes.addRow([line]);
      return Buffer.from(await book.xlsx.writeBuffer());
    },
  };
}
