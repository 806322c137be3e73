/**
 * Data warnings (domain/contracts/warning.ts): for the centre only; each count is what its list holds, and both are
 * what the database says when counted here independently; names are masked without a reveal; the export is an .xlsx
 * and leaves a 导出 record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import { TASK_FINISHED_STATES, TASK_PUNCHABLE_STATES } from '../../domain/tasks';
import { children, records, tasks, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
type Summary = { month: string; list: { kind: string; count: number }[] };
const get = async (url: string, role: Role = '中心领导') => h.call('GET', url, tokens.get(role));
const countOf = (s: Summary, kind: string) => s.list.find((w) => w.kind === kind)!.count;
/** Every row of a warning list, page by page. */
async function all<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`${path}${path.includes('?') ? '&' : '?'}size=100&page=${page}`)).json();
    out.push(...body.list);
    if (out.length >= body.total || !body.list.length) return out;
  }
}
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '中心管理', '分委领导', '志愿人员', '系统管理', '儿童主任'] as Role[])
    tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

describe('data warnings', () => {
  it('count what their lists hold, as the database says', async () => {
    const res = await get('/api/warning/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as Summary;
    expect(summary.list.map((w) => w.kind)).toEqual(['unserved', 'overdue', 'no_director', 'adult', 'duplicate']);
    const db = h.handle.db;
    const inCare = (await db.select().from(children).where(isNull(children.deleted_at))).filter(
      (c) => c.genre !== '退出',
    );
    const allTasks = await db.select().from(tasks).where(isNull(tasks.deleted_at));
    const now = h.clock.now,
      today = chinaDay(now);
    const monthStart = new Date(`${today.slice(0, 4)}-${today.slice(4, 6)}-01T00:00:00+08:00`);
    const served = new Set(
      allTasks
        .filter(
          (t) =>
            (TASK_FINISHED_STATES as readonly string[]).includes(t.state) &&
            t.date_end &&
            t.date_end >= monthStart &&
            t.date_end <= now,
        )
        .map((t) => t.child),
    );
    const cutoff = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    const birth = (c: (typeof inCare)[number]) => c.child_idnumber.slice(6, 14);
    const keyOf = (c: (typeof inCare)[number]) => `${c.child_name}|${birth(c)}`;
    const keys = new Map<string, number>();
    for (const c of inCare) keys.set(keyOf(c), (keys.get(keyOf(c)) ?? 0) + 1);
    const directors = new Set(
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.role, '儿童主任'), eq(users.state, '激活')))
      )
        .filter((u) => !u.nickname.includes('fake'))
        .map((u) => u.village_id),
    );
    const expected = {
      unserved: inCare.filter((c) => !served.has(c.id)).length,
      overdue: allTasks.filter(
        (t) => (TASK_PUNCHABLE_STATES as readonly string[]).includes(t.state) && t.date_limit < now,
      ).length,
      no_director: new Set(inCare.filter((c) => c.village_id && !directors.has(c.village_id)).map((c) => c.village_id))
        .size,
      adult: inCare.filter((c) => c.child_idnumber.length === 18 && birth(c) <= cutoff).length,
      duplicate: inCare.filter((c) => keys.get(keyOf(c))! > 1).length,
    };
    expect(Object.fromEntries(summary.list.map((w) => [w.kind, w.count]))).toEqual(expected);
    // the demo shows each warning
    for (const kind of ['unserved', 'overdue', 'no_director', 'duplicate'])
      expect(countOf(summary, kind), kind).toBeGreaterThan(0);
    for (const kind of ['unserved', 'adult', 'duplicate'])
      expect((await all(`/api/warning/children?kind=${kind}`)).length, kind).toBe(countOf(summary, kind));
    const overdue = await all<{ date_limit: string; overdue_days: number; child_name: string }>('/api/warning/tasks');
    expect(overdue.length).toBe(countOf(summary, 'overdue'));
    expect(overdue.every((t) => new Date(t.date_limit) < now)).toBe(true);
    expect(overdue.map((t) => t.overdue_days)).toEqual([...overdue.map((t) => t.overdue_days)].sort((a, b) => b - a));
    const villages = await all<{ village_id: number; children: number }>('/api/warning/villages');
    expect(villages.length).toBe(countOf(summary, 'no_director'));
    expect(villages.every((v) => !directors.has(v.village_id) && v.children > 0)).toBe(true);
  });

  it('list duplicates by group, with masked names and no birth date until revealed', async () => {
    const dupes = await all<{
      child_name: string;
      child_idnumber: string;
      group_key: string;
      birth_date: string | null;
      age: number | null;
    }>('/api/warning/children?kind=duplicate');
    expect(dupes.length).toBeGreaterThanOrEqual(4);
    expect(
      dupes.every(
        (c) =>
          c.child_name.includes('*') &&
          c.child_idnumber.includes('*') &&
          c.birth_date === null &&
          typeof c.age === 'number',
      ),
    ).toBe(true);
    // each group's rows are together and at least two
    const groups = dupes.map((c) => c.group_key);
    for (const g of new Set(groups)) {
      const at = groups.flatMap((x, i) => (x === g ? [i] : []));
      expect(at.length).toBeGreaterThan(1);
      expect(at[at.length - 1] - at[0]).toBe(at.length - 1);
    }
    expect((await h.call('POST', '/api/child/reveal', tokens.get('中心领导'), {})).statusCode).toBe(200);
    const revealed = (await get('/api/warning/children?kind=duplicate')).json().list as {
      child_name: string;
      birth_date: string;
    }[];
    expect(revealed[0].child_name).not.toContain('*');
    expect(revealed[0].birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts a child who has just turned 18 (by the clock)', async () => {
    const before = countOf((await get('/api/warning/summary')).json(), 'adult');
    const [youngest] = (await h.handle.db.select().from(children).where(isNull(children.deleted_at)))
      .filter((c) => c.genre !== '退出' && c.child_idnumber.length === 18)
      .sort((a, b) => b.child_idnumber.slice(6, 14).localeCompare(a.child_idnumber.slice(6, 14)));
    const b = youngest.child_idnumber.slice(6, 14);
    const saved = h.clock.now;
    h.clock.now = new Date(`${Number(b.slice(0, 4)) + 18}-${b.slice(4, 6)}-${b.slice(6)}T00:30:00+08:00`);
    tokens.set('中心领导', await h.login('中心领导'));
    const then = (await get('/api/warning/summary')).json();
    expect(countOf(then, 'adult')).toBeGreaterThan(before);
    const adults = await all<{ id: number }>('/api/warning/children?kind=adult');
    expect(adults.map((c) => c.id)).toContain(youngest.id);
    h.clock.now = saved;
    tokens.set('中心领导', await h.login('中心领导'));
  });

  it('export one list as .xlsx with a 导出 record', async () => {
    const res = await get('/api/warning/export?kind=overdue', '中心管理');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('预警_超期未办结工单_');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [account] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000004'));
    const exported = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_user, account.id), eq(records.record_type, '导出')));
    expect(exported.some((r) => (r.record_information as { kind?: string }).kind === 'overdue')).toBe(true);
    expect((await get('/api/warning/export?kind=nothing', '中心管理')).statusCode).toBe(400);
  });

  it("are the centre's only", async () => {
    for (const role of ['分委领导', '志愿人员', '系统管理', '儿童主任'] as Role[]) {
      for (const url of [
        '/api/warning/summary',
        '/api/warning/children?kind=adult',
        '/api/warning/tasks',
        '/api/warning/villages',
        '/api/warning/export?kind=adult',
      ]) {
        expect((await get(url, role)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await h.call('GET', '/api/warning/summary')).statusCode).toBe(401);
    expect((await get('/api/warning/children?kind=adult&page=0')).statusCode).toBe(400);
  });
});
