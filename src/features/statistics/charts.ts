/**
 * The charts of the statistics views (req statistics §1): a bar (or line) chart over places, months or weeks, the
 * escort levels' own colours, and the task chart (工单数, 已办结, 办结率) most views draw.
 */
import type { ChartOption } from '../../components/chart';

type Series = {
  name: string;
  data: (number | null)[];
  type?: 'bar' | 'line';
  stack?: string;
  percent?: boolean;
  color?: string;
};
/** The escort levels drawn in their own colours (蓝色 is blue …), not the palette's. */
export const LEVEL_CHART_COLORS: Record<string, string> = {
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

/** A figure of a row as a number (0 when absent). */
export const num = (r: Record<string, unknown>, k: string) => Number(r[k] ?? 0);
/** The places with any task or child, for a readable chart (a county has places with neither). */
export const busy = (rows: Record<string, unknown>[]) =>
  rows.filter((r) => !r.summary && (num(r, 'total') > 0 || num(r, 'children') > 0));
/** The task chart over `rows` labelled by their `label` column: 工单数 and 已办结 as bars, 办结率 as a line. */
export const taskBars = (rows: Record<string, unknown>[], label: string, rotate = 30) =>
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
