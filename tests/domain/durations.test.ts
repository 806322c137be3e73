/**
 * Durations in days and hours (domain/durations.ts; issue 29 "Plain words": 剩余 7 天, not 剩余168时内).
 */
import { describe, expect, it } from 'vitest';
import { EXPIRE_WORDS, expireWords, timeLeft } from '../../domain/durations';
import { TASK_EXPIRES } from '../../domain/tasks';

const NOW = new Date('2026-11-27T08:00:00Z');
const after = (hours: number, minutes = 0) => new Date(NOW.getTime() + (hours * 60 + minutes) * 60_000);

describe('timeLeft', () => {
  it.each([
    [after(168), '剩余 7 天'],
    [after(5), '剩余 5 小时'],
    [after(51), '剩余 2 天 3 小时'],
    [after(4, 10), '剩余 5 小时'], // rounded up: at most that long
    [after(0, 1), '剩余 1 小时'],
    [after(23, 59), '剩余 1 天'],
    [after(24, 1), '剩余 1 天 1 小时'],
    [after(0), '已超期'],
    [after(-3), '已超期'],
  ])('%s → %s', (limit, words) => expect(timeLeft(limit, NOW)).toBe(words));

  it('reads an ISO timestamp, and gives — for an unreadable one', () => {
    expect(timeLeft('2026-12-04T08:00:00.000Z', NOW)).toBe('剩余 7 天');
    expect(timeLeft('not a date', NOW)).toBe('—');
  });
});

describe('expireWords', () => {
  it('counts down a task in a countdown bucket or in hand, says 已超期 past its limit, 正常 otherwise', () => {
    expect(expireWords('168时', after(167, 30), NOW)).toBe('剩余 7 天');
    expect(expireWords('24时', after(5), NOW)).toBe('剩余 5 小时');
    expect(expireWords('超期', after(-1), NOW)).toBe('已超期');
    expect(expireWords('过期', null, NOW)).toBe('已超期');
    expect(expireWords('正常', after(240), NOW, true)).toBe('剩余 10 天');
    expect(expireWords('正常', after(240), NOW, false)).toBe('正常');
  });

  it('words every bucket without a bare hour code', () => {
    for (const e of TASK_EXPIRES) {
      expect(EXPIRE_WORDS[e]).toBeTruthy();
      expect(EXPIRE_WORDS[e]).not.toMatch(/\d+时/);
    }
  });
});
