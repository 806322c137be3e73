/**
 * The generic list page with the children config (req shell-and-accounts §10, req children §9) and the review-queue config:
 * rows, the total text 共有 N 条数据, page size 20, the empty state, filters (the village filter lists
 * the chosen town's villages and is cleared when the town changes), row actions, and a failed call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockRequest } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/child/list/for/department/village/level/character/genre/keyword';

function child(id: number, name: string) {
  return {
    id,
    child_name: name,
    child_idnumber: '321281********1234',
    child_gender: '男',
    department_name: '昭阳街道',
    village_name: '五里村',
    level: '零级',
    character_cs: true,
    character_ow: false,
    character_gta: false,
    updated_at: '2024-05-01T08:30:00.000Z',
    version: 1,
  };
}

const DEPARTMENTS = {
  data: {
    镇街委员会: [
      { id: 19, department_name: '昭阳街道', department_parent: 0 },
      { id: 20, department_name: '戴南镇', department_parent: 0 },
    ],
    社区村居: [
      { id: 101, department_name: '五里村', department_parent: 19 },
      { id: 102, department_name: '南门社区', department_parent: 19 },
      { id: 201, department_name: '戴窑村', department_parent: 20 },
    ],
  },
};

/** Opens the select showing `shown` (its placeholder or current value) and picks `option`. */
async function pick(shown: string, option: string) {
  const inSelect = (el: Element | null) => !!el?.closest('.ant-select-selector');
  const select = (await screen.findAllByText(shown)).find(inSelect)?.closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

describe('children list', () => {
  it('renders the rows and the total of the answer, 20 a page', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      [LIST]: { body: { list: [child(1, '张小明'), child(2, '李小红')], total: 42 } },
    });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    expect(await screen.findByText('张小明')).toBeTruthy();
    expect(screen.getByText('李小红')).toBeTruthy();
    expect(screen.getByText('共有 42 条数据')).toBeTruthy();
    expect(screen.getAllByText('困境儿童').length).toBe(2);
    const call = api.callsTo(LIST)[0];
    expect(call.query.get('page')).toBe('1');
    expect(call.query.get('size')).toBe('20');
    expect(call.query.has('village')).toBe(false);
    const row = screen.getByText('张小明').closest('tr') as HTMLElement;
    expect(within(row).getByText('查看').getAttribute('href')).toBe(
      `/childDetail/childTables?id=1&state=${encodeURIComponent('仅查看')}&genre=cs`,
    );
    expect(screen.getByRole('button', { name: /创建儿童/ })).toBeTruthy();
  });

  it('shows the empty state and no create button for a role that may not create', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('分委领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      [LIST]: { body: { list: [], total: 0 } },
    });
    renderApp('/children/ChildrenListLeader', { signedIn: true });
    expect(await screen.findByText('本镇暂无儿童数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /创建儿童/ })).toBeNull();
  });

  it('filters by town, then village of that town, and clears the village when the town changes', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      [LIST]: { body: { list: [child(1, '张小明')], total: 1 } },
    });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    await screen.findByText('张小明');
    const last = (): MockRequest => api.callsTo(LIST).at(-1)!;

    await pick('请选择乡镇', '昭阳街道');
    await waitFor(() => expect(last().query.get('department')).toBe('19'));
    await pick('请选择村居', '南门社区');
    expect(screen.queryByTitle('戴窑村')).toBeNull();
    await waitFor(() => expect(last().query.get('village')).toBe('102'));

    await pick('昭阳街道', '戴南镇');
    await waitFor(() => expect(last().query.get('department')).toBe('20'));
    expect(last().query.has('village')).toBe(false);
    expect(screen.getByText('请选择村居')).toBeTruthy();
  });

  it('searches by keyword and shows a failed call with 重试', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      [LIST]: () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误，请稍后重试' } }
          : { body: { list: [child(3, '王小刚')], total: 1 } },
    });
    renderApp('/children/ChildrenList', { signedIn: true });
    expect(await screen.findByText('服务器内部错误，请稍后重试')).toBeTruthy();
    fail = false;
    fireEvent.change(screen.getByPlaceholderText('完整姓名或身份证号'), { target: { value: ' 王小刚 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('王小刚')).toBeTruthy();
    expect(api.callsTo(LIST).at(-1)!.query.get('keyword')).toBe('王小刚');
  });
});

describe('central error handling', () => {
  it('announces a 403 with the server message once, in a notification', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      [LIST]: { status: 403, body: { code: 'FORBIDDEN', message: '您没有权限查看该乡镇的儿童' } },
    });
    renderApp('/children/ChildrenList', { signedIn: true });
    await waitFor(() =>
      expect(document.querySelector('.ant-notification')?.textContent).toContain('您没有权限查看该乡镇的儿童'),
    );
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  });
});

describe('review queue', () => {
  it('lists the applies waiting for the first review with 审核 links', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('分委领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 1 } },
      'GET /api/apply/list/for/auditor': {
        body: {
          total: 1,
          list: [
            {
              id: 5,
              child_name: '陈小华',
              department_name: '昭阳街道',
              village_name: '五里村',
              applicant_name: '王主任',
              apply_genre: '儿童创建',
              apply_state: '申请',
              created_at: '2024-05-02T01:00:00.000Z',
              apply_information: {},
              version: 1,
            },
          ],
        },
      },
    });
    renderApp('/children/ChildFirstTrial', { signedIn: true });
    const row = (await screen.findByText('陈小华')).closest('tr') as HTMLElement;
    // the state as its word (domain/state-words.ts: 申请 reads 待初审; issue 29)
    for (const text of ['昭阳街道', '五里村', '王主任', '儿童创建', '待初审'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText('审核').getAttribute('href')).toBe(
      `/childDetail/childTables?apply=5&state=${encodeURIComponent('审核')}&genre=cs`,
    );
    expect(screen.getByText('共有 1 条数据')).toBeTruthy();
    const call = api.callsTo('GET /api/apply/list/for/auditor')[0];
    expect(JSON.parse(call.query.get('apply_states')!)).toEqual(['申请']);
    expect(JSON.parse(call.query.get('apply_genres')!)).toEqual(['儿童创建', '儿童修改']);
  });
});
