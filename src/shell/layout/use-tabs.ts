/**
 * State of the multi-tab bar: every page opened in the main layout becomes a tab titled from the
 * resource registry (addresses that only redirect, like /, get none); closing tabs navigates to the tab left active and shows the seed's info messages.
 * At most MAX_TABS tabs stay open: opening another closes the one shown longest ago (never the workplace, never the
 * page shown). A detail page names its record with `useRecordTitle` (src/core/page-title.tsx): its tab reads
 * 儿童详情 · 王*涵 (issue 29).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from 'antd';
import type { Role } from '../../../domain/roles';
import { titleForLocation } from '../page-titles';
import { HOME_PATH } from '../../core/session/login-paths';
import { closeTabs, openTab, renameTab, tabTitle, type CloseHow, type Tab } from './tab-model';

const PINNED = [HOME_PATH];

export function useTabs(role: Role | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const activeKey = `${location.pathname}${location.search}`;
  const title = titleForLocation(location.pathname, location.search, role);
  // the record each open address names (key → 王*涵), as its page last said
  const [records, setRecords] = useState<Record<string, string>>({});
  const record = records[activeKey];
  const seen = useRef(0);
  const [tabs, setTabs] = useState<Tab[]>(() => (title ? [{ key: activeKey, title, seen: 0 }] : []));
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  useEffect(() => {
    if (title)
      setTabs((current) =>
        openTab(current, { key: activeKey, title: tabTitle(title, record), seen: ++seen.current }, PINNED),
      );
  }, [activeKey, title, record]);

  // a page names its record when its data comes, maybe after the user moved on: that tab is renamed where it is
  const nameRecord = useCallback(
    (key: string, name: string) => {
      setRecords((current) => (current[key] === name ? current : { ...current, [key]: name }));
      const at = new URL(key, 'http://tab.invalid');
      const base = titleForLocation(at.pathname, at.search, role);
      if (base) setTabs((current) => renameTab(current, key, tabTitle(base, name)));
    },
    [role],
  );

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

  return { tabs, activeKey, select, close, nameRecord };
}
