/**
 * dataWarning and dataWarningExport (req register §4 /dataWarning; domain/warnings.ts): a card per warning with its count;
 * a click opens the list of what it counts below (children linking to their detail, work orders, villages), with 导出
 * of that list as .xlsx. The export screen lists the warnings with a download each.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { CallOutput } from '../../../domain/contracts/define';
import {
  exportWarning,
  warningChildren,
  warningSummary,
  warningTasks,
  warningVillages,
  type WarningChild,
  type WarningTask,
} from '../../../domain/contracts/warning';
import { WARNINGS, type ChildWarningKind, type WarningKind } from '../../../domain/warnings';
import { download } from '../../api/client';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { childColumns, taskColumns, villageColumns, villageRow, type VillageRow } from './warning-columns';

type WarningCount = CallOutput<typeof warningSummary>['list'][number];

function useSummary() {
  return useCall(warningSummary);
}

function ExportButton({ kind, label = '导出' }: { kind: WarningKind; label?: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      feedback.message.success(`已导出 ${await download(exportWarning, { query: { kind } })}`);
    } catch (error) {
      notifyError(error, '导出失败，请重试');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}

/** The common part of a warning's list: its title, page size and 导出. */
const baseOf = (kind: WarningKind) => ({
  title: `${WARNINGS[kind].title}清单`,
  pageSize: 20,
  filters: [],
  toolbar: <ExportButton kind={kind} />,
});

/** The overdue work orders (the tasks warning). */
function TaskWarningList({ kind }: { kind: WarningKind }) {
  const config = useMemo(
    (): ListConfig<WarningTask, typeof warningTasks> => ({
      ...baseOf(kind),
      contract: warningTasks,
      columns: taskColumns(),
      rowKey: (r) => r.id,
      emptyText: '没有超期的工单',
    }),
    [kind],
  );
  return <ListPage config={config} />;
}

/** The villages without an active director (the villages warning); a count renamed for antd's Table (villageRow). */
function VillageWarningList({ kind }: { kind: WarningKind }) {
  const config = useMemo(
    (): ListConfig<VillageRow, typeof warningVillages> => ({
      ...baseOf(kind),
      contract: warningVillages,
      columns: villageColumns,
      rowKey: (r) => r.village_id,
      emptyText: '每个有儿童的村居都有在岗儿童主任',
      rows: (answer) => ({ total: answer.total, list: answer.list.map(villageRow) }),
    }),
    [kind],
  );
  return <ListPage config={config} />;
}

/** The children of a child warning (unserved, adult, duplicate: grouped). */
function ChildWarningList({ kind }: { kind: ChildWarningKind }) {
  const { role } = useCurrentUser();
  const config = useMemo(
    (): ListConfig<WarningChild, typeof warningChildren> => ({
      ...baseOf(kind),
      contract: warningChildren,
      query: { kind },
      columns: childColumns(role, kind === 'duplicate'),
      rowKey: (r) => r.id,
      emptyText: '没有符合该预警的儿童',
    }),
    [kind, role],
  );
  return <ListPage config={config} />;
}

/** The list behind warning `kind`, by what it lists. */
function WarningList({ kind }: { kind: WarningKind }) {
  const { entity } = WARNINGS[kind];
  if (entity === 'tasks') return <TaskWarningList key={kind} kind={kind} />;
  if (entity === 'villages') return <VillageWarningList key={kind} kind={kind} />;
  return <ChildWarningList key={kind} kind={kind as ChildWarningKind} />;
}

function SummaryError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={errorMessage(error, '加载预警失败，请重试')}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

export function WarningScreen() {
  const title = usePageTitle();
  const summary = useSummary();
  const [kind, setKind] = useState<WarningKind | null>(null);
  const card = (w: WarningCount) => (
    <Col key={w.kind} flex="1 1 200px">
      <Card
        hoverable
        size="small"
        onClick={() => setKind(w.kind)}
        // a toggle button for assistive technology and the keyboard (issue 29: aria-pressed needs the role)
        role="button"
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setKind(w.kind);
          }
        }}
        aria-pressed={kind === w.kind}
        data-testid={`warning-${w.kind}`}
        style={kind === w.kind ? { borderColor: '#0958d9' } : undefined}
      >
        <Statistic
          title={w.title}
          value={w.count}
          suffix={WARNINGS[w.kind].unit}
          valueStyle={w.count ? { color: '#cf1322' } : undefined}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {WARNINGS[w.kind].description}
        </Typography.Text>
      </Card>
    </Col>
  );
  return (
    <>
      <Card
        title={title}
        variant="borderless"
        style={{ marginBottom: 16 }}
        extra={
          summary.data && (
            <Typography.Text type="secondary">统计月份 {summary.data.month}，点击卡片查看清单</Typography.Text>
          )
        }
      >
        {summary.isError && <SummaryError error={summary.error} retry={() => summary.refetch()} />}
        {summary.isLoading && <Skeleton active />}
        {summary.data && (
          <Row gutter={[12, 12]} wrap>
            {summary.data.list.map(card)}
          </Row>
        )}
      </Card>
      {kind ? (
        <WarningList kind={kind} />
      ) : (
        summary.data && (
          <Card variant="borderless">
            <Empty description="点击上方的预警卡片查看清单" />
          </Card>
        )
      )}
    </>
  );
}

export function WarningExportScreen() {
  const title = usePageTitle();
  const summary = useSummary();
  return (
    <Card title={title} variant="borderless">
      {summary.isError && <SummaryError error={summary.error} retry={() => summary.refetch()} />}
      <List
        loading={summary.isLoading}
        dataSource={summary.data?.list ?? []}
        locale={{ emptyText: summary.isError ? ' ' : '暂无预警' }}
        renderItem={(w) => (
          <List.Item actions={[<ExportButton key="x" kind={w.kind} label="导出清单" />]}>
            <List.Item.Meta
              title={`${w.title}（${w.count} ${WARNINGS[w.kind].unit}）`}
              description={WARNINGS[w.kind].description}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
