/**
 * 分级记录 of a child (issue 28; req children §13): every change of its level, ranking, emphasis, girl level and
 * 儿童督导员, newest first: when, by whom, what changed (before → after), the reason and the assessment it followed.
 */
import { Alert, Empty, Space, Table, Tag, Typography } from 'antd';
import { LEVEL_COLORS } from '../../../../domain/child-levels';
import { listChildClassifications, type ClassificationEntry } from '../../../../domain/contracts/child-classify';
import { useCall } from '../../../api/use-call';
import { errorMessage } from '../../../api/http-error';
import { formatDateTime } from '../../../components/datetime';

const value = (v: string) =>
  v ? <Tag color={LEVEL_COLORS[v]}>{v}</Tag> : <Typography.Text type="secondary">未设置</Typography.Text>;

const COLUMNS = [
  {
    key: 'at',
    title: '时间',
    width: 170,
    render: (_: unknown, e: ClassificationEntry) => formatDateTime(e.created_at),
  },
  { key: 'by', title: '调整人', width: 110, render: (_: unknown, e: ClassificationEntry) => e.user_nickname ?? '—' },
  {
    key: 'changes',
    title: '调整内容',
    render: (_: unknown, e: ClassificationEntry) => (
      <Space direction="vertical" size={2}>
        {e.changes.map((c) => (
          <span key={c.field}>
            {c.label}：{value(c.from)}→ {value(c.to)}
          </span>
        ))}
      </Space>
    ),
  },
  { key: 'reason', title: '调整原因', render: (_: unknown, e: ClassificationEntry) => e.reason },
  { key: 'basis', title: '依据', render: (_: unknown, e: ClassificationEntry) => e.basis ?? '—' },
];

export function ClassificationHistory({ child }: { child: number }) {
  const history = useCall(listChildClassifications, { query: { id: child } });
  if (history.error) return <Alert type="error" showIcon message={errorMessage(history.error, '加载分级记录失败')} />;
  return (
    <Table
      rowKey="id"
      size="small"
      loading={history.isPending}
      columns={COLUMNS}
      dataSource={history.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="暂无分级调整记录" /> }}
    />
  );
}
