/**
 * A returned task is finished again only after a new check-in (issue 26; domain/tasks.ts checkedInSinceReturn): by the
 * count a return step records, or, for a step written before that count existed, by time.
 */
import { describe, expect, it } from 'vitest';
import { checkedInSinceReturn } from '../../domain/tasks';

const punch = (at: string) => ({ check_datetime: at });
const step = (behave: string, at: string, punchs?: number) => ({
  opreate_behave: behave,
  datetime: at,
  ...(punchs === undefined ? {} : { punchs }),
});

describe('checkedInSinceReturn', () => {
  it.each([
    ['never returned, no check-in', [], [], false],
    ['never returned, one check-in', [punch('2026-11-01T01:00:00Z')], [step('办结', '2026-11-01T02:00:00Z')], true],
    [
      'returned with one, none since',
      [punch('2026-11-01T01:00:00Z')],
      [step('办结', '2026-11-01T02:00:00Z'), step('终退', '2026-11-01T03:00:00Z', 1)],
      false,
    ],
    [
      'returned with one, one since (same instant)',
      [punch('2026-11-01T01:00:00Z'), punch('2026-11-01T01:00:00Z')],
      [step('终退', '2026-11-01T01:00:00Z', 1)],
      true,
    ],
    [
      'returned twice, the last counts',
      [punch('a'), punch('b')],
      [step('终退', 'x', 1), step('办结', 'y'), step('终退', 'z', 2)],
      false,
    ],
    [
      'an old return step (no count): a later check-in',
      [punch('2026-11-01T01:00:00Z'), punch('2026-11-02T01:00:00Z')],
      [step('终退', '2026-11-01T12:00:00Z')],
      true,
    ],
    [
      'an old return step (no count): only earlier ones',
      [punch('2026-11-01T01:00:00Z')],
      [step('终退', '2026-11-01T12:00:00Z')],
      false,
    ],
  ] as const)('%s', (_name, punchs, history, want) => {
    expect(checkedInSinceReturn(punchs, history)).toBe(want);
  });
});
