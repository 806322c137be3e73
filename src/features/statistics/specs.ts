/**
 * The statistics and coverage screens as data (req statistics §1 /statistics, /coverage; issue 18): each view names its
 * period (a year or a day range), whether a town can be picked, the columns (domain/statistics.ts, shared with the
 * export), how it loads its rows, cards and chart from the statistic calls, and which export writes the same table.
 * One screen (statistic-screen.tsx) shows any of them.
 */
import type { CallInput } from '../../../domain/contracts/define';
import {
  STATISTIC_VIEW_TITLES,
  statisticByTown,
  statisticByVillage,
  statisticCoverage,
  statisticForShow,
  statisticGta,
  statisticSeason,
  statisticSeasonTotal,
  statisticSeasonWeeks,
  statisticTeachers,
  statisticVillageWeeks,
  statisticWeeks,
  type exportStatistic,
  type StatisticExportView,
} from '../../../domain/contracts/statistic';
import { ESCORT_LEVELS } from '../../../domain/child-levels';
import {
  COVERAGE_COLUMNS,
  GTA_COLUMNS,
  MONTH_COLUMNS,
  monthRows,
  placeColumns,
  SEASON_LABELS,
  TEACHER_COLUMNS,
  weeksBetween,
  type FigureColumn,
  type Season,
} from '../../../domain/statistics';
import { callWith } from '../../api/use-call';
import type { ChartOption } from '../../components/chart';

export type Controls = { year: number; begin: string; end: string; town?: number };
export type Card = { title: string; value: number; suffix?: string };
export type ViewData = { rows: Record<string, unknown>[]; chart: ChartOption | null; cards?: Card[]; note?: string };
export type ViewSpec = {
  key: string;
  title: string;
  period: 'year' | 'range';
  town: 'none' | 'optional';
  columns: (c: Controls) => FigureColumn[];
  load: (c: Controls) => Promise<ViewData>;
  exportOf: (c: Controls) => CallInput<typeof exportStatistic>['query'];
  chartLabel: string;
  empty: string;
};

type Series = {
  name: string;
  data: (number | null)[];
  type?: 'bar' | 'line';
  stack?: string;
  percent?: boolean;
  color?: string;
};
/** The escort levels drawn in their own colours (蓝色 is blue …), not the palette's. */
const LEVEL_CHART_COLORS: Record<string, string> = {
  蓝色: '#1677ff',
  黄色: '#fadb14',
  橙色: '#fa8c16',
  红色: '#f5222d',
  紫色: '#722ed1',
};
/** A bar (or line) chart over `categories`; a percent series goes on a second axis from 0 to 100. */
export function barChart(categories: string[], series: Series[], rotate = 0): ChartOption {
  const percentAxis = series.some((s) => s.percent);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: percentAxis ? 48 : 16, top: 40, bottom: rotate ? 72 : 32 },
    xAxis: { type: 'category', data: categories, axisLabel: { rotate, interval: 0, hideOverlap: true } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      ...(percentAxis ? [{ type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'bar',
      stack: s.stack,
      data: s.data,
      barMaxWidth: 40,
      yAxisIndex: s.percent ? 1 : 0,
      ...(s.color ? { itemStyle: { color: s.color } } : {}),
      ...(s.type === 'line' ? { symbolSize: 6, connectNulls: false } : {}),
    })),
  };
}

const num = (r: Record<string, unknown>, k: string) => Number(r[k] ?? 0);
const range = (c: Controls) => ({ begin: c.begin, end: c.end });
const withTotal = (t: { list: Record<string, unknown>[]; total: Record<string, unknown> }) => [
  ...t.list,
  { ...t.total, summary: true },
];
/** The places with any task or child, for a readable chart (a county has places with neither). */
const busy = (rows: Record<string, unknown>[]) =>
  rows.filter((r) => !r.summary && (num(r, 'total') > 0 || num(r, 'children') > 0));
const taskBars = (rows: Record<string, unknown>[], label: string, rotate = 30) =>
  barChart(
    rows.map((r) => String(r[label])),
    [
      { name: '工单数', data: rows.map((r) => num(r, 'total')) },
      { name: '已办结', data: rows.map((r) => num(r, 'finished')) },
      // no share where there is nothing to share (a month to come, a place without tasks)
      {
        name: '办结率',
        type: 'line',
        percent: true,
        data: rows.map((r) => (num(r, 'total') ? num(r, 'percentage') : null)),
      },
    ],
    rotate,
  );

