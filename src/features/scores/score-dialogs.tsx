/**
 * The score dialogs (issue 18): 调整积分 (a volunteer, a signed number of points, a reason; correctScore), 兑换奖品 (a prize
 * the volunteer's balance covers, from stock; redeemPrize) and a prize's 新增 / 修改 form (createPrize / updatePrize). Each
 * is a ContractDialog: its rules come from the contract, it keeps the form and says why when the server refuses
 * (积分余额不足, 该奖品已无库存 …).
 */
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { SCORE_CORRECTION_MAX } from '../../../domain/scores';
import type { CallOutput } from '../../../domain/contracts/define';
import {
  correctScore,
  createPrize,
  listPrizes,
  listScoreTotals,
  redeemPrize,
  updatePrize,
  type PrizeItem,
} from '../../../domain/contracts/score';
import { useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog, type FieldOf } from '../../components/contract-form/contract-dialog';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';

export type ScoreTotal = CallOutput<typeof listScoreTotals>['list'][number];

type CorrectValues = { volunteer: number; points: number; reason: string };

export function CorrectDialog({ onClose }: { onClose: () => void }) {
  const volunteers = useVolunteerOptions();
  return (
    <ContractDialog<typeof correctScore, CorrectValues>
      title="调整积分"
      contract={correctScore}
      width={520}
      failure="调整失败"
      success={false}
      onClose={onClose}
      toInput={(v) => ({ body: { volunteer: v.volunteer, points: v.points, reason: v.reason } })}
      onDone={(r) => {
        feedback.message.success(`调整成功，当前积分 ${r.balance}`);
      }}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('volunteer')} label="志愿者">
            <Select
              showSearch
              filterOption={false}
              onSearch={volunteers.onSearch}
              loading={volunteers.loading}
              options={volunteers.options}
              placeholder="输入姓名或手机号查找"
            />
          </Form.Item>
          <Form.Item {...field('points')} label="调整分值（扣分填负数）">
            <InputNumber
              min={-SCORE_CORRECTION_MAX}
              max={SCORE_CORRECTION_MAX}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item {...field('reason')} label="调整原因">
            <Input maxLength={maxLength('reason')} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}

export function RedeemDialog({ total, onClose }: { total: ScoreTotal; onClose: () => void }) {
  const prizes = useCall(listPrizes, { query: { max: total.balance, page: 1, size: 100 } });
  const options = (prizes.data?.list ?? [])
    .filter((p) => p.prize_stock > 0)
    .map((p) => ({ value: p.id, label: `${p.prize_name}（${p.prize_points} 分，库存 ${p.prize_stock}）` }));
  return (
    <ContractDialog<typeof redeemPrize, { prize: number }>
      title={`兑换奖品 · ${total.nickname}（${total.balance} 分）`}
      contract={redeemPrize}
      okText="兑换"
      width={520}
      failure="兑换失败"
      success={false}
      okDisabled={!options.length}
      layout="vertical"
      onClose={onClose}
      intro={
        !prizes.isFetching &&
        !options.length && (
          <Alert type="info" showIcon message="暂无该志愿者积分可兑换的奖品" style={{ marginBottom: 12 }} />
        )
      }
      toInput={(v) => ({ body: { prize: v.prize, volunteer: total.volunteer } })}
      onDone={(r) => {
        feedback.message.success(`兑换成功，剩余积分 ${r.balance}`);
      }}
    >
      {({ field }) => (
        <Form.Item {...field('prize')} label="奖品">
          <Select options={options} loading={prizes.isFetching} />
        </Form.Item>
      )}
    </ContractDialog>
  );
}

type PrizeValues = { prize_name: string; prize_points: number; prize_stock: number; description?: string };

const prizeItems = (field: FieldOf, max: (name: string) => number | undefined) => (
  <>
    <Form.Item {...field('prize_name')} label="奖品名称">
      <Input maxLength={max('prize_name')} />
    </Form.Item>
    <Form.Item {...field('prize_points')} label="所需积分">
      <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
    <Form.Item {...field('prize_stock')} label="库存">
      <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
    <Form.Item {...field('description')} label="说明">
      <Input.TextArea rows={2} maxLength={max('description')} />
    </Form.Item>
  </>
);

export function PrizeDialog({ prize, onClose }: { prize?: PrizeItem; onClose: () => void }) {
  const body = (v: PrizeValues) => ({
    prize_name: v.prize_name,
    prize_points: v.prize_points,
    prize_stock: v.prize_stock,
    description: v.description ?? '',
  });
  if (prize) {
    return (
      <ContractDialog<typeof updatePrize, PrizeValues>
        title="修改奖品"
        contract={updatePrize}
        width={520}
        onClose={onClose}
        initialValues={{
          prize_name: prize.prize_name,
          prize_points: prize.prize_points,
          prize_stock: prize.prize_stock,
          description: prize.prize_information.description,
        }}
        toInput={(v) => ({ body: { id: prize.id, version: prize.version, ...body(v) } })}
      >
        {({ field, maxLength }) => prizeItems(field, maxLength)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof createPrize, PrizeValues>
      title="新增奖品"
      contract={createPrize}
      width={520}
      onClose={onClose}
      initialValues={{ prize_stock: 10 }}
      toInput={(v) => ({ body: body(v) })}
    >
      {({ field, maxLength }) => prizeItems(field, maxLength)}
    </ContractDialog>
  );
}
