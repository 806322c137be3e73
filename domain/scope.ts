/**
 * Record scope: which children a caller may see (DESIGN "Record scope"; req shell-and-accounts §4.2; issue 15 "Who sees what").
 * - `village`: 儿童主任, 儿童社工 — the children living or registered in their village;
 * - `town`: 分委领导 — the children living or registered in their town;
 * - `all`: the centre and county-wide roles (COUNTY_ROLES);
 * - `gta`: prosecutor, escort roles and 学校领导 — the marginal (gta) children only;
 * - `tasks`: 志愿人员 — the children of their own tasks (issue 16) and the minors whose task force (护航专班) they
 *   are an agreed member of (issue 17: a liaison officer keeps the minor's persuasion log);
 * - `none`: 系统管理 (accounts, not children) and a role without a place.
 * Deleted children are outside every scope but the deleted list's (children:delete). Out-of-scope reads answer 404.
 */
import { CENTRE_ROLES, GTA_ROLES, inGroup, type Role } from './roles';

/** Roles that see every child (read-only unless the matrix says more). */
export const COUNTY_ROLES: readonly Role[] = [
  ...CENTRE_ROLES,
  '中心人员',
  '总委领导',
  '督查领导',
  '督查人员',
  '部门领导',
  '服务领导',
  '保金核员',
  '保金批员',
  '保金管理',
  '活动专员',
];

export type ScopeUser = { id: number; role: Role; department_id: number | null; village_id: number | null };

export type ChildScope =
  | { kind: 'all' }
  | { kind: 'town'; department_id: number }
  | { kind: 'village'; village_id: number }
  | { kind: 'gta' }
  | { kind: 'tasks'; user_id: number }
  | { kind: 'none' };

export function childScopeFor(user: ScopeUser): ChildScope {
  if (COUNTY_ROLES.includes(user.role)) return { kind: 'all' };
  if (user.role === '分委领导')
    return user.department_id ? { kind: 'town', department_id: user.department_id } : { kind: 'none' };
  if (inGroup(user.role, 'villageStaff'))
    return user.village_id ? { kind: 'village', village_id: user.village_id } : { kind: 'none' };
  if (GTA_ROLES.includes(user.role) || user.role === '学校领导') return { kind: 'gta' };
  if (inGroup(user.role, 'volunteers')) return { kind: 'tasks', user_id: user.id };
  return { kind: 'none' };
}

/** Whether a child (its residence and household town/village and flags) is inside a scope. */
export function childInScope(
  scope: ChildScope,
  child: {
    department_id: number | null;
    village_id: number | null;
    birth_department_id: number | null;
    birth_village_id: number | null;
    character_gta: boolean;
  },
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'town':
      return child.department_id === scope.department_id || child.birth_department_id === scope.department_id;
    case 'village':
      return child.village_id === scope.village_id || child.birth_village_id === scope.village_id;
    case 'gta':
      return child.character_gta;
    case 'tasks':
      return false; // decided by the server from the task table (server/modules/child/repository.ts)
    case 'none':
      return false;
  }
}
