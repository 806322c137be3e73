/**
 * Shared by the statistics API tests (tests/server/statistics*.test.ts; issue 18, domain/statistics.ts): a year of known
 * tasks (2024, before the demo's) in two towns, written straight into the tables (and `child` / `task` to add more), and the
 * shape of a figure row.
 */
import { eq } from 'drizzle-orm';
import { children, persuasions, tasks, users } from '../../server/db/schema';
import { freshIdNumber, place } from './fixtures';
import type { Harness } from './harness';

/** A China-time instant (yyyy-MM-ddTHH:mm:ss). */
export const at = (s: string) => new Date(`${s}+08:00`);
/** The query of the known year. */
export const YEAR = 'begin=2024-01-01&end=2024-12-31';

export type Place = { town: number; village: number };

export async function child(h: Harness, p: Place, extra: Partial<typeof children.$inferInsert> = {}) {
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
export async function task(
  h: Harness,
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

/**
 * Writes the known year: town A (昭阳街道 / 水关居委会) with two children and five tasks (one finished in time, one
 * overdue in hand, one late on a summer Saturday, one teacher's 学期每周 with three punches, one deleted), town B
 * (临城街道) with one police task, and a purple-level minor with one persuasion; answers the places and the teacher.
 */
export async function seedKnownYear(h: Harness): Promise<{ A: Place; B: Place; teacher: number }> {
  const A = await place(h, '昭阳街道', '水关居委会');
  const B = await place(h, '临城街道');
  const [{ id: teacher }] = await h.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, '志愿人员'))
    .limit(1);
  const a1 = await child(h, A),
    a2 = await child(h, A),
    b1 = await child(h, B);
  await task(h, a1, {
    begin: '2024-03-05T09:00:00',
    limit: '2024-03-10T18:00:00',
    end: '2024-03-08T10:00:00',
    state: '终过',
  });
  await task(h, a1, { begin: '2024-03-20T09:00:00', limit: '2024-03-25T18:00:00', state: '办理' }); // still in hand: overdue
  await task(h, a2, {
    begin: '2024-07-06T09:00:00',
    limit: '2024-07-07T18:00:00',
    end: '2024-07-09T10:00:00',
    state: '办结',
  }); // a Saturday in summer, late
  await task(h, b1, {
    begin: '2024-03-11T09:00:00',
    limit: '2024-03-15T18:00:00',
    end: '2024-03-12T10:00:00',
    state: '评价',
    grade: '公安',
  });
  await task(h, a2, {
    begin: '2024-09-02T09:00:00',
    limit: '2024-09-30T18:00:00',
    end: '2024-09-20T10:00:00',
    state: '初过',
    category: '学期每周',
    volunteer: teacher,
    punches: 3,
  });
  await task(h, a1, { begin: '2024-03-06T09:00:00', limit: '2024-03-10T18:00:00', state: '办理', deleted: true }); // never counted
  const minor = await child(h, A, {
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
  return { A, B, teacher };
}

export type Row = {
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
export const of = (list: Row[], id: number) => list.find((r) => r.department === id)!;
