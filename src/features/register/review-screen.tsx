/**
 * 志愿者注册审核 (domain/contracts/register.ts): the volunteer registrations of the town leader's town, 待审核 first by
 * default, by state and keyword; 通过 (after a confirm) lets the account sign in, 不通过 asks for the reason. A decision is
 * made at the version read: when someone decided first, the server's message says so and the list is read again.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { stateOptions } from '../../../domain/state-words';
import { listRegistrations, reviewRegistration, type RegistrationItem } from '../../../domain/contracts/register';
import { callWith, invalidateTags } from '../../api/use-call';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import { StateTag } from '../../components/state-tag';
import type { ListConfig } from '../../components/list-page/types';

/**
 * 不通过 with its reason. The reason's bounds come from reviewRegistration; that a refusal needs one is the contract's
 * object-level check (refine), which a field's rules cannot read, so it stays a rule. A failure is told and the list
 * read again (it does not keep the dialog), so this keeps its own Modal.
 */
function RefuseDialog({ row, onClose, onDone }: { row: RegistrationItem; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const { field } = useContractFields(reviewRegistration);
  async function save() {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await callWith(reviewRegistration, { body: { id: row.id, version: row.version, decision: '拒绝', reason } });
      feedback.message.success(`已退回 ${row.nickname} 的注册申请`);
      onDone();
    } catch (error) {
      notifyError(error, '操作失败，请重试');
      onDone();
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`不通过：${row.nickname}`}
      okText="确认不通过"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="不通过的原因"
          rules={[{ required: true, whitespace: true, message: '请填写不通过的原因' }, ...field('reason').rules]}
        >
          <Input.TextArea rows={3} placeholder="例如：经核实非本村居民" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RegistrationReviewScreen() {
  const title = usePageTitle();
  const client = useQueryClient();
  const [refusing, setRefusing] = useState<RegistrationItem | null>(null);
  // the list and the 注册审核 badge (both tagged account)
  const changed = useCallback(() => {
    void invalidateTags(client, ['account']);
  }, [client]);
  const config = useMemo(
    (): ListConfig<RegistrationItem, typeof listRegistrations> => ({
      title,
      pageSize: 20,
      contract: listRegistrations,
      filters: [
        { kind: 'select', name: 'state', label: '状态', options: stateOptions('register') },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
      ],
      initialFilters: { state: '待审核' },
      columns: [
        { key: 'nickname', title: '姓名', dataIndex: 'nickname', width: 100 },
        { key: 'cellphone', title: '手机号', dataIndex: 'cellphone', width: 130 },
        { key: 'village', title: '村居', render: (_: unknown, r) => r.village_name ?? '—' },
        { key: 'created', title: '申请时间', width: 160, render: (_: unknown, r) => formatDateTime(r.created_at) },
        {
          key: 'state',
          title: '状态',
          width: 90,
          render: (_: unknown, r) => <StateTag kind="register" state={r.register_state} />,
        },
        {
          key: 'review',
          title: '审核',
          render: (_: unknown, r) =>
            r.reviewed_at
              ? `${r.reviewed_by_name ?? ''} ${formatDateTime(r.reviewed_at)}${r.review_reason ? `：${r.review_reason}` : ''}`
              : '—',
        },
      ],
      rowKey: (r) => r.id,
      emptyText: '暂无注册申请',
      actionsWidth: 130,
      actions: [
        {
          key: 'pass',
          label: '通过',
          visible: (r) => r.register_state === '待审核',
          confirm: '确认通过该志愿人员的注册？通过后即可登录。',
          onClick: async (r) => {
            try {
              await callWith(reviewRegistration, { body: { id: r.id, version: r.version, decision: '激活' } });
              feedback.message.success(`已通过 ${r.nickname} 的注册`);
            } catch (error) {
              notifyError(error, '操作失败，请重试');
            } finally {
              changed();
            }
          },
        },
        {
          key: 'refuse',
          label: '不通过',
          danger: true,
          visible: (r) => r.register_state === '待审核',
          onClick: (r) => setRefusing(r),
        },
      ],
    }),
    [title, changed],
  );
  return (
    <>
      <ListPage config={config} />
      {refusing && (
        <RefuseDialog
          row={refusing}
          onClose={() => setRefusing(null)}
          onDone={() => {
            setRefusing(null);
            changed();
          }}
        />
      )}
    </>
  );
}
