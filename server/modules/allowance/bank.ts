/** The bank account an allowance is paid into (AllowanceInput): each field as given, else the child's saved one. */
import type { BankRow } from './repository';

export type BankFields = { allowance_bank?: string; allowance_account?: string; allowance_payee?: string };

/** The bank account of an allowance from `given` over `saved`; undefined while a field is still missing. */
export function bankFor(
  given: BankFields,
  saved: Pick<BankRow, 'allowance_bank' | 'allowance_account' | 'allowance_payee'> | undefined,
): Required<BankFields> | undefined {
  const bank = {
    allowance_bank: given.allowance_bank ?? saved?.allowance_bank ?? '',
    allowance_account: given.allowance_account ?? saved?.allowance_account ?? '',
    allowance_payee: given.allowance_payee ?? saved?.allowance_payee ?? '',
  };
  return bank.allowance_bank && bank.allowance_account && bank.allowance_payee ? bank : undefined;
}
