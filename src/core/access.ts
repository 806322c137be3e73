/**
 * Access checks for the shell (req shell-and-accounts §4.1, §6.5): a resource names the permission grants that open it,
 * checked against the permission matrix of domain/permissions.ts (the same matrix the server guards use).
 */
import { can, type Action, type PermissionId } from '../../domain/permissions';
import type { Role } from '../../domain/roles';

export type Access = { permissionId: PermissionId; action: Action };

/** True when `access` is empty (any signed-in user) or the role holds at least one of its grants. */
export function allows(role: Role | undefined, access: readonly Access[] | undefined): boolean {
  if (!access || access.length === 0) return true;
  if (!role) return false;
  return access.some((a) => can(role, a.permissionId, a.action));
}
