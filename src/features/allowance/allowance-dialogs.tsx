/**
 * The allowance entry dialogs: 录入保金, 修改 (a returned one sent again) and a child's bank account (银行信息). Each
 * failure is shown in the dialog with the server's reason and keeps what was typed; success is said only after the
 * server answered.
 */
import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  createAllowance,
  listAllowanceKids,
  saveAllowanceKid,
  updateAllowance,
  type AllowanceItem,
  type AllowanceKid,
} from '../../../domain/contracts/allowance';
import { useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog, type FieldOf } from '../../components/contract-form/contract-dialog';
import { stateWord } from '../../../domain/state-words';
import { monthOptions } from './allowance-shared';

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
              message={`该保金被${stateWord('allowance', item.allowance_state)}：${item.reason}。保存后重新提交审核。`}
            />
          )
        }
        toInput={(v) => ({
          body: { id: item.id, version: item.version, allowance_amount: v.allowance_amount, ...bankOf(v) },
        })}
        onDone={(r) => {
          feedback.message.success(
            item.allowance_state === '录入'
              ? '修改成功'
              : `修改成功，已重新提交（${stateWord('allowance', r.allowance_state)}）`,
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
