/**
 * The generic list page (CONVENTIONS "One generic list page"): a card with the config's title and
 * toolbar, 离线副本 when the list is the phone's kept copy (src/offline/offline-copy-banner.tsx, issue 29), its
 * filters, an error notice with 重试 when the call failed, an optional summary strip, the bar of
 * batch actions when the config has any, and the table (with check boxes then).
 * On a phone (< 576 px, use-narrow.ts; issue 29) a list with a `card` spec shows its rows as cards (list-cards.tsx)
 * under a toolbar row whose 筛选 button opens the filters in a drawer; paging and filters work as on the desktop,
 * which is unchanged.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Card, Drawer, Space, Table } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/http-error';
import { OfflineCopyBanner } from '../../offline/offline-copy-banner';
import { BatchBar } from './batch-bar';
import { FilterBar } from './filter-bar';
import { ListCards } from './list-cards';
import type { Contract } from '../../../domain/contracts/define';
import type { FilterValues, ListConfig } from './types';
import { useListController } from './use-list-controller';
import { useNarrow } from './use-narrow';

/** How many filters hold a value (the count on the phone's 筛选 button). */
function setCount(values: FilterValues): number {
  return Object.values(values).filter((v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .length;
}

export function ListPage<Row extends object, C extends Contract = Contract>({
  config,
}: {
  config: ListConfig<Row, C>;
}) {
  const list = useListController(config);
  const narrow = useNarrow();
  const [filtering, setFiltering] = useState(false);
  const cards = narrow && config.card;
  const toolbar = (
    <>
      {config.toolbarFor?.(list.params)}
      {config.toolbar}
    </>
  );
  const filterBar = (vertical: boolean) => (
    <FilterBar
      filters={config.filters}
      values={list.filters}
      onChange={list.setFilter}
      onReset={list.reset}
      vertical={vertical}
    />
  );
  const error = list.error != null && (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={errorMessage(list.error, '加载列表失败，请重试')}
      action={
        <Button size="small" onClick={() => list.refetch()}>
          重试
        </Button>
      }
    />
  );
  if (cards)
    return (
      <Card title={config.title} variant="borderless" styles={{ body: { padding: 12 } }}>
        <OfflineCopyBanner path={config.contract.path} />
        <Space wrap style={{ marginBottom: 12 }}>
          {config.filters.length > 0 && (
            <Badge count={setCount(list.filters)} size="small">
              <Button icon={<FilterOutlined />} onClick={() => setFiltering(true)}>
                筛选
              </Button>
            </Badge>
          )}
          {toolbar}
        </Space>
        <Drawer
          title="筛选"
          placement="bottom"
          height="auto"
          open={filtering}
          onClose={() => setFiltering(false)}
          footer={
            <Button type="primary" block onClick={() => setFiltering(false)}>
              完成
            </Button>
          }
        >
          {filterBar(true)}
        </Drawer>
        {error}
        {config.summaryFor?.(list.params)}
        <ListCards
          spec={cards}
          columns={config.columns}
          actions={config.actions}
          rowKey={config.rowKey}
          rows={list.rows}
          loading={list.loading}
          emptyText={config.emptyText}
          page={list.page}
          pageSize={config.pageSize}
          total={list.total ?? 0}
          onPage={list.setPage}
          refresh={list.refresh}
        />
      </Card>
    );
  return (
    <Card title={config.title} extra={<Space>{toolbar}</Space>} variant="borderless">
      <OfflineCopyBanner path={config.contract.path} />
      {filterBar(false)}
      {error}
      {config.summaryFor?.(list.params)}
      {config.batchActions?.length ? (
        <BatchBar
          actions={config.batchActions}
          rows={list.selected}
          onClear={list.clearSelection}
          onDone={list.refresh}
        />
      ) : null}
      <Table<Row> {...list.tableProps} />
    </Card>
  );
}
