/**
 * The configuration of a list screen (CONVENTIONS "One generic list page driven by a config per list"; issue 27
 * "One way to call"): a list screen is a contract, its columns and its typed filters. The filter bar writes the
 * contract's query directly (as refine's and react-admin's resources do): a filter's `name` is a query parameter,
 * a range of days writes its two (`to: ['begin', 'end']`), several picked options are an array. The page asks the
 * contract with `{ ...query, ...filters, page, size }` through `useCall`, so its key derives from the contract and
 * a change that invalidates the contract's tag refetches it.
 * A role variant of a list is another config, never another component.
 */
import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { CallInput, CallOutput, Contract } from '../../../domain/contracts/define';

export type FilterValue = string | number | readonly (string | number)[] | undefined;
export type FilterValues = Record<string, FilterValue>;
/** The query (input) of a list contract. */
export type QueryOf<C extends Contract> = NonNullable<CallInput<C>['query']>;
/** A query parameter of a list contract, other than the paging. */
export type FilterName<C extends Contract> = Exclude<keyof QueryOf<C>, 'page' | 'size'> & string;

/**
 * Filters: `town` and `village` pick from the department list (a village filter lists the villages of
 * the chosen town and is cleared when the town changes); `keyword` is free text applied on Enter;
 * `select` picks one of fixed options, `multiSelect` several, `date` one day, `dateRange` a range of days. A village filter with `fixedTown` lists that town's villages without
 * a town filter (a town leader's lists: the server scopes them to the town anyway).
 */
export type FilterDef<N extends string = string> =
  | { kind: 'town'; name: N; label: string }
  | { kind: 'village'; name: N; label: string; town: N; fixedTown?: number | null }
  | { kind: 'keyword'; name: N; label: string; placeholder?: string }
  | { kind: 'select'; name: N; label: string; options: { label: string; value: string | number }[] }
  /** Several of fixed options; the value is the array of their values (absent when none). */
  | { kind: 'multiSelect'; name: N; label: string; options: { label: string; value: string | number }[] }
  /** One day; the value is 'YYYY-MM-DD'. */
  | { kind: 'date'; name: N; label: string }
  /** A range of days, both ends inclusive: writes 'YYYY-MM-DD' to the query parameters `to` (e.g. begin, end). */
  | { kind: 'dateRange'; name: string; label: string; to: readonly [N, N] };

/** A page's parameters: `filters` are the filter bar's query values (for a contract list, `query` adds the fixed ones). */
export type ListParams = { page: number; size: number; filters: FilterValues };

/**
 * A row action: a link to another screen (`to`: 查看, 审核), or a button (`onClick`: 删除, 恢复) that may ask
 * first (`confirm`: the Popconfirm text) and is given `refresh` to reload the page of rows after it acted.
 */
export type RowAction<Row> = {
  key: string;
  label: string;
  visible?: (row: Row) => boolean;
  danger?: boolean;
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
  | {
      dialog: (props: { rows: Row[]; onClose: () => void; onDone: () => void }) => ReactNode;
      confirm?: undefined;
      run?: undefined;
    }
);

/**
 * One part of a row's card: the key of one of the list's columns (its cell is shown, labelled with the column's
 * title; a key the list has no column for shows nothing), several keys (their cells joined: 乡镇 and 村居), or a
 * function of the row.
 */
export type CardField<Row> = string | readonly string[] | ((row: Row) => ReactNode);

/**
 * How a row reads as a card on a phone (below antd's `sm`, 576 px; issue 29 "Volunteers on a phone"): what it is
 * (`title`), which child (`child`, the name as the list gives it, masked), where (`place`), how long is left
 * (`deadline`), the state as a word (`state`, at the title's right), any further lines (`lines`), and the ONE main
 * action: the key of one of the list's row actions (`action`; the first visible one when absent), labelled
 * `actionLabel` of the row when given (打卡 on a task still in hand).
 */
export type CardSpec<Row> = {
  title: CardField<Row>;
  child?: CardField<Row>;
  place?: CardField<Row>;
  deadline?: CardField<Row>;
  state?: CardField<Row>;
  lines?: readonly CardField<Row>[];
  action?: string;
  actionLabel?: (row: Row) => string;
};

export type ListConfig<Row, C extends Contract = Contract> = {
  /** The list's contract: each page is `useCall(contract, { query: { ...query, ...filters, page, size } })`. */
  contract: C;
  /** Query parameters fixed by the screen (a role variant's states), under the filters. */
  query?: Partial<QueryOf<C>>;
  /** The rows and total of an answer (default: its `list` and `total`). */
  rows?: (answer: CallOutput<C>) => { list: Row[]; total: number };
  title: string;
  pageSize: number;
  filters: FilterDef<FilterName<C>>[];
  /** The filters a screen opens with, and 重置 returns to (none when not given). */
  initialFilters?: FilterValues;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string | number;
  actions?: RowAction<Row>[];
  /** Text of the empty state. */
  emptyText?: string;
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
  /**
   * The list as cards on a phone (< 576 px: issue 29): the filters fold into a 筛选 drawer, each row is a card of
   * this spec, paging stays; without it the phone shows the table as the desktop does.
   */
  card?: CardSpec<Row>;
};
