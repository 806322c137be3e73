/**
 * The rows of a list as cards, for a phone (issue 29 "Volunteers on a phone": the desktop table squeezed to 375 px
 * hid 截止时间, 期限 and 状态 behind a sideways swipe). Each card is drawn from the list's `card` spec (types.ts
 * CardSpec): its title and state word on top, then 儿童, 地点 and 期限 and any further lines, each the cell of one of
 * the list's own columns (so a card says exactly what the table's row says), and the ONE main action as a button.
 * Under the cards the pager (共有 N 条数据 and the pages) stays.
 */
import type { ReactNode } from 'react';
import { Button, Card, Empty, Pagination, Popconfirm, Spin, Typography } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import type { CardField, CardSpec, RowAction } from './types';

type Column<Row> = ColumnType<Row>;

/** The cell a column draws for `row` (its render of the row's value at `dataIndex`, or the value itself). */
function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const path = column.dataIndex;
  let value: unknown = row;
  for (const step of path === undefined ? [] : Array.isArray(path) ? path : [path])
    value = (value as Record<string, unknown> | undefined)?.[step as string];
  if (path === undefined) value = undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/** What a card field shows for `row`, and the title of the column it comes from (null: the list has no such column). */
function fieldOf<Row extends object>(
  field: CardField<Row> | undefined,
  columns: ColumnsType<Row>,
  row: Row,
  index: number,
): { node: ReactNode; title?: string } | null {
  if (field === undefined) return null;
  if (typeof field === 'function') return { node: field(row) };
  const keys: readonly string[] = typeof field === 'string' ? [field] : field;
  const found = keys.flatMap((k) => {
    const column = columns.find((c) => c.key === k) as Column<Row> | undefined;
    return column ? [column] : [];
  });
  if (found.length === 0) return null;
  const cells = found.map((c) => cellOf(c, row, index)).filter((n) => n !== null && n !== undefined && n !== '—');
  const title = typeof found[0].title === 'string' ? found[0].title : undefined;
  return {
    title,
    node: cells.length
      ? cells.map((n, i) => (
          <span key={i}>
            {i > 0 ? ' ' : ''}
            {n}
          </span>
        ))
      : '—',
  };
}

/** The card's main action: a link-styled-as-button to another screen, or a button (asking first when it should). */
function CardAction<Row>({
  action,
  label,
  row,
  refresh,
}: {
  action: RowAction<Row>;
  label: string;
  row: Row;
  refresh: () => void;
}) {
  const navigate = useNavigate();
  if (action.to) {
    const to = action.to(row);
    // a real link (opens in a new tab too), followed inside the console on a plain tap
    return (
      <Button
        type="primary"
        href={to}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          navigate(to);
        }}
      >
        {label}
      </Button>
    );
  }
  const run = () => action.onClick?.(row, { refresh });
  const button = (
    <Button type="primary" danger={action.danger} onClick={action.confirm ? undefined : run}>
      {label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={run}>
      {button}
    </Popconfirm>
  );
}

const LABELS = { child: '儿童', place: '地点', deadline: '期限' } as const;

function RowCard<Row extends object>({
  spec,
  columns,
  actions,
  row,
  index,
  refresh,
}: {
  spec: CardSpec<Row>;
  columns: ColumnsType<Row>;
  actions: RowAction<Row>[] | undefined;
  row: Row;
  index: number;
  refresh: () => void;
}) {
  const field = (f: CardField<Row> | undefined) => fieldOf(f, columns, row, index);
  const title = field(spec.title);
  const state = field(spec.state);
  const lines: { label: string; node: ReactNode }[] = [];
  for (const slot of ['child', 'place', 'deadline'] as const) {
    const shown = field(spec[slot]);
    if (shown) lines.push({ label: LABELS[slot], node: shown.node });
  }
  for (const extra of spec.lines ?? []) {
    const shown = field(extra);
    if (shown) lines.push({ label: shown.title ?? '', node: shown.node });
  }
  const usable = (actions ?? []).filter((a) => a.visible?.(row) ?? true);
  const action = spec.action ? usable.find((a) => a.key === spec.action) : usable[0];
  return (
    <Card size="small" className="cw-list-card" styles={{ body: { padding: 12 } }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
        <Typography.Text strong style={{ fontSize: 15, overflowWrap: 'anywhere' }}>
          {title?.node}
        </Typography.Text>
        {state && <span style={{ flex: 'none' }}>{state.node}</span>}
      </div>
      {lines.length > 0 && (
        <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
          {lines.map((l, i) => (
            <div key={i} style={{ display: 'contents' }}>
              <dt style={{ color: 'rgba(0,0,0,0.65)', whiteSpace: 'nowrap' }}>{l.label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{l.node}</dd>
            </div>
          ))}
        </dl>
      )}
      {action && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <CardAction action={action} row={row} refresh={refresh} label={spec.actionLabel?.(row) ?? action.label} />
        </div>
      )}
    </Card>
  );
}

type Props<Row> = {
  spec: CardSpec<Row>;
  columns: ColumnsType<Row>;
  actions: RowAction<Row>[] | undefined;
  rowKey: (row: Row) => string | number;
  rows: Row[];
  loading: boolean;
  emptyText?: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  refresh: () => void;
};

/** The page of rows as cards (a list, each card one item), with the list's pager under them. */
export function ListCards<Row extends object>(props: Props<Row>) {
  const { rows, loading, total } = props;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? '暂无数据'} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((row, index) => (
            <li key={props.rowKey(row)}>
              <RowCard
                spec={props.spec}
                columns={props.columns}
                actions={props.actions}
                row={row}
                index={index}
                refresh={props.refresh}
              />
            </li>
          ))}
        </ul>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span>{`共有 ${total} 条数据`}</span>
        {total > props.pageSize && (
          <Pagination
            simple
            current={props.page}
            pageSize={props.pageSize}
            total={total}
            showSizeChanger={false}
            onChange={props.onPage}
            style={{ marginLeft: 'auto' }}
          />
        )}
      </div>
    </Spin>
  );
}
