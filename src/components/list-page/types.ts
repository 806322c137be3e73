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
 * `select` picks one of fixed options.
 */
export type FilterDef =
  | { kind: 'town'; name: string; label: string }
  | { kind: 'village'; name: string; label: string; town: string }
  | { kind: 'keyword'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: { label: string; value: string }[] };

export type ListParams = { page: number; size: number; filters: FilterValues };

/** A row action: a link to another screen (e.g. 查看, 审核). */
export type RowAction<Row> = { key: string; label: string; to: (row: Row) => string; visible?: (row: Row) => boolean };

export interface ListConfig<Row> {
  title: string;
  pageSize: number;
  filters: FilterDef[];
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
}
