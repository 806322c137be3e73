/**
 * The route guard (req shell-and-accounts §4.1): signed-out users go to login with the original address as redirect;
 * a signed-in user on the login page follows the redirect; a failed user-info call shows
 * 错误 / 请求用户信息失败，请重试 and signs out; a 401 says 登录已过期; unknown paths show 404; a page the
 * role may not open shows 403.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, TOKEN, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('route guard', () => {
  it('sends a signed-out user to login with the original address as redirect', async () => {
    const api = mockApi({});
    const { router } = renderApp('/children/ChildrenList?keyword=abc');
    expect(await screen.findByPlaceholderText('手机号')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/children/ChildrenList?keyword=abc',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends other /user/ addresses to the login page', async () => {
    mockApi({});
    // /user/recover has no screen (req shell-and-accounts §3); /user/register has one now
    const { router } = renderApp('/user/recover');
    await screen.findByPlaceholderText('手机号');
    expect(addressOf(router)).toBe('/user/login');
  });

  it('follows the redirect when a signed-in user opens the login page', async () => {
    const api = mockApi({ 'GET /api/user/info': { body: userInfo('中心领导') } });
    const { router } = renderApp('/user/login?redirect=%2Fno%2Fsuch%2Fpage', { signedIn: true });
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(addressOf(router)).toBe('/404');
    expect(api.callsTo('GET /api/user/info')[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('lands on the workplace from the root', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('儿童主任', '李四') } });
    const { router } = renderApp('/', { signedIn: true });
    expect(await screen.findByText(/李四，祝您工作顺利/)).toBeTruthy();
    expect(addressOf(router)).toBe('/dashboard/workplace');
  });

  it('signs out with 错误 / 请求用户信息失败，请重试 when user info fails', async () => {
    mockApi({
      'GET /api/user/info': { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误，请稍后重试' } },
    });
    const { router } = renderApp('/children/ChildrenList', { signedIn: true });
    expect(await screen.findByText('请求用户信息失败，请重试')).toBeTruthy();
    expect(screen.getByText('错误')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/children/ChildrenList');
    expect(localStorage.getItem('cw.session')).toBeNull();
  });

  it('rejects user info without roles like a failed call', async () => {
    mockApi({ 'GET /api/user/info': { body: { ...userInfo('中心领导'), roles: [] } } });
    const { router } = renderApp('/dashboard/workplace', { signedIn: true });
    expect(await screen.findByText('请求用户信息失败，请重试')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('says 登录已过期 and goes to login with redirect on a 401', async () => {
    mockApi({
      'GET /api/user/info': { status: 401, body: { code: 'UNAUTHORIZED', message: '登录已过期，请重新登录' } },
    });
    const { router } = renderApp('/children/ChildExamine', { signedIn: true });
    expect(await screen.findByText('登录已过期，请重新登录')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/children/ChildExamine');
    expect(screen.queryByText('请求用户信息失败，请重试')).toBeNull();
  });

  it('shows 404 for an unknown path and 403 for a page the role may not open', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('儿童主任') } });
    const { router } = renderApp('/children/ChildExamine', { signedIn: true });
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeTruthy();
    await router.navigate('/what/ever');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(addressOf(router)).toBe('/404');
  });

  it('redirects /childDetail to /childDetail/childTables keeping the query string', async () => {
    mockApi({ 'GET /api/user/info': { body: userInfo('中心领导') } });
    const { router } = renderApp('/childDetail?id=3&genre=cs', { signedIn: true });
    await waitFor(() => expect(addressOf(router)).toBe('/childDetail/childTables?id=3&genre=cs'));
  });
});
