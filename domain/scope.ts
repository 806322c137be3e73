/**
 * Record scope: which children a caller may see (DESIGN "Record scope"; seed 000 §2.4).
 * A child director or social worker sees their village's children, a 分委领导 their town's, centre and
 * county-wide roles every child, prosecutor and escort roles the marginal (gta) children only.
 * Out-of-scope reads answer 404 on the server.
 */
import { CENTRE_ROLES, GTA_ROLES, type Role } from './roles';

export type ScopeUser = { id: number; role: Role; department_id: number | null; village_id: number | null };

export type ChildScope =
  | { kind: 'all' }
  | { kind: 'town'; department_id: number }
  | { kind: 'village'; village_id: number }
  | { kind: 'gta' }
  | { kind: 'none' };

export function childScopeFor(user: ScopeUser): ChildScope {
  if (CENTRE_ROLES.includes(user.role) || ['中心人员', '总委领导', '督查领导', '督查人员'].includes(user.role)) return { kind: 'all' };
  if (user.role === '分委领导') return user.department_id ? { kind: 'town', department_id: user.department_id } : { kind: 'none' };
  if (user.role === '儿童主任' || user.role === '儿童社工') return user.village_id ? { kind: 'village', village_id: user.village_id } : { kind: 'none' };
  if (GTA_ROLES.includes(user.role)) return { kind: 'gta' };
  return { kind: 'none' };
}

/** Whether a child (its residence and household town/village and flags) is inside a scope. */
export function childInScope(
  scope: ChildScope,
  child: { department_id: number | null; village_id: number | null; birth_department_id: number | null; birth_village_id: number | null; character_gta: boolean },
): boolean {
  switch (scope.kind) {
    case 'all': return true;
    case 'town': return child.department_id === scope.department_id || child.birth_department_id === scope.department_id;
    case 'village': return child.village_id === scope.village_id || child.birth_village_id === scope.village_id;
    case 'gta': return child.character_gta;
    case 'none': return false;
  }
}
