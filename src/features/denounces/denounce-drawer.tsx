/**
 * A clue in a drawer (issue 18): what was reported, by whom, about which child, its photos, and each dispatch with
 * every step (who, when, why). The buttons are those the caller may press now (domain/denounces.ts): the reviewer
 * 分派 and 拒办 a clue, 办结 or 打回 a dispatch applied to close; the department leader 接收 or 退回 a new dispatch and
 * 申请办结 one in hand. A failure says so; the drawer reloads the clue after every step.
 */
import { useState } from 'react';
import { Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ADJUNCT_MOVES, ADJUNCT_WORKFLOW, DENOUNCE_SOURCE_LABELS, type AdjunctMove } from '../../../domain/denounces';
import {
  dispatchDenounce,
  getDenounce,
  moveAdjunct,
  rejectDenounce,
  reviewAdjunct,
  type AdjunctItem as Adjunct,
  type DenounceItem as Denounce,
} from '../../../domain/contracts/denounce';
import type { CallInput } from '../../../domain/contracts/define';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { WorkflowMoves, type MoveLook } from '../../components/workflow-moves';
import { TASK_DETAIL_PATH } from '../../components/task/paths';
import { StepDialog, type StepInput } from './step-dialog';
import { ClueTaskModal } from './clue-task-modal';
import { AdjunctCards, ClueHistory, Photos } from './denounce-parts';
import { StateTag } from '../../components/state-tag';

/** How a dispatch step shows (the steps themselves are domain/denounces.ts ADJUNCT_WORKFLOW, drawn by WorkflowMoves). */
const STEP_LOOKS: Partial<Record<AdjunctMove, MoveLook>> = {
  close: { confirm: '确认该部门已办结？', okText: '办结', primary: true },
  send_back: { primary: false, danger: true },
  receive: { confirm: '接收该线索并开始办理？', okText: '接收', primary: true },
  return: { primary: false, danger: false },
  apply: { primary: true, danger: false },
};
const REVIEWER_MOVES: readonly AdjunctMove[] = ['close', 'send_back'];
type StepBody = {
  id: number;
  version: number;
  move: AdjunctMove;
  reason?: string;
  result?: string;
  images?: { url: string }[];
};
/** A dispatch step's call: the reviewer's (reviewAdjunct) or the department's (moveAdjunct). */
type StepCall = typeof reviewAdjunct | typeof moveAdjunct;
const stepInput = (body: StepBody) => ({ body }) as CallInput<StepCall>;

