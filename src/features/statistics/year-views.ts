/**
 * The statistics views over a year (req statistics §1): the monthly task and police figures, and the summer, winter and
 * weekend seasons by town with their weekly chart and cards. Part of STATISTIC_VIEWS (specs.ts).
 */
import {
  STATISTIC_VIEW_TITLES,
  statisticForShow,
  statisticSeason,
  statisticSeasonTotal,
  statisticSeasonWeeks,
} from '../../../domain/contracts/statistic';
import {
  MONTH_COLUMNS,
  monthRows,
  placeColumns,
  SEASON_LABELS,
  weeksBetween,
  type Season,
} from '../../../domain/statistics';
import { callWith } from '../../api/use-call';
import { barChart, taskBars } from './charts';
import { withTotal, type ViewSpec } from './view-spec';

/** The monthly figures of a year (`tasks` or `police`), a town optional, with the task chart by month. */
export function monthly(key: 'monthly' | 'police', title: string, type: 'tasks' | 'police'): ViewSpec {
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

/** A season of a year by town: its table, its weekly chart and its four cards, with the period it covers. */
export function season(key: Season): ViewSpec {
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
