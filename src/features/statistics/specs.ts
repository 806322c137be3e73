/**
 * The statistics and coverage screens as data (req statistics §1 /statistics, /coverage; issue 18): each view names its
 * period (a year or a day range), whether a town can be picked, the columns (domain/statistics.ts, shared with the
 * export), how it loads its rows, cards and chart from the statistic calls, and which export writes the same table.
 * One screen (statistic-screen.tsx) shows any of them. A view's shape is view-spec.ts, its charts charts.ts; the views
 * over a year (monthly, police, the seasons) are built in year-views.ts.
 */
import {
  STATISTIC_VIEW_TITLES,
  statisticByTown,
  statisticByVillage,
  statisticCoverage,
  statisticGta,
  statisticTeachers,
  statisticVillageWeeks,
  statisticWeeks,
  type StatisticExportView,
} from '../../../domain/contracts/statistic';
import { ESCORT_LEVELS } from '../../../domain/child-levels';
import { COVERAGE_COLUMNS, GTA_COLUMNS, placeColumns, TEACHER_COLUMNS, weeksBetween } from '../../../domain/statistics';
import { callWith } from '../../api/use-call';
import { barChart, busy, LEVEL_CHART_COLORS, taskBars } from './charts';
import { monthly, season } from './year-views';
import { range, withTotal, type ViewSpec } from './view-spec';

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
              // one bar per volunteer, named with their town: two of the same name stay apart (issue 29)
              top.map((r) => `${r.nickname}（${r.department_name}）`),
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
