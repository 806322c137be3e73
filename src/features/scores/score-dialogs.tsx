/**
 * The score dialogs (issue 18): 调整积分 (a volunteer, a signed number of points, a reason), 兑换奖品 (a prize the
 * volunteer's balance covers, from stock) and a prize's 新增 / 修改 form. Each keeps the form and says why when the
 * server refuses (积分余额不足, 该奖品已无库存 …).
 */
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SCORE_CORRECTION_MAX } from '../../../domain/scores';
import { addPrize, correctLedger, editPrize, listPrizeRange, redeem, scoreKeys, type Prize, type ScoreTotal } from '../../api/score';
import { feedback } from '../../core/feedback';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';
import { useDialogSubmit } from '../../components/use-dialog-submit';

export function CorrectDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ volunteer?: number; points?: number; reason: string }>();
  const client = useQueryClient();
  const volunteers = useVolunteerOptions();
  const { busy, error, submit } = useDialogSubmit(form, '调整失败');
  const ok = () => submit(async (v) => {
    const r = await correctLedger({ volunteer: v.volunteer!, points: v.points!, reason: v.reason });
    feedback.message.success(`调整成功，当前积分 ${r.balance}`);
    await client.invalidateQueries({ queryKey: scoreKeys.all });
    onClose();
  });
  return (
    <Modal open title="调整积分" okText="保存" cancelText="取消" okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="volunteer" label="志愿者" rules={[{ required: true, message: '选择志愿者' }]}>
          <Select showSearch filterOption={false} onSearch={volunteers.onSearch} loading={volunteers.loading} options={volunteers.options} placeholder="输入姓名或手机号查找" />
        </Form.Item>
        <Form.Item name="points" label="调整分值（扣分填负数）" rules={[{ required: true, message: '请输入调整分值' }, { validator: async (_, v) => { if (v === 0) throw new Error('调整分值不能为 0'); } }]}>
          <InputNumber min={-SCORE_CORRECTION_MAX} max={SCORE_CORRECTION_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={[{ required: true, whitespace: true, message: '请输入调整原因' }]}><Input maxLength={200} /></Form.Item>
      </Form>
    </Modal>
  );
}

export function RedeemDialog({ total, onClose }: { total: ScoreTotal; onClose: () => void }) {
  const [form] = Form.useForm<{ prize?: number }>();
  const client = useQueryClient();
  const prizes = useQuery({ queryKey: scoreKeys.prizes({ max: total.balance }), queryFn: () => listPrizeRange({ max: total.balance, page: 1, size: 100 }) });
  const { busy, error, submit } = useDialogSubmit(form, '兑换失败');
  const ok = () => submit(async (v) => {
    const r = await redeem({ prize: v.prize!, volunteer: total.volunteer });
    feedback.message.success(`兑换成功，剩余积分 ${r.balance}`);
    await client.invalidateQueries({ queryKey: scoreKeys.all });
    onClose();
  });
  const options = (prizes.data?.list ?? []).filter((p) => p.prize_stock > 0).map((p) => ({ value: p.id, label: `${p.prize_name}（${p.prize_points} 分，库存 ${p.prize_stock}）` }));
  return (
    <Modal open title={`兑换奖品 · ${total.nickname}（${total.balance} 分）`} okText="兑换" cancelText="取消" okButtonProps={{ loading: busy, disabled: !options.length }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {!prizes.isFetching && !options.length && <Alert type="info" showIcon message="暂无该志愿者积分可兑换的奖品" style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="prize" label="奖品" rules={[{ required: true, message: '请选择奖品' }]}><Select options={options} loading={prizes.isFetching} /></Form.Item>
      </Form>
    </Modal>
  );
}

type PrizeValues = { prize_name: string; prize_points?: number; prize_stock?: number; description?: string };

export function PrizeDialog({ prize, onClose }: { prize?: Prize; onClose: () => void }) {
  const [form] = Form.useForm<PrizeValues>();
  const client = useQueryClient();
  const { busy, error, submit } = useDialogSubmit(form, '保存失败');
  const ok = () => submit(async (v) => {
    const body = { prize_name: v.prize_name, prize_points: v.prize_points!, prize_stock: v.prize_stock!, description: v.description ?? '' };
    if (prize) await editPrize({ id: prize.id, version: prize.version, ...body });
    else await addPrize(body);
    feedback.message.success('保存成功');
    await client.invalidateQueries({ queryKey: scoreKeys.all });
    onClose();
  });
  return (
    <Modal open title={prize ? '修改奖品' : '新增奖品'} okText="保存" cancelText="取消" okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={prize ? { prize_name: prize.prize_name, prize_points: prize.prize_points, prize_stock: prize.prize_stock, description: prize.prize_information.description } : { prize_stock: 10 }}>
        <Form.Item name="prize_name" label="奖品名称" rules={[{ required: true, whitespace: true, message: '请输入奖品名称' }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="prize_points" label="所需积分" rules={[{ required: true, message: '请输入所需积分' }]}><InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="prize_stock" label="库存" rules={[{ required: true, message: '请输入库存' }]}><InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="description" label="说明"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