function monthly(key: 'monthly' | 'police', title: string, type: 'tasks' | 'police'): ViewSpec {
  return {
    key,
    title,
    period: 'year',
    town: 'optional',
    columns: () => [...MONTH_COLUMNS],
    chartLabel: `${title}：每月工单与办结`,
    empty: '该年度暂无工单',
    async load(c) {
      const { list } = await callWith(statisticForShow, { query: { type, year: c.year, department: c.town } });
      const rows = monthRows(list, c.year, c.town);
      return {
        rows,
        chart: list.length
          ? taskBars(
              rows.map((r) => ({ ...r, month: `${Number(r.month.slice(5))}月` })),
              'month',
              0,
            )
          : null,
      };
    },
    exportOf: (c) => ({ view: key, year: c.year, department: c.town }),
  };
}

function season(key: Season): ViewSpec {
  const title = STATISTIC_VIEW_TITLES[key];
  return {
    key,
    title,
    period: 'year',
    town: 'none',
    columns: () => placeColumns('乡镇'),
    chartLabel: `${title}：每周工单与服务儿童`,
    empty: `该年度${SEASON_LABELS[key]}暂无工单`,
    async load(c) {
      const q = { season: key, year: c.year };
      const [table, sum, weeks] = await Promise.all([
        callWith(statisticSeason, { query: q }),
        callWith(statisticSeasonTotal, { query: q }),
        callWith(statisticSeasonWeeks, { query: q }),
      ]);
      const all = weeksBetween(weeks.begin, weeks.end);
      const of = (week: string) => weeks.list.find((w) => w.week === week);
      const chart = weeks.list.length
        ? barChart(
            all.map((w) => w.slice(5)),
            [
              { name: '工单数', data: all.map((w) => of(w)?.total ?? 0) },
              { name: '已办结', data: all.map((w) => of(w)?.finished ?? 0) },
              { name: '服务儿童', type: 'line', data: all.map((w) => of(w)?.served ?? 0) },
            ],
          )
        : null;
      const cards = [
        { title: '工单数', value: sum.total.total },
        { title: '已办结', value: sum.total.finished },
        { title: '办结率', value: sum.total.percentage, suffix: '%' },
        { title: '服务儿童', value: sum.total.served },
      ];
      const note =
        key === 'weekend'
          ? `统计期间：${sum.begin} 至 ${sum.end} 的每个周六、周日`
          : `统计期间：${sum.begin} 至 ${sum.end}（系统设置中的${SEASON_LABELS[key]}期间）`;
      return { rows: withTotal(table), chart, cards, note };
    },
    exportOf: (c) => ({ view: key, year: c.year }),
  };
}

