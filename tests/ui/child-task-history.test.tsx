/**
 * 历史工单 of a child (req tasks §2; issue 16): the finished tasks of the child, asked with the history states,
 * newest end first, 10 a page; a row opens the task with its check-ins, whose photos show through their signed
 * URLs; 返回 closes it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const PHOTO = 'image/2026-11-25/1.png';
const task = {
  id: 8,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state: '终过',
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '正常',
  date_begin: '2026-11-20T01:00:00.000Z',
  date_limit: '2026-11-27T01:00:00.000Z',
  date_end: '2026-11-21T03:00:00.000Z',
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 4,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-22T01:00:00.000Z',
  information: {
    task_code: 'GD20261120000008',
    task_name: '入户走访',
    task_description: '了解学习情况',
    task_address: '',
    task_longitude: null,
    task_latitude: null,
    task_score: 5,
    task_volunteer_name: '赵秀英',
    task_volunteer_cellphone: '13500000001',
    task_child_name: '陈*华',
    child_name: '陈*华',
    task_begin_timestamp: 1,
    task_limit_timestamp: 2,
    task_end_timestamp: 3,
    verify_history: [],
    task_punchs: [
      {
        check_datetime: '2026-11-21T02:00:00.000Z',
        check_address: '水关路8号',
        punch_address: '水关居委会',
        check_description: '辅导作业',
        check_image: [{ url: PHOTO }],
        check_longitude: 119.85,
        check_latitude: 32.9,
      },
    ],
  },
  image_urls: { [PHOTO]: `/files/${PHOTO}?expires=1&signature=abc` },
};

/** The centre leader on child 3, whose history holds `task`. */
const ROUTES = {
  'GET /api/user/info': { body: userInfo('中心领导') },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/child/detail': {
    body: {
      detail: {
        id: 3,
        version: 1,
        department_name: '昭阳街道',
        village_name: '水关居委会',
        level: '零级',
        updated_at: '2026-11-20T01:00:00.000Z',
        labels: [],
        character_cs: true,
        information: { important: { child_name: '陈*华' }, investigate_cs: {} },
        image_urls: {},
      },
    },
  },
  'GET /api/task/list/for/mix': { body: { list: [task], total: 1 } },
};

describe('历史工单', () => {
  it("lists the child's finished tasks and opens one with its check-ins", async () => {
    const api = mockApi(ROUTES);
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    fireEvent.click(await screen.findByRole('tab', { name: '历史工单' }));
    const row = (await screen.findByText('赵秀英')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('13500000001');
    const q = api.callsTo('GET /api/task/list/for/mix')[0].query;
    expect([q.get('child'), JSON.parse(q.get('states')!), q.get('size'), q.get('order_field')]).toEqual([
      '3',
      ['办结', '初过', '终退', '终过', '评价'],
      '10',
      'date_end',
    ]);
    fireEvent.click(row);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('GD20261120000008')).toBeTruthy();
    expect(within(drawer).getByText('辅导作业')).toBeTruthy();
    expect(within(drawer).getByAltText('打卡照片').getAttribute('src')).toContain('signature=abc');
    fireEvent.click(within(drawer).getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.queryByText('GD20261120000008')).toBeNull());
  });

  it("shows the centre the child's work orders in tab 11 (关爱保护) in read mode", async () => {
    const api = mockApi(ROUTES);
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    fireEvent.click(await screen.findByRole('tab', { name: '关爱保护（即群团组织和社会关爱）' }));
    const row = (await screen.findByText('赵秀英')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('13500000001');
    await waitFor(() =>
      expect(api.callsTo('GET /api/task/list/for/mix').some((c) => c.query.get('child') === '3')).toBe(true),
    );
  });
});
