/**
 * The dialogs of the children lists' row actions (issue 15): 删除 and gta 退出 ask for a reason (required,
 * at most 200 characters, as the server checks) and send the row's version; 设置帮扶人员 sets one helper slot
 * directly (helpers:edit) or proposes it in a 帮扶人员 apply (applies:add), which goes through both reviews.
 * The reason's rules come from the contracts' `stateReason`. These dialogs keep their own Modal rather than the
 * ContractDialog: a failure is a notification (not an alert in the dialog), the lists reload after a failure too
 * (someone else's change, 409), and 删除 / 确定退出 is a danger button. The server's field errors go onto their
 * fields (`putFieldErrors`) besides the notification.
 */
import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { ACTIVE_STATE, FAKE_MARKER } from '../../../../domain/constants';
import { HELPER_SLOT_LABELS, HELPER_SLOTS, isEscortSlot, type HelperSlot } from '../../../../domain/helpers';
import { createHelperApply } from '../../../../domain/contracts/apply';
import { deleteChild, helperAssignment, quitGta, setChildHelpers, stateReason } from '../../../../domain/contracts/child-state';
import { listUsersForVillageRole } from '../../../../domain/contracts/user';
import { callWith, useCall } from '../../../api/use-call';
import { putFieldErrors } from '../../../components/contract-form/field-errors';
import { maxLengthOf, rulesFor } from '../../../components/contract-form/rules';
import { feedback, notifyError } from '../../../core/feedback';
import type { ChildRow } from './columns';
import type { Dialog } from './actions';

type Props = { dialog: Dialog; onClose: () => void; changed: () => void; directHelpers: boolean };

/** The open dialog of `dialog`, or nothing. */
export function ChildListDialogs({ dialog, onClose, changed, directHelpers }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'helpers') return <HelpersDialog row={dialog.row} direct={directHelpers} onClose={onClose} changed={changed} />;
  return <ReasonDialog kind={dialog.kind} row={dialog.row} onClose={onClose} changed={changed} />;
}

const REASON_TEXT = {
  delete: { title: '删除儿童', label: '删除原因', ok: '删除', done: '已删除，可在「已删除儿童」中恢复', failed: '删除失败，请重试' },
  gta_quit: { title: '退出不良行为未成年人', label: '退出原因', ok: '确定退出', done: '已退出，可在「已退出未成年人」中撤销', failed: '退出失败，请重试' },
} as const;

/** The reason's rules (required here also for the exit, where the contract leaves it out of an undo). */
const reasonRules = rulesFor(stateReason);

function ReasonDialog({ kind, row, onClose, changed }: { kind: 'delete' | 'gta_quit'; row: ChildRow; onClose: () => void; changed: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const text = REASON_TEXT[kind];
  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return; // the form shows what is missing
    const { reason } = checked;
    setBusy(true);
    try {
      if (kind === 'delete') await callWith(deleteChild, { body: { id: row.id, version: row.version, reason } });
      else await callWith(quitGta, { body: { id: row.id, version: row.version, quit: true, reason } });
      feedback.message.success(text.done);
      onClose();
    } catch (error) {
      putFieldErrors(form, error);
      notifyError(error, text.failed);
    } finally {
      setBusy(false);
      changed();
    }
  };
  return (
    <Modal open title={`${text.title}：${row.child_name}`} okText={text.ok} okButtonProps={{ danger: true, loading: busy }} cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label={text.label} rules={reasonRules}>
          <Input.TextArea rows={3} autoFocus maxLength={maxLengthOf(stateReason)} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const slotRules = rulesFor(helperAssignment.shape.slot);
const careerRules = rulesFor(helperAssignment.shape.career);
const companyRules = rulesFor(helperAssignment.shape.company);

/** The form's field of a server error on the one assignment sent (`helpers.0.user` → `user`). */
const helperField = (path: string) => (path.startsWith('helpers.0.') ? path.slice('helpers.0.'.length) : undefined);

type HelperForm = { slot: HelperSlot; user?: number; career?: string; company?: string; escort?: boolean };

function HelpersDialog({ row, direct, onClose, changed }: { row: ChildRow; direct: boolean; onClose: () => void; changed: () => void }) {
  const [form] = Form.useForm<HelperForm>();
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const slot = Form.useWatch('slot', form);
  const users = useCall(listUsersForVillageRole, { query: { keyword: keyword || undefined, page: 1, size: 20 } });
  const current = slot ? row.helper_names[slot] : undefined;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    const assignment = { slot: values.slot, user: values.user ?? null, career: values.career, company: values.company, escort: isEscortSlot(values.slot) ? Boolean(values.escort) : undefined };
    setBusy(true);
    try {
      if (direct) await callWith(setChildHelpers, { body: { id: row.id, version: row.version, helpers: [assignment] } });
      else await callWith(createHelperApply, { body: { link_id: row.id, helpers: [assignment] } });
      feedback.message.success(direct ? '帮扶人员已保存' : '已提交帮扶人员申请，等待审核');
      onClose();
    } catch (error) {
      putFieldErrors(form, error, helperField);
      notifyError(error, direct ? '保存帮扶人员失败，请重试' : '提交申请失败，请重试');
    } finally {
      setBusy(false);
      changed();
    }
  };
  return (
    <Modal open title={`${direct ? '设置' : '申请'}帮扶人员：${row.child_name}`} okText={direct ? '保存' : '提交申请'} okButtonProps={{ loading: busy }} cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      {!direct && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="申请经分委领导初审、中心终审通过后生效。" />}
      <Form form={form} layout="vertical" initialValues={{ slot: 'associator' }}>
        <Form.Item name="slot" label="岗位" rules={slotRules}>
          <Select showSearch optionFilterProp="label" options={HELPER_SLOTS.map((s) => ({ value: s, label: HELPER_SLOT_LABELS[s] }))} />
        </Form.Item>
        {current && <Typography.Paragraph type="secondary">当前：{current.nickname}（{current.state}）</Typography.Paragraph>}
        {/* the contract lets a slot be vacated (user null): only the direct write does that, an apply names a person */}
        <Form.Item name="user" label="人员" extra={direct ? '留空则将该岗位置为空缺' : undefined} rules={direct ? [] : [{ required: true, message: '请选择人员' }]}>
          <Select allowClear showSearch filterOption={false} onSearch={setKeyword} loading={users.isFetching} placeholder="输入姓名或手机号查找"
            notFoundContent={users.isError ? '无法查询人员' : '无匹配的激活人员'}
            options={(users.data?.list ?? []).filter((u) => u.state === ACTIVE_STATE && !u.nickname.toLowerCase().includes(FAKE_MARKER))
              .map((u) => ({ value: u.id, label: `${u.nickname}（${u.role}）` }))} />
        </Form.Item>
        <Form.Item name="career" label="职务" rules={careerRules}><Input maxLength={maxLengthOf(helperAssignment.shape.career)} /></Form.Item>
        <Form.Item name="company" label="单位" rules={companyRules}><Input maxLength={maxLengthOf(helperAssignment.shape.company)} /></Form.Item>
        {slot && isEscortSlot(slot) && <Form.Item name="escort" valuePropName="checked"><Checkbox>联络员</Checkbox></Form.Item>}
      </Form>
    </Modal>
  );
}
