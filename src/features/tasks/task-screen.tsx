/**
 * A work order (/taskList/TaskDetail?id=; issue 16): the task (TaskView), and what the caller may do with it
 * now: its volunteer checks in (PunchForm) and finishes a task in hand (after at least one check-in); a first
 * reviewer (the village staff, the town leader, the centre) passes a finished task or returns it with a
 * reason; the centre gives the final pass, returns or refuses it. Each move sends the task's state as read;
 * the server refuses a move that is no longer possible and the screen reloads.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Popconfirm, Space, Spin } from 'antd';
import { getTaskDetail, setTaskState, type TaskItem } from '../../../domain/contracts/task';
import {
  findTaskTransition,
  TASK_PUNCHABLE_STATES,
  TASK_WORKFLOW,
  type TaskMove,
  type TaskState,
} from '../../../domain/tasks';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCall } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { TaskView } from '../../components/task/task-view';
import { WorkflowMoves } from '../../components/workflow-moves';
import { PunchForm } from './punch-form';

/** The review moves this screen offers (TASK_WORKFLOW; the volunteer's finish is the check-in card's, the escort and girl-care outcomes are not drawn here). */
const REVIEW_MOVES: readonly TaskMove[] = [
  'first_pass',
  'first_return',
  'final_pass',
  'final_return',
  'final_refuse',
  'appraise',
];

function ReviewActions({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const { role } = useCurrentUser();
  const [asking, setAsking] = useState<{ to: TaskState; label: string } | null>(null);
  const [reason, setReason] = useState('');
  if (!role || !TASK_WORKFLOW.movesFrom(task.state, { role }).some((m) => REVIEW_MOVES.includes(m.name))) return null;
  const move = async (m: { to: TaskState; label: string }, why?: string) => {
    try {
      await callWith(setTaskState, { body: { ids: [task.id], state: m.to, reason: why || undefined } });
      feedback.message.success(`已${m.label}`);
      setAsking(null);
      setReason('');
    } catch (e) {
      notifyError(e, '操作失败，请重试');
    } finally {
      onDone();
    }
  };
  return (
    <Space wrap>
      <WorkflowMoves
        workflow={TASK_WORKFLOW}
        state={task.state}
        caller={{ role }}
        only={REVIEW_MOVES}
        onMove={(_, m) => ('needs' in m ? setAsking(m) : move(m))}
      />
      {asking && (
        <Modal
          open
          title={asking.label}
          okText="确定"
          cancelText="取消"
          okButtonProps={{ disabled: !reason.trim() }}
          onOk={() => move(asking, reason.trim())}
          onCancel={() => setAsking(null)}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="请填写原因"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
        </Modal>
      )}
    </Space>
  );
}

export function TaskScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { info } = useCurrentUser();
  const client = useQueryClient();
  const task = useCall(
    getTaskDetail,
    { query: { id } },
    { select: (answer) => answer.detail, enabled: Number.isInteger(id) && id > 0 },
  );
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
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card variant="borderless" title={t.information.task_name} extra={<ReviewActions task={t} onDone={refresh} />}>
        <TaskView task={t} />
      </Card>
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
    </Space>
  );
}
