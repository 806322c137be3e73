/**
 * 系统设置 (req settings §2 configuration): the screen shows the stored settings, checks a change with the shared schema
 * before sending it, saves at the version read (保存成功 only after the server took it), and on a conflict (409) says
 * the server's message and offers 刷新, which loads the settings someone else saved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Settings } from '../../domain/configuration';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/management/configuration';
const VALUE: Settings = {
  badge_poll_seconds: 60,
  summer_begin: '07-01',
  summer_end: '08-31',
  winter_begin: '01-15',
  winter_end: '02-28',
  allowance_min: 0,
  allowance_max: 2000,
};
const row = (version: number, value: Partial<Settings> = {}) => ({
  detail: {
    id: 1,
    configuration_name: '系统设置',
    configuration_value: { ...VALUE, ...value },
    version,
    updated_at: '2026-11-20T01:00:00.000Z',
    updated_by_name: '管理员',
  },
});
const base = {
  'GET /api/user/info': { body: userInfo('系统管理') },
  'GET /api/department/list/for/select': { body: {} },
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('the settings screen', () => {
  it('shows the stored settings and who changed them last', async () => {
    mockApi({
      ...base,
      'GET /api/configuration/detail': { body: row(3, { badge_poll_seconds: 45, winter_end: '02-29' }) },
    });
    renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(input('菜单角标刷新间隔').value).toBe('45'));
    expect([
      input('暑假开始').value,
      input('暑假结束').value,
      input('寒假开始').value,
      input('寒假结束').value,
    ]).toEqual(['07-01', '08-31', '01-15', '02-29']);
    expect(screen.getByText(/上次修改：管理员/)).toBeTruthy();
  });

  it('saves a change at the version read and says so once the server took it', async () => {
    let stored = row(3);
    const api = mockApi({
      ...base,
      'GET /api/configuration/detail': () => ({ body: stored }),
      'PUT /api/configuration': (req) => {
        stored = row(4, (req.body as { configuration_value: Settings }).configuration_value);
        return { body: { id: 1, version: 4 } };
      },
    });
    renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(input('菜单角标刷新间隔').value).toBe('60'));
    fireEvent.change(input('菜单角标刷新间隔'), { target: { value: '30' } });
    fireEvent.change(input('暑假结束'), { target: { value: '08-25' } });
    save();
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(api.callsTo('PUT /api/configuration').map((c) => c.body)).toEqual([
      { id: 1, version: 3, configuration_value: { ...VALUE, badge_poll_seconds: 30, summer_end: '08-25' } },
    ]);
    // the next save goes with the version the server gave
    fireEvent.change(input('寒假开始'), { target: { value: '01-20' } });
    save();
    await waitFor(() => expect(api.callsTo('PUT /api/configuration')).toHaveLength(2));
    expect(api.callsTo('PUT /api/configuration')[1].body).toMatchObject({
      version: 4,
      configuration_value: { winter_begin: '01-20', badge_poll_seconds: 30 },
    });
  });

  it('sends nothing while a setting is wrong, and says which', async () => {
    const api = mockApi({ ...base, 'GET /api/configuration/detail': { body: row(3) } });
    renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(input('暑假开始').value).toBe('07-01'));
    fireEvent.change(input('暑假开始'), { target: { value: '02-30' } });
    fireEvent.change(input('寒假结束'), { target: { value: '01-10' } });
    save();
    expect(await screen.findByText('日期格式应为 MM-DD')).toBeTruthy();
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(api.callsTo('PUT /api/configuration')).toHaveLength(0);
  });

  it("says a conflict with the server's message and 刷新 loads the settings saved meanwhile", async () => {
    let stored = row(3);
    const api = mockApi({
      ...base,
      'GET /api/configuration/detail': () => ({ body: stored }),
      'PUT /api/configuration': {
        status: 409,
        body: { code: 'STALE_VERSION', message: '设置已被他人修改，请刷新后重试' },
      },
    });
    renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(input('菜单角标刷新间隔').value).toBe('60'));
    stored = row(5, { badge_poll_seconds: 90 });
    fireEvent.change(input('菜单角标刷新间隔'), { target: { value: '30' } });
    save();
    expect(await screen.findByText('保存失败：设置已被他人修改，请刷新后重试')).toBeTruthy();
    expect(api.callsTo('PUT /api/configuration')[0].body).toMatchObject({ version: 3 });
    expect(screen.queryByText('保存成功')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(input('菜单角标刷新间隔').value).toBe('90'));
    expect(screen.queryByText('保存失败：设置已被他人修改，请刷新后重试')).toBeNull();
  });
});
