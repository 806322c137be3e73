/**
 * Statistics figures (issue 18; domain/statistics.ts): the rows written, counted in SQL — a year of known tasks by town,
 * village, month, week, season and volunteer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';
import { of, seedKnownYear, YEAR, type Place, type Row } from './statistics-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
let A: Place, B: Place, teacher: number;
const get = async (role: Role, url: string) => {
  const res = await h.call('GET', url, tokens.get(role));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '分委领导', '总委领导', '儿童主任', '志愿人员', '检察领导'] as Role[])
    tokens.set(role, await h.login(role));
  ({ A, B, teacher } = await seedKnownYear(h));
});
afterAll(async () => {
  await h.close();
});

describe('statistics', () => {
  it('count a period by town and by village: finished, overdue, late, served, and the shares', async () => {
    const byTown = await get('中心领导', `/api/statistic/list/with/percentage/for/begin/end?${YEAR}`);
    expect(of(byTown.list, A.town)).toMatchObject({
      department_name: '昭阳街道',
      total: 4,
      finished: 3,
      overdue: 1,
      late: 1,
      served: 2,
      percentage: 75,
    });
    expect(of(byTown.list, B.town)).toMatchObject({
      department_name: '临城街道',
      total: 1,
      finished: 1,
      overdue: 0,
      late: 0,
      served: 1,
      percentage: 100,
    });
    const a = of(byTown.list, A.town);
    expect(a.children).toBeGreaterThanOrEqual(3);
    expect(a.coverage).toBe(Math.round((a.served / a.children) * 1000) / 10);
    expect(byTown.total).toMatchObject({ department_name: '合计', total: 5, finished: 4, served: 3 });
    const villages = await get(
      '中心领导',
      `/api/statistic/list/with/percentage/for/department/begin/end?department=${A.town}&${YEAR}`,
    );
    expect(of(villages.list, A.village)).toMatchObject({ department_name: '水关居委会', total: 4, finished: 3 });
    expect(villages.list.every((r: Row) => r.department === A.village || r.total === 0)).toBe(true);
    const coverage = await get('中心领导', `/api/statistic/complex/village?department=${A.town}&${YEAR}`);
    expect(coverage.list.find((r: Row) => r.department === A.village)).toMatchObject({
      town: A.town,
      town_name: '昭阳街道',
      served: 2,
    });
  });

  it('count months, police visits, seasons, weeks and teachers', async () => {
    const months = (await get('总委领导', '/api/statistic/for/show?type=tasks&year=2024')).list;
    expect(
      months
        .filter((r: { department: number }) => r.department === A.town)
        .map((r: { month: string; total: number }) => [r.month, r.total]),
    ).toEqual([
      ['2024-03', 2],
      ['2024-07', 1],
      ['2024-09', 1],
    ]);
    const police = (await get('中心领导', '/api/statistic/for/show?type=police&year=2024')).list;
    expect(
      police.map((r: { department: number; month: string; finished: number }) => [r.department, r.month, r.finished]),
    ).toEqual([[B.town, '2024-03', 1]]);
    const summer = await get('中心领导', '/api/statistic/for/summer?season=summer&year=2024');
    expect([summer.begin, summer.end, summer.total.total, summer.total.late]).toEqual([
      '2024-07-01',
      '2024-08-31',
      1,
      1,
    ]);
    expect((await get('中心领导', '/api/statistic/with/summer/total?season=weekend&year=2024')).total).toMatchObject({
      total: 1,
      finished: 1,
    });
    expect((await get('中心领导', '/api/statistic/with/summer/total?season=winter&year=2024')).total.total).toBe(0);
    expect((await get('中心领导', '/api/statistic/summer/complex?season=summer&year=2024')).list).toEqual([
      { week: '2024-07-01', total: 1, finished: 1, overdue: 0, late: 1, served: 1 },
    ]);
    const weeks = (await get('中心领导', '/api/statistic/complex/by/week?begin=2024-03-01&end=2024-03-31')).list.map(
      (w: { week: string; total: number }) => [w.week, w.total],
    );
    expect(weeks).toEqual([
      ['2024-03-04', 1],
      ['2024-03-11', 1],
      ['2024-03-18', 1],
    ]);
    const villageWeeks = (
      await get(
        '中心领导',
        `/api/statistic/complex/village/by/week?department=${A.town}&begin=2024-03-01&end=2024-03-31`,
      )
    ).list;
    expect(villageWeeks.map((w: { department: number; week: string }) => [w.department, w.week])).toEqual([
      [A.village, '2024-03-04'],
      [A.village, '2024-03-18'],
    ]);
    const teachers = (await get('中心领导', `/api/statistic/list/with/teacher?${YEAR}`)).list;
    expect(teachers).toEqual([
      // one row per volunteer, with their own town (tests/server/statistics-teachers.test.ts)
      expect.objectContaining({
        volunteer: teacher,
        punches: 3,
        total: 1,
        finished: 1,
        percentage: 100,
      }),
    ]);
  });
});
