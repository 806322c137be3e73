/**
 * 本镇人员 (/management1/UserlistDepartment, src/features/accounts/town-users-screen.tsx): the town leader sees the
 * directors, social workers and volunteers of their town with state and contact phone, filters by a village of their
 * own town, a role and a keyword (each sent as the call's query), and other roles cannot open it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/user/list/for/village/role/keyword';
const DEPARTMENTS = {
  data: {
    镇街委员会: [
      { id: 19, department_name: '昭阳街道', department_parent: 0 },
      { id: 20, department_name: '戴窑镇', department_parent: 0 },
    ],
    社区村居: [
      { id: 101, department_name: '水关居委会', department_parent: 19 },
      { id: 201, department_name: '戴窑村', department_parent: 20 },
    ],
    部门: [],
    服务商: [],
  },
};
const person = (id: number, nickname: string, role: string, state = '激活', phone?: string) => ({
  id,
  nickname,
  role,
  state,
  information: phone ? { contact_cellphone: phone } : {},
});
const badges = {
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/account/register/count': { body: { count: 0 } },
};

async function pick(placeholder: string, option: string) {
  const select = (await screen.findByText(placeholder)).closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

describe('本镇人员', () => {
  it("lists the town's people and filters by its own villages, a role and a keyword", async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('分委领导') },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      ...badges,
      [LIST]: {
        body: {
          total: 2,
          list: [person(1, '王主任', '儿童主任', '激活', '13911112222'), person(2, '李志愿', '志愿人员', '待审核')],
        },
      },
    });
    renderApp('/management1/UserlistDepartment', { signedIn: true });
    expect(await screen.findByText('王主任')).toBeTruthy();
    expect(screen.getByText('13911112222')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.getByText('共有 2 条数据')).toBeTruthy();
    expect(api.callsTo(LIST)[0].query.get('village')).toBeNull();

    // only the villages of the leader's town (昭阳街道) are offered
    const select = (await screen.findByText('请选择村居')).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
    expect(await screen.findByTitle('水关居委会')).toBeTruthy();
    expect(screen.queryByTitle('戴窑村')).toBeNull();
    fireEvent.click(screen.getByTitle('水关居委会'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('village')).toBe('101'));

    await pick('请选择角色', '志愿人员');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('role')).toBe('志愿人员'));
    expect(api.callsTo(LIST).at(-1)!.query.get('village')).toBe('101');

    const keyword = screen.getByPlaceholderText('姓名或手机号');
    fireEvent.change(keyword, { target: { value: '李' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('keyword')).toBe('李'));
  });

  it('is not open to another role', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      ...badges,
      [LIST]: { body: { total: 0, list: [] } },
    });
    renderApp('/management1/UserlistDepartment', { signedIn: true });
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeTruthy();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
