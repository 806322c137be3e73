/**
 * The review of an assessment (req risk §1; domain/apply-states.ts RISK_APPLY_WORKFLOW): a reason and 通过 / 退回, each
 * confirmed in a modal, in the bar that stays at the bottom of the window (src/components/action-bar.tsx, issue 29); 退回 needs the reason (it goes back to the assessor with it). The buttons are the moves the caller
 * may take from the assessment's state (drawn by src/components/workflow-moves.tsx, issue 27), so they show only when the
 * caller may take the stage it waits in (服务领导: 待初评, 中心领导: 待复评). The answer carries the version read; on
 * success the lists refresh and the reviewer returns to the queue; a 409 offers a reload.
 */
import { useState } from 'react';
import { App, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  RISK_APPLY_WORKFLOW,
  isReviewMove,
  type ApplyMove,
  type ApplyState,
  type ApplyWorkflow,
  type ReviewState,
} from '../../../domain/apply-states';
import type { Role } from '../../../domain/roles';
import { isHttpError } from '../../api/http-error';
import { reviewRisk, type RiskDetail } from '../../../domain/contracts/risk';
import { useCallMutation } from '../../api/use-call';
import { notifyError } from '../../core/feedback';
import { showConflict } from '../../components/child-record/detail-results';
import { WorkflowMoves, type MoveLook } from '../../components/workflow-moves';
import { ActionBar } from '../../components/action-bar';

/** Each move's button: the pass a primary 通过, the return a danger 退回 (the move labels name the stage). */
const LOOKS: Record<ApplyMove, MoveLook> = {
  first_pass: { text: '通过' },
  first_reject: { text: '退回' },
  final_pass: { text: '通过' },
  final_reject: { text: '退回' },
};
const QUEUES: Record<ApplyMove, string> = {
  first_pass: '/risk/RiskFirst',
  first_reject: '/risk/RiskFirst',
  final_pass: '/risk/RiskSecond',
  final_reject: '/risk/RiskSecond',
};

/** A review's answer state (no move of the workflow reaches 申请). */
const reviewState = (s: ApplyState): ReviewState => {
  if (s === '申请') throw new Error('a review never moves an assessment to 申请');
  return s;
};

/** Whether `role` may review `risk` now (some move of RISK_APPLY_WORKFLOW leaves its state for that role); no role, no review. */
export function mayReviewRisk(risk: Pick<RiskDetail, 'apply_state'>, role: Role | undefined): boolean {
  return role !== undefined && RISK_APPLY_WORKFLOW.movesFrom(risk.apply_state, { role }).length > 0;
}

type Spec = ApplyWorkflow['moves'][ApplyMove];

export function RiskReview({ risk, role, onReload }: { risk: RiskDetail; role: Role; onReload: () => void }) {
  const { message, modal } = App.useApp();
  const review = useCallMutation(reviewRisk);
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const stage = risk.apply_state === '申请' ? '初评' : '复评';

  const decide = (move: ApplyMove, spec: Spec) => {
    const back = Boolean(spec.needs?.includes('reason'));
    if (back && !reason.trim()) return setMissing(true);
    modal.confirm({
      title: '提示',
      content: back ? `确认退回该评估吗？评估人将按退回原因修改后重新提交。` : `确认${stage}通过该评估吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          await review.mutateAsync({
            body: {
              id: risk.id,
              version: risk.version,
              apply_state: reviewState(spec.to),
              reason: reason.trim() || undefined,
            },
          });
          message.success(back ? '已退回' : `${stage}通过`);
          navigate(QUEUES[move]);
        } catch (error) {
          if (isHttpError(error) && error.status === 409) showConflict(modal, error.message, onReload);
          else notifyError(error, '审核失败，请重试');
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <ActionBar label="审核操作">
      <div style={{ flex: '1 1 360px' }}>
        <Input.TextArea
          aria-label={`${stage}意见`}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={500}
          showCount
          placeholder="请填写审核意见（退回时必填）"
          value={reason}
          status={missing ? 'error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        {missing && <Typography.Text type="danger">请填写退回原因</Typography.Text>}
      </div>
      <Space>
        <WorkflowMoves
          workflow={RISK_APPLY_WORKFLOW}
          state={risk.apply_state}
          caller={{ role }}
          looks={LOOKS}
          confirmIn="screen"
          loading={busy}
          onMove={(move, spec) => {
            // the applicant's resubmit is never a reviewer's button (no reviewer owns the apply)
            if (spec && isReviewMove(move)) decide(move, spec);
          }}
        />
      </Space>
    </ActionBar>
  );
}
