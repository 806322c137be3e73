/**
 * How an apply leaves the server (domain/contracts/apply.ts): with the applicant's, the child's and the
 * places' names; timestamps as ISO strings. The contract's schema drops what the server keeps besides
 * (a passed modification's recorded `before`), so it is never sent. A corrected apply's `previous` round is read and
 * masked as its current content is.
 */
import type { z } from 'zod';
import type { applyListItem } from '../../../domain/contracts/apply';
import { isCharacter } from '../../../domain/child-genre';
import { readableInformation } from '../../../domain/disclosure';
import { maskDeep, maskInformation, maskName, type ChildSecret } from '../../../domain/masking';
import type { Role } from '../../../domain/roles';
import type { ChildPayload } from '../../../domain/contracts/child';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import type { ApplyRow } from './repository';
import type { ApplyInformation } from './information';
import { helperViews } from './helper-view';

export type ApplyItem = z.input<typeof applyListItem>;

/** The names and ID numbers in a child's forms (form id → form): what masking hides in the texts around them. */
export function formSecrets(information: Record<string, unknown> | undefined): ChildSecret[] {
  const out: ChildSecret[] = [];
  for (const form of Object.values(information ?? {})) {
    const f = (form ?? {}) as Record<string, unknown>;
    if (typeof f.child_name === 'string')
      out.push({
        child_name: f.child_name,
        child_idnumber: typeof f.child_idnumber === 'string' ? f.child_idnumber : null,
      });
  }
  return out;
}

/** The names and ID numbers an apply carries (its child's forms, `apply_information.child_name`): what masking hides in it. */
export function applySecrets(info: ApplyInformation): ChildSecret[] {
  return [
    ...(info.child_name ? [{ child_name: info.child_name }] : []),
    ...formSecrets(info.information?.child?.information),
    ...formSecrets(info.previous?.child?.information),
  ];
}

/**
 * Apply rows as lists and the detail answer them, for `role`: the carried child keeps only the forms the role
 * may read (domain/disclosure.ts; its `character` stays, the form goes); unless `revealed` (the caller's session
 * shows full names), the child's name and ID number are masked wherever they appear, as the children lists mask them.
 * A 帮扶人员 apply's helpers come with their contacts and the slot's holder now (helper-view.ts).
 */
export async function presentApplies(
  deps: { children: ChildService; departments: DepartmentService; users: UserService },
  rows: ApplyRow[],
  role: Role,
  revealed: boolean,
): Promise<ApplyItem[]> {
  const names = await deps.departments.byIds(rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0]));
  const nick = await deps.users.nicknames(rows.map((r) => r.applicant));
  const helpers = await helperViews(deps, rows);
  return rows.map((r) => {
    const stored = r.apply_information;
    const secrets = revealed ? [] : applySecrets(stored);
    // a carried child (this round's and a corrected apply's previous one) keeps the forms the role may read, masked
    const shown = <C extends ChildPayload | undefined>(c: C): C => {
      if (!c) return c;
      const information = readableInformation(role, c.information ?? {});
      return { ...c, information: revealed ? information : maskInformation(information) };
    };
    const readable: ApplyInformation = {
      ...stored,
      information: stored.information?.child
        ? { ...stored.information, child: shown(stored.information.child) }
        : stored.information,
      ...(stored.previous ? { previous: { child: shown(stored.previous.child) } } : {}),
    };
    const masked = revealed ? readable : maskDeep(readable, secrets);
    // the proposed helpers are staff, named after the masking pass (it hides children's names, not theirs)
    const shownHelpers = helpers.get(r.id);
    const info: ApplyInformation = shownHelpers
      ? { ...masked, information: { ...masked.information, helpers: shownHelpers } }
      : masked;
    const child = info.information?.child;
    const form = child?.information?.[`investigate_${child?.character}`] ?? {};
    const storedName = typeof form.child_name === 'string' ? form.child_name : (info.child_name ?? null);
    return {
      id: r.id,
      applicant: r.applicant,
      applicant_name: nick.get(r.applicant) ?? null,
      auditor: r.auditor,
      link_id: r.link_id,
      apply_genre: r.apply_genre as ApplyItem['apply_genre'],
      apply_state: r.apply_state as ApplyItem['apply_state'],
      top: r.top,
      department_id: r.department_id,
      department_name: names.get(r.department_id ?? 0)?.department_name ?? null,
      village_id: r.village_id,
      village_name: names.get(r.village_id ?? 0)?.department_name ?? null,
      child_name: storedName && !revealed ? maskName(storedName) : storedName,
      character: isCharacter(child?.character) ? child.character : null,
      apply_information: info as ApplyItem['apply_information'],
      version: r.version,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}
