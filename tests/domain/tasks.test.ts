/**
 * The task rules of domain/tasks.ts (req tasks §5; issue 16): the transitions, the states a volunteer may
 * check in on, and the expiry bucket computed from date_limit at query time.
 */
import { describe, expect, it } from 'vitest';
import { expireBucket, findTaskTransition, TASK_STATES, TASK_TRANSITIONS } from '../../domain/tasks';

const at = new Date('2026-11-25T08:00:00Z');
const inHours = (h: number) => new Date(at.getTime() + h * 3_600_000);

describe('task transitions', () => {
  it('moves a task through volunteer, first and final review, and never backwards from a closed state', () => {
    expect(findTaskTransition('办理', '办结')?.by).toBe('volunteer');
    expect(findTaskTransition('办结', '初过')?.by).toBe('first');
    expect(findTaskTransition('初过', '终过')?.by).toBe('final');
    expect(findTaskTransition('初过', '终退')?.reasonRequired).toBe(true);
    expect(findTaskTransition('终退', '办结')?.by).toBe('volunteer');
    expect(findTaskTransition('办理', '终过')).toBeUndefined();
    expect(findTaskTransition('终过', '办理')).toBeUndefined();
    for (const closed of ['终拒', '评价', '护正', '护异', '女正', '女异'] as const)
      expect(TASK_TRANSITIONS.filter((t) => t.from === closed)).toEqual([]);
  });

  it('uses only the states of the spec', () => {
    for (const t of TASK_TRANSITIONS)
      expect([TASK_STATES.includes(t.from), TASK_STATES.includes(t.to)]).toEqual([true, true]);
  });
});

describe('expiry bucket', () => {
  it('is computed from the limit for a task in hand, and 正常 once it is finished', () => {
    expect(expireBucket('办理', inHours(-1), at)).toBe('超期');
    expect(expireBucket('办理', inHours(10), at)).toBe('24时');
    expect(expireBucket('办理', inHours(24), at)).toBe('24时');
    expect(expireBucket('办理', inHours(50), at)).toBe('72时');
    expect(expireBucket('终退', inHours(100), at)).toBe('168时');
    expect(expireBucket('办理', inHours(200), at)).toBe('正常');
    expect(expireBucket('办结', inHours(-100), at)).toBe('正常');
    expect(expireBucket('办理', null, at)).toBe('正常');
  });
});
