/**
 * The layout nodes of a compiled form and the presentation choices that depend on the viewer (req child-forms §1
 * tab 11, §6): where each tab pane sits, which title a role sees, and whether a pane shows a task list in
 * read mode. Presentation only: nothing here changes what normalize() stores.
 */
import type { TabDef } from './types';

/** The name of every FormTab node: the top-level one and the one inside a pane that has nested tabs. */
export const TABS_NODE = 'tabs';
/** The name of the PaneGrid node holding a pane's fields. */
export const GRID_NODE = 'grid';
/** The name of the void node a pane shows instead of its fields (readModeFor 'taskList'). */
export const TASK_LIST_NODE = 'task_list';
/** The name of the void node of a tab the screen fills (TabDef `screenPane`). */
export const SCREEN_PANE_NODE = 'screen_pane';

/**
 * The Formily address of the pane of the tab at `path` (top-level key first): `tabs.basic`,
 * `tabs.medical.tabs.medical_outpatient`.
 */
export function paneAddress(path: string[]): string {
  return path.map((key) => `${TABS_NODE}.${key}`).join('.');
}

/** The title `role` sees on `tab`: the first `titleFor` entry naming the role, else `title`. */
export function tabTitleFor(tab: TabDef, role?: string): string {
  if (!role) return tab.title;
  return tab.titleFor?.find((t) => t.roles.includes(role))?.title ?? tab.title;
}

/** What the pane of `tab` shows instead of its fields for `role` in `mode` ('taskList'), or null for the fields. */
export function paneReplacement(tab: TabDef, mode: 'edit' | 'read', role?: string): 'taskList' | null {
  if (mode !== 'read' || !role || !tab.readModeFor) return null;
  return tab.readModeFor.roles.includes(role) ? tab.readModeFor.show : null;
}
