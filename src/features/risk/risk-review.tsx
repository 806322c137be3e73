/**
 * The review of an assessment (req risk §1; domain/apply-states.ts TRANSITIONS with the risk genres' stages): a reason
 * and 通过 / 退回, each confirmed; 退回 needs the reason (it goes back to the assessor with it). Shown only when the caller
 * may take the stage the assessment waits in (服务领导: 待初评, 中心领导: 待复评). The answer carries the version read; on
 * success the lists refresh and the reviewer returns to the queue; a 409 offers a reload.
 */
import { useState } from 'react';
import { App, Button, Card, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TRANSITIONS, stagePermission, type Transition } from '../../../domain/apply-states';
import type { Action, PermissionId } from '../../../domain/permissions';
import { isHttpError } from '../../api/http-error';
import { reviewRisk, type RiskDetail } from '../../../domain/contracts/risk';
import { useCallMutation } from '../../api/use-call';
import { notifyError } from '../../core/feedback';
import { showConflict } from '../../components/child-record/detail-results';

const PASSES = ['初过', '终过'];
const QUEUES: Record<string, string> = { review_first: '/risk/RiskFirst', review_final: '/risk/RiskSecond' };

/** The pass and return the caller may take on `risk`, or null. */
export function riskReviewOptions(risk: RiskDetail, can: (p: PermissionId, a: Action) => boolean): { pass: Transition; back: Transition } | null {
  const open = TRANSITIONS.filter((t) => t.from === risk.apply_state && can(stagePermission(risk.apply_genre, t.permission), 'edit'));
  const pass = open.find((t) => PASSES.includes(t.to));
  const back = open.find((t) => !PASSES.includes(t.to));
  return pass && back ? { pass, back } : null;
}

export function RiskReview({ risk, options, onReload }: { risk: RiskDetail; options: { pass: Transition; back: Transition }; onReload: () => void }) {
  const { message, modal } = App.useApp();
  const review = useCallMutation(reviewRisk);
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const stage = options.pass.to === '初过' ? '初评' : '复评';

  const decide = (t: Transition, label: '通过' | '退回') => {
    if (label === '退回' && !reason.trim()) return setMissing(true);
    modal.confirm({
      title: '提示', content: label === '通过' ? `确认${stage}通过该评估吗？` : `确认退回该评估吗？评估人将按退回原因修改后重新提交。`, okText: '确定', cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          await review.mutateAsync({ body: { id: risk.id, version: risk.version, apply_state: t.to, reason: reason.trim() || undefined } });
          message.success(label === '通过' ? `${stage}通过` : '已退回');
          navigate(QUEUES[t.permission]);
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
    <Card title={`${stage}意见`} variant="borderless" style={{ marginTop: 16 }}>
      <Input.TextArea rows={3} maxLength={500} showCount placeholder="请填写审核意见（退回时必填）" value={reason} status={missing ? 'error' : undefined}
        onChange={(e) => { setReason(e.target.value); setMissing(false); }} />
      {missing && <Typography.Text type="danger">请填写退回原因</Typography.Text>}
      <Space style={{ marginTop: 16, display: 'flex' }}>
        <Button type="primary" loading={busy} onClick={() => decide(options.pass, '通过')}>通过</Button>
        <Button danger loading={busy} onClick={() => decide(options.back, '退回')}>退回</Button>
      </Space>
    </Card>
  );
}
