/**
 * 综合评价 of a marginal minor (issue 17): the appraisers see the evaluations with their authors' titles, add one
 * (result and content, one entry per call), and may change or delete only the entries the server marks theirs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, role: string, title: string, mine: boolean) => ({
  appraise_id: id,
  user: 1,
  username: role === '检察领导' ? '李明' : '王芳',
  role,
  role_title: title,
  result: '一般',
  content: `${role}的评价`,
  datetime: 1_764_000_000,
  mine_to_change: mine,
});

describe('综合评价', () => {
  it('lists the evaluations and adds one', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('公安护航') },
      'GET /api/child/detail': {
        body: {
          detail: {
            id: 5,
            version: 1,
            department_name: '昭阳街道',
            village_name: '水关居委会',
            level: '零级',
            updated_at: '2026-11-20T01:00:00.000Z',
            labels: [],
            character_gta: true,
            information: { important: { child_name: '陈*华' }, investigate_gta: {} },
            image_urls: {},
          },
        },
      },
      'GET /api/child/appraise/list': {
        body: {
          list: [
            entry('aaaaaaaaaaaa', '检察领导', '项目中心管理员', false),
            entry('bbbbbbbbbbbb', '公安护航', '公安护航', true),
          ],
        },
      },
      'POST /api/child/appraise': { body: { list: [] } },
    });
    renderApp('/childDetail/childTables?id=5&state=仅查看&genre=gta', { signedIn: true });
    fireEvent.click(await screen.findByRole('tab', { name: '综合评价' }));
    const lead = (await screen.findByText('李明（项目中心管理员）')).closest('tr') as HTMLElement;
    expect(within(lead).queryByRole('button', { name: '修改' })).toBeNull();
    const own = screen.getByText('王芳（公安护航）').closest('tr') as HTMLElement;
    expect(within(own).getByRole('button', { name: '修改' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /添加评价/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('好'));
    fireEvent.change(within(dialog).getByLabelText('评价内容'), { target: { value: '近期表现稳定' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/child/appraise')).toHaveLength(1));
    expect(api.callsTo('POST /api/child/appraise')[0].body).toEqual({ id: 5, result: '好', content: '近期表现稳定' });
    expect(await screen.findByText('创建成功')).toBeTruthy();
  });
});
