/**
 * Which users a caller may list (GET /api/user/list/for/village/role/keyword; issue 14, docs/decisions-scope.md).
 * The list carries contact cellphones, so it answers what the caller's work needs:
 * - centre roles (中心领导, 中心管理) and 系统管理 (who manage accounts): every user;
 * - roles that submit applies (儿童主任, 儿童社工): the people of their own town they work with: the 儿童主任 of a
 *   village (the director lookup of the child form, req children §5) and the 儿童主任, 儿童社工 and 志愿人员 they may
 *   propose as a child's helpers (a 帮扶人员 apply, issue 15); the same for the roles that give tasks in their
 *   town (分委领导: the volunteers of a 创建交办, issue 16); nobody of another town, no other role;
 * - 检察领导: the accounts of the five escort roles, county-wide (the assignee of an escort work order, domain/escort.ts);
 * - every other role: nothing (their screens never list users).
 */
import { ESCORT_ROLES } from './escort';
import { can } from './permissions';
import { CENTRE_ROLES, VILLAGE_STAFF_ROLES, VOLUNTEER_ROLES, type Role } from './roles';

export type UserListScope =
  | { kind: 'all' }
  | { kind: 'town'; town: number; roles: readonly Role[] }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'none' };

/** The roles an applicant may list in their town: directors (the lookup) and the people who can be helpers. */
export const TOWN_HELPER_ROLES: readonly Role[] = [...VILLAGE_STAFF_ROLES, ...VOLUNTEER_ROLES];

export function userListScopeFor(user: { role: Role; department_id: number | null }): UserListScope {
  if (CENTRE_ROLES.includes(user.role) || user.role === '系统管理') return { kind: 'all' };
  if (user.role === '检察领导') return { kind: 'roles', roles: ESCORT_ROLES };
  if ((can(user.role, 'applies', 'add') || can(user.role, 'tasks', 'add')) && user.department_id)
    return { kind: 'town', town: user.department_id, roles: TOWN_HELPER_ROLES };
  return { kind: 'none' };
}
