/**
 * The review controls (req children §2, req applies-review §3): a text area (placeholder 请填写审核结果) and 通过 / 打回, each
 * confirmed in a modal, in the bar that stays at the bottom of the window (src/components/action-bar.tsx, issue 29). The buttons are the moves the caller may take from the apply's state (domain/apply-states.ts
 * `applyWorkflowFor`, drawn by src/components/workflow-moves.tsx, issue 27); each move carries its state and its default
 * reason (初审通过 / 初审不通过 / 终审通过 / 终审不通过); 打回 needs a typed reason, since the applicant corrects the
 * apply by it (req applies-review §9). PUT /api/apply carries the apply's version; on success the
 * review queues, badge counts and lists refresh and the reviewer returns to the queue; a 409 offers a reload.
 */
import { useState } from 'react';
import { App, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  RETURNED_STATES,
  applyWorkflowFor,
  isReviewMove,
  type ApplyMove,
  type ApplyState,
  type ApplyWorkflow,
  type ReviewState,
} from '../../../../domain/apply-states';
import { reviewApply, type ApplyListItem } from '../../../../domain/contracts/apply';
import type { Role } from '../../../../domain/roles';
import { isHttpError } from '../../../api/http-error';
import { invalidateTags, useCallMutation } from '../../../api/use-call';
import { notifyError } from '../../../core/feedback';
import { showConflict } from '../../../components/child-record/detail-results';
import { WorkflowMoves, type MoveLook } from '../../../components/workflow-moves';
import { ActionBar } from '../../../components/action-bar';

/** What a return without a reason is told (the applicant corrects the apply by it). */
export const RETURN_REASON_MESSAGE = '请填写退回原因，申请人将按此修改后重新提交';

/** Each move's button: the pass is a primary 通过, the refusal a danger 打回 (the move labels are longer). */
const LOOKS: Record<ApplyMove, MoveLook> = {
  first_pass: { text: '通过', primary: true },
  first_reject: { text: '打回', primary: false, danger: true },
  final_pass: { text: '通过', primary: true },
  final_reject: { text: '打回', primary: false, danger: true },
};
const QUEUE_PATHS: Record<ApplyMove, string> = {
  first_pass: '/children/ChildFirstTrial',
  first_reject: '/children/ChildFirstTrial',
  final_pass: '/children/ChildExamine',
  final_reject: '/children/ChildExamine',
};

/** A review's answer state (no move of the workflow reaches 申请). */
const reviewState = (s: ApplyState): ReviewState => {
  if (s === '申请') throw new Error('a review never moves an apply to 申请');
  return s;
};

/** Whether `role` may review `apply` now (some move of its workflow leaves its state for that role); no role, no review. */
export function mayReview(apply: Pick<ApplyListItem, 'apply_state' | 'apply_genre'>, role: Role | undefined): boolean {
  return role !== undefined && applyWorkflowFor(apply.apply_genre).movesFrom(apply.apply_state, { role }).length > 0;
}

type Props = { apply: ApplyListItem; role: Role; onReload: () => void };
type Spec = ApplyWorkflow['moves'][ApplyMove];

export function ReviewActions({ apply, role, onReload }: Props) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  // the review queues, badge counts and lists (apply) and the child it carries (child) refresh after the message
  const mutation = useCallMutation(reviewApply, { invalidates: [] });

  const decide = (move: ApplyMove, spec: Spec) => {
    const label = LOOKS[move].text;
    // a return goes back to the applicant to be corrected (req applies-review §9): they must be told what to fix
    if ((RETURNED_STATES as readonly string[]).includes(spec.to) && !reason.trim()) {
      message.error(RETURN_REASON_MESSAGE);
      return;
    }
    modal.confirm({
      title: '提示',
      content: `确认${label}该申请吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await mutation.mutateAsync({
            body: {
              id: apply.id,
              version: apply.version,
              apply_state: reviewState(spec.to),
              reason: reason.trim() || spec.defaultReason,
            },
          });
          message.success(label === '通过' ? '审核通过' : '已打回');
          await invalidateTags(queryClient, ['apply', 'child']);
          navigate(QUEUE_PATHS[move]);
        } catch (error) {
          if (isHttpError(error) && error.status === 409) showConflict(modal, error.message, onReload);
          else notifyError(error, '审核失败，请重试');
        }
      },
    });
  };

  return (
    <ActionBar label="审核操作">
      <Input.TextArea
        aria-label="审核意见"
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={500}
        showCount
        placeholder="请填写审核结果"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        style={{ flex: '1 1 360px' }}
      />
      <Space>
        <WorkflowMoves
          workflow={applyWorkflowFor(apply.apply_genre)}
          state={apply.apply_state}
          caller={{ role }}
          looks={LOOKS}
          confirmIn="screen"
          loading={mutation.isPending}
          onMove={(move, spec) => {
            // the applicant's resubmit is never a reviewer's button (no reviewer owns the apply)
            if (spec && isReviewMove(move)) decide(move, spec);
          }}
        />
      </Space>
    </ActionBar>
  );
}
