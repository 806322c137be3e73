/**
 * The providers around the router: antd in Chinese (`antd/es/locale/zh_CN`, STACK.md) with the theme of
 * `THEME` (colours of WCAG 2.1 AA contrast, issue 29), antd's <App> for context-aware message/notification/modal, TanStack Query, and the rule that
 * every sign-out drops the cached server data (so the next user never sees the previous one's lists). The one global
 * stylesheet: tap targets of 24 px (tap-targets.css, issue 29).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackBridge } from '../core/feedback';
import { sessionStore } from '../core/session/session-store';
import './tap-targets.css';

/**
 * The antd theme (issue 29, docs/decisions-a11y.md): every text colour reaches 4.5:1 on the white and light grey
 * backgrounds it is drawn on. Primary #0958d9 (antd's blue-7, the darker step of STACK.md's #1890ff blue: 6.2:1 on
 * white, also white text on it: the selected menu item, primary buttons, links, the active tab); secondary text
 * (the header greeting, descriptions) rgba(0,0,0,.65) = #595959 (7.0:1) and tertiary rgba(0,0,0,.6) = #666 (5.7:1)
 * instead of antd's .45 (3.4:1).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query is asked even when the browser says offline (a volunteer's kept copy answers it,
      // src/api/offline-mirror.ts, issue 29) instead of waiting for the signal with a spinner
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000, networkMode: 'offlineFirst' },
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
    <ConfigProvider locale={zhCN} theme={THEME}>
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
