/**
 * The shape of a statistics view (req statistics §1; src/features/statistics/specs.ts holds the views): its period,
 * town picker, columns, loader and export; and the row helpers the loaders share.
 */
import type { CallInput } from '../../../domain/contracts/define';
import type { exportStatistic } from '../../../domain/contracts/statistic';
import type { FigureColumn } from '../../../domain/statistics';
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

/** The day range of the controls, as the statistic calls take it. */
export const range = (c: Controls) => ({ begin: c.begin, end: c.end });
/** A table's rows and its total row last (marked `summary`). */
export const withTotal = (t: { list: Record<string, unknown>[]; total: Record<string, unknown> }) => [
  ...t.list,
  { ...t.total, summary: true },
];
