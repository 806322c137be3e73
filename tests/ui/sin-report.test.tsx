/**
 * SinList (动态管理; issue 17, req gta §8.3): asks for the minors named in a case (sins=true); an escort
 * department reports a case from its toolbar (上报动态事件) with the minors it names, told how many were
 * matched; the roles that report nothing see no such button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/child/list/for/department/village/level/character/genre/keyword';
const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/department/list/for/flag': { body: { department: [], village: [] } },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
  [LIST]: { body: { list: [], total: 0 } },
});

describe('SinList', () => {
  it('lets 公安护航 report a case naming a minor, and says how many were matched', async () => {
    const api = mockApi({
      ...base('公安护航'),
      'POST /api/sin': { body: { id: 3, version: 1, matched: 1, unmatched: 0 } },
    });
    renderApp('/children/SinList', { signedIn: true });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(api.callsTo(LIST)[0].query.get('sins')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: /上报动态事件/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/公安局/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s*报/ }));
    expect(await within(dialog).findByText('请选择行为类型')).toBeTruthy();
    expect(await within(dialog).findByText('请输入事件名称')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByTitle('夜不归宿'));
    fireEvent.change(within(dialog).getByLabelText('事件名称'), { target: { value: '深夜网吧检查' } });
    fireEvent.change(within(dialog).getByPlaceholderText('姓名'), { target: { value: '陈小华' } });
    fireEvent.change(within(dialog).getByPlaceholderText('身份证号码'), { target: { value: '32128120100101001x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s*报/ }));
    await waitFor(() => expect(api.callsTo('POST /api/sin')).toHaveLength(1));
    expect(api.callsTo('POST /api/sin')[0].body).toMatchObject({
      sin_genre: '夜不归宿',
      sin_title: '深夜网吧检查',
      subsins: [{ child_name: '陈小华', child_idnumber: '32128120100101001X', subsin_times: 1 }],
    });
    expect(await screen.findByText('上报成功：已匹配 1 人')).toBeTruthy();
  });

  it('offers no report to 检察人员, who only reads', async () => {
    const api = mockApi(base('检察人员'));
    renderApp('/children/SinList', { signedIn: true });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(await screen.findByText('暂无动态管理记录')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上报动态事件/ })).toBeNull();
  });
});
