/**
 * 教师打卡 (GET /api/statistic/list/with/teacher; issue 29): one row per volunteer, however many towns their term-weekly
 * visits reach, named with the volunteer's own town; a town leader counts only the visits to their town's children;
 * a role without statistics is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import { departments, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { child, seedKnownYear, task, YEAR, type Place } from './statistics-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
let B: Place, teacher: number;
const teachers = async (role: Role, query = YEAR) => {
  const res = await h.call('GET', `/api/statistic/list/with/teacher?${query}`, tokens.get(role));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as { volunteer: number; nickname: string; department_name: string; punches: number }[];
};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '分委领导', '儿童主任', '志愿人员'] as Role[]) tokens.set(role, await h.login(role));
  ({ B, teacher } = await seedKnownYear(h));
  // the same volunteer visits a child of another town too (临城街道), with two check-ins
  const far = await child(h, B);
  await task(h, far, {
    begin: '2024-10-08T09:00:00',
    limit: '2024-10-30T18:00:00',
    end: '2024-10-20T10:00:00',
    state: '初过',
    category: '学期每周',
    volunteer: teacher,
    punches: 2,
  });
});
afterAll(async () => {
  await h.close();
});

describe('teacher check-ins by volunteer', () => {
  it('answers one row per volunteer over every town visited, with the volunteer’s own town', async () => {
    const [account] = await h.handle.db.select().from(users).where(eq(users.id, teacher));
    const [town] = await h.handle.db
      .select()
      .from(departments)
      .where(eq(departments.id, account.department_id ?? 0));
    const list = await teachers('中心领导');
    expect(list.filter((r) => r.volunteer === teacher)).toEqual([
      expect.objectContaining({
        nickname: account.nickname,
        department_name: town.department_name,
        punches: 5,
        total: 2,
      }),
    ]);
    // no volunteer is listed twice
    expect(new Set(list.map((r) => r.volunteer)).size).toBe(list.length);
  });

  it('counts for a town leader only the visits to the children of their town', async () => {
    const list = await teachers('分委领导');
    expect(list).toEqual([expect.objectContaining({ volunteer: teacher, punches: 3, total: 1 })]);
  });

  it('counts one chosen town only', async () => {
    const list = await teachers('中心领导', `${YEAR}&department=${B.town}`);
    expect(list).toEqual([expect.objectContaining({ volunteer: teacher, punches: 2, total: 1 })]);
  });

  it('refuses the roles without statistics', async () => {
    for (const role of ['儿童主任', '志愿人员'] as Role[]) {
      const res = await h.call('GET', `/api/statistic/list/with/teacher?${YEAR}`, tokens.get(role));
      expect(res.statusCode).toBe(403);
    }
  });
});
