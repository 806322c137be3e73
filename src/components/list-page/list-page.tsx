/**
 * The generic list page (CONVENTIONS "One generic list page"): a card with the config's title and
 * toolbar, 离线副本 when the list is the phone's kept copy (src/offline/offline-copy-banner.tsx, issue 29), its
 * filters, an error notice with 重试 when the call failed, an optional summary strip, the bar of
 * batch actions when the config has any, and the table (with check boxes then).
 */
import { Alert, Button, Card, Space, Table } from 'antd';
import { errorMessage } from '../../api/http-error';
import { OfflineCopyBanner } from '../../offline/offline-copy-banner';
import { BatchBar } from './batch-bar';
import { FilterBar } from './filter-bar';
import type { Contract } from '../../../domain/contracts/define';
import type { ListConfig } from './types';
import { useListController } from './use-list-controller';

export function ListPage<Row extends object, C extends Contract = Contract>({
  config,
}: {
  config: ListConfig<Row, C>;
}) {
  const list = useListController(config);
  return (
    <Card
      title={config.title}
      extra={
        <Space>
          {config.toolbarFor?.(list.params)}
          {config.toolbar}
        </Space>
      }
      variant="borderless"
    >
      <OfflineCopyBanner path={config.contract.path} />
      <FilterBar filters={config.filters} values={list.filters} onChange={list.setFilter} onReset={list.reset} />
      {list.error != null && (
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
      )}
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
