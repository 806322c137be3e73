/**
 * The review dialogs of the allowance queues (保金审核, 保金审批): the reason of a 核退 / 批退 and the whole-month step.
 * A failure says the server's reason; success is said only after the server answered.
 */
import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import type { AllowanceState } from '../../../domain/allowances';
import { checkAllowances, listAllowances } from '../../../domain/contracts/allowance';
import { zhMessages, type CallInput } from '../../../domain/contracts/define';
import { errorMessage } from '../../api/http-error';
import { invalidateTags, useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { stateWord } from '../../../domain/state-words';
import type { MoveInput, StepContract } from './allowance-shared';

/**
 * The reason's rule, from the stage's contract: the step's body is checked with the typed reason, and the contract's issue on
 * `reason` (请填写退回原因 for a 退 without one, its length bound) is the field's.
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
    feedback.message.success(`已${stateWord('allowance', body.state)} ${month} 的 ${n} 笔保金`);
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
