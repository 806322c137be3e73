/**
 * The review controls (req children §2, req applies-review §3): a text area (placeholder 请填写审核结果) and 通过 / 打回, each
 * confirmed; the transition and its default reason (初审通过 / 初审不通过 / 终审通过 / 终审不通过) come
 * from domain/apply-states.ts. PUT /api/apply carries the apply's version; on success the review
 * queues, badge counts and lists refresh and the reviewer returns to the queue; a 409 offers a reload.
 */
import { useState } from 'react';
import { App, Button, Card, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { TRANSITIONS, type ApplyState, type Transition } from '../../../../domain/apply-states';
import { reviewApply, type ApplyListItem } from '../../../../domain/contracts/apply';
import type { Action, PermissionId } from '../../../../domain/permissions';
import { isHttpError } from '../../../api/http-error';
import { invalidateTags, useCallMutation } from '../../../api/use-call';
import { notifyError } from '../../../core/feedback';
import { showConflict } from '../../../components/child-record/detail-results';

export type ReviewOptions = { pass: Transition; reject: Transition };

const PASS_STATES: ApplyState[] = ['初过', '终过'];
const QUEUE_PATHS: Record<string, string> = { review_first: '/children/ChildFirstTrial', review_final: '/children/ChildExamine' };

/** The pass and reject transitions the caller may take from `state`, or null (buttons hidden). */
export function reviewOptionsFor(state: ApplyState, can: (p: PermissionId, a: Action) => boolean): ReviewOptions | null {
  const open = TRANSITIONS.filter((t) => t.from === state && can(t.permission, 'edit'));
  const pass = open.find((t) => PASS_STATES.includes(t.to));
  const reject = open.find((t) => !PASS_STATES.includes(t.to));
  return pass && reject ? { pass, reject } : null;
}

type Props = { apply: ApplyListItem; options: ReviewOptions; onReload: () => void };

export function ReviewActions({ apply, options, onReload }: Props) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  // the review queues, badge counts and lists (apply) and the child it carries (child) refresh after the message
  const mutation = useCallMutation(reviewApply, { invalidates: [] });

  const decide = (transition: Transition, label: '通过' | '打回') => {
    modal.confirm({
      title: '提示',
      content: `确认${label}该申请吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await mutation.mutateAsync({ body: { id: apply.id, version: apply.version, apply_state: transition.to, reason: reason.trim() || transition.defaultReason } });
          message.success(label === '通过' ? '审核通过' : '已打回');
          await invalidateTags(queryClient, ['apply', 'child']);
          navigate(QUEUE_PATHS[transition.permission] ?? '/dashboard/workplace');
        } catch (error) {
          if (isHttpError(error) && error.status === 409) showConflict(modal, error.message, onReload);
          else notifyError(error, '审核失败，请重试');
        }
      },
    });
  };

  return (
    <Card title="审核意见" variant="borderless" style={{ marginTop: 16 }}>
      <Input.TextArea
        rows={4}
        maxLength={500}
        showCount
        placeholder="请填写审核结果"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={mutation.isPending} onClick={() => decide(options.pass, '通过')}>通过</Button>
        <Button danger loading={mutation.isPending} onClick={() => decide(options.reject, '打回')}>打回</Button>
      </Space>
    </Card>
  );
}
