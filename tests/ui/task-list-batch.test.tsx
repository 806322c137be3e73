/**
 * The /taskList family's variants and batch actions (issue 16): the centre ticks tasks in hand and gives them to
 * another volunteer (批量改派, all in one call); a director's 待审核工单 asks for the tasks waiting for a first
 * review and passes the ticked ones (初过) after a confirmation; a deleted list asks for the deleted tasks and
 * offers no 查看; on a phone-sized screen the menu is a drawer opened from the header.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

const task = (id: number, state: string, name: string) => ({
  id,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state,
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '正常',
  date_begin: '2026-11-10T01:00:00.000Z',
  date_limit: '2026-12-17T01:00:00.000Z',
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
});
const base = (role: Parameters<typeof userInfo>[0], list: unknown[]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list': { body: { list: [] } },
  'GET /api/task/list/for/mix': { body: { list, total: list.length } },
  'GET /api/user/list/for/village/role/keyword': {
    body: { total: 1, list: [{ id: 41, nickname: '钱秀兰', role: '志愿人员', state: '激活', information: null }] },
  },
  'PUT /api/task/for/ids/with/volunteer': { body: { count: 2 } },
  'PUT /api/task/for/ids/with/state': { body: { count: 1 } },
});
const tick = (name: string) =>
  fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));

describe('task list variants', () => {
  it('gives the ticked tasks in hand to another volunteer in one call', async () => {
    const api = mockApi(
      base('中心管理', [task(8, '办理', '入户走访'), task(9, '办理', '学业辅导'), task(10, '终退', '心理疏导')]),
    );
    renderApp('/taskList/ProcessListCenter', { signedIn: true });
    await screen.findByText('入户走访');
    const reassign = screen.getByRole('button', { name: '批量改派' });
    expect(reassign.hasAttribute('disabled')).toBe(true);
    tick('入户走访');
    tick('学业辅导');
    expect(await screen.findByText('已选 2 项')).toBeTruthy();
    fireEvent.click(reassign);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '志愿者' }));
    fireEvent.click(await screen.findByText('钱秀兰'));
    fireEvent.click(within(dialog).getByRole('button', { name: /改\s*派/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/task/for/ids/with/volunteer')).toHaveLength(1));
    expect(api.callsTo('PUT /api/task/for/ids/with/volunteer')[0].body).toEqual({ ids: [8, 9], volunteer: 41 });
    expect(await screen.findByText('已改派 2 个工单')).toBeTruthy();
  });

  it('lists a director the tasks waiting for a first review and passes the ticked ones after a confirmation', async () => {
    const api = mockApi(base('儿童主任', [task(11, '办结', '生活照料')]));
    renderApp('/taskList/CompletedListCheck', { signedIn: true });
    await screen.findByText('生活照料');
    expect(JSON.parse(api.callsTo('GET /api/task/list/for/mix')[0].query.get('states')!)).toEqual(['办结']);
    tick('生活照料');
    fireEvent.click(screen.getByRole('button', { name: '批量审核通过' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('确定将所选 1 个工单审核通过？');
    fireEvent.click(within(tip).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/task/for/ids/with/state')).toHaveLength(1));
    expect(api.callsTo('PUT /api/task/for/ids/with/state')[0].body).toEqual({ ids: [11], state: '初过' });
  });

  it('asks the deleted tasks of a deleted list, with their time and no 查看', async () => {
    const api = mockApi(
      base('中心领导', [{ ...task(12, '办理', '已删任务'), deleted_at: '2026-11-20T02:00:00.000Z' }]),
    );
    renderApp('/taskList/DeleteListCenter', { signedIn: true });
    const row = (await screen.findByText('已删任务')).closest('tr') as HTMLElement;
    expect(api.callsTo('GET /api/task/list/for/mix')[0].query.get('deleted')).toBe('true');
    expect(row.textContent).toContain('2026-11-20');
    expect(within(row).queryByText('查看')).toBeNull();
  });

  it('opens the menu as a drawer from the header on a phone-sized screen', async () => {
    window.innerWidth = 375;
    mockApi(base('志愿人员', []));
    renderApp('/taskList/MyTaskList', { signedIn: true });
    await screen.findByText('暂无工单');
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    const drawer = await waitFor(() => document.querySelector('.ant-drawer') as HTMLElement);
    await waitFor(() => expect(drawer.textContent).toContain('我的工单'));
    expect(drawer.textContent).toContain('已完成工单');
  });
});
