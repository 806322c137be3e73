/**
 * 记录查询 (issue 15): the operation records as 系统管理 sees them: rows with user, type and child, counts
 * by type above the table, several types at once as the server's JSON list, a row expanding to what it
 * holds, and 导出 of what is filtered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const record = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  record_user: 5,
  record_child: 7,
  user_nickname: '王管理',
  user_role: '中心管理',
  child_name: '张*明',
  record_type: type,
  record_state: '成功',
  record_datetime: '2026-11-20T02:00:00.000Z',
  record_information: { keyword: '张*明', total: 3 },
  ...extra,
});

describe('记录查询', () => {
  it('lists the records with counts by type, filters by several types, and exports what is filtered', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('系统管理') },
      'GET /api/record/list/for/mix': { body: { list: [record(1, '搜索'), record(2, '删除')], total: 2 } },
      'GET /api/record/statistics': {
        body: {
          total: 2,
          types: [
            { record_type: '搜索', count: 1 },
            { record_type: '删除', count: 1 },
          ],
          states: [{ record_state: '成功', count: 2 }],
        },
      },
      'GET /api/record/export': { body: {} },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    renderApp('/record/RecordList', { signedIn: true });
    const row = (await screen.findAllByText('王管理（中心管理）'))[0].closest('tr') as HTMLElement;
    expect(within(row).getByText('张*明')).toBeTruthy();
    expect((await screen.findByTestId('record-summary')).textContent).toContain('删除 1');

    const select = screen.getByText('请选择类型').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click((await screen.findAllByTitle('删除')).at(-1)!);
    fireEvent.click((await screen.findAllByTitle('导出')).at(-1)!);
    await waitFor(() =>
      expect(JSON.parse(api.callsTo('GET /api/record/list/for/mix').at(-1)!.query.get('types') ?? '[]')).toEqual([
        '删除',
        '导出',
      ]),
    );
    expect(JSON.parse(api.callsTo('GET /api/record/statistics').at(-1)!.query.get('types') ?? '[]')).toEqual([
      '删除',
      '导出',
    ]);

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(api.callsTo('GET /api/record/export')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('GET /api/record/export')[0].query.get('types') ?? '[]')).toEqual(['删除', '导出']);
  });

  it('is not offered to a role without the records permission', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('中心管理') } });
    renderApp('/record/RecordList', { signedIn: true });
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeTruthy();
    expect(document.querySelector('.ant-layout-sider')?.textContent).not.toContain('记录查询');
  });
});
