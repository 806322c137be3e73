/** The figures' rules (domain/statistics.ts): shares, periods, seasons, the months of a year and the weeks of a period. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../domain/configuration';
import { monthRows, percent, periodDays, seasonPeriod, weeksBetween } from '../../domain/statistics';

describe('statistics rules', () => {
  it('give shares in per cent with one decimal, 0 of nothing', () => {
    expect([percent(1, 3), percent(2, 3), percent(3, 3), percent(0, 0)]).toEqual([33.3, 66.7, 100, 0]);
  });

  it("count a period's days both ends included", () => {
    expect([
      periodDays('2024-01-01', '2024-12-31'),
      periodDays('2024-03-01', '2024-03-01'),
      periodDays('2024-03-02', '2024-03-01'),
    ]).toEqual([366, 1, 0]);
  });

  it('take summer and winter from the settings, 02-29 as 02-28 in a common year, weekends as the whole year', () => {
    expect(seasonPeriod('summer', 2026, DEFAULT_SETTINGS)).toEqual({ begin: '2026-07-01', end: '2026-08-31' });
    const leapEnd = { ...DEFAULT_SETTINGS, winter_end: '02-29' };
    expect([seasonPeriod('winter', 2024, leapEnd).end, seasonPeriod('winter', 2025, leapEnd).end]).toEqual([
      '2024-02-29',
      '2025-02-28',
    ]);
    expect(seasonPeriod('weekend', 2026, DEFAULT_SETTINGS)).toEqual({ begin: '2026-01-01', end: '2026-12-31' });
  });

  it('sum the towns month by month, or keep one town', () => {
    const row = (department: number, month: string, total: number, finished: number) => ({
      department,
      month,
      total,
      finished,
      overdue: 0,
      late: 0,
      served: finished,
    });
    const list = [row(1, '2026-03', 2, 1), row(2, '2026-03', 2, 2), row(1, '2026-05', 1, 0)];
    const all = monthRows(list, 2026);
    expect(all).toHaveLength(12);
    expect(all[2]).toMatchObject({ month: '2026-03', total: 4, finished: 3, served: 3, percentage: 75 });
    expect(monthRows(list, 2026, 1)[2]).toMatchObject({ total: 2, finished: 1, percentage: 50 });
    expect(all[0]).toMatchObject({ total: 0, percentage: 0 });
  });

  it('name every week of a period by its Monday', () => {
    expect(weeksBetween('2024-07-01', '2024-07-21')).toEqual(['2024-07-01', '2024-07-08', '2024-07-15']);
    expect(weeksBetween('2026-07-01', '2026-07-06')).toEqual(['2026-06-29', '2026-07-06']);
  });
});
