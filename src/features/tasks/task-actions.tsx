/**
 * What a caller may do with a work order besides checking in (issues 16, 28), drawn from the declared workflows
 * (src/components/workflow-moves.tsx) and the same rules the server checks:
 * - ReviewActions: the first and final reviews, and the outcome the centre records on a passed task — 评价, and for an
 *   escort task (护航) 护航正常 / 护航异常, for a girl-care task (女童) 女童正常 / 女童异常 (domain/tasks.ts outcomeFits);
 *   an abnormal outcome, a return or a refusal asks for a reason;
 * - AuditActions: the centre's spot check of a visited task (抽查: 标记疑似, 抽查真实, 抽查虚假; TASK_AUDIT_WORKFLOW),
 *   with the version read;
 * - ManageActions: 修改 and 删除 for the task's manager or the centre (修改 while in hand, 删除 while 办理), 删除 after a
 *   confirmation, 删除失败 with the server's reason when it fails.
 */
import { useState } from 'react';
import { Button, Input, Modal, Popconfirm } from 'antd';
import { auditTask, deleteTask, setTaskState, type TaskItem } from '../../../domain/contracts/task';
import { can } from '../../../domain/permissions';
import { CENTRE_ROLES, isRole, type Role } from '../../../domain/roles';
import {
  outcomeFits,
  TASK_AUDIT_WORKFLOW,
  TASK_PUNCHABLE_STATES,
  TASK_WORKFLOW,
  type TaskMove,
  type TaskState,
} from '../../../domain/tasks';
import { errorMessage } from '../../api/http-error';
import { callWith } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { WorkflowMoves } from '../../components/workflow-moves';
import { EditTaskModal } from './edit-task-modal';

/** The review and outcome moves the task screen offers (TASK_WORKFLOW; the volunteer's finish is the check-in card's). */
const REVIEW_MOVES: readonly TaskMove[] = [
  'first_pass',
  'first_return',
  'final_pass',
  'final_return',
  'final_refuse',
  'appraise',
  'escort_normal',
  'escort_abnormal',
  'girl_normal',
  'girl_abnormal',
];

type Asked = { label: string; send: (reason: string) => Promise<unknown> };

/** The reason box of a move that needs one (退回, 不通过, 护航异常, 抽查虚假 …). */
function ReasonModal({ asked, onClose }: { asked: Asked; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={asked.label}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !reason.trim() }}
      onOk={async () => {
        await asked.send(reason.trim());
        onClose();
      }}
      onCancel={onClose}
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
  );
}

/** Sends `call`, then says `done` (or the failure with the server's reason) and reloads. */
async function run(call: () => Promise<unknown>, done: string, failed: string, onDone: () => void) {
  try {
    await call();
    feedback.message.success(done);
  } catch (e) {
    notifyError(e, failed);
  } finally {
    onDone();
  }
}

/** The review and outcome moves `role` may take on `task` now (none: no review bar). */
const reviewMovesOf = (task: TaskItem) => REVIEW_MOVES.filter((m) => outcomeFits(m, task.genre));

/** Whether `role` has a review, outcome or spot-check move on `task` now: the screen then shows its action bar. */
export function offersMoves(task: TaskItem, role: Role | undefined): boolean {
  if (!role) return false;
  const only = reviewMovesOf(task);
  const review = TASK_WORKFLOW.movesFrom(task.state, { role }).some((m) => only.includes(m.name));
  const audit =
    task.information.task_punchs.length > 0 && TASK_AUDIT_WORKFLOW.movesFrom(task.audit, { role }).length > 0;
  return review || audit;
}

export function ReviewActions({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const { role } = useCurrentUser();
  const [asked, setAsked] = useState<Asked | null>(null);
  const only = reviewMovesOf(task);
  if (!role || !TASK_WORKFLOW.movesFrom(task.state, { role }).some((m) => only.includes(m.name))) return null;
  const move = (m: { to: TaskState; label: string }, reason?: string) =>
    run(
      () => callWith(setTaskState, { body: { ids: [task.id], state: m.to, reason: reason || undefined } }),
      `已${m.label}`,
      '操作失败，请重试',
      onDone,
    );
  return (
    <>
      <WorkflowMoves
        workflow={TASK_WORKFLOW}
        state={task.state}
        caller={{ role }}
        only={only}
        onMove={(_, m) => ('needs' in m ? setAsked({ label: m.label, send: (r) => move(m, r) }) : move(m))}
      />
      {asked && <ReasonModal asked={asked} onClose={() => setAsked(null)} />}
    </>
  );
}

export function AuditActions({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const { role } = useCurrentUser();
  const [asked, setAsked] = useState<Asked | null>(null);
  if (!role || !task.information.task_punchs.length) return null;
  const check = (m: { to: string; label: string }, reason?: string) =>
    run(
      () =>
        callWith(auditTask, {
          body: { id: task.id, version: task.version, audit: m.to as '疑似' | '真实' | '虚假', reason },
        }),
      `已${m.label}`,
      '抽查失败，请重试',
      onDone,
    );
  return (
    <>
      <WorkflowMoves
        workflow={TASK_AUDIT_WORKFLOW}
        state={task.audit}
        caller={{ role }}
        looks={{ audit_true: { primary: false } }}
        onMove={(_, m) => ('needs' in m ? setAsked({ label: m.label, send: (r) => check(m, r) }) : check(m))}
      />
      {asked && <ReasonModal asked={asked} onClose={() => setAsked(null)} />}
    </>
  );
}

/** Whether the signed-in user may edit (`edit`) or delete (`delete`) `task` now: the server's rule (changes.ts). */
export function useMayChange(): (task: TaskItem, what: 'edit' | 'delete') => boolean {
  const { role, info } = useCurrentUser();
  return (task, what) =>
    !!role &&
    isRole(role) &&
    can(role, 'tasks', what) &&
    !task.deleted_at &&
    (task.manager === info.id || CENTRE_ROLES.includes(role)) &&
    (what === 'delete' ? task.state === '办理' : TASK_PUNCHABLE_STATES.includes(task.state as TaskState));
}

/** DELETE /api/task at the version read; 删除失败 with the server's reason when refused. */
export async function removeTask(task: TaskItem): Promise<boolean> {
  try {
    await callWith(deleteTask, { body: { id: task.id, version: task.version } });
    feedback.message.success('删除成功');
    return true;
  } catch (e) {
    feedback.message.error(`删除失败：${errorMessage(e, '请重试')}`);
    return false;
  }
}

export function ManageActions({
  task,
  onDone,
  onDeleted,
}: {
  task: TaskItem;
  onDone: () => void;
  onDeleted: () => void;
}) {
  const may = useMayChange();
  const [editing, setEditing] = useState(false);
  return (
    <>
      {may(task, 'edit') && <Button onClick={() => setEditing(true)}>修改</Button>}
      {may(task, 'delete') && (
        <Popconfirm
          title="确定删除该工单？删除后志愿者不再看到它。"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={async () => ((await removeTask(task)) ? onDeleted() : onDone())}
        >
          <Button danger>删除</Button>
        </Popconfirm>
      )}
      {editing && <EditTaskModal task={task} onClose={() => setEditing(false)} onDone={onDone} />}
    </>
  );
}
