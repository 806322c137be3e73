/**
 * The controller of the generic list page (CONVENTIONS "Controller hook plus thin view"): filter and
 * page state, the TanStack Query call, and ready-made `tableProps` for antd's Table with paging, the
 * total text 共有 N 条数据 (req shell-and-accounts §10), loading and empty states, and the row-action column.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput, Contract } from '../../../domain/contracts/define';
import { callKey, callWith } from '../../api/use-call';
import { Button, Empty, Popconfirm, Space, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { FilterValue, FilterValues, ListConfig, ListParams, RowAction } from './types';
import { ACCESSIBLE_SELECTION } from './row-selection';

/** The query a contract list asks: the screen's fixed query, the filters' values (empty ones dropped), the page. */
export function listQuery(fixed: object | undefined, params: ListParams): Record<string, unknown> {
  const query: Record<string, unknown> = { ...fixed };
  for (const [name, value] of Object.entries(params.filters)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    query[name] = value;
  }
  return { ...query, page: params.page, size: params.size };
}

type Page<Row> = { list: Row[]; total: number };

/** One page of a list, asked through its contract (key and call derived from it). */
function usePage<Row, C extends Contract>(config: ListConfig<Row, C>, params: ListParams) {
  const { contract, rows, query: fixed } = config;
  const input = { query: listQuery(fixed, params) } as CallInput<C>;
  return useQuery<Page<Row>>({
    queryKey: callKey(contract, input),
    queryFn: async () => {
      const answer = await callWith(contract, input);
      return rows ? rows(answer) : (answer as Page<Row>);
    },
    placeholderData: keepPreviousData,
  });
}

function ActionButton<Row>({ action, row, refresh }: { action: RowAction<Row>; row: Row; refresh: () => void }) {
  const [busy, setBusy] = useState(false);
  // cw-link-action: a tap target of 24 × 24 px at least (tap-targets.css; issue 29, WCAG 2.5.8)
  if (action.to)
    return (
      <Link className="cw-link-action" to={action.to(row)}>
        {action.label}
      </Link>
    );
  const run = async () => {
    setBusy(true);
    try {
      await action.onClick?.(row, { refresh });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      loading={busy}
      style={{ padding: 0 }}
      onClick={action.confirm ? undefined : run}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={run}>
      {button}
    </Popconfirm>
  );
}

function withActions<Row>(
  columns: ColumnsType<Row>,
  actions: RowAction<Row>[] | undefined,
  refresh: () => void,
  width = 100,
): ColumnsType<Row> {
  if (!actions?.length) return columns;
  return [
    ...columns,
    {
      key: '__actions',
      title: '操作',
      fixed: 'right',
      width,
      render: (_: unknown, row: Row) => (
        <Space size="small">
          {actions
            .filter((a) => a.visible?.(row) ?? true)
            .map((a) => (
              <ActionButton key={a.key} action={a} row={row} refresh={refresh} />
            ))}
        </Space>
      ),
    },
  ];
}

export function useListController<Row extends object, C extends Contract>(config: ListConfig<Row, C>) {
  const [filters, setFilters] = useState<FilterValues>(config.initialFilters ?? {});
  const [page, setPage] = useState(1);
  const params: ListParams = useMemo(
    () => ({ page, size: config.pageSize, filters }),
    [page, config.pageSize, filters],
  );

  const query = usePage(config, params);

  const setFilter = useCallback(
    (name: string, value: FilterValue) => {
      setFilters((previous) => {
        const next: FilterValues = { ...previous, [name]: value === '' || value === null ? undefined : value };
        for (const f of config.filters) if (f.kind === 'village' && f.town === name) next[f.name] = undefined;
        for (const [key, v] of Object.entries(next)) if (v === undefined) delete next[key];
        return next;
      });
      setPage(1);
    },
    [config.filters],
  );

  const { initialFilters } = config;
  const reset = useCallback(() => {
    setFilters(initialFilters ?? {});
    setPage(1);
  }, [initialFilters]);

  // the ticked rows of the page shown (a new page or filter starts a new selection)
  const [selected, setSelected] = useState<Row[]>([]);
  const clearSelection = useCallback(() => setSelected([]), []);
  useEffect(() => {
    setSelected([]);
  }, [page, filters]);

  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  const columns = useMemo(
    () => withActions(config.columns, config.actions, refresh, config.actionsWidth),
    [config.columns, config.actions, refresh, config.actionsWidth],
  );

  const tableProps: TableProps<Row> = {
    rowKey: config.rowKey,
    columns,
    dataSource: query.data?.list ?? [],
    loading: query.isFetching,
    size: 'middle',
    scroll: { x: 'max-content' },
    locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={config.emptyText ?? '暂无数据'} /> },
    pagination: {
      current: page,
      pageSize: config.pageSize,
      total: query.data?.total ?? 0,
      showSizeChanger: false,
      showTotal: (total) => `共有 ${total} 条数据`,
      onChange: setPage,
    },
    expandable: config.expandedRow ? { expandedRowRender: config.expandedRow } : undefined,
    rowSelection: config.batchActions?.length
      ? {
          ...ACCESSIBLE_SELECTION,
          selectedRowKeys: selected.map(config.rowKey),
          onChange: (_keys, rows) => setSelected(rows),
        }
      : undefined,
  };

  return {
    tableProps,
    filters,
    params,
    setFilter,
    reset,
    // the page for the phone's cards (list-cards.tsx), which draw what the table draws from tableProps
    rows: query.data?.list ?? [],
    loading: query.isFetching,
    page,
    setPage,
    error: query.error,
    refetch: query.refetch,
    total: query.data?.total,
    selected,
    clearSelection,
    refresh,
  };
}
