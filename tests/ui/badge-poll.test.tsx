/**
 * The menu badges poll at the settings' interval (系统设置 `badge_poll_seconds`, req statistics §2), and every BADGE_POLL_MS
 * (60 s) when the settings cannot be read.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BADGE_POLL_MS } from '../../domain/constants';
import { createQueryClient } from '../../src/shell/app-providers';
import { useBadgeCounts } from '../../src/shell/badges';
import { mockApi, type MockAnswer } from './support/api-mock';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const COUNT = 'GET /api/apply/count/for/auditor';
const settings = (seconds: number) => ({
  body: {
    detail: {
      id: 1,
      configuration_name: '系统设置',
      version: 2,
      updated_at: '2026-11-20T01:00:00.000Z',
      updated_by_name: null,
      configuration_value: {
        badge_poll_seconds: seconds,
        summer_begin: '07-01',
        summer_end: '08-31',
        winter_begin: '01-15',
        winter_end: '02-28',
      },
    },
  },
});

/** Renders the badges of 分委领导 (its review queues) over `configuration`; gives `after(ms)`: the count calls made in `ms` more. */
async function pollsOver(configuration: MockAnswer) {
  vi.useFakeTimers();
  const api = mockApi({ [COUNT]: { body: { count: 2 } }, 'GET /api/configuration/detail': configuration });
  const client = createQueryClient();
  const { result } = renderHook(() => useBadgeCounts('分委领导'), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  await vi.advanceTimersByTimeAsync(100);
  expect(result.current.review_first).toBe(2);
  return async (ms: number) => {
    const before = api.callsTo(COUNT).length;
    await vi.advanceTimersByTimeAsync(ms);
    return api.callsTo(COUNT).length - before;
  };
}

describe('the badge poll', () => {
  it('follows badge_poll_seconds', async () => {
    const after = await pollsOver(settings(15));
    expect(await after(14_000)).toBe(0);
    expect(await after(1_000)).toBeGreaterThan(0);
  });

  it('falls back to BADGE_POLL_MS when the settings cannot be read', async () => {
    const after = await pollsOver({ status: 500, body: { code: 'INTERNAL', message: '服务器内部错误' } });
    expect(await after(BADGE_POLL_MS - 1_000)).toBe(0);
    expect(await after(1_000)).toBeGreaterThan(0);
  });
});
