/**
 * The history of an apply (req applies-review §1 "apply_information.history", §3): who did what and when, with the
 * review reason, newest last. Each step's state reads as a word (issue 29): `kind` `risk` for a risk assessment's
 * history (初评 / 复评), else the applies' words.
 */
import { Empty, Timeline, Typography } from 'antd';
import type { ApplyHistoryEntry } from '../../domain/apply-states';
import { stateColor } from '../../domain/state-words';
import { formatDateTime } from './datetime';
import { StateTag } from './state-tag';

export function ApplyHistory({
  history,
  kind = 'apply',
}: {
  history: ApplyHistoryEntry[] | undefined;
  kind?: 'apply' | 'risk';
}) {
  if (!history?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审核记录" />;
  return (
    <Timeline
      items={history.map((entry, i) => ({
        key: i,
        color: stateColor(kind, entry.state) === 'default' ? 'gray' : stateColor(kind, entry.state),
        children: (
          <div>
            <Typography.Text strong>{entry.nickname || '—'}</Typography.Text>{' '}
            <StateTag kind={kind} state={entry.state} />
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
