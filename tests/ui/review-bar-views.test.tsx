/**
 * Screens that help the work (issue 29): a reviewer's moves sit in the 审核操作 bar (the task review here; the apply and
 * risk reviews use the same ActionBar), and 会议记录 opens a meeting read-only with 查看, changing nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const finishedTask = {
  id: 8,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state: '办结',
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '72时',
  date_begin: '2026-11-20T01:00:00.000Z',
  date_limit: '2026-11-27T01:00:00.000Z',
  date_end: null,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 2,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  information: {
    task_code: 'GD20261120000008',
    task_name: '入户走访',
    task_description: '',
    task_address: '',
    task_longitude: null,
    task_latitude: null,
    task_score: 0,
    task_volunteer_name: '赵秀英',
    task_volunteer_cellphone: '13500000001',
    task_child_name: '陈*华',
    child_name: '陈*华',
    task_begin_timestamp: 1,
    task_limit_timestamp: 2,
    task_end_timestamp: null,
    verify_history: [],
    task_punchs: [],
  },
  image_urls: {},
};

describe('review bar and read-only views', () => {
  it('puts a task reviewer’s moves in the 审核操作 bar, and names the task in its tab', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/task/detail': { body: { detail: finishedTask } },
    });
    renderApp('/taskList/TaskDetail?id=8', { signedIn: true });
    const bar = await screen.findByRole('region', { name: '审核操作' }, { timeout: 25_000 });
    expect(within(bar).getByRole('button', { name: '初审通过' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /^退\s*回$/ })).toBeTruthy();
    expect(screen.getAllByTestId('tab-label').map((t) => t.textContent)).toContain('工单详情 · 入户走访');
  }, 60_000);

  it('opens a meeting read-only with 查看 and sends nothing', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
      'GET /api/department/list/for/select': { body: {} },
      'GET /api/meeting/list/for/mix': {
        body: {
          total: 1,
          image_urls: {},
          list: [
            {
              id: 5,
              version: 1,
              department_id: 1,
              department_name: '昭阳街道',
              meeting_datetime: '2026-11-20T02:00:00.000Z',
              meeting_information: {
                meeting_title: '联席会议',
                meeting_place: '会议室',
                meeting_host: '周主任',
                meeting_attendees: ['儿童主任', '民警'],
                meeting_minutes: '讨论了留守儿童走访安排',
                meeting_images: [],
              },
              created_at: '2026-11-20T02:00:00.000Z',
              updated_at: '2026-11-20T02:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/meeting/MeetingList', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /^查\s*看$/ }, { timeout: 25_000 }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('讨论了留守儿童走访安排')).toBeTruthy();
    expect(within(drawer).getByText('儿童主任、民警')).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  }, 60_000);
});
