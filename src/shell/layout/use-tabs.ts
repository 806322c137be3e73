/**
 * State of the multi-tab bar: every page opened in the main layout becomes a tab titled from the
 * resource registry (addresses that only redirect, like /, get none); closing tabs navigates to the tab left active and shows the seed's info messages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from 'antd';
import type { Role } from '../../../domain/roles';
import { titleForLocation } from '../page-titles';
import { HOME_PATH } from '../../core/session/login-paths';
import { closeTabs, openTab, type CloseHow, type Tab } from './tab-model';

export function useTabs(role: Role | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const activeKey = `${location.pathname}${location.search}`;
  const title = titleForLocation(location.pathname, location.search, role);
  const [tabs, setTabs] = useState<Tab[]>(() => (title ? [{ key: activeKey, title }] : []));
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  useEffect(() => {
    if (title) setTabs((current) => openTab(current, { key: activeKey, title }));
  }, [activeKey, title]);

  const close = useCallback(
    (how: CloseHow, targetKey: string) => {
      const home: Tab = { key: HOME_PATH, title: titleForLocation(HOME_PATH, '', role) ?? HOME_PATH };
      const result = closeTabs(tabsRef.current, targetKey, activeKey, how, home);
      if (result.message) {
        message.info(result.message);
        return;
      }
      setTabs(result.tabs);
      if (result.activeKey !== activeKey) navigate(result.activeKey);
    },
    [activeKey, message, navigate, role],
  );

  const select = useCallback((key: string) => navigate(key), [navigate]);

  return { tabs, activeKey, select, close };
}