/** Every call a step dialog may send. */
type DialogCall = typeof dispatchDenounce | typeof rejectDenounce | StepCall;
type Dialog = {
  title: string;
  kind: 'text' | 'result' | 'dispatch';
  label?: string;
  contract: DialogCall;
  toInput: (input: StepInput) => CallInput<DialogCall>;
} | null;
export function DenounceDrawer({ clue, onClose }: { clue: Denounce; onClose: () => void }) {
  const { can, info, role } = useCurrentUser();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tasking, setTasking] = useState(false);
  const fresh = useCall(getDenounce, { query: { id: clue.id } }, { enabled: can('denounces', 'get') });
  const d = fresh.data?.detail ?? clue;
  const urls = fresh.data?.image_urls ?? {};
  const reviewer = can('denounces', 'edit');
  const done = async (message: string) => {
    feedback.message.success(message);
    await invalidateTags(client, ['denounce']);
    // the department's view is the row it opened from: after a step the clue moves to another list
    if (!can('denounces', 'get')) onClose();
  };
  const quick = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
      await done(`${label}成功`);
    } catch (e) {
      feedback.message.error(`${label}失败：${errorMessage(e, '请重试')}`);
    }
  };

  /** The step `move` on dispatch `a`: sent at once, or through a dialog for the reason or result it needs. */
  const step = (a: Adjunct, move: AdjunctMove) => {
    const rule = ADJUNCT_MOVES[move];
    const contract: StepCall = REVIEWER_MOVES.includes(move) ? reviewAdjunct : moveAdjunct;
    const needs = 'needs' in rule ? rule.needs[0] : undefined;
    if (!needs) return quick(rule.label, () => callWith(contract, stepInput({ id: a.id, version: a.version, move })));
    setDialog({
      title: rule.label,
      kind: needs === 'reason' ? 'text' : 'result',
      label: needs === 'reason' ? `${rule.label}原因` : '办理结果',
      contract,
      toInput: (i) =>
        stepInput({
          id: a.id,
          version: a.version,
          move,
          ...(needs === 'reason' ? { reason: i.text } : { result: i.text, images: i.images }),
        }),
    });
  };
  const dispatchButtons = (a: Adjunct) => {
    // the reviewer's steps need denounces:edit (the workflow's permit, from the role's grants); the department's, the dispatch to be its own
    const owns = can('adjuncts', 'edit') && a.adjunct_department === info.department_id;
    return (
      <WorkflowMoves
        workflow={ADJUNCT_WORKFLOW}
        state={a.adjunct_state}
        caller={{ role: role ?? '', owns }}
        looks={STEP_LOOKS}
        size="small"
        onMove={(move) => step(a, move)}
      />
    );
  };

  const info_ = d.denounce_information;
  const mayTask = reviewer && can('tasks', 'add') && d.denounce_child > 0 && !info_.task && d.denounce_state !== '拒办';
  return (
    <Drawer
      open
      width={720}
      title={`线索详情 · ${DENOUNCE_SOURCE_LABELS[d.denounce_source]}`}
      onClose={onClose}
      extra={
        reviewer && (d.denounce_state === '录入' || d.denounce_state === '办理' || mayTask) ? (
          <Space>
            {mayTask && <Button onClick={() => setTasking(true)}>转为工单</Button>}
            {(d.denounce_state === '录入' || d.denounce_state === '办理') && (
              <Button
                type="primary"
                onClick={() =>
                  setDialog({
                    title: '分派',
                    kind: 'dispatch',
                    contract: dispatchDenounce,
                    toInput: (i) => ({ body: { id: d.id, version: d.version, departments: i.departments ?? [] } }),
                  })
                }
              >
                分派
              </Button>
            )}
            {d.denounce_state === '录入' && (
              <Button
                danger
                onClick={() =>
                  setDialog({
                    title: '拒办',
                    kind: 'text',
                    label: '拒办原因',
                    contract: rejectDenounce,
                    toInput: (i) => ({ body: { id: d.id, version: d.version, reason: i.text ?? '' } }),
                  })
                }
              >
                拒办
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      <Descriptions
        column={2}
        size="small"
        bordered
        items={[
          {
            key: 'state',
            label: '状态',
            children: <StateTag kind="denounce" state={d.denounce_state} />,
          },
          { key: 'child', label: '涉及儿童', children: d.child_name ?? '—' },
          {
            key: 'reporter',
            label: '举报人',
            children: `${info_.reporter_name}${info_.reporter_contact ? `（${info_.reporter_contact}）` : ''}`,
          },
          { key: 'happened', label: '发生时间', children: formatDateTime(info_.happened_at) },
          { key: 'place', label: '发生地点', span: 2, children: info_.place || '—' },
          {
            key: 'content',
            label: '线索内容',
            span: 2,
            children: (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{info_.content}</Typography.Paragraph>
            ),
          },
          ...(info_.images.length
            ? [
                {
                  key: 'images',
                  label: '照片',
                  span: 2,
                  children: <Photos images={info_.images} urls={urls} size={64} alt="线索照片" />,
                },
              ]
            : []),
          ...(info_.reject_reason
            ? [{ key: 'reject', label: '拒办原因', span: 2, children: info_.reject_reason }]
            : []),
          ...(info_.task
            ? [
                {
                  key: 'task',
                  label: '关联工单',
                  span: 2,
                  children: <Link to={`${TASK_DETAIL_PATH}?id=${info_.task}`}>工单 #{info_.task}</Link>,
                },
              ]
            : []),
          {
            key: 'entered',
            label: '录入',
            span: 2,
            children: `${d.user_name ?? '—'} · ${formatDateTime(d.created_at)}`,
          },
        ]}
      />
      {info_.history?.length ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            线索记录
          </Typography.Title>
          <ClueHistory steps={info_.history} />
        </>
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        分派与办理
      </Typography.Title>
      {!d.adjuncts.length && <Typography.Text type="secondary">尚未分派</Typography.Text>}
      <AdjunctCards adjuncts={d.adjuncts} urls={urls} buttons={dispatchButtons} />
      {tasking && <ClueTaskModal clue={d} onClose={() => setTasking(false)} />}
      {dialog && (
        <StepDialog
          title={dialog.title}
          kind={dialog.kind}
          label={dialog.label}
          contract={dialog.contract}
          toInput={dialog.toInput}
          onClose={() => setDialog(null)}
          onDone={() => done(`${dialog.title}成功`)}
        />
      )}
    </Drawer>
  );
}
