/** Statistics access (issue 18): the town leader sees only their town; the roles without the calls are refused; bad periods are 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';
import { seedKnownYear, YEAR, type Place, type Row } from './statistics-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
let A: Place, B: Place;
const get = async (role: Role, url: string) => {
  const res = await h.call('GET', url, tokens.get(role));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '分委领导', '总委领导', '儿童主任', '志愿人员', '检察领导'] as Role[])
    tokens.set(role, await h.login(role));
  ({ A, B } = await seedKnownYear(h));
});
afterAll(async () => {
  await h.close();
});

describe('statistics', () => {
  it('keep the town leader to their town and refuse the roles without them', async () => {
    const mine = await get('分委领导', `/api/statistic/list/with/percentage/for/begin/end?${YEAR}`);
    expect(mine.list.map((r: Row) => r.department)).toEqual([A.town]);
    for (const url of [
      `/api/statistic/list/with/percentage/for/department/begin/end?department=${B.town}&${YEAR}`,
      `/api/statistic/for/show?year=2024&department=${B.town}`,
    ]) {
      expect((await h.call('GET', url, tokens.get('分委领导'))).statusCode).toBe(404);
    }
    for (const role of ['儿童主任', '志愿人员', '检察领导'] as Role[]) {
      expect(
        (await h.call('GET', `/api/statistic/list/with/percentage/for/begin/end?${YEAR}`, tokens.get(role))).statusCode,
      ).toBe(403);
    }
    const gta = await get('检察领导', `/api/statistic/with/gta?${YEAR}`);
    const town = gta.list.find((r: { department: number }) => r.department === A.town);
    expect(town.levels['紫色']).toBeGreaterThanOrEqual(1);
    expect(Object.values(town.levels as Record<string, number>).reduce((n, v) => n + v, 0)).toBe(town.minors);
    expect(town.persuasions).toBe(1);
    expect((await h.call('GET', `/api/statistic/with/gta?${YEAR}`, tokens.get('分委领导'))).statusCode).toBe(403);
  });

  it('answer 400 to a bad period and change nothing', async () => {
    const cases: [string, string][] = [
      ['/api/statistic/list/with/percentage/for/begin/end?begin=2024-05-01&end=2024-04-01', '结束日期不能早于开始日期'],
      ['/api/statistic/list/with/percentage/for/begin/end?begin=2020-01-01&end=2024-01-01', '统计区间不能超过三年'],
      ['/api/statistic/for/summer?season=summer&year=1999', '年份须为 2000–2100'],
    ];
    for (const [url, message] of cases) {
      const res = await h.call('GET', url, tokens.get('中心领导'));
      expect([res.statusCode, JSON.stringify(res.json())]).toEqual([400, expect.stringContaining(message)]);
    }
  });
});
