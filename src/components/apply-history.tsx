/**
 * The history of an apply (req applies-review §1 "apply_information.history", §3): who did what and when, with the
 * review reason, newest last.
 */
import { Empty, Tag, Timeline, Typography } from 'antd';
import type { ApplyHistoryEntry } from '../../domain/apply-states';
import { formatDateTime } from './datetime';

const STATE_COLORS: Record<string, string> = { 申请: 'blue', 初过: 'cyan', 初拒: 'red', 终过: 'green', 终拒: 'red' };

export function ApplyHistory({ history }: { history: ApplyHistoryEntry[] | undefined }) {
  if (!history?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审核记录" />;
  return (
    <Timeline
      items={history.map((entry, i) => ({
        key: i,
        color: STATE_COLORS[entry.state] ?? 'gray',
        children: (
          <div>
            <Typography.Text strong>{entry.nickname || '—'}</Typography.Text>{' '}
            <Tag color={STATE_COLORS[entry.state]}>{entry.state}</Tag>
            <Typography.Text type="secondary">{formatDateTime(entry.datetime)}</Typography.Text>
            {/* a review's content is its reason (server/modules/apply/service.ts): shown once, as 审核意见 */}
            {entry.content && entry.content !== entry.reason && <div>{entry.content}</div>}
            {entry.reason && <div>审核意见：{entry.reason}</div>}
          </div>
        ),
      }))}
    />
  );
}
