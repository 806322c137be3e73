/**
 * The login route's side of the guard (req shell-and-accounts §4.1): with a session, follow the `redirect` query
 * parameter (or go to the workplace) instead of showing the login form.
 */
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from './session-store';
import { safeRedirect } from './login-paths';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children}</>;
}
