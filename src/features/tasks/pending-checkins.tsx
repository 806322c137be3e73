/**
 * 待发送 (issue 29 "Check-in without signal"): the check-ins waiting on the phone, on 我的工单 and on the task screen
 * (`task` given: that task's only). Each says its task, the visit's time and its state: 等待网络 (sent by itself
 * when the connection returns), 正在发送, or 未被接受 with the server's message (the task was reassigned or closed
 * meanwhile): the typed text stays readable and copyable, and 放弃 discards it. 立即发送 sends now. Renders nothing
 * when nothing waits. They are sent by src/offline/checkin-status.tsx (mounted once, in the header), which also reads
 * the task queries again after a check-in is sent.
 */
import { Alert, Badge, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../components/datetime';
import { useCurrentUser } from '../../core/session/current-user';
import type { QueuedCheckIn } from '../../offline/checkin-queue';
import { queueStore, sendWaiting, useQueuedCheckIns } from '../../offline/checkin-store';

/** The typed text of a check-in, as the user would paste it back. */
const typedText = (c: QueuedCheckIn) =>
  [
    `服务地点：${c.punch.check_address}`,
    c.punch.punch_address && `打卡地点：${c.punch.punch_address}`,
    `服务内容：${c.punch.check_description}`,
  ]
    .filter(Boolean)
    .join('\n');

export function PendingCheckIns({ task }: { task?: number }) {
  const { info } = useCurrentUser();
  const { items: all, sending } = useQueuedCheckIns(info.id);
  const items = task === undefined ? all : all.filter((c) => c.task === task);
  if (!items.length) return null;
  const waiting = items.filter((c) => !c.refused).length;
  return (
    <Card
      size="small"
      title={
        <Space>
          待发送
          <Badge count={items.length} color={items.some((c) => c.refused) ? 'red' : 'orange'} />
        </Space>
      }
      extra={
        waiting > 0 && (
          <Button size="small" loading={sending} onClick={() => void sendWaiting(info.id)}>
            立即发送
          </Button>
        )
      }
      data-testid="pending-checkins"
    >
      <List
        dataSource={items}
        rowKey={(c) => c.key}
        renderItem={(c) => (
          <List.Item>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Typography.Text strong>{c.task_name}</Typography.Text>
                <Typography.Text type="secondary">走访时间 {formatDateTime(c.punch.check_datetime)}</Typography.Text>
                <Typography.Text type="secondary">{c.photos.length} 张照片</Typography.Text>
                {!c.punch.check_located && <Tag color="orange">未定位</Tag>}
                {c.refused ? (
                  <Tag color="red">未被接受</Tag>
                ) : (
                  <Tag color="orange">{sending ? '正在发送' : '等待网络，恢复后自动发送'}</Tag>
                )}
              </Space>
              {c.refused && (
                <>
                  <Alert type="error" showIcon message={c.refused.message} />
                  <Typography.Paragraph copyable={{ text: typedText(c) }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {typedText(c)}
                  </Typography.Paragraph>
                  <Popconfirm
                    title="放弃这条打卡？放弃后不能恢复。"
                    okText="放弃"
                    cancelText="取消"
                    onConfirm={() => queueStore.remove(c.key)}
                  >
                    <Button size="small" danger>
                      放弃
                    </Button>
                  </Popconfirm>
                </>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
