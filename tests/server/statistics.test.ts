/**
 * Statistics (issue 18; domain/statistics.ts): the figures are the rows written, counted in SQL — a year of known tasks
 * (2024, before the demo's) by town, village, month, week, season and volunteer; the town leader sees only their town;
 * the roles without the calls are refused; bad periods are 400; the export is a real spreadsheet of the same rows and
 * leaves a 导出 record.
 */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, persuasions, records, tasks, users } from '../../server/db/schema';
import { freshIdNumber, place } from './fixtures';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
let A: { town: number; village: number }, B: { town: number; village: number }, teacher: number;
const at = (s: string) => new Date(`${s}+08:00`);
const get = async (role: Role, url: string) => {
  const res = await h.call('GET', url, tokens.get(role));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const YEAR = 'begin=2024-01-01&end=2024-12-31';

async function child(p: { town: number; village: number }, extra: Partial<typeof children.$inferInsert> = {}) {
  const [row] = await h.handle.db
    .insert(children)
    .values({
      child_name: '统计测试',
      child_idnumber: freshIdNumber(),
      department_id: p.town,
      village_id: p.village,
      character_cs: true,
      ...extra,
    })
    .returning();
  return row.id;
}
async function task(
  childId: number,
  v: {
    begin: string;
    limit: string;
    end?: string;
    state: string;
    grade?: string;
    category?: string;
    volunteer?: number;
    punches?: number;
    deleted?: boolean;
  },
) {
  const punches = Array.from({ length: v.punches ?? 0 }, (_, i) => ({ check_time: `2024-09-0${i + 2} 10:00:00` }));
  await h.handle.db.insert(tasks).values({
    child: childId,
    volunteer: v.volunteer ?? 0,
    state: v.state,
    grade: v.grade ?? '普通',
    category: v.category ?? '普通计划',
    date_begin: at(v.begin),
    date_limit: at(v.limit),
    date_end: v.end ? at(v.end) : null,
    information: { task_punchs: punches },
    created_at: at(v.begin),
    updated_at: at(v.begin),
    deleted_at: v.deleted ? at(v.begin) : null,
  });
}

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '分委领导', '总委领导', '儿童主任', '志愿人员', '检察领导'] as Role[])
    tokens.set(role, await h.login(role));
  A = await place(h, '昭阳街道', '水关居委会');
  B = await place(h, '临城街道');
  [{ id: teacher }] = await h.handle.db.select({ id: users.id }).from(users).where(eq(users.role, '志愿人员')).limit(1);
  const a1 = await child(A),
    a2 = await child(A),
    b1 = await child(B);
  await task(a1, {
    begin: '2024-03-05T09:00:00',
    limit: '2024-03-10T18:00:00',
    end: '2024-03-08T10:00:00',
    state: '终过',
  });
  await task(a1, { begin: '2024-03-20T09:00:00', limit: '2024-03-25T18:00:00', state: '办理' }); // still in hand: overdue
  await task(a2, {
    begin: '2024-07-06T09:00:00',
    limit: '2024-07-07T18:00:00',
    end: '2024-07-09T10:00:00',
    state: '办结',
  }); // a Saturday in summer, late
  await task(b1, {
    begin: '2024-03-11T09:00:00',
    limit: '2024-03-15T18:00:00',
    end: '2024-03-12T10:00:00',
    state: '评价',
    grade: '公安',
  });
  await task(a2, {
    begin: '2024-09-02T09:00:00',
    limit: '2024-09-30T18:00:00',
    end: '2024-09-20T10:00:00',
    state: '初过',
    category: '学期每周',
    volunteer: teacher,
    punches: 3,
  });
  await task(a1, { begin: '2024-03-06T09:00:00', limit: '2024-03-10T18:00:00', state: '办理', deleted: true }); // never counted
  const minor = await child(A, {
    character_cs: false,
    character_gta: true,
    information: { important: { escort_level: '紫色' } },
  });
  await h.handle.db.insert(persuasions).values({
    record_user: 1,
    record_child: minor,
    record_state: '成功',
    record_datetime: at('2024-05-01T10:00:00'),
    created_at: at('2024-05-01T10:00:00'),
    record_information: {
      record_source: '检察领导',
      record_user_name: '',
      record_user_cellphone: '',
      record_attenders: [],
      record_content: '',
      record_images: [],
    },
  });
});
afterAll(async () => {
  await h.close();
});

type Row = {
  department: number;
  department_name: string;
  children: number;
  total: number;
  finished: number;
  overdue: number;
  late: number;
  served: number;
  percentage: number;
  coverage: number;
};
const of = (list: Row[], id: number) => list.find((r) => r.department === id)!;

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
      expect.objectContaining({
        volunteer: teacher,
        department: A.town,
        punches: 3,
        total: 1,
        finished: 1,
        percentage: 100,
      }),
    ]);
  });

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

  it('export the rows shown as a spreadsheet and record the export', async () => {
    const res = await h.call('GET', `/api/statistic/export?view=interval&${YEAR}`, tokens.get('中心领导'));
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '统计_区间统计_2024-01-01_2024-12-31.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['乡镇', '儿童数', '工单数', '已办结']);
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows.find((r) => r[0] === '昭阳街道')?.slice(2, 4)).toEqual([4, 3]);
    expect(rows.at(-1)?.[0]).toBe('合计');
    const centre = (await get('中心领导', '/api/user/info')).info.id;
    const written = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '导出'), eq(records.record_user, centre)));
    expect(written.map((r) => (r.record_information as { view?: string }).view)).toContain('interval');
    expect((await h.call('GET', `/api/statistic/export?view=gta&${YEAR}`, tokens.get('检察领导'))).statusCode).toBe(
      200,
    );
    expect(
      (await h.call('GET', `/api/statistic/export?view=interval&${YEAR}`, tokens.get('检察领导'))).statusCode,
    ).toBe(403);
    const missing = await h.call('GET', '/api/statistic/export?view=monthly', tokens.get('中心领导'));
    expect([missing.statusCode, missing.json().message]).toEqual([400, '请选择年份']);
  });
});
