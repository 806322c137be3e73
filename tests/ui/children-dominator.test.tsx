/**
 * 我督导的儿童 (issue 28): a 分委领导's menu offers the children they supervise (the centre names them 儿童督导员 with
 * PUT /api/child/dominator); the list asks GET /api/child/list/for/dominator/genres/keyword for their own id, shows the
 * list page's empty state, pages 20 at a time, searches and opens a child read-only. Other roles are not offered it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

const LIST = 'GET /api/child/list/for/dominator/genres/keyword';
const MAIN = 'GET /api/child/list/for/department/village/level/character/genre/keyword';
const PATH = '/children/ChildrenListDominator';

const child = (id: number, name: string) => ({
  id,
  child_name: name,
  child_idnumber: '321281*********234',
  child_gender: '女',
  department_id: 19,
  village_id: 101,
  department_name: '昭阳街道',
  village_name: '五里村',
  genre: '正常',
  level: '二级',
  ranking: '二级',
  emphasis: false,
  top: 0,
  character_cs: true,
  character_ow: false,
  character_gta: false,
  character_gta_quit: false,
  girl_level: null,
  escort_level: null,
  deleted_at: null,
  deleted_by_name: null,
  director_name: '赵梓萱',
  helper_names: {},
  labels: [],
  version: 3,
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:30:00.000Z',
});

const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list/for/select': { body: { data: {} } },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
  'GET /api/label/list': { body: { list: [], total: 0 } },
});

async function menuText(): Promise<string> {
  const sider = await waitFor(() => {
    const el = document.querySelector('.ant-layout-sider');
    if (!el?.textContent?.includes('工作台')) throw new Error('no menu yet');
    return el as HTMLElement;
  });
  return sider.textContent ?? '';
}

describe('我督导的儿童', () => {
  it("shows the empty state, asked for the leader's own id, from the menu", async () => {
    const api = mockApi({ ...base('分委领导'), [LIST]: { body: { list: [], total: 0 } } });
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('暂无您督导的儿童')).toBeTruthy();
    expect(await menuText()).toContain('我督导的儿童');
    const q = api.callsTo(LIST)[0].query;
    expect([q.get('dominator'), q.get('page'), q.get('size')]).toEqual(['7', '1', '20']);
    // the main list's export is another call: not offered here
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('pages, searches by keyword and opens a child read-only', async () => {
    const api = mockApi({
      ...base('分委领导'),
      [LIST]: (req) => ({
        body: {
          list: req.query.get('page') === '2' ? [child(21, '周小雨')] : [child(1, '王*花'), child(2, '李小红')],
          total: 21,
        },
      }),
    });
    renderApp(PATH, { signedIn: true });
    const row = (await screen.findByText('王*花')).closest('tr') as HTMLElement;
    expect(screen.getByText('共有 21 条数据')).toBeTruthy();
    expect(within(row).getByText('查看').getAttribute('href')).toBe(
      `/childDetail/childTables?id=1&state=${encodeURIComponent('仅查看')}&genre=cs`,
    );
    expect(within(row).queryByText('修改')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('周小雨')).toBeTruthy();
    expect(api.callsTo(LIST).at(-1)!.query.get('page')).toBe('2');
    fireEvent.change(screen.getByPlaceholderText('完整姓名或身份证号'), { target: { value: '李小红' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('keyword')).toBe('李小红'));
    expect(api.callsTo(LIST).at(-1)!.query.get('dominator')).toBe('7');
  });

  it('is not offered to a role that is no 儿童督导员', async () => {
    mockApi({ ...base('中心领导'), [MAIN]: { body: { list: [], total: 0 } } });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    await screen.findByText('暂无儿童数据');
    expect(await menuText()).not.toContain('我督导的儿童');
  });
});
