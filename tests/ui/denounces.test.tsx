/**
 * The clue screens (issue 18): a department leader receives a clue dispatched to their department from its drawer;
 * the centre's review list shows the badge of the clues waiting, and a clue's drawer offers 分派, 拒办 (asking for a
 * reason) and 转为工单 for a clue about a child.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const adjunct = {
  id: 31,
  adjunct_denounce: 7,
  adjunct_department: 12,
  department_name: '兴化市民政局',
  adjunct_state: '待收',
  version: 1,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  adjunct_information: {
    history: [{ move: 'dispatch', state: '待收', user: 4, name: '邓浩然', at: '2026-11-20T01:00:00.000Z' }],
  },
};
const clue = (adjuncts: unknown[], state = '办理') => ({
  id: 7,
  denounce_source: '普通',
  denounce_state: state,
  denounce_child: 5,
  child_name: '石*文',
  denounce_user: 4,
  user_name: '邓浩然',
  version: 2,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  adjuncts,
  denounce_information: {
    reporter_name: '王女士',
    reporter_contact: '',
    content: '孩子长期独自在家',
    place: '水关新村',
    happened_at: '2026-11-19T12:00:00.000Z',
    images: [],
  },
});
const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list/for/select': { body: { 部门: [{ id: 12, department_name: '兴化市民政局' }] } },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
});

describe('clues', () => {
  it('lets a department leader receive a clue dispatched to their department', async () => {
    const info = userInfo('部门领导');
    const api = mockApi({
      ...base('部门领导'),
      'GET /api/user/info': { body: { ...info, info: { ...info.info, department_id: 12 } } },
      'GET /api/denounce/adjunct/list/for/mix': { body: { total: 1, list: [clue([adjunct])], image_urls: {} } },
      'GET /api/denounce/adjunct/counts/for/department/sources': { body: { counts: [{ State: '待收', Count: 1 }] } },
      'PUT /api/denounce/adjunct': { body: { id: 31, version: 2 } },
    });
    renderApp('/denounceSub/received', { signedIn: true });
    const row = (await screen.findByText('孩子长期独自在家')).closest('tr') as HTMLElement;
    expect(api.callsTo('GET /api/denounce/adjunct/list/for/mix')[0].query.get('states')).toContain('待收');
    fireEvent.click(within(row).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /接\s*收/ }));
    const confirm = await screen.findByText('接收该线索并开始办理？');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /接\s*收/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/denounce/adjunct')).toHaveLength(1));
    expect(api.callsTo('PUT /api/denounce/adjunct')[0].body).toEqual({ id: 31, version: 1, move: 'receive' });
    expect(await screen.findByText('接收成功')).toBeTruthy();
  });

  it('shows the centre the clues waiting as a badge, and asks a reason to reject one', async () => {
    const entered = clue([], '录入');
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/denounce/count/for/sources/states': { body: { counts: [{ state: '录入', count: 2 }] } },
      'GET /api/denounce/list/for/mix': { body: { total: 1, list: [entered], image_urls: {} } },
      'GET /api/denounce/detail': { body: { detail: entered, image_urls: {} } },
      'PUT /api/denounce/reject': { body: { id: 7, version: 3 } },
    });
    renderApp('/denounce/DenounceList2', { signedIn: true });
    const row = (await screen.findByText('孩子长期独自在家')).closest('tr') as HTMLElement;
    const menuItem = (await screen.findAllByText('线索审核'))
      .map((n) => n.closest('.ant-menu-item'))
      .find(Boolean) as HTMLElement;
    await waitFor(() => expect(within(menuItem).getByText('2')).toBeTruthy());
    fireEvent.click(within(row).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: /转为工单/ })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /分\s*派/ })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /拒\s*办/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('拒办原因')) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写拒办原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('拒办原因'), { target: { value: '经核实不属实' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/denounce/reject')).toHaveLength(1));
    expect(api.callsTo('PUT /api/denounce/reject')[0].body).toEqual({ id: 7, version: 2, reason: '经核实不属实' });
  });
});
