/**
 * A work order (/taskList/TaskDetail?id=; issue 16): the task (TaskView), and what the caller may do with it
 * now: its volunteer checks in (PunchForm; what waits on the phone to be sent: PendingCheckIns) and finishes a task in hand (after at least one check-in); a first
 * reviewer (the village staff, the town leader, the centre) passes a finished task or returns it with a
 * reason; the centre gives the final pass, returns or refuses it, records its outcome (评价, 护航正常/异常,
 * 女童正常/异常) and spot-checks the visit (抽查); its manager or the centre edits (修改) or deletes (删除) it
 * (task-actions.tsx; issue 28). The review, outcome and spot-check moves sit in the bar that stays at the bottom of the
 * window (src/components/action-bar.tsx, issue 29). Each move sends the task's state or version as read; the server refuses a move that
 * is no longer possible and the screen reloads.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Spin } from 'antd';
import { getTaskDetail, setTaskState } from '../../../domain/contracts/task';
import { findTaskTransition, TASK_PUNCHABLE_STATES, type TaskState } from '../../../domain/tasks';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCall } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { useRecordTitle } from '../../core/page-title';
import { TaskView } from '../../components/task/task-view';
import { PendingCheckIns } from './pending-checkins';
import { OfflineCopyBanner } from '../../offline/offline-copy-banner';
import { PunchForm } from './punch-form';
import { ActionBar } from '../../components/action-bar';
import { AuditActions, ManageActions, offersMoves, ReviewActions } from './task-actions';

export function TaskScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { info, role } = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const task = useCall(
    getTaskDetail,
    { query: { id } },
    { select: (answer) => answer.detail, enabled: Number.isInteger(id) && id > 0 },
  );
  useRecordTitle(task.data?.information.task_name);
  const refresh = () => {
    void invalidateTags(client, [getTaskDetail.tag]);
  };

  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon message="工单地址不正确" />;
  if (task.isPending)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (!task.data)
    return (
      <Alert
        type="error"
        showIcon
        message={errorMessage(task.error, '加载工单失败，请重试')}
        action={
          <Button size="small" onClick={() => task.refetch()}>
            重试
          </Button>
        }
      />
    );

  const t = task.data;
  const mine = t.volunteer === info.id;
  const inHand = mine && TASK_PUNCHABLE_STATES.includes(t.state as TaskState);
  const mayFinish = inHand && !!findTaskTransition(t.state as TaskState, '办结');
  return (
    // a column, not a Space: the action bar must sit in the page's tall content to stick to the window's bottom
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <OfflineCopyBanner path={getTaskDetail.path} style={{ marginBottom: 0 }} />
      <Card
        variant="borderless"
        title={t.information.task_name}
        extra={
          <Space wrap>
            <ManageActions task={t} onDone={refresh} onDeleted={() => navigate(-1)} />
          </Space>
        }
      >
        <TaskView task={t} />
      </Card>
      {offersMoves(t, role) && (
        <ActionBar label="审核操作" style={{ marginTop: 0 }}>
          <ReviewActions task={t} onDone={refresh} />
          <AuditActions task={t} onDone={refresh} />
        </ActionBar>
      )}
      {mine && <PendingCheckIns task={t.id} />}
      {inHand && (
        <Card
          variant="borderless"
          title="打卡"
          extra={
            mayFinish && (
              <Popconfirm
                title="确定办结该工单？办结后不能再打卡。"
                okText="办结"
                cancelText="取消"
                onConfirm={async () => {
                  try {
                    await callWith(setTaskState, { body: { ids: [t.id], state: '办结' } });
                    feedback.message.success('已办结，等待审核');
                  } catch (e) {
                    notifyError(e, '办结失败，请重试');
                  } finally {
                    refresh();
                  }
                }}
              >
                <Button type="primary" disabled={!t.information.task_punchs.length}>
                  办结
                </Button>
              </Popconfirm>
            )
          }
        >
          <PunchForm task={t} onDone={refresh} />
        </Card>
      )}
    </div>
  );
}
