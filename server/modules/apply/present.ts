/**
 * How an apply leaves the server (domain/contracts/apply.ts): with the applicant's, the child's and the
 * places' names; timestamps as ISO strings. The contract's schema drops what the server keeps besides
 * (a passed modification's recorded `before`), so it is never sent.
 */
import type { z } from 'zod';
import type { applyListItem } from '../../../domain/contracts/apply';
import { isCharacter } from '../../../domain/child-genre';
import { readableInformation } from '../../../domain/disclosure';
import type { Role } from '../../../domain/roles';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import type { ApplyRow } from './repository';
import type { ApplyInformation } from './service';

export type ApplyItem = z.input<typeof applyListItem>;

/**
 * Apply rows as lists and the detail answer them, for `role`: the carried child keeps only the forms the role
 * may read (domain/disclosure.ts; its `character` stays, the form goes).
 */
export async function presentApplies(deps: { departments: DepartmentService; users: UserService }, rows: ApplyRow[], role: Role): Promise<ApplyItem[]> {
  const names = await deps.departments.byIds(rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0]));
  const nick = await deps.users.nicknames(rows.map((r) => r.applicant));
  return rows.map((r) => {
    const info = r.apply_information as unknown as ApplyInformation;
    const child = info.information?.child;
    const form = child?.information?.[`investigate_${child?.character}`] ?? {};
    return {
      id: r.id, applicant: r.applicant, applicant_name: nick.get(r.applicant) ?? null, auditor: r.auditor, link_id: r.link_id,
      apply_genre: r.apply_genre as ApplyItem['apply_genre'], apply_state: r.apply_state as ApplyItem['apply_state'], top: r.top,
      department_id: r.department_id, department_name: names.get(r.department_id ?? 0)?.department_name ?? null,
      village_id: r.village_id, village_name: names.get(r.village_id ?? 0)?.department_name ?? null,
      child_name: typeof form.child_name === 'string' ? form.child_name : info.child_name ?? null,
      character: isCharacter(child?.character) ? child.character : null,
      apply_information: (child ? { ...info, information: { ...info.information, child: { ...child, information: readableInformation(role, child.information ?? {}) } } } : info) as ApplyItem['apply_information'],
      version: r.version, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
    };
  });
}
