/**
 * The login page (/user/login, req shell-and-accounts §3): Chinese validation, the server's message on failure
 * (without the session-expired notice a 401 elsewhere gives), the 429 notice, and on success the
 * session is stored and the redirect followed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PLATFORM_TITLE } from '../../domain/roles';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

function fill(cellphone: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: cellphone } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

describe('login page', () => {
  it('shows the platform title and footer', async () => {
    mockApi({});
    renderApp('/user/login');
    expect(await screen.findByRole('heading', { name: PLATFORM_TITLE })).toBeTruthy();
    expect(screen.getByText(new RegExp(`Copyright © \\d{4} ${PLATFORM_TITLE}`))).toBeTruthy();
  });

  it('asks for the cellphone and the password before calling the server', async () => {
    const api = mockApi({});
    renderApp('/user/login');
    await screen.findByPlaceholderText('手机号');
    submit();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    fill('12345', 'x');
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message for wrong credentials and stays on the page', async () => {
    const api = mockApi({
      'POST /api/auth/login': { status: 401, body: { code: 'BAD_CREDENTIALS', message: '手机号或密码错误' } },
    });
    const { router } = renderApp('/user/login');
    await screen.findByPlaceholderText('手机号');
    fill('13900000001', 'wrong-password');
    submit();
    expect(await screen.findByText('手机号或密码错误')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({
      cellphone: '13900000001',
      password: 'wrong-password',
    });
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(localStorage.getItem('cw.session')).toBeNull();
  });

  it('tells the user to slow down on 429', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: '您操作过于频繁，请稍后再试' },
      },
    });
    renderApp('/user/login');
    await screen.findByPlaceholderText('手机号');
    fill('13900000001', 'pw');
    submit();
    await waitFor(() =>
      expect(document.querySelector('.ant-notification')?.textContent).toContain('您操作过于频繁，请稍后再试'),
    );
  });

  it('stores the session and follows the redirect after signing in', async () => {
    const api = mockApi({
      'POST /api/auth/login': {
        body: { token: 'fresh-token', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      },
      'GET /api/user/info': { body: userInfo('中心领导') },
    });
    const { router } = renderApp('/user/login?redirect=%2Fdashboard%2Fworkplace%3Ffrom%3Dmail');
    await screen.findByPlaceholderText('手机号');
    fill('13900000003', 'right-password');
    submit();
    expect(await screen.findByText(/张三，祝您工作顺利/)).toBeTruthy();
    expect(addressOf(router)).toBe('/dashboard/workplace?from=mail');
    expect(JSON.parse(localStorage.getItem('cw.session') ?? '{}').token).toBe('fresh-token');
    expect(api.callsTo('GET /api/user/info')[0].headers.get('authorization')).toBe('Bearer fresh-token');
  });

  it('never follows a redirect to another site', async () => {
    mockApi({
      'POST /api/auth/login': { body: { token: 't', expires_at: new Date(Date.now() + 3_600_000).toISOString() } },
      'GET /api/user/info': { body: userInfo('中心领导') },
    });
    const { router } = renderApp('/user/login?redirect=%2F%2Fevil.example%2Fx');
    await screen.findByPlaceholderText('手机号');
    fill('13900000003', 'pw');
    submit();
    await waitFor(() => expect(addressOf(router)).toBe('/dashboard/workplace'));
  });
});
