/**
 * The one screen of the apply lists in apply-list-specs.ts: the generic list page with the spec's genres and
 * states, a row that expands to the apply's history (and, for a 帮扶人员 apply, the helpers it proposes), 查看
 * for a child apply, 修改 for the caller's own returned one (the return lists; req applies-review §9), and for the 帮扶人员 review 通过 / 不通过 with an optional reason (PUT /api/apply, with the
 * version read: a stale one says so and the list reloads).
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Space } from 'antd';
import { CHILD_APPLY_GENRES, pendingStatesFor, type ApplyState, type ReviewState } from '../../../domain/apply-states';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { HELPER_SLOT_LABELS, isHelperSlot } from '../../../domain/helpers';
import { listAppliesForAuditor, reviewApply, type ApplyListItem } from '../../../domain/contracts/apply';
import { callWith, invalidateTags } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ApplyHistory } from '../../components/apply-history';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig, RowAction } from '../../components/list-page/types';
import { APPLY_COLUMNS, applyDetailLink } from './apply-columns';
import { APPLY_LIST_SPECS, type ApplyListSpec } from './apply-list-specs';
import { mayCorrect } from './correct/may-correct';
import { RETURN_REASON_MESSAGE } from './review/review-actions';
import { helperText, ProposedHelpers } from './proposed-helpers';

const isChildApply = (row: ApplyListItem) => (CHILD_APPLY_GENRES as readonly string[]).includes(row.apply_genre);

type Review = { row: ApplyListItem; pass: boolean } | null;

function ReviewDialog({
  review,
  final,
  onClose,
  changed,
}: {
  review: Review;
  final: boolean;
  onClose: () => void;
  changed: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { maxLength } = useContractFields(reviewApply);
  if (!review) return null;
  const to: ReviewState = final ? (review.pass ? '终过' : '终拒') : review.pass ? '初过' : '初拒';
  const submit = async () => {
    // a refusal is a return to the applicant: it needs a reason (the server refuses one without, issue 28)
    if (!review.pass && !reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await callWith(reviewApply, {
        body: { id: review.row.id, version: review.row.version, apply_state: to, reason: reason.trim() || undefined },
      });
      feedback.message.success(review.pass ? '已通过' : '已退回');
      onClose();
    } catch (error) {
      notifyError(error, '审核失败，请重试');
    } finally {
      setBusy(false);
      changed();
    }
  };
  return (
    <Modal
      open
      title={`${review.pass ? '通过' : '不通过'}帮扶人员申请：${review.row.child_name ?? ''}`}
      okText={review.pass ? '通过' : '不通过'}
      okButtonProps={{ danger: !review.pass, loading: busy }}
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <ProposedHelpers row={review.row} />
      <Form layout="vertical">
        <Form.Item
          label={review.pass ? '审核意见（选填）' : '不通过原因'}
          required={!review.pass}
          validateStatus={missing ? 'error' : undefined}
          help={missing ? RETURN_REASON_MESSAGE : undefined}
        >
          <Input.TextArea
            rows={3}
            maxLength={maxLength('reason')}
            showCount
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ApplyListScreen() {
  const { pathname } = useLocation();
  const spec: ApplyListSpec =
    APPLY_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? APPLY_LIST_SPECS[0];
  const title = usePageTitle();
  const { can, info } = useCurrentUser();
  const mayApply = can('applies', 'add');
  const client = useQueryClient();
  const [review, setReview] = useState<Review>(null);
  const final = can('review_final', 'query');
  const changed = () => {
    void invalidateTags(client, [reviewApply.tag]);
  };

  const config = useMemo((): ListConfig<ApplyListItem, typeof listAppliesForAuditor> => {
    const actions: RowAction<ApplyListItem>[] = [];
    if (spec.actions.includes('view'))
      actions.push({ key: 'view', label: '查看', visible: isChildApply, to: (row) => applyDetailLink(row, '仅查看') });
    if (spec.actions.includes('correct') && mayApply)
      actions.push({
        key: 'correct',
        label: '修改',
        visible: (row) => mayCorrect(row, info.id),
        to: (row) => applyDetailLink(row, '修改'),
      });
    if (spec.actions.includes('review_helpers')) {
      actions.push({ key: 'pass', label: '通过', onClick: (row) => setReview({ row, pass: true }) });
      actions.push({ key: 'reject', label: '不通过', danger: true, onClick: (row) => setReview({ row, pass: false }) });
    }
    const states: ApplyState[] =
      spec.states === 'pending' ? pendingStatesFor(final ? 'review_final' : 'review_first') : [...spec.states];
    return {
      title,
      contract: listAppliesForAuditor,
      query: { apply_genres: [...spec.genres], apply_states: states, deleted: spec.deleted ? 'true' : undefined },
      pageSize: DEFAULT_PAGE_SIZE,
      filters: [],
      columns: spec.actions.includes('review_helpers')
        ? [
            ...APPLY_COLUMNS.slice(0, 1),
            {
              key: 'helpers',
              title: '申请的帮扶人员',
              render: (_: unknown, row: ApplyListItem) =>
                (row.apply_information.information?.helpers ?? []).map((h) => (
                  // a slot a line, wrapped within 300 px: the list keeps 状态 and 申请时间 in view at 1,366 px
                  <div key={h.slot} style={{ maxWidth: 300 }}>
                    {isHelperSlot(h.slot) ? HELPER_SLOT_LABELS[h.slot] : h.slot}：{helperText(h)}
                  </div>
                )),
            },
            ...APPLY_COLUMNS.slice(1),
          ]
        : APPLY_COLUMNS,
      rowKey: (row) => row.id,
      actions,
      actionsWidth: 130,
      emptyText: spec.emptyText,
      expandedRow: (row) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <ProposedHelpers row={row} />
          <ApplyHistory history={row.apply_information.history} />
        </Space>
      ),
    };
  }, [spec, title, final, mayApply, info.id]);

  return (
    <>
      <ListPage key={spec.path} config={config} />
      <ReviewDialog review={review} final={final} onClose={() => setReview(null)} changed={changed} />
    </>
  );
}
