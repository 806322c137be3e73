/**
 * The figures of the work (req statistics §2; req statistics §1 /statistics, /coverage; issue 18 "Statistics"), declared once for
 * the server's aggregates, the screens and the exports. The spec names the calls, not their figures; these are the
 * county's usual ones (docs/decisions-statistics.md):
 * - a task counts in the period its `date_begin` falls in (China time); deleted tasks and deleted children never count;
 * - `finished`: tasks in the finished set (TASK_FINISHED_STATES); `percentage` = finished / total, in per cent;
 * - `overdue` (超期未办结): tasks still in hand past their limit now; `late` (逾期办结): tasks finished after their limit;
 * - `served` (服务儿童): distinct children with a finished task in the period; `coverage` = served / children, in per cent;
 * - a week starts on Monday (China time) and is named by that day, YYYY-MM-DD;
 * - summer and winter are the holiday periods of the configured settings in the chosen year; weekends are every
 *   Saturday and Sunday of the year.
 */
import { ESCORT_LEVELS } from './child-levels';
import { holidayDays, type Settings } from './configuration';
import { TASK_FINISHED_STATES } from './tasks';

export { TASK_FINISHED_STATES as FINISHED_STATES };

/** The holiday and weekend service the /statistics screens count (statistic/for/summer `season`). */
export const SEASONS = ['summer', 'winter', 'weekend'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Record<Season, string> = { summer: '暑期', winter: '寒假', weekend: '周末' };

/** The monthly figures (statistic/for/show `type`): every task, or the police visits (tasks of grade 公安). */
export const SHOW_TYPES = ['tasks', 'police'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];
export const SHOW_TYPE_GRADES: Record<ShowType, readonly string[] | undefined> = { tasks: undefined, police: ['公安'] };

/** The teacher check-ins: the term-weekly visits (tasks of category 学期每周) and their check-ins. */
export const TEACHER_CATEGORY = '学期每周';

/** The longest period a statistic covers, in days (three years and a day), and the years one may pick. */
export const MAX_PERIOD_DAYS = 3 * 366;
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;

/** The holiday periods of the settings (domain/configuration.ts), each 'MM-DD'. */
export type SeasonSettings = Pick<Settings, 'summer_begin' | 'summer_end' | 'winter_begin' | 'winter_end'>;

/** `part` of `whole` in per cent with one decimal; 0 when `whole` is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The first and last day (YYYY-MM-DD, inclusive) a season covers in `year`. */
export function seasonPeriod(season: Season, year: number, settings: SeasonSettings): { begin: string; end: string } {
  if (season !== 'weekend') return holidayDays(settings, season, year);
  return { begin: `${year}-01-01`, end: `${year}-12-31` };
}

/** Whole days from `begin` to `end` (YYYY-MM-DD), counting both; negative when end is before begin. */
export function periodDays(begin: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The task figures of one place, period or person, as the aggregates count them. */
export type TaskCounts = { total: number; finished: number; overdue: number; late: number; served: number };
export const ZERO_COUNTS: TaskCounts = { total: 0, finished: 0, overdue: 0, late: 0, served: 0 };

/** The sum of several places' counts (served adds up: a child lives in one place). */
export function addCounts(rows: readonly TaskCounts[]): TaskCounts {
  return rows.reduce(
    (s, r) => ({
      total: s.total + r.total,
      finished: s.finished + r.finished,
      overdue: s.overdue + r.overdue,
      late: s.late + r.late,
      served: s.served + r.served,
    }),
    ZERO_COUNTS,
  );
}

/** A column of a statistics table, for the screens and the export alike: the row key and its title. */
export type FigureColumn = { key: string; title: string; percent?: boolean };
/** The task figures' columns, after a table's own first columns. */
export const COUNT_COLUMNS: readonly FigureColumn[] = [
  { key: 'total', title: '工单数' },
  { key: 'finished', title: '已办结' },
  { key: 'percentage', title: '办结率', percent: true },
  { key: 'overdue', title: '超期未办结' },
  { key: 'late', title: '逾期办结' },
  { key: 'served', title: '服务儿童' },
];
/** The place tables' columns: the place, its children, the figures and the coverage. */
export const placeColumns = (place: string): FigureColumn[] => [
  { key: 'department_name', title: place },
  { key: 'children', title: '儿童数' },
  ...COUNT_COLUMNS,
  { key: 'coverage', title: '覆盖率', percent: true },
];
/** The teacher check-in table's columns. */
export const TEACHER_COLUMNS: readonly FigureColumn[] = [
  { key: 'nickname', title: '志愿者' },
  { key: 'department_name', title: '乡镇' },
  { key: 'punches', title: '打卡次数' },
  ...COUNT_COLUMNS,
];
/** The village coverage table's columns: the town, then the place columns of a village. */
export const COVERAGE_COLUMNS: readonly FigureColumn[] = [{ key: 'town_name', title: '乡镇' }, ...placeColumns('村居')];
/** The marginal-minor table's columns: a town, its minors, one column per escort level, the persuasion logs of the period. */
export const GTA_COLUMNS: readonly FigureColumn[] = [
  { key: 'department_name', title: '乡镇' },
  { key: 'minors', title: '边缘未成年人' },
  ...ESCORT_LEVELS.map((l) => ({ key: l, title: l })),
  { key: 'persuasions', title: '期间劝导记录' },
];
/** The monthly table's columns (a row per month, the county's or one town's). */
export const MONTH_COLUMNS: readonly FigureColumn[] = [{ key: 'month', title: '月份' }, ...COUNT_COLUMNS];

/** A month's figures, the county's or a town's, with the share finished. */
export type MonthRow = TaskCounts & { month: string; percentage: number };
/** The twelve months of `year` (YYYY-MM) from the town × month rows of statistic/for/show, summed over the towns (or of town `town` only). */
export function monthRows(
  list: readonly (TaskCounts & { department: number; month: string })[],
  year: number,
  town?: number,
): MonthRow[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const counts = addCounts(list.filter((r) => r.month === month && (town === undefined || r.department === town)));
    return { month, ...counts, percentage: percent(counts.finished, counts.total) };
  });
}

/** Every week (its Monday, YYYY-MM-DD) that holds a day of [begin, end], so a chart shows the weeks without work too. */
export function weeksBetween(begin: string, end: string): string[] {
  const first = Date.parse(`${begin}T00:00:00Z`),
    last = Date.parse(`${end}T00:00:00Z`);
  const monday = first - ((new Date(first).getUTCDay() + 6) % 7) * 86_400_000;
  const weeks: string[] = [];
  for (let t = monday; t <= last && weeks.length < 200; t += 7 * 86_400_000)
    weeks.push(new Date(t).toISOString().slice(0, 10));
  return weeks;
}
