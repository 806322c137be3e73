/**
 * The dialogs of the children lists' row actions (issue 15): 删除 and gta 退出 ask for a reason (required,
 * at most 200 characters, as the server checks) and send the row's version; 设置帮扶人员 sets one helper slot
 * directly (helpers:edit) or proposes it in a 帮扶人员 apply (applies:add), which goes through both reviews.
 * The reason's rules come from the contracts' `stateReason`. Each is a ContractDialog (issue 27) with the options
 * that keep what these dialogs showed: a failure is an error message (`failureAs: 'message'`, not an alert in the
 * dialog), the lists reload after a failure too (`onFailure`: someone else's change, 409), and 删除 / 确定退出 is a
 * danger button (`okDanger`). The server's field errors go onto their fields besides the message.
 */
import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Select, Typography } from 'antd';
import { ACTIVE_STATE, FAKE_MARKER } from '../../../../domain/constants';
import { HELPER_SLOT_LABELS, HELPER_SLOTS, isEscortSlot, type HelperSlot } from '../../../../domain/helpers';
import { createHelperApply } from '../../../../domain/contracts/apply';
import {
  deleteChild,
  helperAssignment,
  quitGta,
  setChildHelpers,
  stateReason,
} from '../../../../domain/contracts/child-state';
import { listUsersForVillageRole } from '../../../../domain/contracts/user';
import { useCall } from '../../../api/use-call';
import { ContractDialog } from '../../../components/contract-form/contract-dialog';
import { maxLengthOf, rulesFor } from '../../../components/contract-form/rules';
import type { ChildRow } from './columns';
import type { Dialog } from './actions';

type Props = { dialog: Dialog; onClose: () => void; changed: () => void; directHelpers: boolean };

/** The open dialog of `dialog`, or nothing. */
export function ChildListDialogs({ dialog, onClose, changed, directHelpers }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'helpers')
    return <HelpersDialog row={dialog.row} direct={directHelpers} onClose={onClose} changed={changed} />;
  return <ReasonDialog kind={dialog.kind} row={dialog.row} onClose={onClose} changed={changed} />;
}

const REASON_TEXT = {
  delete: {
    title: '删除儿童',
    label: '删除原因',
    ok: '删除',
    done: '已删除，可在「已删除儿童」中恢复',
    failed: '删除失败，请重试',
  },
  gta_quit: {
    title: '退出不良行为未成年人',
    label: '退出原因',
    ok: '确定退出',
    done: '已退出，可在「已退出未成年人」中撤销',
    failed: '退出失败，请重试',
  },
} as const;

/** The reason's rules (required here also for the exit, where the contract leaves it out of an undo). */
const reasonRules = rulesFor(stateReason);

type ReasonProps = { kind: 'delete' | 'gta_quit'; row: ChildRow; onClose: () => void; changed: () => void };

function ReasonDialog({ kind, row, onClose, changed }: ReasonProps) {
  const text = REASON_TEXT[kind];
  const common = {
    title: `${text.title}：${row.child_name}`,
    okText: text.ok,
    okDanger: true,
    width: 520,
    layout: 'vertical' as const,
    success: text.done,
    failure: text.failed,
    failureAs: 'message' as const,
    onClose,
    onFailure: changed,
  };
  const item = (
    <Form.Item name="reason" label={text.label} rules={reasonRules}>
      <Input.TextArea rows={3} autoFocus maxLength={maxLengthOf(stateReason)} showCount />
    </Form.Item>
  );
  return kind === 'delete' ? (
    <ContractDialog<typeof deleteChild, { reason: string }>
      {...common}
      contract={deleteChild}
      toInput={({ reason }) => ({ body: { id: row.id, version: row.version, reason } })}
    >
      {item}
    </ContractDialog>
  ) : (
    <ContractDialog<typeof quitGta, { reason: string }>
      {...common}
      contract={quitGta}
      toInput={({ reason }) => ({ body: { id: row.id, version: row.version, quit: true, reason } })}
    >
      {item}
    </ContractDialog>
  );
}

const slotRules = rulesFor(helperAssignment.shape.slot);
const careerRules = rulesFor(helperAssignment.shape.career);
const companyRules = rulesFor(helperAssignment.shape.company);

