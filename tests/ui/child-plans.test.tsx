/**
 * 帮扶计划 of a child (req tasks §6.1; issue 16): the child's plans with volunteer, manager and reminders;
 * 新建计划 sends the type, category, volunteer and the reminders typed; 删除 asks first and sends the version
 * read; a role that only reads plans sees no buttons.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const routes = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
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
  'GET /api/plan/list/for/child': { body: { list: [plan], total: 1 } },
  'GET /api/user/list/for/village/role/keyword': {
    body: {
      total: 1,
      list: [{ id: 41, nickname: '钱秀兰', cellphone: '13500000002', role: '志愿人员', state: '激活' }],
    },
  },
  'POST /api/plan': { body: { id: 6, version: 1 } },
  'DELETE /api/plan': { body: { id: 5, version: 3 } },
});

async function openPlans() {
  renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
  fireEvent.click(await screen.findByRole('tab', { name: '帮扶计划' }));
  return (await screen.findByText('每周六上午入户')).closest('tr') as HTMLElement;
}

describe('帮扶计划', () => {
  it('lists the plans and creates one with its reminders', async () => {
    const api = mockApi(routes('儿童主任'));
    const row = await openPlans();
    expect(row.textContent).toContain('赵秀英 13500000001');
    expect(row.textContent).toContain('王志强');
    expect(api.callsTo('GET /api/plan/list/for/child')[0].query.get('child')).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: /新建计划/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '志愿者' }));
    fireEvent.click(await screen.findByText('钱秀兰'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '提醒 1' }), { target: { value: '每月第一周家访' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /添加提醒/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '提醒 2' }), {
      target: { value: '学期中了解在校情况' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await waitFor(() => expect(api.callsTo('POST /api/plan')).toHaveLength(1));
    expect(api.callsTo('POST /api/plan')[0].body).toEqual({
      child: 3,
      type: '常规',
      category: '基层服务',
      volunteer: 41,
      plan_reminds: ['每月第一周家访', '学期中了解在校情况'],
    });
    expect(await screen.findByText('计划已创建')).toBeTruthy();
  });

  it('deletes a plan after a confirmation, with the version read', async () => {
    const api = mockApi(routes('儿童主任'));
    const row = await openPlans();
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(api.callsTo('DELETE /api/plan')).toHaveLength(0);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('删除这个计划？');
    fireEvent.click(within(tooltip).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.callsTo('DELETE /api/plan')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/plan')[0].body).toEqual({ id: 5, version: 2 });
  });

  it('shows a reader the plans without buttons', async () => {
    mockApi(routes('督查人员'));
    const row = await openPlans();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建计划/ })).toBeNull();
  });
});
