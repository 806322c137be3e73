/**
 * Importing a month of allowances from an .xlsx (AllowanceInput) and the same as a dry run (AllowanceTest): every row is
 * checked as POST /api/allowance checks one (an eligible child of the caller's scope by ID number, an amount of 元 with two
 * decimals, a complete bank account given or saved, no allowance of the month yet, no ID number twice in the file). A dry
 * run answers { count, amount, errors }; an import writes every row in one transaction or, when any row is wrong, nothing:
 * 400 IMPORT_INVALID with a fieldError per wrong cell (`rows.<row>.<field>`).
 */
import type { SQL } from 'drizzle-orm';
import { toCents, toYuan, type AllowanceState } from '../../../domain/allowances';
import {
  accountField,
  amountField,
  bankField,
  payeeField,
  type ImportError,
} from '../../../domain/contracts/allowance';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Invalid } from '../../errors';
import type { AuditService } from '../audit';
import { banksOf, childrenPaidIn, insertAllowances, kidsByIdnumbers } from './repository';
import { readSheet } from './sheet';
import { bankFor } from './bank';

type Step = { allowance_state: AllowanceState; user: number; at: string; reason: string };
export type ImportDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  kidsOf: (user: SessionUser) => SQL;
  step: (user: SessionUser, state: AllowanceState, reason?: string) => Step;
};

const FIELD_SCHEMAS = {
  allowance_bank: bankField,
  allowance_account: accountField,
  allowance_payee: payeeField,
} as const;

/** The import operation: `(user, { allowance_month, file, dry_run })` → { count, amount, errors } (see the module comment). */
export function createAllowanceImport(deps: ImportDeps) {
  const { db, now, audit } = deps;
  return async (user: SessionUser, b: { allowance_month: string; file: string; dry_run: boolean }) => {
    const rows = await readSheet(Buffer.from(b.file, 'base64'));
    const run = async (tx: Db) => {
      const errors: ImportError[] = [];
      const wrong = (row: number, field: string, message: string) => {
        errors.push({ row, field, message });
      };
      const kids = await kidsByIdnumbers(tx, deps.kidsOf(user), [
        ...new Set(rows.map((r) => r.values.child_idnumber).filter((v): v is string => !!v)),
      ]);
      const kidIds = [...kids.values()].map((k) => k.id);
      const [banks, paid] = await Promise.all([banksOf(tx, kidIds), childrenPaidIn(tx, kidIds, b.allowance_month)]);
      const seen = new Map<string, number>();
      const good: { child: number; cents: number; bank: NonNullable<ReturnType<typeof bankFor>> }[] = [];
      for (const { row, values } of rows) {
        const before = errors.length;
        const kid = values.child_idnumber ? kids.get(values.child_idnumber) : undefined;
        if (!values.child_idnumber) wrong(row, 'child_idnumber', '请填写身份证号');
        else if (seen.has(values.child_idnumber))
          wrong(row, 'child_idnumber', `与第 ${seen.get(values.child_idnumber)} 行重复`);
        else if (!kid) wrong(row, 'child_idnumber', '未找到该身份证号的保金儿童（须为未退出的困境或留守儿童）');
        else if (paid.has(kid.id)) wrong(row, 'allowance_month', `该儿童 ${b.allowance_month} 已有保金`);
        if (values.child_idnumber && !seen.has(values.child_idnumber)) seen.set(values.child_idnumber, row);
        const amount = amountField.safeParse(
          values.allowance_amount === undefined ? undefined : Number(values.allowance_amount.replace(/[,，]/g, '')),
        );
        if (!amount.success) wrong(row, 'allowance_amount', amount.error.issues[0].message);
        const given: Record<string, string> = {};
        for (const [field, schema] of Object.entries(FIELD_SCHEMAS)) {
          const text = values[field as keyof typeof FIELD_SCHEMAS];
          if (text === undefined) continue;
          const parsed = schema.safeParse(text);
          if (parsed.success) given[field] = parsed.data;
          else wrong(row, field, parsed.error.issues[0].message);
        }
        const bank = kid ? bankFor(given, banks.get(kid.id)) : undefined;
        if (kid && !bank && errors.length === before)
          wrong(
            row,
            'allowance_account',
            '缺少银行信息：请在表格中填写开户银行、银行账号和收款人，或先在保金管理中维护',
          );
        if (errors.length === before && kid && amount.success && bank)
          good.push({ child: kid.id, cents: toCents(amount.data), bank });
      }
      const amount = toYuan(good.reduce((n, g) => n + g.cents, 0));
      if (b.dry_run) return { count: errors.length ? 0 : good.length, amount: errors.length ? 0 : amount, errors };
      if (errors.length) {
        throw new Invalid(
          `导入文件有 ${errors.length} 处错误，未导入任何记录`,
          errors.map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message })),
          'IMPORT_INVALID',
        );
      }
      const at = now();
      const first = deps.step(user, '录入', '导入');
      const inserted = await insertAllowances(
        tx,
        good.map((g) => ({
          allowance_child: g.child,
          allowance_month: b.allowance_month,
          allowance_amount: g.cents,
          ...g.bank,
          allowance_state: '录入',
          allowance_steps: [first],
          created_by: user.id,
          created_at: at,
          updated_at: at,
        })),
      );
      await audit.write(
        {
          user: user.id,
          type: '创建',
          information: { action: '导入保金', month: b.allowance_month, count: inserted.length, amount },
        },
        tx,
      );
      return { count: inserted.length, amount, errors: [] };
    };
    return b.dry_run ? run(db) : inTransaction(db, run);
  };
}
