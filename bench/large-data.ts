/**
 * The large data set of issue 16 "Figures": `children` synthetic cs children and `tasks` tasks spread over the
 * towns and villages (round robin), the task states (weighted like a working county: most finished), the
 * genres and categories, and two years of dates (begin, limit a week later, end within it for finished
 * ones), given to the demo volunteers by the village directors and the centre. Rows are written directly, 1,000
 * to an INSERT: this is a load for measuring, not demo data (the demo accounts must exist: seedDemo first).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { children, departments, tasks, users } from '../server/db/schema';
import { syntheticName } from '../server/db/seed-demo';
import { TASK_CATEGORIES, TASK_GENRES, TASK_HISTORY_STATES, type TaskState } from '../domain/tasks';

const DAY = 86_400_000;
/** States by weight: 70 % finished (the history states), 20 % in hand, 10 % returned or refused. */
const STATES: TaskState[] = [
  ...Array(14)
    .fill(0)
    .map((_, i) => TASK_HISTORY_STATES[i % TASK_HISTORY_STATES.length]),
  '办理',
  '办理',
  '办理',
  '办理',
  '终退',
  '终拒',
];

/** A small deterministic generator, so two runs fill the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** Adds the children and tasks; reports progress through `log` every 20,000 rows. Returns the ids of the first child and task. */
export async function seedLarge(
  db: Db,
  n: { children: number; tasks: number },
  now: Date,
  log: (line: string) => void = () => {},
): Promise<{ firstChild: number }> {
  const villages = await db.select().from(departments).where(eq(departments.department_type, '社区村居'));
  const staff = await db
    .select({ id: users.id, role: users.role, nickname: users.nickname, cellphone: users.cellphone })
    .from(users)
    .where(inArray(users.role, ['志愿人员', '儿童主任', '中心管理']));
  const volunteers = staff.filter((u) => u.role === '志愿人员');
  const managers = staff.filter((u) => u.role !== '志愿人员');
  const rnd = random(16);
  let firstChild = 0;
  for (let start = 0; start < n.children; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n.children - start) }, (_, j) => {
      const i = start + j;
      const v = villages[i % villages.length];
      const name = syntheticName(90_000 + i);
      return {
        child_name: name,
        child_idnumber: `3212810${String(i).padStart(7, '0')}L${String(i % 1000).padStart(3, '0')}`.slice(0, 18),
        character_cs: true,
        department_id: v.department_parent,
        village_id: v.id,
        level: '一级',
        ranking: '一级',
        information: { investigate_cs: { child_name: name }, important: {} },
      };
    });
    const inserted = await db.insert(children).values(rows).returning({ id: children.id });
    if (!firstChild) firstChild = inserted[0].id;
  }
  log(`${n.children} children`);
  for (let start = 0; start < n.tasks; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n.tasks - start) }, (_, j) => {
      const i = start + j;
      const child = firstChild + (i % n.children);
      const state = STATES[Math.floor(rnd() * STATES.length)];
      const begin = new Date(now.getTime() - Math.floor(rnd() * 730) * DAY - Math.floor(rnd() * DAY));
      const limit = new Date(begin.getTime() + 7 * DAY);
      const finished = state !== '办理';
      const end = finished ? new Date(begin.getTime() + Math.floor(rnd() * 6 * DAY)) : null;
      const volunteer = volunteers[i % volunteers.length],
        manager = managers[i % managers.length];
      return {
        child,
        manager: manager.id,
        volunteer: volunteer.id,
        state,
        genre: TASK_GENRES[i % 7],
        category: TASK_CATEGORIES[i % 3],
        date_begin: begin,
        date_limit: limit,
        date_end: end,
        created_by: manager.id,
        created_at: begin,
        updated_at: end ?? begin,
        information: {
          task_code: `GDL${String(i).padStart(8, '0')}`,
          task_name: '入户走访',
          task_description: '',
          task_address: '',
          task_longitude: null,
          task_latitude: null,
          task_score: 5,
          task_volunteer_name: volunteer.nickname,
          task_volunteer_cellphone: volunteer.cellphone,
          task_child_name: syntheticName(90_000 + (i % n.children)),
          child_name: syntheticName(90_000 + (i % n.children)),
          task_begin_timestamp: Math.floor(begin.getTime() / 1000),
          task_limit_timestamp: Math.floor(limit.getTime() / 1000),
          task_end_timestamp: end ? Math.floor(end.getTime() / 1000) : null,
          task_punchs: [],
          verify_history: [],
        },
      };
    });
    await db.insert(tasks).values(rows);
    if ((start + rows.length) % 20_000 === 0) log(`${start + rows.length} tasks`);
  }
  return { firstChild };
}
