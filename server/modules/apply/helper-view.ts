/**
 * The proposed helpers of 帮扶人员 applies as lists and the detail answer them (issue 29 "帮扶人员审核 shows the proposed
 * helper before it can be approved"; domain/contracts/apply.ts helperAssignmentView): each proposed user's nickname,
 * sign-in cellphone and unit (镇 / 村) as their account says now, and, while the apply waits (申请, 初过), who holds the
 * slot on the child now, so the reviewer sees what the apply changes. Staff contacts are not masked: the accounts and
 * helper lists show them to the same reviewers (docs/decisions-screens.md "issue 29").
 */
import type { HelperAssignmentView } from '../../../domain/contracts/apply';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import type { ApplyRow } from './repository';

const WAITING = ['申请', '初过'];

type Deps = { children: ChildService; departments: DepartmentService; users: UserService };

/** id of each 帮扶人员 apply of `rows` → its helpers as shown; applies of other genres are not in the map. */
export async function helperViews(deps: Deps, rows: ApplyRow[]): Promise<Map<number, HelperAssignmentView[]>> {
  const helperRows = rows.filter((r) => r.apply_genre === '帮扶人员');
  const out = new Map<number, HelperAssignmentView[]>();
  if (!helperRows.length) return out;
  const proposed = helperRows.flatMap((r) => r.apply_information.information?.helpers ?? []);
  const people = await deps.users.people(proposed.map((h) => h.user ?? 0));
  const places = await deps.departments.byIds(
    [...people.values()].flatMap((p) => [p.department_id ?? 0, p.village_id ?? 0]),
  );
  const placeOf = (id: number | null) => (id ? places.get(id)?.department_name : undefined);
  for (const row of helperRows) {
    const waiting = WAITING.includes(row.apply_state);
    const child = waiting && row.link_id ? await deps.children.byId(row.link_id) : undefined;
    const slots = (child?.helpers ?? {}) as Record<string, { nickname?: string } | undefined>;
    out.set(
      row.id,
      (row.apply_information.information?.helpers ?? []).map((h) => {
        const person = h.user ? people.get(h.user) : undefined;
        const unit = person ? [placeOf(person.department_id), placeOf(person.village_id)].filter(Boolean) : [];
        return {
          ...h,
          ...(person ? { nickname: person.nickname, cellphone: person.cellphone } : {}),
          department_name: unit.length ? unit.join(' / ') : null,
          ...(waiting ? { current: slots[h.slot]?.nickname ?? null } : {}),
        };
      }),
    );
  }
  return out;
}
