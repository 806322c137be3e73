/**
 * Idle logout (req shell-and-accounts §5.2, §10): the session ends after 10 minutes without activity; activity restarts
 * the count.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { SESSION_IDLE_MS } from '../../domain/constants';
import { useIdleLogout } from '../../src/shell/session/use-idle-logout';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('idle logout', () => {
  it('fires after 10 minutes without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(SESSION_IDLE_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('waits again after the user is active', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(SESSION_IDLE_MS - 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_IDLE_MS - 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
