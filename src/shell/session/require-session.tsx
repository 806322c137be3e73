/**
 * The route guard (req shell-and-accounts §4.1). Without a session the user goes to login with the original address
 * as redirect (a deliberate logout goes to the plain login page). With a token it loads
 * GET /api/user/info once; if that fails it shows 错误 / 请求用户信息失败，请重试, signs out and sends the
 * user to login with the redirect. Children render with the current user in context.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { App, Spin } from 'antd';
import * as userContracts from '../../../domain/contracts/user';
import { getUserInfo } from '../../api/user';
import { callKey } from '../../api/use-call';
import { isHttpError } from '../../api/http-error';
import { sessionStore, useSession } from '../../core/session/session-store';
import { CurrentUserProvider, makeCurrentUser } from '../../core/session/current-user';
import { LOGIN_PATH, loginPathWithRedirect } from '../../core/session/login-paths';

export function RequireSession({ children }: { children: ReactNode }) {
  const { token, signOutReason } = useSession();
  const location = useLocation();
  const { notification } = App.useApp();
  // the contract's key with the session's token (another tab may sign in as someone else); getUserInfo checks the answer
  const info = useQuery({
    queryKey: [...callKey(userContracts.getUserInfo), token],
    queryFn: getUserInfo,
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!token || !info.isError) return;
    // A 401 was already announced by the API client, which also cleared the session.
    if (!(isHttpError(info.error) && info.error.status === 401)) {
      notification.error({ key: 'user-info', message: '错误', description: '请求用户信息失败，请重试' });
    }
    sessionStore.signOut('error');
  }, [token, info.isError, info.error, notification]);

  const current = useMemo(() => (info.data ? makeCurrentUser(info.data.info) : null), [info.data]);

  if (!token)
    return <Navigate to={signOutReason === 'logout' ? LOGIN_PATH : loginPathWithRedirect(location)} replace />;
  if (!current) {
    return (
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" tip="正在加载用户信息…">
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </div>
    );
  }
  return <CurrentUserProvider value={current}>{children}</CurrentUserProvider>;
}
