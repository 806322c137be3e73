/**
 * The allowance dialogs: an allowance's detail with its steps, the entry / correction form, the bank-account form, the
 * reason of a 退, and the whole-month step of a review queue. Each failure is shown in the dialog with the server's
 * reason and keeps what was typed; success is said only after the server answered.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AllowanceState } from '../../../domain/allowances';
import {
  checkAllowances,
  createAllowance,
  getAllowance,
  listAllowanceKids,
  listAllowances,
  saveAllowanceKid,
  updateAllowance,
  type AllowanceItem,
  type AllowanceKid,
} from '../../../domain/contracts/allowance';
import { zhMessages, type CallInput } from '../../../domain/contracts/define';
import { errorMessage } from '../../api/http-error';
import { invalidateTags, useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog, type FieldOf } from '../../components/contract-form/contract-dialog';
import { formatDateTime } from '../../components/datetime';
import { monthOptions, StateTag, yuan, type MoveInput, type StepContract } from './allowance-shared';

/** An allowance and its steps (who, when, why). */
export function AllowanceDetail({ item, onClose }: { item: AllowanceItem; onClose: () => void }) {
  const detail = useCall(getAllowance, { query: { id: item.id } });
  const d = detail.data?.detail ?? item;
  return (
    <Drawer open width={560} title={`保金详情：${d.child_name} ${d.allowance_month}`} onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'child', label: '儿童', children: `${d.child_name}（${d.child_idnumber}）` },
          {
            key: 'place',
            label: '乡镇 / 村居',
            children: [d.department_name, d.village_name].filter(Boolean).join(' / ') || '—',
          },
          { key: 'amount', label: '金额', children: yuan(d.allowance_amount) },
          { key: 'bank', label: '开户银行', children: d.allowance_bank },
          { key: 'account', label: '银行账号', children: d.allowance_account },
          { key: 'payee', label: '收款人', children: d.allowance_payee },
          { key: 'state', label: '状态', children: <StateTag state={d.allowance_state} /> },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        流转记录
      </Typography.Title>
      {detail.isPending && <Spin />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(detail.error, '加载流转记录失败，请重试')}
          action={
            <Button size="small" onClick={() => detail.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {detail.data && (
        <Timeline
          items={detail.data.steps.map((s, i) => ({
            key: i,
            children: (
              <span>
                <StateTag state={s.allowance_state} />
                {s.user_name ?? '—'}，{formatDateTime(s.at)}
                {s.reason ? `：${s.reason}` : ''}
              </span>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

type EntryValues = {
  child: number;
  allowance_month: string;
  allowance_amount: number;
  allowance_bank?: string;
  allowance_account?: string;
  allowance_payee?: string;
};

const bankItems = (field: FieldOf, max: (name: string) => number | undefined, item?: AllowanceItem) => (
  <>
    <Typography.Text type="secondary">
      以下银行信息不填则使用{item ? '原有的' : '该儿童在“保金儿童”中维护的'}信息
    </Typography.Text>
    <Space.Compact block style={{ marginTop: 8 }}>
      <Form.Item {...field('allowance_bank')} label="开户银行" style={{ flex: 1 }}>
        <Input maxLength={max('allowance_bank')} />
      </Form.Item>
      <Form.Item {...field('allowance_account')} label="银行账号" style={{ flex: 1 }}>
        <Input maxLength={30} placeholder={item?.allowance_account} />
      </Form.Item>
      <Form.Item {...field('allowance_payee')} label="收款人" style={{ flex: 1 }}>
        <Input maxLength={max('allowance_payee')} />
      </Form.Item>
    </Space.Compact>
  </>
);
const amountItem = (field: FieldOf) => (
  <Form.Item {...field('allowance_amount')} label="金额（元）">
    <InputNumber min={0.01} max={100000} precision={2} style={{ width: '100%' }} />
  </Form.Item>
);
const bankOf = (v: EntryValues) => ({
  allowance_bank: v.allowance_bank || undefined,
  allowance_account: v.allowance_account || undefined,
  allowance_payee: v.allowance_payee || undefined,
});

/**
 * 录入保金 (no `item`; createAllowance) or 修改 (an allowance in 录入, 核退 or 批退, sent again to 录入; updateAllowance). Bank
 * fields left empty: the child's saved account, or the allowance's own. The rules come from the contracts.
 */
export function EntryDialog({ item, onClose }: { item?: AllowanceItem; onClose: () => void }) {
  if (item) {
    return (
      <ContractDialog<typeof updateAllowance, EntryValues>
        title={`修改保金：${item.child_name} ${item.allowance_month}`}
        contract={updateAllowance}
        width={600}
        onClose={onClose}
        initialValues={{ allowance_amount: item.allowance_amount }}
        success={false}
        intro={
          item.allowance_state !== '录入' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={`该保金被${item.allowance_state}：${item.reason}。保存后重新提交审核。`}
            />
          )
        }
        toInput={(v) => ({
          body: { id: item.id, version: item.version, allowance_amount: v.allowance_amount, ...bankOf(v) },
        })}
        onDone={(r) => {
          feedback.message.success(
            item.allowance_state === '录入' ? '修改成功' : `修改成功，已重新提交（${r.allowance_state}）`,
          );
        }}
      >
        {({ field, maxLength }) => (
          <>
            {amountItem(field)}
            {bankItems(field, maxLength, item)}
          </>
        )}
      </ContractDialog>
    );
  }
  return <NewEntryDialog onClose={onClose} />;
}

function NewEntryDialog({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const kids = useCall(listAllowanceKids, { query: { keyword: keyword || undefined, size: 20 } });
  const label = (k: AllowanceKid) =>
    `${k.child_name} · ${k.child_idnumber} · ${k.village_name ?? ''}${k.bank ? '' : '（无银行信息）'}`;
  return (
    <ContractDialog<typeof createAllowance, EntryValues>
      title="录入保金"
      contract={createAllowance}
      width={600}
      onClose={onClose}
      success="录入成功"
      initialValues={{ allowance_month: dayjs().format('YYYY-MM') }}
      toInput={(v) => ({
        body: {
          child: v.child,
          allowance_month: v.allowance_month,
          allowance_amount: v.allowance_amount,
          ...bankOf(v),
        },
      })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('child')} label="儿童">
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={kids.isFetching}
              placeholder="输入姓名或完整身份证号搜索"
              notFoundContent={kids.isError ? '加载失败，请重新搜索' : '没有符合条件的保金儿童'}
              options={(kids.data?.list ?? []).map((k) => ({ value: k.child, label: label(k) }))}
            />
          </Form.Item>
          <Form.Item {...field('allowance_month')} label="月份">
            <Select options={monthOptions()} />
          </Form.Item>
          {amountItem(field)}
          {bankItems(field, maxLength)}
        </>
      )}
    </ContractDialog>
  );
}

type BankValues = { allowance_bank: string; allowance_account: string; allowance_payee: string };

/** A child's bank account (保金儿童; saveAllowanceKid): the first, or a change at the version read. The account is typed anew (lists mask it). */
export function BankDialog({ kid, onClose }: { kid: AllowanceKid; onClose: () => void }) {
  return (
    <ContractDialog<typeof saveAllowanceKid, BankValues>
      title={`银行信息：${kid.child_name}`}
      contract={saveAllowanceKid}
      width={520}
      onClose={onClose}
      success="银行信息已保存"
      initialValues={{ allowance_bank: kid.bank?.allowance_bank, allowance_payee: kid.bank?.allowance_payee }}
      toInput={(v) => ({ body: { child: kid.child, version: kid.bank?.version, ...v } })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('allowance_bank')} label="开户银行">
            <Input maxLength={maxLength('allowance_bank')} />
          </Form.Item>
          <Form.Item
            {...field('allowance_account')}
            label="银行账号"
            extra={kid.bank ? `当前：${kid.bank.allowance_account}，请完整输入` : undefined}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item {...field('allowance_payee')} label="收款人">
            <Input maxLength={maxLength('allowance_payee')} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}

/**
 * The reason's rule, from the stage's contract: the step's body is checked with the typed reason, and the contract's issue on
 * `reason` (请填写退回理由 for a 退 without one, its length bound) is the field's.
 */
function reasonRule(contract: StepContract, bodyFor: (reason: string) => MoveInput): Rule {
  return {
    validator: async (_rule, value?: string) => {
      const checked = contract.body.safeParse(bodyFor((value ?? '').trim()), { error: zhMessages });
      const issue = checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === 'reason');
      if (issue) throw new Error(issue.message);
    },
  };
}

/**
 * Asks the reason of a 核退 / 批退 and sends `bodyFor(reason)` through the stage's `contract`: a ContractDialog (a red 退回;
 * a failure 退回失败：<reason>; 已退回 and the allowances refetched after a success, then `onDone`).
 */
export function ReasonDialog({
  title,
  contract,
  bodyFor,
  onClose,
  onDone,
}: {
  title: string;
  contract: StepContract;
  bodyFor: (reason: string) => MoveInput;
  onClose: () => void;
  onDone?: () => void;
}) {
  // both stages' contracts take the same body (sendStep): typed as the check's
  return (
    <ContractDialog<typeof checkAllowances, { reason: string }>
      title={title}
      okText="退回"
      okDanger
      width={520}
      contract={contract as typeof checkAllowances}
      success="已退回"
      failure="退回失败"
      onDone={onDone}
      onClose={onClose}
      toInput={({ reason }) => ({ body: bodyFor(reason.trim()) as CallInput<typeof checkAllowances>['body'] })}
    >
      <Form.Item name="reason" label="退回理由" required rules={[reasonRule(contract, bodyFor)]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </ContractDialog>
  );
}

/** The whole-month step of a review queue: once a month is chosen, how many wait, and 整月核过 / 整月核退 (all or none). */
export function MonthStep({
  month,
  from,
  pass,
  back,
  contract,
  send,
}: {
  month?: string;
  from: AllowanceState;
  pass: string;
  back: string;
  contract: StepContract;
  send: (b: MoveInput) => Promise<unknown>;
}) {
  const client = useQueryClient();
  const waiting = useCall(listAllowances, { query: { month, states: [from], size: 1 } }, { enabled: !!month });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!month)
    return (
      <Typography.Paragraph type="secondary">
        选择月份后可整月{pass}或{back}。
      </Typography.Paragraph>
    );
  const n = waiting.data?.total ?? 0;
  const run = async (body: MoveInput) => {
    await send(body);
    feedback.message.success(`已${body.state} ${month} 的 ${n} 笔保金`);
    await invalidateTags(client, ['allowance']);
  };
  const passAll = async () => {
    setBusy(true);
    try {
      await run({ state: pass, month, expected: n });
    } catch (e) {
      feedback.message.error(`${pass}失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Typography.Text>
        {month} 待处理 {waiting.isFetching ? '…' : n} 笔
      </Typography.Text>
      <Popconfirm
        title={`确认${pass} ${month} 的全部 ${n} 笔保金？`}
        okText="确定"
        cancelText="取消"
        disabled={!n}
        onConfirm={passAll}
      >
        <Button disabled={!n} loading={busy}>
          整月{pass}
        </Button>
      </Popconfirm>
      <Button danger disabled={!n} onClick={() => setAsking(true)}>
        整月{back}
      </Button>
      {asking && (
        <ReasonDialog
          title={`${back} ${month} 的全部 ${n} 笔保金`}
          onClose={() => setAsking(false)}
          contract={contract}
          bodyFor={(reason) => ({ state: back, reason, month, expected: n })}
          onDone={() => setAsking(false)}
        />
      )}
    </Space>
  );
}