export const STATISTIC_VIEWS: Record<string, ViewSpec> = {
  monthly: monthly('monthly', STATISTIC_VIEW_TITLES.monthly, 'tasks'),
  interval: {
    key: 'interval',
    title: STATISTIC_VIEW_TITLES.interval,
    period: 'range',
    town: 'optional',
    columns: (c) => placeColumns(c.town ? '村居' : '乡镇'),
    chartLabel: '区间统计：各地工单与办结',
    empty: '该期间暂无数据',
    async load(c) {
      const table = c.town
        ? await callWith(statisticByVillage, { query: { ...range(c), department: c.town } })
        : await callWith(statisticByTown, { query: range(c) });
      const shown = busy(table.list);
      return { rows: withTotal(table), chart: shown.length ? taskBars(shown, 'department_name') : null };
    },
    exportOf: (c) => ({ view: c.town ? 'village' : 'interval', ...range(c), department: c.town }),
  },
  teacher: {
    key: 'teacher',
    title: STATISTIC_VIEW_TITLES.teacher,
    period: 'range',
    town: 'optional',
    columns: () => [...TEACHER_COLUMNS],
    chartLabel: '教师打卡：打卡次数最多的二十位',
    empty: '该期间暂无学期每周走访',
    async load(c) {
      const { list } = await callWith(statisticTeachers, { query: { ...range(c), department: c.town } });
      const top = list.slice(0, 20);
      return {
        rows: list,
        chart: top.length
          ? barChart(
              top.map((r) => r.nickname),
              [
                { name: '打卡次数', data: top.map((r) => r.punches) },
                { name: '走访工单', data: top.map((r) => r.total) },
              ],
              30,
            )
          : null,
      };
    },
    exportOf: (c) => ({ view: 'teacher', ...range(c), department: c.town }),
  },
  summer: season('summer'),
  winter: season('winter'),
  weekend: season('weekend'),
  police: monthly('police', STATISTIC_VIEW_TITLES.police, 'police'),
  gta: {
    key: 'gta',
    title: STATISTIC_VIEW_TITLES.gta,
    period: 'range',
    town: 'none',
    chartLabel: '边缘未成年人：各乡镇护航等级',
    empty: '暂无边缘未成年人',
    columns: () => [...GTA_COLUMNS],
    async load(c) {
      const t = await callWith(statisticGta, { query: range(c) });
      const rows = t.list.map((r) => ({ ...r, ...r.levels }));
      const shown = rows.filter((r) => r.minors > 0 || r.persuasions > 0);
      const chart = shown.length
        ? barChart(
            shown.map((r) => r.department_name),
            ESCORT_LEVELS.map((l) => ({
              name: l,
              stack: 'level',
              color: LEVEL_CHART_COLORS[l],
              data: shown.map((r) => r.levels[l] ?? 0),
            })),
            30,
          )
        : null;
      return { rows, chart };
    },
    exportOf: (c) => ({ view: 'gta', ...range(c) }),
  },
  coverage: {
    key: 'coverage',
    title: STATISTIC_VIEW_TITLES.coverage,
    period: 'range',
    town: 'optional',
    chartLabel: '服务覆盖：每周服务儿童',
    empty: '该期间暂无数据',
    columns: () => [...COVERAGE_COLUMNS],
    async load(c) {
      const [table, weeks] = await Promise.all([
        callWith(statisticCoverage, { query: { ...range(c), department: c.town } }),
        c.town
          ? callWith(statisticVillageWeeks, { query: { ...range(c), department: c.town } }).then((w) => w.list)
          : callWith(statisticWeeks, { query: range(c) }).then((w) =>
              w.list.map((x) => ({ ...x, department_name: '服务儿童' })),
            ),
      ]);
      const names = weeks.length ? weeksBetween(c.begin, c.end) : [];
      const places = [...new Set(weeks.map((w) => w.department_name))];
      const series = places.map((place) => ({
        name: place,
        stack: 'served',
        data: names.map((n) =>
          weeks.filter((w) => w.week === n && w.department_name === place).reduce((sum, w) => sum + w.served, 0),
        ),
      }));
      return {
        rows: withTotal(table),
        chart: names.length
          ? barChart(
              names.map((n) => n.slice(5)),
              series,
            )
          : null,
      };
    },
    exportOf: (c) => ({ view: 'coverage', ...range(c), department: c.town }),
  },
  coverage_town: {
    key: 'coverage_town',
    title: STATISTIC_VIEW_TITLES.coverage_town,
    period: 'range',
    town: 'none',
    columns: () => placeColumns('乡镇'),
    chartLabel: '服务覆盖：各乡镇覆盖率',
    empty: '该期间暂无数据',
    async load(c) {
      const table = await callWith(statisticByTown, { query: range(c) });
      const shown = table.list.filter((r) => r.total > 0 || r.children > 0);
      const chart = shown.length
        ? barChart(
            shown.map((r) => r.department_name),
            [
              { name: '儿童数', data: shown.map((r) => r.children) },
              { name: '服务儿童', data: shown.map((r) => r.served) },
              { name: '覆盖率', type: 'line', percent: true, data: shown.map((r) => (r.children ? r.coverage : null)) },
            ],
            30,
          )
        : null;
      return { rows: withTotal(table), chart };
    },
    exportOf: (c) => ({ view: 'coverage_town', ...range(c) }),
  },
};
export type StatisticViewKey = keyof typeof STATISTIC_VIEWS & StatisticExportView;
