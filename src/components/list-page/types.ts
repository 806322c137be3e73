/**
 * The configuration of a list screen (CONVENTIONS "One generic list page driven by a config per list").
 * A role variant of a list is another config, never another component.
 */
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';

export type FilterValue = string | number | undefined;
export type FilterValues = Record<string, FilterValue>;

/**
 * Filters: `town` and `village` pick from the department list (a village filter lists the villages of
 * the chosen town and is cleared when the town changes); `keyword` is free text applied on Enter;
 * `select` picks one of fixed options, `multiSelect` several, `date` one day, `dateRange` a range of days. A village filter with `fixedTown` lists that town's villages without
 * a town filter (a town leader's lists: the server scopes them to the town anyway).
 */
export type FilterDef =
  | { kind: 'town'; name: string; label: string }
  | { kind: 'village'; name: string; label: string; town: string; fixedTown?: number | null }
  | { kind: 'keyword'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: { label: string; value: string }[] }
  /** Several of fixed options; the value is their values joined by commas ('' when none). */
  | { kind: 'multiSelect'; name: string; label: string; options: { label: string; value: string }[] }
  /** One day; the value is 'YYYY-MM-DD'. */
  | { kind: 'date'; name: string; label: string }
  /** A range of days; the value is 'YYYY-MM-DD,YYYY-MM-DD' (both ends inclusive). */
  | { kind: 'dateRange'; name: string; label: string };

export type ListParams = { page: number; size: number; filters: FilterValues };

/**
 * A row action: a link to another screen (`to`: 查看, 审核), or a button (`onClick`: 删除, 恢复) that may ask
 * first (`confirm`: the Popconfirm text) and is given `refresh` to reload the page of rows after it acted.
 */
export type RowAction<Row> = {
  key: string; label: string; visible?: (row: Row) => boolean; danger?: boolean;
} & (
  | { to: (row: Row) => string; onClick?: undefined; confirm?: undefined }
  | { to?: undefined; onClick: (row: Row, ctx: { refresh: () => void }) => void | Promise<unknown>; confirm?: string }
);

/**
 * An action on the rows ticked in the table (批量改派, 批量审核): either `run` after a confirmation that names
 * the rows (`confirm`), or a `dialog` of its own (a picker) that calls `onDone` once it has acted.
 */
export type BatchAction<Row> = { key: string; label: string; danger?: boolean } & (
  | { confirm: (rows: Row[]) => string; run: (rows: Row[]) => Promise<unknown>; dialog?: undefined }
  | { dialog: (props: { rows: Row[]; onClose: () => void; onDone: () => void }) => ReactNode; confirm?: undefined; run?: undefined }
);

export interface ListConfig<Row> {
  title: string;
  pageSize: number;
  filters: FilterDef[];
  /** The filters a screen opens with, and 重置 returns to (none when not given). */
  initialFilters?: FilterValues;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string | number;
  actions?: RowAction<Row>[];
  /** Text of the empty state. */
  emptyText?: string;
  /** The query key for one page (so a mutation elsewhere can invalidate it by prefix). */
  queryKey: (params: ListParams) => QueryKey;
  fetch: (params: ListParams) => Promise<{ list: Row[]; total: number }>;
  /** Content shown when a row is expanded (e.g. an apply's history). */
  expandedRow?: (row: Row) => ReactNode;
  /** Buttons above the table, right-aligned (e.g. 创建儿童). */
  toolbar?: ReactNode;
  /** Buttons above the table that need the current filters (e.g. 导出 of what is filtered). */
  toolbarFor?: (params: ListParams) => ReactNode;
  /** A strip between the filters and the table that follows the current filters (e.g. counts of what is listed). */
  summaryFor?: (params: ListParams) => ReactNode;
  /** Actions on ticked rows: the table gets check boxes and a bar above it (已选 N 项 and the buttons). */
  batchActions?: BatchAction<Row>[];
  /** Width of the action column (default 100). */
  actionsWidth?: number;
}
