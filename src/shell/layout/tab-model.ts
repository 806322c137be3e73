/**
 * The multi-tab bar as pure data (req shell-and-accounts §2 "Multi-tab bar", §9 "Tab close limits"). A tab is one
 * opened address (path + query). Closing answers the tabs left, the tab to show, and an info message
 * when nothing could be closed. The bar holds at most MAX_TABS tabs (issue 29): opening one more closes the tab
 * shown longest ago that is neither pinned (the workplace) nor the one being opened.
 */
/** A tab: its address, its title, and when it was last shown (a rising counter; 0 for a tab never shown). */
export type Tab = { key: string; title: string; seen?: number };
export type CloseHow = 'current' | 'right' | 'left' | 'all';
export type CloseResult = { tabs: Tab[]; activeKey: string; message?: string };

export const LAST_TAB_MESSAGE = '这是最后一个标签，无法关闭';
export const NO_LEFT_TAB_MESSAGE = '左侧没有标签';
export const NO_RIGHT_TAB_MESSAGE = '右侧没有标签';

/** The most tabs the bar keeps (issue 29): a long day of opened records stays a strip one can read. */
export const MAX_TABS = 10;

/**
 * Adds the tab for an opened address, or renames it and marks it shown when it is already open. Past `max` tabs,
 * the tab shown longest ago (least `seen`) that is not `pinned` and not the one opened is closed, one per tab over.
 */
export function openTab(tabs: Tab[], tab: Tab, pinned: readonly string[] = [], max = MAX_TABS): Tab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i >= 0) {
    const t = tabs[i];
    if (t.title === tab.title && t.seen === tab.seen) return tabs;
    return tabs.map((x, j) => (j === i ? { ...x, ...tab } : x));
  }
  let next = [...tabs, tab];
  while (next.length > max) {
    const closable = next.filter((t) => t.key !== tab.key && !pinned.includes(t.key));
    if (!closable.length) break;
    const oldest = closable.reduce((a, b) => ((b.seen ?? 0) < (a.seen ?? 0) ? b : a));
    next = next.filter((t) => t !== oldest);
  }
  return next;
}

/** Renames the open tab of `key` (a page named its record after the tab was opened); unchanged when it is not open. */
export function renameTab(tabs: Tab[], key: string, title: string): Tab[] {
  return tabs.some((t) => t.key === key && t.title !== title)
    ? tabs.map((t) => (t.key === key ? { ...t, title } : t))
    : tabs;
}

/** A detail tab's title with the record it shows: 儿童详情 · 王*涵 (issue 29); the page title alone without one. */
export const tabTitle = (title: string, record: string | undefined): string =>
  record ? `${title} · ${record}` : title;

/**
 * Closes tabs relative to `targetKey` (the tab right-clicked or closed). `home` is the tab kept by
 * 关闭全部. The active tab stays when it survives, else becomes the target or a neighbour.
 */
export function closeTabs(tabs: Tab[], targetKey: string, activeKey: string, how: CloseHow, home: Tab): CloseResult {
  const index = tabs.findIndex((t) => t.key === targetKey);
  const unchanged = (message: string): CloseResult => ({ tabs, activeKey, message });
  if (index < 0) return { tabs, activeKey };
  let next: Tab[];
  switch (how) {
    case 'current':
      if (tabs.length <= 1) return unchanged(LAST_TAB_MESSAGE);
      next = tabs.filter((t) => t.key !== targetKey);
      if (activeKey !== targetKey) return { tabs: next, activeKey };
      return { tabs: next, activeKey: (tabs[index + 1] ?? tabs[index - 1]).key };
    case 'right':
      if (index === tabs.length - 1) return unchanged(NO_RIGHT_TAB_MESSAGE);
      next = tabs.slice(0, index + 1);
      break;
    case 'left':
      if (index === 0) return unchanged(NO_LEFT_TAB_MESSAGE);
      next = tabs.slice(index);
      break;
    case 'all':
      if (tabs.length <= 1 && tabs[0]?.key === home.key) return unchanged(LAST_TAB_MESSAGE);
      return { tabs: [home], activeKey: home.key };
  }
  return { tabs: next, activeKey: next.some((t) => t.key === activeKey) ? activeKey : targetKey };
}
