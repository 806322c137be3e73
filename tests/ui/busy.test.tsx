/**
 * A 503 (the server shedding load, issue 31, or a proxy with no server behind it) tells the user 系统繁忙，请稍后再试,
 * whatever the body says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('a busy server', () => {
  it('is said as 系统繁忙，请稍后再试', async () => {
    mockApi({ 'POST /api/auth/login': { status: 503, body: { code: 'BUSY', message: 'Service Unavailable' } } });
    renderApp('/user/login');
    fireEvent.change(await screen.findByPlaceholderText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'password-1' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-notification')?.textContent).toContain('系统繁忙，请稍后再试'),
    );
  });
});
