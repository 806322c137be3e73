/**
 * The tab strip stays bounded and names its records (issue 29): at most MAX_TABS tabs, opening another closes the
 * one shown longest ago (never the workplace, never the page shown), and a detail page's tab names the record as the
 * screen shows it (儿童详情 · 陈*华).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MAX_TABS, openTab, renameTab, tabTitle, type Tab } from '../../src/shell/layout/tab-model';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const tabLabels = () => screen.queryAllByTestId('tab-label').map((el) => el.textContent);

describe('tab model bound', () => {
  const open = (tabs: Tab[], key: string, seen: number) => openTab(tabs, { key, title: key, seen }, ['/h'], 3);

  it('closes the tab shown longest ago, never a pinned one or the one opened', () => {
    let tabs: Tab[] = [{ key: '/h', title: '/h', seen: 0 }];
    tabs = open(tabs, '/a', 1);
    tabs = open(tabs, '/b', 2);
    // /a shown again: /b is now the one shown longest ago (besides the pinned workplace)
    tabs = open(tabs, '/a', 3);
    tabs = open(tabs, '/c', 4);
    expect(tabs.map((t) => t.key)).toEqual(['/h', '/a', '/c']);
    tabs = open(tabs, '/d', 5);
    expect(tabs.map((t) => t.key)).toEqual(['/h', '/c', '/d']);
  });

  it('renames a tab for its record and leaves other tabs alone', () => {
    const tabs: Tab[] = [
      { key: '/h', title: '工作台' },
      { key: '/c?id=3', title: '儿童详情' },
    ];
    expect(renameTab(tabs, '/c?id=3', tabTitle('儿童详情', '陈*华'))[1].title).toBe('儿童详情 · 陈*华');
    expect(renameTab(tabs, '/x', 'X')).toBe(tabs);
    expect(tabTitle('儿童详情', undefined)).toBe('儿童详情');
  });
});

describe('tab strip in the shell', () => {
  it(`keeps at most ${MAX_TABS} tabs, closing the oldest and keeping 工作台`, async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/apply/list/for/auditor': { body: { list: [], total: 0 } },
    });
    const { router } = renderApp('/dashboard/workplace', { signedIn: true });
    await waitFor(() => expect(tabLabels()).toEqual(['工作台']));
    // each address is a tab (path and query): the same light page at eleven addresses
    const addresses = Array.from({ length: MAX_TABS }, (_, i) => `/children/HelpCheck?n=${i + 1}`);
    for (const address of addresses) await act(() => router.navigate(address));
    await waitFor(() => expect(tabLabels()).toHaveLength(MAX_TABS));
    const keys = screen.getAllByTestId('tab-label').map((el) => el.getAttribute('href'));
    // the first page opened went first; the workplace and the page shown stay
    expect(keys[0]).toBe('/dashboard/workplace');
    expect(keys).not.toContain('/children/HelpCheck?n=1');
    expect(keys[keys.length - 1]).toBe(`/children/HelpCheck?n=${MAX_TABS}`);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      `/children/HelpCheck?n=${MAX_TABS}`,
    );
  }, 60_000);

  it('names the child in the tab of its detail, masked as the screen shows it', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('志愿人员') },
      'GET /api/child/detail': {
        body: {
          detail: {
            id: 3,
            version: 1,
            child_name: '陈*华',
            child_idnumber: '321281*********123',
            department_name: '昭阳街道',
            village_name: '水关居委会',
            level: '零级',
            escort_level: null,
            girl_level: null,
            character_cs: true,
            helpers: {},
            assistants: [],
            updated_at: '2026-11-20T01:00:00.000Z',
            labels: [],
            information: {},
            image_urls: {},
          },
        },
      },
      'GET /api/task/list/for/mix': { body: { total: 0, list: [] } },
      'GET /api/plan/list/for/child': { body: { total: 0, list: [] } },
    });
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    await waitFor(() => expect(tabLabels()).toEqual(['儿童详情 · 陈*华']), { timeout: 25_000 });
  });
});
