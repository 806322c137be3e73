/**
 * Which users a caller may list (GET /api/user/list/for/village/role/keyword; issue 14, docs/decisions-scope.md).
 * The list carries contact cellphones, so it answers what the caller's work needs:
 * - centre roles (中心领导, 中心管理) and 系统管理 (who manage accounts): every user;
 * - roles that submit applies (儿童主任, 儿童社工): the director lookup of the child form (seed 001 §5) only,
 *   i.e. the 儿童主任 of one village, and only of a village of the caller's own town;
 * - every other role: nothing (their screens never list users).
 */
import { can } from './permissions';
import { CENTRE_ROLES, type Role } from './roles';

export type UserListScope =
  | { kind: 'all' }
  | { kind: 'directors'; role: '儿童主任'; town: number }
  | { kind: 'none' };

export function userListScopeFor(user: { role: Role; department_id: number | null }): UserListScope {
  if (CENTRE_ROLES.includes(user.role) || user.role === '系统管理') return { kind: 'all' };
  if (can(user.role, 'applies', 'add') && user.department_id) return { kind: 'directors', role: '儿童主任', town: user.department_id };
  return { kind: 'none' };
}
