/**
 * The place tables the statistics are made of (req statistics §2; server/modules/statistic/service.ts): the caller's
 * scope and town, the towns or villages a table lists, a period's figures by town or village with each place's children
 * and the sum, and a period's figures week by week. Errors: 404 NOT_FOUND for a town outside the caller's scope.
 */
import type { PlaceRow, WeekRow } from '../../../domain/contracts/statistic';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import { addCounts, percent, ZERO_COUNTS, type TaskCounts } from '../../../domain/statistics';
import type { SessionUser } from '../../auth/guard';
import { NotFound } from '../../errors';
import { dayEnd, dayStart } from '../../http/china-days';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { TaskFigureRow, TaskService } from '../task';

/** A day range, yyyy-MM-dd, both days included (China time). */
export type Period = { begin: string; end: string };
/** A town or village as a table names it. */
export type Place = { id: number; name: string };
/** The name of a place the department table does not know. */
export const NO_PLACE = '未填写';

/** The counts of a figure row (all zero when there is none). */
export const countsOf = (r: TaskFigureRow | undefined): TaskCounts =>
  r ? { total: r.total, finished: r.finished, overdue: r.overdue, late: r.late, served: r.served } : ZERO_COUNTS;
const row = (place: Place, c: TaskCounts, children: number): PlaceRow => ({
  department: place.id,
  department_name: place.name,
  children,
  ...c,
  percentage: percent(c.finished, c.total),
  coverage: percent(c.served, children),
});
const totalOf = (rows: PlaceRow[]): PlaceRow =>
  row(
    { id: 0, name: '合计' },
    addCounts(rows),
    rows.reduce((n, r) => n + r.children, 0),
  );

/** The place tables over the child, task and department modules. */
export function createPlaceTables(deps: {
  children: ChildService;
  tasks: TaskService;
  departments: DepartmentService;
}) {
  const { children, tasks, departments } = deps;

  /** The caller's scope and the one town its figures are of (undefined: every town); 404 for a town outside it. */
  function placeOf(user: SessionUser, department?: number): { scope: ChildScope; town?: number } {
    const scope = childScopeFor(user);
    if (scope.kind === 'town') {
      if (department && department !== scope.department_id) throw new NotFound('该乡镇不在您的统计范围内');
      return { scope, town: scope.department_id };
    }
    return { scope, town: department };
  }

  /** The towns (or the villages of `town`) a table lists: the active ones of the scope, and any other a figure names. */
  async function placesFor(
    kind: 'town' | 'village',
    town: number | undefined,
    seen: Iterable<number>,
  ): Promise<Place[]> {
    const all = await departments.listForSelect();
    const listed =
      kind === 'town'
        ? (all[DEPARTMENT_TYPES.town] ?? []).filter((d) => town === undefined || d.id === town)
        : (all[DEPARTMENT_TYPES.village] ?? []).filter((d) => town === undefined || d.department_parent === town);
    const known = new Set(listed.map((d) => d.id));
    const others = [...new Set(seen)].filter((id) => !known.has(id));
    const names = await departments.byIds(others);
    return [
      ...listed.map((d) => ({ id: d.id, name: d.department_name })),
      ...others.sort((a, b) => a - b).map((id) => ({ id, name: names.get(id)?.department_name ?? NO_PLACE })),
    ];
  }

  /** The place table of `period` grouped by town or village, with the children of each place and the sum. */
  async function placeTable(
    user: SessionUser,
    by: 'town' | 'village',
    period: Period,
    o: { department?: number; weekend?: boolean; grades?: readonly string[] } = {},
  ) {
    const { scope, town } = placeOf(user, o.department);
    const places = children.placesIn(scope, { department: town });
    const [figures, counted] = await Promise.all([
      tasks.figures({
        places,
        from: dayStart(period.begin),
        to: dayEnd(period.end),
        weekend: o.weekend,
        grades: o.grades,
        by: [by],
      }),
      children.countByPlace(scope, by, { department: town }),
    ]);
    const byPlace = new Map(figures.map((f) => [Number(f[by]), f]));
    const list = (await placesFor(by, town, [...byPlace.keys(), ...counted.keys()])).map((p) =>
      row(p, countsOf(byPlace.get(p.id)), counted.get(p.id) ?? 0),
    );
    return { begin: period.begin, end: period.end, list, total: totalOf(list) };
  }

  async function weeks(
    user: SessionUser,
    period: Period,
    o: { department?: number; weekend?: boolean } = {},
  ): Promise<WeekRow[]> {
    const { scope, town } = placeOf(user, o.department);
    const figures = await tasks.figures({
      places: children.placesIn(scope, { department: town }),
      from: dayStart(period.begin),
      to: dayEnd(period.end),
      weekend: o.weekend,
      by: ['week'],
    });
    return figures.map((f) => ({ week: String(f.week), ...countsOf(f) })).sort((a, b) => a.week.localeCompare(b.week));
  }
  return { placeOf, placesFor, placeTable, weeks };
}
