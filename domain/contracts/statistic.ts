/**
 * Statistics (req statistics §2; req statistics §1 /statistics, /coverage; issue 18): the figures of the work, computed in SQL
 * from tasks, children and persuasion logs (domain/statistics.ts says what each figure counts). The seed names the
 * calls, not their shapes; these are declared here once. Every figure is of the caller's scope: the centre and the
 * county-wide leaders see every town, 分委领导 their own town only (another town's `department` is 404 to them).
 */
import { z } from 'zod';
import { ESCORT_LEVELS } from '../child-levels';
import { MAX_PERIOD_DAYS, periodDays, SEASONS, SHOW_TYPES, YEAR_MAX, YEAR_MIN } from '../statistics';
import { DB_INT_MAX, defineCall } from './define';
import { calendarDate, dateAnswer } from './dates';

const day = calendarDate;
const townParam = z.coerce.number<number>().int().min(1).max(DB_INT_MAX);
const yearParam = z.coerce
  .number<number>()
  .int(`年份须为 ${YEAR_MIN}–${YEAR_MAX}`)
  .min(YEAR_MIN, `年份须为 ${YEAR_MIN}–${YEAR_MAX}`)
  .max(YEAR_MAX, `年份须为 ${YEAR_MIN}–${YEAR_MAX}`);

/** A period's first and last day (inclusive, China time): end not before begin, at most three years. */
const period = { begin: day, end: day };
function checkPeriod(q: { begin: string; end: string }, ctx: z.RefinementCtx) {
  const days = periodDays(q.begin, q.end);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: '结束日期不能早于开始日期' });
  else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: '统计区间不能超过三年' });
}
const periodQuery = z.object(period).superRefine(checkPeriod);
const periodTownQuery = z.object({ ...period, department: townParam }).superRefine(checkPeriod);
const periodAnyTownQuery = z.object({ ...period, department: townParam.optional() }).superRefine(checkPeriod);

const counts = { total: z.number(), finished: z.number(), overdue: z.number(), late: z.number(), served: z.number() };
/** A place's figures: its tasks in the period, its children now, the share finished and the share served. */
export const placeRow = z.object({
  department: z.number(),
  department_name: z.string(),
  children: z.number(),
  coverage: z.number(),
  percentage: z.number(),
  ...counts,
});
export type PlaceRow = z.infer<typeof placeRow>;
const placeTable = z.object({ begin: dateAnswer, end: dateAnswer, list: z.array(placeRow), total: placeRow });
export const weekRow = z.object({ week: z.string(), ...counts });
export type WeekRow = z.infer<typeof weekRow>;

/** GET /api/statistic/for/show?type=tasks|police&year&department? (statistics:query) → a row per town and month (YYYY-MM) of the year. */
export const statisticForShow = defineCall({
  method: 'GET',
  path: '/api/statistic/for/show',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '月度统计（按乡镇、月份）',
  query: z.object({ type: z.enum(SHOW_TYPES).default('tasks'), year: yearParam, department: townParam.optional() }),
  response: z.object({
    type: z.enum(SHOW_TYPES),
    year: z.number(),
    list: z.array(z.object({ department: z.number(), department_name: z.string(), month: z.string(), ...counts })),
  }),
});

/** GET /api/statistic/list/with/percentage/for/begin/end?begin&end (statistics:query) → every town's figures and their sum. */
export const statisticByTown = defineCall({
  method: 'GET',
  path: '/api/statistic/list/with/percentage/for/begin/end',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '区间统计（按乡镇）',
  query: periodQuery,
  response: placeTable,
});

/** GET /api/statistic/list/with/percentage/for/department/begin/end?department&begin&end (statistics:query) → the town's villages' figures. */
export const statisticByVillage = defineCall({
  method: 'GET',
  path: '/api/statistic/list/with/percentage/for/department/begin/end',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '区间统计（按村居）',
  query: periodTownQuery,
  response: placeTable,
});

/**
 * GET /api/statistic/list/with/teacher?begin&end&department? (statistics:query) → one row per volunteer (issue 29): their
 * term-weekly visits (学期每周) and check-ins to the children of the caller's scope (of town `department` when given);
 * `department` / `department_name` are the volunteer's own town (0 / 未填写 when their account has none).
 */
export const statisticTeachers = defineCall({
  method: 'GET',
  path: '/api/statistic/list/with/teacher',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '教师打卡统计',
  query: periodAnyTownQuery,
  response: z.object({
    begin: dateAnswer,
    end: dateAnswer,
    list: z.array(
      z.object({
        volunteer: z.number(),
        nickname: z.string(),
        department: z.number(),
        department_name: z.string(),
        punches: z.number(),
        percentage: z.number(),
        ...counts,
      }),
    ),
  }),
});

