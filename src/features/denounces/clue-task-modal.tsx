/**
 * 转为工单 (issue 18): a work order for the clue's child, given to a volunteer (title, the time it runs, a note that
 * starts with the clue), linked both ways by the server in one step. A failure says so and keeps the form.
 */
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { clueToTask, denounceKeys, type Denounce } from '../../api/denounce';
import { feedback } from '../../core/feedback';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { volunteer?: number; task_name: string; task_description?: string; range: [Dayjs, Dayjs] };

export function ClueTaskModal({ clue, onClose }: { clue: Denounce; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const volunteers = useVolunteerOptions();
  const { busy, error, submit: run } = useDialogSubmit(form, '转为工单失败');
  const submit = () => run(async (v) => {
    const r = await clueToTask({
      id: clue.id, version: clue.version, volunteer: v.volunteer!, task_name: v.task_name, task_description: v.task_description,
      date_begin: v.range[0].toISOString(), date_limit: v.range[1].toISOString(),
    });
    feedback.message.success(`已转为工单 #${r.task}`);
    await client.invalidateQueries({ queryKey: denounceKeys.all });
    onClose();
  });
  return (
    <Modal open title={`转为工单 · ${clue.child_name ?? ''}`} okText="创建" cancelText="取消" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden width={560}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{
        task_name: '线索核查走访', task_description: `线索：${clue.denounce_information.content}`.slice(0, 2000), range: [dayjs(), dayjs().add(7, 'day')],
      }}>
        <Form.Item name="volunteer" label="志愿者" rules={[{ required: true, message: '选择志愿者' }]}>
          <Select showSearch filterOption={false} onSearch={volunteers.onSearch} loading={volunteers.loading} placeholder="输入姓名或手机号查找" options={volunteers.options} />
        </Form.Item>
        <Form.Item name="task_name" label="交办标题" rules={[{ required: true, whitespace: true, message: '交办标题不能为空' }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="range" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="task_description" label="说明"><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      </Form>
    </Modal>
  );
}
