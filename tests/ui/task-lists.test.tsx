/**
 * The task lists of /taskList (issue 16): the readers of tasks find 办理中工单, 已办结工单 and 超期工单 (the
 * volunteers have 我的工单 instead); a list asks its states or expiry, and an overdue task stands out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const row = {
  id: 8,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state: '办理',
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '超期',
  date_begin: '2026-11-10T01:00:00.000Z',
  date_limit: '2026-11-17T01:00:00.000Z',
  date_end: null,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 1,
  created_at: '2026-11-10T01:00:00.000Z',
  updated_at: '2026-11-10T01:00:00.000Z',
  image_urls: {},
  information: {
    task_code: 'GD1',
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
    task_punchs: [],
    verify_history: [],
  },
};

describe('task lists', () => {
  it('lists the overdue tasks for the centre, marked', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心管理') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/task/list/for/mix': { body: { list: [row], total: 1 } },
    });
    renderApp('/taskList/OverdueList', { signedIn: true });
    const name = await screen.findByText('入户走访');
    expect(name.getAttribute('style')).toContain('color');
    expect(screen.getByText('已超期')).toBeTruthy();
    expect(JSON.parse(api.callsTo('GET /api/task/list/for/mix')[0].query.get('expires')!)).toEqual(['超期']);
    const menu = document.querySelector('.ant-layout-sider')!.textContent!;
    for (const title of ['办理中工单', '已办结工单', '超期工单', '帮扶记录']) expect(menu).toContain(title);
  });

  it("gives a volunteer 我的工单, not the readers' lists", async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('志愿人员') },
      'GET /api/task/list/for/mix': { body: { list: [], total: 0 } },
    });
    renderApp('/taskList/MyTaskList', { signedIn: true });
    await screen.findByText('暂无工单');
    await waitFor(() => expect(document.querySelector('.ant-layout-sider')!.textContent).toContain('我的工单'));
    expect(document.querySelector('.ant-layout-sider')!.textContent).not.toContain('办理中工单');
  });
});
