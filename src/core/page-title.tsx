/**
 * The current page's title, as the shell names it (req shell-and-accounts §6.3 "Menu titles change by role"): the shell's route
 * for a registry resource provides it (src/shell/routes.tsx, from the registry's role-dependent titles), and a
 * list page reads it for its heading with `usePageTitle()`. A context, so that a feature needs nothing from the
 * shell; outside a resource route (a test rendering a screen alone) the title is ''.
 */
import { createContext, useContext } from 'react';

const PageTitleContext = createContext('');

/** Provided by the shell around each resource's page. */
export const PageTitleProvider = PageTitleContext.Provider;

/** The current page's title for the signed-in user's role ('' when no shell route provides one). */
export function usePageTitle(): string {
  return useContext(PageTitleContext);
}
