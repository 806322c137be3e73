/**
 * The check-ins waiting on the phone, for the whole console (issue 29 "Check-in without signal"): mounted once, in
 * the header, so the queue is sent wherever the volunteer is — when the browser says `online`, every 30 s while
 * some wait (./checkin-store.ts `useSendWhenOnline`) — not only while 我的工单 or the task screen is open.
 * - It shows what waits: 待发送 N 条打卡 (and N 条打卡未被接受 in red), a link to 我的工单 where the list (待发送,
 *   src/features/tasks/pending-checkins.tsx) shows each one; nothing when nothing waits.
 * - A check-in the server refuses (the task was reassigned or closed meanwhile) is told once, wherever the user is,
 *   by a notification naming the task and the server's message; what was typed stays in 待发送.
 * - When some were sent, the task queries are read again (the task screen shows the new 打卡 tab).
 */
import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { CloudUploadOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { getTaskDetail } from '../../domain/contracts/task';
import { invalidateTags } from '../api/use-call';
import { useCurrentUser } from '../core/session/current-user';
import { MY_TASKS_PATH } from '../features/tasks/paths';
import { useQueuedCheckIns, useSendWhenOnline } from './checkin-store';

/** The header's words for `waiting` check-ins still to send and `refused` ones (empty when there are none). */
export function checkInStatusText(waiting: number, refused: number): string {
  return [waiting > 0 && `待发送 ${waiting} 条打卡`, refused > 0 && `${refused} 条打卡未被接受`]
    .filter(Boolean)
    .join('，');
}

export function CheckInStatus() {
  const { info } = useCurrentUser();
  const { items, loaded } = useQueuedCheckIns(info.id);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const waiting = items.filter((c) => !c.refused).length;
  const refused = items.length - waiting;
  useSendWhenOnline(info.id, waiting > 0);

  // the refusals already known when the console opened were told before: only new ones are told
  const told = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const now = items.filter((c) => c.refused);
    if (told.current === null) {
      told.current = new Set(now.map((c) => c.key));
      return;
    }
    for (const c of now) {
      if (told.current.has(c.key)) continue;
      told.current.add(c.key);
      notification.error({
        key: `checkin-refused-${c.key}`,
        message: '打卡未被接受',
        description: `${c.task_name}：${c.refused!.message}。填写的内容已保留在“待发送”中，可复制后放弃。`,
        duration: 0,
        actions: (
          <Button
            size="small"
            onClick={() => (notification.destroy(`checkin-refused-${c.key}`), navigate(MY_TASKS_PATH))}
          >
            查看待发送
          </Button>
        ),
      });
    }
  }, [items, loaded, notification, navigate]);

  // fewer waiting than before: some were sent, so the tasks are read again
  const count = useRef(waiting);
  useEffect(() => {
    if (waiting < count.current) void invalidateTags(client, [getTaskDetail.tag]);
    count.current = waiting;
  }, [waiting, client]);

  const text = checkInStatusText(waiting, refused);
  if (!text) return null;
  return (
    <Link
      to={MY_TASKS_PATH}
      data-testid="checkin-status"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        minHeight: 32,
        lineHeight: 1.3,
        color: refused ? '#cf1322' : '#ad4e00',
      }}
    >
      {refused ? <ExclamationCircleOutlined aria-hidden /> : <CloudUploadOutlined aria-hidden />}
      <span>{text}</span>
    </Link>
  );
}
