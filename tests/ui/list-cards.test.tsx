/**
 * The list page on a phone (issue 29 "Volunteers on a phone"): below 576 px a list with a card spec shows each row
 * as a card (what, which child, where, how long is left, the state as a word and the one action), its filters in a
 * 筛选 drawer that still filters, and its pager; at a desktop width the same list is the table it was.
 * The width is jsdom's window.innerWidth, which the matchMedia polyfill of setup.ts answers from.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';
import { stateWordsOf } from '../../domain/state-words';

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

const task = (id: number, state: string, name: string, expire: string) => ({
  id,
  child: 3,
  manager: 2,
  volunteer: 7,
  grade: '普通',
  state,
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire,
  date_begin: '2026-11-10T01:00:00.000Z',
  date_limit: '2026-11-17T01:00:00.000Z',
  date_end: null,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 1,
  created_at: '2026-11-10T01:00:00.000Z',
  updated_at: '2026-11-10T01:00:00.000Z',
  deleted_at: null,
  image_urls: {},
  information: {
    task_code: `GD${id}`,
    task_name: name,
    task_description: '',
    task_address: '',
    task_longitude: null,
    task_latitude: null,
    task_score: 0,
    task_volunteer_name: '张三',
    task_volunteer_cellphone: '13900000003',
    task_child_name: '陈*华',
    child_name: '陈*华',
    task_begin_timestamp: 1,
    task_limit_timestamp: 2,
    task_end_timestamp: null,
    task_punchs: [],
    verify_history: [],
  },
});

const LIST = 'GET /api/task/list/for/mix';
function routes() {
  return {
    'GET /api/user/info': { body: userInfo('志愿人员') },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    [LIST]: { body: { list: [task(8, '办理', '入户走访', '超期'), task(9, '终过', '学业辅导', '正常')], total: 25 } },
  };
}

describe('a list on a phone', () => {
  it('shows each task as a card with its child, place, limit, state word and one action', async () => {
    window.innerWidth = 375;
    const api = mockApi(routes());
    renderApp('/taskList/MyTaskList', { signedIn: true });
    const card = (await screen.findByText('入户走访')).closest('.cw-list-card') as HTMLElement;
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(card.textContent).toContain('陈*华');
    expect(card.textContent).toContain('水关居委会');
    expect(card.textContent).toContain('2026-11-17');
    expect(within(card).getByText('已超期')).toBeTruthy();
    expect(within(card).getByText(stateWordsOf('task')['办理'])).toBeTruthy();
    // the one action: 打卡 on a task in hand, 查看 on a finished one
    expect(
      within(card)
        .getByRole('link', { name: /打\s*卡/ })
        .getAttribute('href'),
    ).toBe('/taskList/TaskDetail?id=8');
    const done = screen.getByText('学业辅导').closest('.cw-list-card') as HTMLElement;
    expect(
      within(done)
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(/\s/g, '')),
    ).toEqual(['查看']);
    expect(screen.getByText('共有 25 条数据')).toBeTruthy();

    // the pager asks the next page
    fireEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    await waitFor(() => expect(api.callsTo(LIST).some((c) => c.query.get('page') === '2')).toBe(true));

    // 筛选: the filters in a drawer, applied as on the desktop
    fireEvent.click(screen.getByRole('button', { name: /筛\s*选/ }));
    const drawer = await waitFor(() => document.querySelector('.ant-drawer-open') as HTMLElement);
    const select = within(drawer).getByRole('combobox', { name: '期限' }).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
    const options = await screen.findAllByTitle('已超期'); // the word of the bucket 超期 (domain/durations.ts)
    fireEvent.click(options[options.length - 1]);
    await waitFor(() =>
      expect(api.callsTo(LIST).some((c) => String(c.query.getAll('expires')).includes('超期'))).toBe(true),
    );
  });

  it('keeps the table at a desktop width', async () => {
    mockApi(routes());
    renderApp('/taskList/MyTaskList', { signedIn: true });
    const row = (await screen.findByText('入户走访')).closest('tr') as HTMLElement;
    expect(row).toBeTruthy();
    expect(within(row).getByRole('link', { name: '打开' })).toBeTruthy();
    expect(document.querySelector('.cw-list-card')).toBeNull();
    expect(screen.queryByRole('button', { name: /筛\s*选/ })).toBeNull();
  });
});
