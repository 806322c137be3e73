/**
 * The print views of a plan (issue 16): the sheet of the plan's own print category by default (基层服务 →
 * 基层服务记录表, with the child's tasks of that type done so far), and the other three chosen above it: a row
 * per day of July and August (暑期每日), a row per week of a twenty-week term (学期每周).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const plan = {
  id: 5,
  child: 3,
  child_name: '陈*华',
  type: '常规',
  category: '基层服务',
  volunteer: 40,
  manager: 2,
  version: 2,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-22T01:00:00.000Z',
  plan_information: {
    plan_volunteer: 40,
    plan_manager: 2,
    plan_volunteer_name: '赵秀英',
    plan_volunteer_cellphone: '13500000001',
    plan_manager_name: '王志强',
    plan_manager_cellphone: '13900000001',
    plan_reminds: ['每周六上午入户'],
  },
};
const task = {
  id: 8,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state: '终过',
  genre: '常规',
  audit: '未检',
  category: '基层服务',
  expire: '正常',
  date_begin: '2026-11-20T01:00:00.000Z',
  date_limit: '2026-11-27T01:00:00.000Z',
  date_end: '2026-11-21T03:00:00.000Z',
  department_name: null,
  village_name: null,
  manager_name: null,
  version: 4,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-22T01:00:00.000Z',
  deleted_at: null,
  image_urls: {},
  information: {
    task_code: 'GD8',
    task_name: '入户走访',
    task_description: '',
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
        check_address: '家中',
        punch_address: '',
        check_description: '辅导作业',
        check_image: [],
        check_longitude: 1,
        check_latitude: 1,
      },
    ],
  },
};

describe('plan print views', () => {
  it("prints the plan's own category with its tasks, and the daily and weekly sheets", async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/plan/detail': { body: { detail: plan } },
      'GET /api/task/list/for/mix': { body: { list: [task], total: 1 } },
    });
    renderApp('/taskList/PlanPrint?id=5', { signedIn: true });
    const sheet = await screen.findByRole('article', { name: '基层服务记录表' });
    expect(sheet.textContent).toContain('陈*华');
    expect(sheet.textContent).toContain('每周六上午入户');
    expect(await within(sheet).findByText('入户走访：辅导作业')).toBeTruthy();
    const q = api.callsTo('GET /api/task/list/for/mix')[0].query;
    expect([q.get('child'), JSON.parse(q.get('genres')!), JSON.parse(q.get('categorys')!)]).toEqual([
      '3',
      ['常规'],
      ['基层服务'],
    ]);

    fireEvent.click(screen.getByRole('radio', { name: '暑期每日' }));
    const summer = await screen.findByRole('article', { name: '暑期每日走访记录表' });
    expect(summer.querySelectorAll('tbody')[1].querySelectorAll('tr')).toHaveLength(62);
    fireEvent.click(screen.getByRole('radio', { name: '学期每周' }));
    const term = await screen.findByRole('article', { name: '学期每周走访记录表' });
    expect(within(term).getByText('第 20 周')).toBeTruthy();
    expect(screen.getByRole('button', { name: /打\s*印$/ })).toBeTruthy();
  });
});
