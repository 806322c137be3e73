/**
 * The main layout (req shell-and-accounts §2, §6): the menu shows only the entries the role's permissions open,
 * with role-dependent titles and polled badge counts; the header greets the user and logs out after
 * 提示 / 确认退出登录吗.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { greetingFor } from '../../domain/greeting';
import { PLATFORM_TITLE, PROSECUTOR_PLATFORM_TITLE } from '../../domain/roles';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

async function sider() {
  const banner = await screen.findByTestId('platform-title');
  return { banner, menu: within(banner.closest('.ant-layout-sider') as HTMLElement) };
}

describe('main layout', () => {
  it('gives a child director the children list and their applications, not the review queues', async () => {
    const api = mockApi({ 'GET /api/user/info': { body: userInfo('儿童主任', '王主任') } });
    renderApp('/dashboard/workplace', { signedIn: true });
    const { banner, menu } = await sider();
    expect(banner.textContent).toBe(PLATFORM_TITLE);
    expect(menu.getByText('工作台')).toBeTruthy();
    expect(menu.getByText('儿童管理')).toBeTruthy();
    expect(menu.getByText('儿童列表')).toBeTruthy();
    expect(menu.getByText('我的申请')).toBeTruthy();
    expect(menu.queryByText('儿童信息初审')).toBeNull();
    expect(menu.queryByText('儿童信息终审')).toBeNull();
    expect(menu.queryByText('申请记录')).toBeNull();
    expect(api.callsTo('GET /api/apply/count/for/auditor')).toHaveLength(0);
  });

  it('gives a centre leader the final review queue with its pending count', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 3 } },
    });
    renderApp('/dashboard/workplace', { signedIn: true });
    const { banner, menu } = await sider();
    expect(banner.textContent).toBe(PLATFORM_TITLE);
    expect(menu.getByText('儿童列表')).toBeTruthy();
    expect(menu.getByText('儿童信息终审')).toBeTruthy();
    expect(menu.getByText('申请记录')).toBeTruthy();
    expect(menu.queryByText('儿童信息初审')).toBeNull();
    expect(menu.queryByText('我的申请')).toBeNull();
    await waitFor(() => expect(menu.getAllByText('3').length).toBeGreaterThan(0));
    // two counts: the child applies of the final review, and the 帮扶人员 applies waiting for the same stage
    const asked = api
      .callsTo('GET /api/apply/count/for/auditor')
      .map((c) => [JSON.parse(c.query.get('apply_genres') ?? ''), JSON.parse(c.query.get('apply_states') ?? '')]);
    expect(asked).toHaveLength(2);
    expect(asked).toContainEqual([['儿童创建', '儿童修改'], ['初过']]);
    expect(asked).toContainEqual([['帮扶人员'], ['初过']]);
    expect(menu.getByText('帮扶人员审核')).toBeTruthy();
  });

  it('shows the prosecutor-side title and menu titles for a prosecution leader', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('检察领导') } });
    renderApp('/dashboard/workplace', { signedIn: true });
    const { banner, menu } = await sider();
    expect(banner.textContent).toBe(PROSECUTOR_PLATFORM_TITLE);
    expect(menu.getByText('不良行为未成年人')).toBeTruthy();
    expect(menu.getByText('未成年人列表')).toBeTruthy();
    expect(menu.queryByText('儿童管理')).toBeNull();
  });

  it('shows only the workplace to a role without child permissions', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('系统管理') } });
    renderApp('/dashboard/workplace', { signedIn: true });
    const { menu } = await sider();
    expect(menu.getByText('工作台')).toBeTruthy();
    expect(menu.queryByText('儿童管理')).toBeNull();
  });

  it('greets by hour and logs out after confirmation', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任', '赵六') },
      'POST /api/auth/logout': { body: { ok: true } },
    });
    const { router } = renderApp('/children/childCheck', { signedIn: true });
    const greeting = `${greetingFor(new Date().getHours())}，赵六`;
    expect((await screen.findAllByText(greeting)).length).toBeGreaterThan(0);
    fireEvent.mouseOver(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确认退出登录吗')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(addressOf(router)).toBe('/user/login'));
    expect(api.callsTo('POST /api/auth/logout')[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('cw.session')).toBeNull();
  });

  it('shows 未登录 when the user has no nickname', async () => {
    const info = userInfo('儿童主任');
    mockApi({ 'GET /api/user/info': { body: { ...info, info: { ...info.info, nickname: null } } } });
    renderApp('/dashboard/workplace', { signedIn: true });
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    expect(within(screen.getByTestId('user-menu')).getByText('未登录')).toBeTruthy();
  });
});
