/**
 * The multi-tab bar (req shell-and-accounts §2, §9): opened pages become tabs; the right-click menu closes tabs and
 * says 这是最后一个标签，无法关闭 / 左侧没有标签 / 右侧没有标签 when there is nothing to close.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  closeTabs,
  LAST_TAB_MESSAGE,
  NO_LEFT_TAB_MESSAGE,
  NO_RIGHT_TAB_MESSAGE,
} from '../../src/shell/layout/tab-model';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const tabLabels = () => screen.queryAllByTestId('tab-label').map((el) => el.textContent);

async function closeVia(tabTitle: string, item: string) {
  const label = screen.getAllByTestId('tab-label').find((el) => el.textContent === tabTitle)!;
  fireEvent.contextMenu(label);
  const entries = await screen.findAllByText(item);
  fireEvent.click(entries[entries.length - 1]);
}

function setup() {
  mockApi({
    'GET /api/user/info': { body: userInfo('中心领导') },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    'GET /api/child/list/for/department/village/level/character/genre/keyword': { body: { list: [], total: 0 } },
    'GET /api/apply/list/for/auditor': { body: { list: [], total: 0 } },
  });
  return renderApp('/dashboard/workplace', { signedIn: true });
}

describe('tab bar', () => {
  it('refuses to close the last tab, and says there is nothing left or right of it', async () => {
    setup();
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    await closeVia('工作台', '关闭当前');
    expect(await screen.findByText(LAST_TAB_MESSAGE)).toBeTruthy();
    await closeVia('工作台', '关闭左侧');
    expect(await screen.findByText(NO_LEFT_TAB_MESSAGE)).toBeTruthy();
    await closeVia('工作台', '关闭右侧');
    expect(await screen.findByText(NO_RIGHT_TAB_MESSAGE)).toBeTruthy();
    expect(tabLabels()).toEqual(['工作台']);
  });

  it('opens a tab per page and closes the ones right of a tab', async () => {
    const { router } = setup();
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    await act(() => router.navigate('/children/ChildrenList'));
    await act(() => router.navigate('/children/ChildExamine'));
    await waitFor(() => expect(tabLabels()).toEqual(['工作台', '儿童列表', '儿童信息终审']));
    await closeVia('工作台', '关闭右侧');
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    expect(addressOf(router)).toBe('/dashboard/workplace');
  });

  it('opens no tab for an address that only redirects', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    });
    renderApp('/', { signedIn: true });
    await screen.findByText(/祝您工作顺利/);
    // the tab bar adds the page's tab in an effect after the page shows: wait for it, then nothing more
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tabLabels()).toEqual(['工作台']);
  });

  it('closes the current tab and shows its neighbour', async () => {
    const { router } = setup();
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    await act(() => router.navigate('/children/ChildrenList'));
    await waitFor(() => expect(tabLabels()).toEqual(['工作台', '儿童列表']));
    await closeVia('儿童列表', '关闭当前');
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    expect(addressOf(router)).toBe('/dashboard/workplace');
  });
});

describe('tab model', () => {
  const home = { key: '/h', title: '工作台' };
  const tabs = [home, { key: '/a', title: 'A' }, { key: '/b', title: 'B' }, { key: '/c', title: 'C' }];

  it('closes left and right of the target and keeps a surviving active tab', () => {
    expect(closeTabs(tabs, '/b', '/c', 'left', home)).toEqual({ tabs: tabs.slice(2), activeKey: '/c' });
    expect(closeTabs(tabs, '/b', '/c', 'right', home)).toEqual({ tabs: tabs.slice(0, 3), activeKey: '/b' });
    expect(closeTabs(tabs, '/a', '/a', 'current', home)).toEqual({ tabs: [home, tabs[2], tabs[3]], activeKey: '/b' });
    expect(closeTabs(tabs, '/c', '/c', 'current', home)).toEqual({ tabs: tabs.slice(0, 3), activeKey: '/b' });
    expect(closeTabs(tabs, '/b', '/b', 'all', home)).toEqual({ tabs: [home], activeKey: '/h' });
  });

  it('answers the info messages when nothing can be closed', () => {
    expect(closeTabs([home], '/h', '/h', 'current', home).message).toBe('这是最后一个标签，无法关闭');
    expect(closeTabs(tabs, '/h', '/h', 'left', home).message).toBe('左侧没有标签');
    expect(closeTabs(tabs, '/c', '/h', 'right', home).message).toBe('右侧没有标签');
  });
});
