/**
 * 操作记录 (/record/RecordList; issue 15, req records §3): the operation records for 系统管理 and 中心领导, by
 * type and state (several at once), days and the user's name or cellphone; a strip counts what the filters
 * select by type; a row expands to what the record holds; 导出 downloads the filtered records as .xlsx.
 * Child names arrive masked unless the viewer revealed them.
 */
import { useMemo, useState } from 'react';
import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { RECORD_STATES, RECORD_TYPES } from '../../../domain/records';
import { exportRecords, listRecordsForMix, recordStatistics, type RecordItem } from '../../../domain/contracts/record';
import { download } from '../../api/client';
import { useCall } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig, ListParams, QueryOf } from '../../components/list-page/types';

const TYPE_COLORS: Partial<Record<string, string>> = {
  删除: 'red',
  修改: 'orange',
  创建: 'green',
  导出: 'purple',
  揭示: 'magenta',
  审核: 'cyan',
  登录: 'blue',
};
const INFO_LABELS: Record<string, string> = {
  keyword: '关键字',
  list: '列表',
  total: '条数',
  action: '操作',
  apply: '申请',
  apply_genre: '申请类型',
  account: '用户',
  department: '单位',
  reason: '原因',
  record_source: '来源',
  deleted: '已删除',
  character: '类别',
  role: '角色',
};

/**
 * The query of the counts and the export: the filter bar's values (types and states as lists, begin and end days,
 * keyword) as the list asks them, without the paging; an empty value is left out.
 */
function recordQueryOf(params: ListParams): QueryOf<typeof recordStatistics> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params.filters)) {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) query[name] = value;
  }
  return query as QueryOf<typeof recordStatistics>;
}

function Summary({ params }: { params: ListParams }) {
  const stats = useCall(recordStatistics, { query: recordQueryOf(params) });
  if (!stats.data) return null;
  return (
    <Space wrap size={[8, 8]} style={{ marginBottom: 12 }} data-testid="record-summary">
      <Typography.Text type="secondary">按类型：</Typography.Text>
      {stats.data.types.length === 0 && <Typography.Text type="secondary">无</Typography.Text>}
      {stats.data.types.map((t) => (
        <Tag key={t.record_type} color={TYPE_COLORS[t.record_type]}>
          {t.record_type} {t.count}
        </Tag>
      ))}
    </Space>
  );
}

function ExportButton({ params }: { params: ListParams }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      feedback.message.success(`已导出 ${await download(exportRecords, { query: recordQueryOf(params) })}`);
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

function Information({ row }: { row: RecordItem }) {
  const entries = Object.entries(row.record_information).filter(
    ([k]) => k !== 'record_source' || row.record_information[k] !== 'console',
  );
  if (!entries.length) return <Typography.Text type="secondary">无更多信息</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={3}
      items={entries.map(([k, v]) => ({
        key: k,
        label: INFO_LABELS[k] ?? k,
        children: typeof v === 'object' ? JSON.stringify(v) : String(v),
      }))}
    />
  );
}

export function RecordListScreen() {
  const title = usePageTitle();
  const config = useMemo(
    (): ListConfig<RecordItem, typeof listRecordsForMix> => ({
      title,
      pageSize: 20,
      contract: listRecordsForMix,
      filters: [
        {
          kind: 'multiSelect',
          name: 'types',
          label: '类型',
          options: RECORD_TYPES.map((t) => ({ value: t, label: t })),
        },
        {
          kind: 'multiSelect',
          name: 'states',
          label: '状态',
          options: RECORD_STATES.map((t) => ({ value: t, label: t })),
        },
        { kind: 'dateRange', name: 'days', label: '日期', to: ['begin', 'end'] },
        { kind: 'keyword', name: 'keyword', label: '用户', placeholder: '姓名或手机号' },
      ],
      columns: [
        {
          key: 'record_datetime',
          title: '时间',
          dataIndex: 'record_datetime',
          render: (v: string) => formatDateTime(v),
        },
        {
          key: 'user',
          title: '用户',
          render: (_: unknown, r) => `${r.user_nickname ?? '—'}${r.user_role ? `（${r.user_role}）` : ''}`,
        },
        {
          key: 'record_type',
          title: '类型',
          dataIndex: 'record_type',
          render: (v: string) => <Tag color={TYPE_COLORS[v]}>{v}</Tag>,
        },
        {
          key: 'record_state',
          title: '状态',
          dataIndex: 'record_state',
          render: (v: string) => <Tag color={v === '成功' ? 'green' : v === '失败' ? 'red' : 'default'}>{v}</Tag>,
        },
        { key: 'child_name', title: '儿童', dataIndex: 'child_name', render: (v: string | null) => v || '—' },
      ],
      rowKey: (row) => row.id,
      emptyText: '暂无操作记录',
      expandedRow: (row) => <Information row={row} />,
      toolbarFor: (params) => <ExportButton params={params} />,
      summaryFor: (params) => <Summary params={params} />,
    }),
    [title],
  );
  return <ListPage config={config} />;
}
