/**
 * The task figures of the statistics (req statistics; docs/decisions-tasks.md "Task list speed"): one aggregate over the
 * tasks table per call, and the subquery of the children served. Split from repository.ts (issue 28: files under 300
 * lines); like the repository, only the task module imports it.
 */
import { and, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from './tables';
import { TASK_FINISHED_STATES, TASK_PUNCHABLE_STATES } from '../../../domain/tasks';

/** What a figure row is grouped by (domain/statistics.ts): the child's town or village, the month or week begun, the volunteer. */
export type FigureKey = 'town' | 'village' | 'month' | 'week' | 'volunteer';
export type TaskFigureSelect = {
  /** The children counted, with their place: the child module's subquery `(id, town, village)`. */
  places: SQL;
  /** The first and last instant of the period (by date_begin). */
  from: Date;
  to: Date;
  grades?: readonly string[];
  categorys?: readonly string[];
  /** Only the tasks begun on a Saturday or Sunday (China time). */
  weekend?: boolean;
  by: readonly FigureKey[];
};
export type TaskFigureRow = Partial<Record<FigureKey, string | number>> & {
  total: number;
  finished: number;
  overdue: number;
  late: number;
  served: number;
  punches: number;
};

const CHINA_BEGIN = sql`(${tasks.date_begin} at time zone 'Asia/Shanghai')`;
const FIGURE_KEYS: Record<FigureKey, SQL> = {
  town: sql`c.town`,
  village: sql`c.village`,
  volunteer: sql`${tasks.volunteer}`,
  month: sql`to_char(${CHINA_BEGIN}, 'YYYY-MM')`,
  week: sql`to_char(date_trunc('week', ${CHINA_BEGIN}), 'YYYY-MM-DD')`,
};

/**
 * The task figures of `f` at `now` in one aggregate, a row per group of `f.by`: total, finished, overdue (in hand past
 * the limit at `now`), late (finished after the limit), served (distinct children with a finished task) and punches
 * (check-ins on the tasks). Reads the index tasks_figures_idx alone (migration 0013) but for the check-ins, joined to the places.
 */
export async function taskFigures(db: Db, f: TaskFigureSelect, now: Date): Promise<TaskFigureRow[]> {
  const finished = sql`${tasks.state} in (${sql.join(
    TASK_FINISHED_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const inHand = sql`${tasks.state} in (${sql.join(
    TASK_PUNCHABLE_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const keys = f.by.map((k) => sql`${FIGURE_KEYS[k]} as ${sql.raw(k)}`);
  const conditions = and(
    isNull(tasks.deleted_at),
    gte(tasks.date_begin, f.from),
    lte(tasks.date_begin, f.to),
    f.grades?.length ? inArray(tasks.grade, [...f.grades]) : undefined,
    f.categorys?.length ? inArray(tasks.category, [...f.categorys]) : undefined,
    f.weekend ? sql`extract(isodow from ${CHINA_BEGIN}) >= 6` : undefined,
  );
  const query = sql`select ${sql.join(
    [
      ...keys,
      sql`count(*)::int as total`,
      sql`(count(*) filter (where ${finished}))::int as finished`,
      sql`(count(*) filter (where ${inHand} and ${tasks.date_limit} < ${now.toISOString()}::timestamptz))::int as overdue`,
      sql`(count(*) filter (where ${tasks.date_end} > ${tasks.date_limit}))::int as late`,
      sql`(count(distinct ${tasks.child}) filter (where ${finished}))::int as served`,
      f.by.includes('volunteer')
        ? sql`coalesce(sum(jsonb_array_length(coalesce(${tasks.information}->'task_punchs', '[]'::jsonb))), 0)::int as punches`
        : sql`0 as punches`,
    ],
    sql`, `,
  )} from ${tasks} join (${f.places}) c on c.id = ${tasks.child} where ${conditions}${
    f.by.length
      ? sql` group by ${sql.join(
          f.by.map((k) => FIGURE_KEYS[k]),
          sql`, `,
        )}`
      : sql``
  }`;
  const rows = ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    ...Object.fromEntries(f.by.map((k) => [k, k === 'month' || k === 'week' ? String(r[k]) : Number(r[k])])),
    total: Number(r.total),
    finished: Number(r.finished),
    overdue: Number(r.overdue),
    late: Number(r.late),
    served: Number(r.served),
    punches: Number(r.punches),
  }));
}

/**
 * The ids of the children with a work order finished (a TASK_FINISHED_STATES state, date_end in [`from`, `to`], not
 * deleted) as a subquery: how the child module finds the children without one (the data warnings) without reading this table.
 */
export function servedChildIds(from: Date, to: Date): SQL {
  return sql`select ${tasks.child} from ${tasks} where ${tasks.deleted_at} is null and ${inArray(tasks.state, [...TASK_FINISHED_STATES])}
    and ${tasks.date_end} >= ${from} and ${tasks.date_end} <= ${to}`;
}
