/**
 * The signed-in user as React context, provided by the route guard once GET /api/user/info answered.
 * `role` is undefined when the server names a role this console does not know (it then sees only the
 * pages open to everyone); `can()` asks the permission matrix of domain/permissions.ts.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { can as roleCan, type Action, type PermissionId } from '../../../domain/permissions';
import { isRole, type Role } from '../../../domain/roles';
import type { UserInfo } from '../../../domain/contracts/user';

export type CurrentUser = {
  info: UserInfo;
  role: Role | undefined;
  can: (permissionId: PermissionId, action: Action) => boolean;
};

export function makeCurrentUser(info: UserInfo): CurrentUser {
  const role = isRole(info.role) ? info.role : undefined;
  return { info, role, can: (permissionId, action) => (role ? roleCan(role, permissionId, action) : false) };
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ value, children }: { value: CurrentUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only inside the guarded part of the app. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the signed-in area');
  return user;
}
