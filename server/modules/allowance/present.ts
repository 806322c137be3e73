/**
 * Allowance rows → the contract's answers (domain/contracts/allowance.ts): amounts 分 → 元, Dates → ISO strings, and
 * names, ID numbers and bank accounts masked unless the caller's reveal is active (req children §7).
 */
import type { z } from 'zod';
import { maskAccount, toYuan, type AllowanceState } from '../../../domain/allowances';
import type { allowanceItem, allowanceKid } from '../../../domain/contracts/allowance';
import { maskIdNumber, maskName } from '../../../domain/masking';
import type { AllowanceLine, KidLine } from './repository';

export type Places = Map<number, { department_name: string }>;
export type Shown = { revealed: boolean; places: Places; people: Map<number, string> };

const placeName = (places: Places, id: number | null) => (id ? (places.get(id)?.department_name ?? null) : null);

/** The name, ID number and account as `s` may see them. */
export function masked(
  s: Pick<Shown, 'revealed'>,
  v: { child_name: string; child_idnumber: string; account?: string },
) {
  return s.revealed
    ? { child_name: v.child_name, child_idnumber: v.child_idnumber, account: v.account ?? '' }
    : {
        child_name: maskName(v.child_name),
        child_idnumber: maskIdNumber(v.child_idnumber),
        account: maskAccount(v.account ?? ''),
      };
}

/** An allowance as listed. */
export function allowanceOut(r: AllowanceLine, s: Shown): z.input<typeof allowanceItem> {
  const m = masked(s, { child_name: r.child_name, child_idnumber: r.child_idnumber, account: r.allowance_account });
  const steps = r.allowance_steps ?? [];
  return {
    id: r.id,
    child: r.allowance_child,
    child_name: m.child_name,
    child_idnumber: m.child_idnumber,
    department_name: placeName(s.places, r.department_id),
    village_name: placeName(s.places, r.village_id),
    allowance_month: r.allowance_month,
    allowance_amount: toYuan(r.allowance_amount),
    allowance_bank: r.allowance_bank,
    allowance_account: m.account,
    allowance_payee: r.allowance_payee,
    allowance_state: r.allowance_state as AllowanceState,
    reason: steps.at(-1)?.reason ?? '',
    created_by_name: s.people.get(r.created_by) ?? null,
    version: r.version,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** An eligible child with its bank account and latest allowance. */
export function kidOut(k: KidLine, s: Shown): z.input<typeof allowanceKid> {
  const m = masked(s, {
    child_name: k.child_name,
    child_idnumber: k.child_idnumber,
    account: k.allowance_account ?? '',
  });
  return {
    child: k.id,
    child_name: m.child_name,
    child_idnumber: m.child_idnumber,
    department_name: placeName(s.places, k.department_id),
    village_name: placeName(s.places, k.village_id),
    character_cs: k.character_cs,
    character_ow: k.character_ow,
    bank:
      k.bank_version === null
        ? null
        : {
            allowance_bank: k.allowance_bank ?? '',
            allowance_account: m.account,
            allowance_payee: k.allowance_payee ?? '',
            version: k.bank_version,
          },
    latest:
      k.latest_id === null
        ? null
        : {
            id: k.latest_id,
            allowance_month: k.latest_month ?? '',
            allowance_amount: toYuan(k.latest_amount ?? 0),
            allowance_state: k.latest_state as AllowanceState,
          },
  };
}

/** The towns and villages named by `rows`. */
export const placeIdsOf = (rows: { department_id: number | null; village_id: number | null }[]): number[] => [
  ...new Set(rows.flatMap((r) => [r.department_id, r.village_id]).filter((id): id is number => !!id)),
];
