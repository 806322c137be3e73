/**
 * 上报动态事件 on the SinList toolbar (issue 17; seed 002 §7.4; domain/sins.ts): an escort department's staff (or
 * 检察领导) report a case — what happened, when, a title and the minors it names (name, ID number, how many
 * times; up to 200) — and learn how many were matched to registered minors. The case is the caller's
 * department's. A failed report says so and keeps the form.
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { REPORTERS, SIN_GENRES, SUBSINS_MAX } from '../../../../domain/sins';
import { reportSin, subsinKeys } from '../../../api/sin';
import { feedback } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { useDialogSubmit } from '../../../components/use-dialog-submit';

type Entry = { child_name: string; child_idnumber: string; subsin_times: number };
type Values = { sin_genre: (typeof SIN_GENRES)[number]; sin_title: string; sin_datetime: Dayjs; sin_description?: string; subsins: Entry[] };

function ReportSinDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { role } = useCurrentUser();
  const client = useQueryClient();
  const { busy, error, submit: run } = useDialogSubmit(form, '上报失败');
  const submit = () => run(async (v) => {
    const r = await reportSin({ ...v, sin_description: v.sin_description ?? '', sin_datetime: v.sin_datetime.format() });
    feedback.message.success(`上报成功：已匹配 ${r.matched} 人${r.unmatched ? `，${r.unmatched} 人暂未在册` : ''}`);
    await client.invalidateQueries({ queryKey: subsinKeys.all });
    onDone();
    onClose();
  });
  return (
    <Modal open title={`上报动态事件（${role ? REPORTERS[role]?.department ?? '' : ''}）`} okText="上报" cancelText="取消" width={720} maskClosable={false}
      okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ sin_datetime: dayjs(), subsins: [{ subsin_times: 1 }] }}>
        <Space.Compact block>
          <Form.Item name="sin_genre" label="行为类型" rules={[{ required: true, message: '请选择行为类型' }]} style={{ width: '30%' }}>
            <Select options={SIN_GENRES.map((g) => ({ value: g, label: g }))} placeholder="请选择行为类型" />
          </Form.Item>
          <Form.Item name="sin_datetime" label="发生时间" rules={[{ required: true, message: '请选择发生时间' }]} style={{ width: '35%', paddingLeft: 12 }}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="sin_title" label="事件名称" rules={[{ required: true, whitespace: true, message: '请输入事件名称' }]}>
          <Input maxLength={100} placeholder="如：深夜网吧检查" />
        </Form.Item>
        <Form.Item name="sin_description" label="事件经过"><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
        <Form.Item label="涉及的未成年人（姓名、身份证号码、次数）" required style={{ marginBottom: 0 }} />
        <Form.List name="subsins">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'child_name']} rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}><Input placeholder="姓名" maxLength={20} /></Form.Item>
                  <Form.Item name={[f.name, 'child_idnumber']} rules={[{ required: true, pattern: /^\d{17}[\dXx]$/, message: '请输入18位身份证号码' }]}>
                    <Input placeholder="身份证号码" maxLength={18} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'subsin_times']} rules={[{ required: true, message: '请输入次数' }]}><InputNumber min={1} max={999} addonAfter="次" /></Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined aria-label="删除此人" onClick={() => remove(f.name)} />}
                </Space>
              ))}
              {fields.length < SUBSINS_MAX && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ subsin_times: 1 })}>添加未成年人</Button>}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

export function ReportSinButton({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>上报动态事件</Button>
      {open && <ReportSinDialog onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}
