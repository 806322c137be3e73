/**
 * One statistics screen for every view of specs.ts (req statistics §1 /statistics, /coverage; issue 18): the period (a year,
 * or a day range: this year so far by default) and, where the view has one, a town; the view's cards, its chart
 * (ECharts, loaded with this screen only) and its table with the sum in a bold last row; 导出 downloads the same table as .xlsx
 * (the server writes a 导出 record). Loading shows on the table, a failure says why with 重试, and an empty period says so.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import type { FigureColumn } from '../../../domain/statistics';
import { errorMessage } from '../../api/http-error';
import { statisticForShow } from '../../../domain/contracts/statistic';
import { download } from '../../api/client';
import { exportStatistic } from '../../../domain/contracts/statistic';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { Chart } from '../../components/chart';
import { useDepartments } from '../../components/use-departments';
import { STATISTIC_VIEWS } from './specs';
import type { Controls } from './view-spec';

type Row = Record<string, unknown>;
const DAY = 'YYYY-MM-DD';

/** The count a share is of: no share is shown ('—') where it is 0. */
const PERCENT_BASE: Record<string, string> = { percentage: 'total', coverage: 'children' };

function columnsOf(columns: FigureColumn[]) {
  return columns.map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: i === 0 || c.key.endsWith('name') ? undefined : ('right' as const),
    render: (v: unknown, row: Row) =>
      !c.percent
        ? ((v as string | number | undefined) ?? 0)
        : row[PERCENT_BASE[c.key] ?? ''] === 0
          ? '—'
          : `${Number(v ?? 0)}%`,
  }));
}
const rowKey = (r: Row) => String(r.month ?? `${r.volunteer ?? ''}-${r.department ?? ''}`);

function ExportButton({ controls, view }: { controls: Controls; view: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      feedback.message.success(
        `已导出 ${await download(exportStatistic, { query: STATISTIC_VIEWS[view].exportOf(controls) })}`,
      );
    } catch (error) {
      notifyError(error, '导出失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      导出
    </Button>
  );
}

/** The controls of a view: a year or a day range, and a town where the view takes one. */
function PeriodControls({
  view,
  controls,
  onChange,
}: {
  view: string;
  controls: Controls;
  onChange: (c: Controls) => void;
}) {
  const spec = STATISTIC_VIEWS[view];
  const user = useCurrentUser();
  const { towns } = useDepartments(spec.town !== 'none');
  const ownTown = user.role === '分委领导' ? user.info.department_id : undefined;
  const choices = towns
    .filter((t) => !ownTown || t.id === ownTown)
    .map((t) => ({ value: t.id, label: t.department_name }));
  return (
    <Space wrap>
      <Typography.Text type="secondary">统计期间</Typography.Text>
      {spec.period === 'year' ? (
        <DatePicker
          picker="year"
          aria-label="统计年度"
          allowClear={false}
          value={dayjs(`${controls.year}-01-01`)}
          onChange={(d) => d && onChange({ ...controls, year: d.year() })}
        />
      ) : (
        <DatePicker.RangePicker
          aria-label="统计期间"
          allowClear={false}
          value={[dayjs(controls.begin), dayjs(controls.end)]}
          onChange={(v) =>
            v?.[0] &&
            v[1] &&
            onChange({ ...controls, begin: (v[0] as Dayjs).format(DAY), end: (v[1] as Dayjs).format(DAY) })
          }
        />
      )}
      {spec.town === 'optional' && (
        <Select
          aria-label="乡镇"
          allowClear
          placeholder={ownTown ? '本乡镇' : '全部乡镇'}
          style={{ width: 160 }}
          options={choices}
          value={controls.town}
          showSearch
          optionFilterProp="label"
          onChange={(town?: number) => onChange({ ...controls, town })}
        />
      )}
    </Space>
  );
}

export function StatisticScreen({ view }: { view: string }) {
  const spec = STATISTIC_VIEWS[view];
  const title = usePageTitle();
  const user = useCurrentUser();
  const [controls, setControls] = useState<Controls>(() => ({
    year: dayjs().year(),
    begin: dayjs().startOf('year').format(DAY),
    end: dayjs().format(DAY),
  }));
  const asked =
    spec.period === 'year'
      ? { year: controls.year, town: controls.town }
      : { begin: controls.begin, end: controls.end, town: controls.town };
  // a view combines several statistic calls: its key is their tag (so a change that invalidates it refetches), the view and the period
  const data = useQuery({ queryKey: [statisticForShow.tag, view, asked], queryFn: () => spec.load(controls) });
  const columns = useMemo(() => columnsOf(spec.columns(controls)), [spec, controls]);
  const mayExport = user.can('statistics', 'export') && (view !== 'gta' || user.can('gta_statistics', 'query'));
  const rows = (data.data?.rows ?? []).filter((r) => !r.summary);
  const sum = data.data?.rows.find((r) => r.summary);
  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space wrap>
          <PeriodControls view={view} controls={controls} onChange={setControls} />
          <Button
            icon={<ReloadOutlined />}
            aria-label="刷新"
            onClick={() => data.refetch()}
            loading={data.isFetching}
          />
          {mayExport && <ExportButton controls={controls} view={view} />}
        </Space>
      }
    >
      {data.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(data.error, '加载统计失败，请重试')}
          action={
            <Button size="small" onClick={() => data.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {data.data?.note && <Typography.Paragraph type="secondary">{data.data.note}</Typography.Paragraph>}
      {data.data?.cards && (
        <Row gutter={16} style={{ marginBottom: 12 }}>
          {data.data.cards.map((c) => (
            <Col key={c.title} xs={12} md={6}>
              <Statistic title={c.title} value={c.value} suffix={c.suffix} />
            </Col>
          ))}
        </Row>
      )}
      {data.data?.chart ? (
        <Chart option={data.data.chart} label={spec.chartLabel} />
      ) : (
        data.isSuccess && <Empty description={spec.empty} style={{ margin: '24px 0' }} />
      )}
      <Table<Row>
        size="small"
        rowKey={rowKey}
        loading={data.isFetching}
        dataSource={rows}
        columns={columns}
        style={{ marginTop: 12 }}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        // a row's `children` is a count of children here, not antd's tree rows
        expandable={{ childrenColumnName: 'tree_rows' }}
        summary={() =>
          sum && (
            <Table.Summary fixed>
              <Table.Summary.Row style={{ fontWeight: 600 }}>
                {columns.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.align}>
                    {i === 0 ? '合计' : c.key.endsWith('name') ? '' : c.render(sum[c.key], sum)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </Card>
  );
}
