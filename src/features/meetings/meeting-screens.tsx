/**
 * MeetingList and MeetingStatistic (req meetings §1 /meeting; issue 18):
 * - 会议记录: the meetings of the caller's town (the centre: every town), the latest first, by day range and topic;
 *   新增会议, 查看 (read-only, meeting-view.tsx; issue 29), 修改, 删除 (asks first).
 * - 会议统计: how many meetings each town held in each month of a period (this year by default), as a stacked bar
 *   chart and a table with totals.
 */
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  deleteMeeting,
  listMeetings,
  meetingStatistic,
  type MeetingItem as Meeting,
} from '../../../domain/contracts/meeting';
import { callWith, useCall } from '../../api/use-call';
import { errorMessage } from '../../api/http-error';
import { usePageTitle } from '../../core/page-title';
import { Chart, type ChartOption } from '../../components/chart';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { MeetingDialog } from './meeting-dialog';
import { MeetingView } from './meeting-view';

export function MeetingListScreen() {
  const title = usePageTitle();
  const [editing, setEditing] = useState<{ meeting?: Meeting; urls: Record<string, string> } | null>(null);
  const [viewing, setViewing] = useState<{ meeting: Meeting; urls: Record<string, string> } | null>(null);
  // the signed photo URLs of the page on screen, for the edit dialog's thumbnails
  const urls = useRef<Record<string, string>>({});
  const config = useMemo(
    (): ListConfig<Meeting, typeof listMeetings> => ({
      title,
      pageSize: 20,
      contract: listMeetings,
      rows: (answer) => {
        urls.current = answer.image_urls;
        return answer;
      },
      filters: [
        { kind: 'dateRange', name: 'days', label: '会议日期', to: ['begin', 'end'] },
        { kind: 'keyword', name: 'keyword', label: '主题', placeholder: '会议主题' },
      ],
      columns: [
        { key: 'time', title: '会议时间', width: 160, render: (_: unknown, m) => formatDateTime(m.meeting_datetime) },
        { key: 'title', title: '会议主题', render: (_: unknown, m) => m.meeting_information.meeting_title },
        { key: 'town', title: '乡镇', width: 110, render: (_: unknown, m) => m.department_name ?? '—' },
        { key: 'place', title: '地点', width: 160, render: (_: unknown, m) => m.meeting_information.meeting_place },
        { key: 'host', title: '主持人', width: 90, render: (_: unknown, m) => m.meeting_information.meeting_host },
        {
          key: 'people',
          title: '参会人数',
          width: 90,
          render: (_: unknown, m) => m.meeting_information.meeting_attendees.length,
        },
      ],
      rowKey: (m) => m.id,
      emptyText: '暂无会议记录',
      actions: [
        { key: 'view', label: '查看', onClick: (m) => setViewing({ meeting: m, urls: urls.current }) },
        { key: 'edit', label: '修改', onClick: (m) => setEditing({ meeting: m, urls: urls.current }) },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          confirm: '确认删除该会议记录？',
          onClick: async (m, ctx) => {
            await callWith(deleteMeeting, { body: { id: m.id, version: m.version } });
            ctx.refresh();
          },
        },
      ],
      toolbar: (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ urls: {} })}>
          新增会议
        </Button>
      ),
    }),
    [title],
  );
  return (
    <>
      <ListPage config={config} />
      {viewing && <MeetingView meeting={viewing.meeting} imageUrls={viewing.urls} onClose={() => setViewing(null)} />}
      {editing && <MeetingDialog meeting={editing.meeting} imageUrls={editing.urls} onClose={() => setEditing(null)} />}
    </>
  );
}

export function MeetingStatisticScreen() {
  const title = usePageTitle();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('year'), dayjs().endOf('month')]);
  const query = { begin: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') };
  const counts = useCall(meetingStatistic, { query });
  const { towns, months, rows, option } = useMemo(() => {
    const list = counts.data?.list ?? [];
    const townNames = [...new Set(list.map((c) => c.department_name))];
    const monthNames = [...new Set(list.map((c) => c.month))].sort();
    const of = (town: string, month: string) =>
      list.find((c) => c.department_name === town && c.month === month)?.count ?? 0;
    const tableRows = townNames.map((t) => ({
      town: t,
      ...Object.fromEntries(monthNames.map((m) => [m, of(t, m)])),
      total: monthNames.reduce((n, m) => n + of(t, m), 0),
    }));
    const chart: ChartOption = {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 60 },
      xAxis: { type: 'category', data: townNames, axisLabel: { rotate: 30 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: monthNames.map((m) => ({
        name: m,
        type: 'bar',
        stack: 'meetings',
        barMaxWidth: 48,
        data: townNames.map((t) => of(t, m)),
      })),
    };
    return { towns: townNames, months: monthNames, rows: tableRows, option: chart };
  }, [counts.data]);
  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space>
          <Typography.Text type="secondary">统计期间</Typography.Text>
          <DatePicker.RangePicker
            picker="month"
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0].startOf('month'), v[1].endOf('month')])}
          />
        </Space>
      }
    >
      {counts.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(counts.error, '加载会议统计失败，请重试')}
          action={
            <Button size="small" onClick={() => counts.refetch()}>
              重试
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {towns.length ? (
        <Chart option={option} label="各乡镇每月会议数" />
      ) : (
        !counts.isFetching && <Empty description="该期间暂无会议" />
      )}
      <Table
        size="small"
        rowKey="town"
        loading={counts.isFetching}
        dataSource={rows}
        pagination={false}
        style={{ marginTop: 12 }}
        columns={[
          { key: 'town', title: '乡镇', dataIndex: 'town' },
          ...months.map((m) => ({ key: m, title: m, dataIndex: m })),
          { key: 'total', title: '合计', dataIndex: 'total' },
        ]}
      />
    </Card>
  );
}
