/**
 * The current page's title, as the shell names it (req shell-and-accounts §6.3 "Menu titles change by role"): the shell's route
 * for a registry resource provides it (src/shell/routes.tsx, from the registry's role-dependent titles), and a
 * list page reads it for its heading with `usePageTitle()`. A context, so that a feature needs nothing from the
 * shell; outside a resource route (a test rendering a screen alone) the title is ''.
 *
 * A detail page names the record it shows with `useRecordTitle(name)` (issue 29): the shell's tab of that address then
 * reads 儿童详情 · 王*涵. The name is the one the screen shows (masked as the caller's role requires); outside the shell
 * nothing listens.
 */
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const PageTitleContext = createContext('');

/** Provided by the shell around each resource's page. */
export const PageTitleProvider = PageTitleContext.Provider;

/** The current page's title for the signed-in user's role ('' when no shell route provides one). */
export function usePageTitle(): string {
  return useContext(PageTitleContext);
}

/** Names the record shown at an address (path + query) for its tab; the shell provides it. */
export type NameRecord = (address: string, name: string) => void;

const RecordTitleContext = createContext<NameRecord>(() => {});

/** Provided by the shell's main layout (the tab bar's state). */
export const RecordTitleProvider = RecordTitleContext.Provider;

/**
 * Names the record this page shows, for its tab (儿童详情 · 王*涵): call it with the name as the screen shows it,
 * or with nothing while the record loads. Longer names are cut to 20 characters with …, so a tab stays a tab.
 */
export function useRecordTitle(name: string | null | undefined): void {
  const nameRecord = useContext(RecordTitleContext);
  const { pathname, search } = useLocation();
  const shown = name?.trim();
  useEffect(() => {
    if (shown) nameRecord(`${pathname}${search}`, shown.length > 20 ? `${shown.slice(0, 19)}…` : shown);
  }, [nameRecord, pathname, search, shown]);
}
