/**
 * The multi-tab bar as pure data (req shell-and-accounts §2 "Multi-tab bar", §9 "Tab close limits"). A tab is one
 * opened address (path + query). Closing answers the tabs left, the tab to show, and an info message
 * when nothing could be closed.
 */
export type Tab = { key: string; title: string };
export type CloseHow = 'current' | 'right' | 'left' | 'all';
export type CloseResult = { tabs: Tab[]; activeKey: string; message?: string };

export const LAST_TAB_MESSAGE = '这是最后一个标签，无法关闭';
export const NO_LEFT_TAB_MESSAGE = '左侧没有标签';
export const NO_RIGHT_TAB_MESSAGE = '右侧没有标签';

/** Adds the tab for an opened address, or renames it when it is already open. */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i < 0) return [...tabs, tab];
  if (tabs[i].title === tab.title) return tabs;
  return tabs.map((t, j) => (j === i ? tab : t));
}

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