const seasonQuery = z.object({ season: z.enum(SEASONS), year: yearParam });
/** GET /api/statistic/for/summer?season=summer|winter|weekend&year (statistics:query) → every town's figures in the season. */
export const statisticSeason = defineCall({
  method: 'GET',
  path: '/api/statistic/for/summer',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '假期统计（暑期、寒假、周末，按乡镇）',
  query: seasonQuery,
  response: placeTable.extend({ season: z.enum(SEASONS) }),
});

/** GET /api/statistic/with/summer/total?season&year (statistics:query) → the season's county (or own town) figures. */
export const statisticSeasonTotal = defineCall({
  method: 'GET',
  path: '/api/statistic/with/summer/total',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '假期统计合计',
  query: seasonQuery,
  response: z.object({ season: z.enum(SEASONS), begin: dateAnswer, end: dateAnswer, total: placeRow }),
});

/** GET /api/statistic/summer/complex?season&year (statistics:query) → the season week by week. */
export const statisticSeasonWeeks = defineCall({
  method: 'GET',
  path: '/api/statistic/summer/complex',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '假期统计（按周）',
  query: seasonQuery,
  response: z.object({ season: z.enum(SEASONS), begin: dateAnswer, end: dateAnswer, list: z.array(weekRow) }),
});

/** GET /api/statistic/complex/village?begin&end&department? (statistics:query) → coverage by village (of a town, or every village). */
export const statisticCoverage = defineCall({
  method: 'GET',
  path: '/api/statistic/complex/village',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '服务覆盖（按村居）',
  query: periodAnyTownQuery,
  response: placeTable.extend({ list: z.array(placeRow.extend({ town: z.number(), town_name: z.string() })) }),
});

/** GET /api/statistic/complex/by/week?begin&end (statistics:query) → the scope's figures week by week. */
export const statisticWeeks = defineCall({
  method: 'GET',
  path: '/api/statistic/complex/by/week',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '服务统计（按周）',
  query: periodQuery,
  response: z.object({ begin: dateAnswer, end: dateAnswer, list: z.array(weekRow) }),
});

/** GET /api/statistic/complex/village/by/week?begin&end&department (statistics:query) → each village of the town week by week. */
export const statisticVillageWeeks = defineCall({
  method: 'GET',
  path: '/api/statistic/complex/village/by/week',
  permission: { id: 'statistics', action: 'query' },
  tag: 'statistic',
  summary: '村居服务统计（按周）',
  query: periodTownQuery,
  response: z.object({
    begin: dateAnswer,
    end: dateAnswer,
    list: z.array(weekRow.extend({ department: z.number(), department_name: z.string() })),
  }),
});

/** GET /api/statistic/with/gta?begin&end (gta_statistics:query) → per town, the marginal minors by escort level now and the persuasion logs of the period. */
export const statisticGta = defineCall({
  method: 'GET',
  path: '/api/statistic/with/gta',
  permission: { id: 'gta_statistics', action: 'query' },
  tag: 'statistic',
  summary: '边缘未成年人统计',
  query: periodQuery,
  response: z.object({
    begin: dateAnswer,
    end: dateAnswer,
    levels: z.array(z.enum(ESCORT_LEVELS)),
    list: z.array(
      z.object({
        department: z.number(),
        department_name: z.string(),
        minors: z.number(),
        levels: z.record(z.string(), z.number()),
        persuasions: z.number(),
      }),
    ),
  }),
});

/** The screens an export writes (GET /api/statistic/export `view`), each the rows of the call it names. */
export const STATISTIC_EXPORT_VIEWS = [
  'monthly',
  'police',
  'interval',
  'village',
  'teacher',
  'summer',
  'winter',
  'weekend',
  'coverage',
  'coverage_town',
  'gta',
] as const;
export type StatisticExportView = (typeof STATISTIC_EXPORT_VIEWS)[number];
/** Each view's title: the screen's card, the sheet's name and the export's file name (统计_<title>_<period>.xlsx). */
export const STATISTIC_VIEW_TITLES: Record<StatisticExportView, string> = {
  monthly: '月度统计',
  police: '公安走访',
  interval: '区间统计',
  village: '村居统计',
  teacher: '教师打卡',
  summer: '暑期统计',
  winter: '寒假统计',
  weekend: '周末统计',
  coverage: '村居覆盖',
  coverage_town: '乡镇覆盖',
  gta: '边缘未成年人',
};

/**
 * GET /api/statistic/export?view&year?&begin?&end?&department? (statistics:export) → an .xlsx of the rows the screen shows
 * (the same aggregate, its column titles), named 统计_<view title>_<period>.xlsx; writes a 导出 record.
 */
export const exportStatistic = defineCall({
  method: 'GET',
  path: '/api/statistic/export',
  permission: { id: 'statistics', action: 'export' },
  tag: 'statistic',
  summary: '导出统计（xlsx）',
  query: z.object({
    view: z.enum(STATISTIC_EXPORT_VIEWS),
    year: yearParam.optional(),
    begin: day.optional(),
    end: day.optional(),
    department: townParam.optional(),
  }),
  response: z.string().describe('xlsx 文件（二进制）'),
  binary: true,
});
