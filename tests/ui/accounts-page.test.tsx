/**
 * The account screens of 系统管理 (issue 15) as the administrator sees them: a /management list asks its
 * role set; 新建用户 checks the form (and whether the cellphone is taken) before it calls the server, then
 * shows the temporary password once; 停用 asks first and sends the version read; the header's 修改密码
 * checks the rule and the repeat; a user with a temporary password sees only the change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/user/list/for/role';
const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [{ id: 101, department_name: '水关居委会', department_parent: 19 }],
    部门: [],
    服务商: [],
  },
};
const account = (id: number, nickname: string, extra: Record<string, unknown> = {}) => ({
  id,
  cellphone: `139000001${id}`,
  nickname,
  role: '公安护航',
  state: '激活',
  department_id: null,
  village_id: null,
  department_name: '兴化市公安局',
  village_name: null,
  contact_cellphone: null,
  must_change_password: false,
  version: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const base = {
  'GET /api/user/info': { body: userInfo('系统管理') },
  'GET /api/department/list/for/select': { body: DEPARTMENTS },
};

describe('user lists of /management', () => {
  it("asks each list's role set and shows the users", async () => {
    const api = mockApi({ ...base, [LIST]: { body: { list: [account(1, '钱警官')], total: 1 } } });
    renderApp('/management/townStreet', { signedIn: true });
    expect(await screen.findByText('钱警官')).toBeTruthy();
    expect(JSON.parse(api.callsTo(LIST)[0].query.get('roles')!)).toEqual(['分委领导', '儿童主任', '儿童社工']);
    expect(screen.getByText('共有 1 条数据')).toBeTruthy();
  });

  it('deactivates a user after a confirm, with the version read', async () => {
    const api = mockApi({
      ...base,
      [LIST]: { body: { list: [account(1, '钱警官')], total: 1 } },
      'PUT /api/user/state': { body: { id: 1, version: 3 } },
    });
    renderApp('/management/policeManage', { signedIn: true });
    const row = (await screen.findByText('钱警官')).closest('tr') as HTMLElement;
    expect(api.callsTo(LIST)[0].query.get('role')).toBe('公安护航');
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/其将立即被退出登录/)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/state')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/state')[0]?.body).toEqual({ id: 1, version: 2, state: '停用' }),
    );
  });
});

describe('新建用户', () => {
  it('checks the form first, refuses a taken cellphone, then shows the temporary password once', async () => {
    const api = mockApi({
      ...base,
      [LIST]: { body: { list: [], total: 0 } },
      'GET /api/user/check/cellphone': (req) => ({
        body: { count: req.query.get('cellphone') === '13900000001' ? 1 : 0 },
      }),
      'POST /api/user': { body: { id: 90, version: 1, password: 'Ab3dEf7hJk' } },
    });
    renderApp('/management/townStreet', { signedIn: true });
    await screen.findByText('暂无用户');
    fireEvent.click(screen.getByRole('button', { name: /新建用户/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '创 建' }));
    expect(await within(dialog).findByText('请输入手机号')).toBeTruthy();
    expect(within(dialog).getByText('请填写姓名')).toBeTruthy();
    const phone = within(dialog).getByLabelText('登录手机号');
    fireEvent.change(phone, { target: { value: '13900000001' } });
    expect(await within(dialog).findByText('该手机号已被使用', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.change(phone, { target: { value: '13911112222' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '孙新' } });
    // 分委领导 is the first role of this list: no village needed
    fireEvent.click(within(dialog).getByRole('button', { name: '创 建' }));
    await waitFor(() => expect(api.callsTo('POST /api/user')).toHaveLength(1));
    expect(api.callsTo('POST /api/user')[0].body).toMatchObject({
      cellphone: '13911112222',
      nickname: '孙新',
      role: '分委领导',
    });
    expect((await screen.findByTestId('issued-password')).textContent).toContain('Ab3dEf7hJk');
  });
});

describe('own password', () => {
  it('修改密码 from the header checks the rule and the repeat before sending', async () => {
    const api = mockApi({
      ...base,
      [LIST]: { body: { list: [], total: 0 } },
      'PUT /api/user/password': { body: { ok: true } },
    });
    renderApp('/dashboard/workplace', { signedIn: true });
    fireEvent.mouseEnter(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByText('修改密码'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('原密码'), { target: { value: 'demo1234' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: '12345678' } });
    fireEvent.change(within(dialog).getByLabelText('再次输入新密码'), { target: { value: '1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(within(dialog).getAllByText('密码至少 8 位，且不能全为数字').length).toBeGreaterThan(1);
    expect(api.callsTo('PUT /api/user/password')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Better2026' } });
    fireEvent.change(within(dialog).getByLabelText('再次输入新密码'), { target: { value: 'Better2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/password')[0]?.body).toEqual({
        old_password: 'demo1234',
        new_password: 'Better2026',
      }),
    );
  });

  it('shows a user with a temporary password only the change', async () => {
    const info = userInfo('儿童主任');
    mockApi({ 'GET /api/user/info': { body: { ...info, info: { ...info.info, must_change_password: true } } } });
    renderApp('/dashboard/workplace', { signedIn: true });
    expect(await screen.findByText('请先修改初始密码')).toBeTruthy();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });
});
