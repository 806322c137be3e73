/**
 * The providers around the router: antd in Chinese (`antd/es/locale/zh_CN`, STACK.md) with primary
 * #1890ff, antd's <App> for context-aware message/notification/modal, TanStack Query, and the rule that
 * every sign-out drops the cached server data (so the next user never sees the previous one's lists).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackBridge } from '../core/feedback';
import { sessionStore } from '../core/session/session-store';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

function ClearCacheOnSignOut({ client }: { client: QueryClient }) {
  useEffect(() => {
    let token = sessionStore.getSnapshot().token;
    return sessionStore.subscribe(() => {
      const next = sessionStore.getSnapshot().token;
      if (token && !next) client.clear();
      token = next;
    });
  }, [client]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1890ff' } }}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={client}>
          <ClearCacheOnSignOut client={client} />
          {children}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
