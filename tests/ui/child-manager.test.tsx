/**
 * 更换负责人 on a child (issue 16; req tasks §6.2): the centre picks a director or social worker of the child's
 * village (volunteers are not offered), and the change goes with the version read; a director has no button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const routes = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/child/detail': {
    body: {
      detail: {
        id: 3,
        version: 4,
        manager: 2,
        department_id: 1,
        village_id: 9,
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
  'GET /api/user/list/for/village/role/keyword': {
    body: {
      total: 3,
      list: [
        { id: 2, nickname: '赵梓萱', role: '儿童主任', state: '激活', information: null },
        { id: 7, nickname: '孙明', role: '儿童社工', state: '激活', information: null },
        { id: 40, nickname: '赵秀英', role: '志愿人员', state: '激活', information: null },
      ],
    },
  },
  'PUT /api/child/manager': { body: { id: 3, version: 5 } },
});

describe('更换负责人', () => {
  it('lets the centre give the child to a social worker of its village', async () => {
    const api = mockApi(routes('中心管理'));
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /更换负责人/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '新的负责人' }));
    expect(await screen.findByText('赵梓萱（儿童主任） · 当前负责人')).toBeTruthy();
    expect(screen.queryByText(/赵秀英/)).toBeNull();
    fireEvent.click(screen.getByText('孙明（儿童社工）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /更\s*换/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/child/manager')).toHaveLength(1));
    expect(api.callsTo('PUT /api/child/manager')[0].body).toEqual({ id: 3, version: 4, manager: 7 });
    expect(api.callsTo('GET /api/user/list/for/village/role/keyword')[0].query.get('village')).toBe('9');
  });

  it('offers a director no such button', async () => {
    mockApi(routes('儿童主任'));
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    await screen.findByRole('tab', { name: '帮扶计划' });
    expect(screen.queryByRole('button', { name: /更换负责人/ })).toBeNull();
  });
});