/** The form's field of a server error on the one assignment sent (`helpers.0.user` → `user`). */
const helperField = (path: string) => (path.startsWith('helpers.0.') ? path.slice('helpers.0.'.length) : undefined);

type HelperForm = { slot: HelperSlot; user?: number; career?: string; company?: string; escort?: boolean };

function HelpersDialog({
  row,
  direct,
  onClose,
  changed,
}: {
  row: ChildRow;
  direct: boolean;
  onClose: () => void;
  changed: () => void;
}) {
  const [form] = Form.useForm<HelperForm>();
  const [keyword, setKeyword] = useState('');
  const slot = Form.useWatch('slot', form);
  const users = useCall(listUsersForVillageRole, { query: { keyword: keyword || undefined, page: 1, size: 20 } });
  const current = slot ? row.helper_names[slot] : undefined;
  const assignmentOf = (values: HelperForm) => ({
    slot: values.slot,
    user: values.user ?? null,
    career: values.career,
    company: values.company,
    escort: isEscortSlot(values.slot) ? Boolean(values.escort) : undefined,
  });
  const common = {
    title: `${direct ? '设置' : '申请'}帮扶人员：${row.child_name}`,
    okText: direct ? '保存' : '提交申请',
    width: 520,
    form,
    initialValues: { slot: 'associator' as const },
    invalidates: ['child'],
    fieldMap: helperField,
    success: direct ? '帮扶人员已保存' : '已提交帮扶人员申请，等待审核',
    failure: direct ? '保存帮扶人员失败，请重试' : '提交申请失败，请重试',
    failureAs: 'message' as const,
    onClose,
    onFailure: changed,
    intro: !direct && (
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="申请经分委领导初审、中心终审通过后生效。" />
    ),
  };
  const items = (
    <>
      <Form.Item name="slot" label="岗位" rules={slotRules}>
        <Select
          showSearch
          optionFilterProp="label"
          options={HELPER_SLOTS.map((s) => ({ value: s, label: HELPER_SLOT_LABELS[s] }))}
        />
      </Form.Item>
      {current && (
        <Typography.Paragraph type="secondary">
          当前：{current.nickname}（{current.state}）
        </Typography.Paragraph>
      )}
      {/* the contract lets a slot be vacated (user null): only the direct write does that, an apply names a person */}
      <Form.Item
        name="user"
        label="人员"
        extra={direct ? '留空则将该岗位置为空缺' : undefined}
        rules={direct ? [] : [{ required: true, message: '请选择人员' }]}
      >
        <Select
          allowClear
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={users.isFetching}
          placeholder="输入姓名或手机号查找"
          notFoundContent={users.isError ? '无法查询人员' : '无匹配的激活人员'}
          options={(users.data?.list ?? [])
            .filter((u) => u.state === ACTIVE_STATE && !u.nickname.toLowerCase().includes(FAKE_MARKER))
            .map((u) => ({ value: u.id, label: `${u.nickname}（${u.role}）` }))}
        />
      </Form.Item>
      <Form.Item name="career" label="职务" rules={careerRules}>
        <Input maxLength={maxLengthOf(helperAssignment.shape.career)} />
      </Form.Item>
      <Form.Item name="company" label="单位" rules={companyRules}>
        <Input maxLength={maxLengthOf(helperAssignment.shape.company)} />
      </Form.Item>
      {slot && isEscortSlot(slot) && (
        <Form.Item name="escort" valuePropName="checked">
          <Checkbox>联络员</Checkbox>
        </Form.Item>
      )}
    </>
  );
  return direct ? (
    <ContractDialog<typeof setChildHelpers, HelperForm>
      {...common}
      contract={setChildHelpers}
      toInput={(v) => ({ body: { id: row.id, version: row.version, helpers: [assignmentOf(v)] } })}
    >
      {items}
    </ContractDialog>
  ) : (
    <ContractDialog<typeof createHelperApply, HelperForm>
      {...common}
      contract={createHelperApply}
      toInput={(v) => ({ body: { link_id: row.id, helpers: [assignmentOf(v)] } })}
    >
      {items}
    </ContractDialog>
  );
}
