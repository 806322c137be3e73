/**
 * 创建交办 (seed 002 §2.3, §5, §8; issue 16): a task for a child of the caller's scope and an active
 * volunteer: 选择志愿者, 选择帮扶儿童 (both searched as typed), the title (交办标题不能为空), type, description
 * and the time it runs (the limit after the start). 创建交办成功 / 创建交办失败 with the server's reason.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TASK_GENRES, type TaskGenre } from '../../../domain/tasks';
import { childKeys, listChildren } from '../../api/child';
import { isHttpError } from '../../api/http-error';
import { createTask } from '../../api/task';
import { feedback } from '../../core/feedback';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';

type Values = { volunteer?: number; child?: number; task_name: string; genre: TaskGenre; task_description?: string; range: [Dayjs, Dayjs] };

export function CreateTaskModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Values>();
  const [whom, setWhom] = useState('');
  // the fields the server named (选择志愿者, 选择帮扶儿童) are marked on the form as well
  const { busy, error, submit: run } = useDialogSubmit(form, '创建交办失败', (e) => {
    if (isHttpError(e)) form.setFields((e.fieldErrors ?? []).filter((f) => ['child', 'volunteer'].includes(f.field)).map((f) => ({ name: f.field as 'child', errors: [f.message] })));
  });
  const volunteers = useVolunteerOptions();
  const children = useQuery({ queryKey: childKeys.list({ picker: true, keyword: whom }), queryFn: () => listChildren({ keyword: whom || undefined, page: 1, size: 20 }) });

  const submit = () => run(async (v) => {
    await createTask({
      child: v.child!, volunteer: v.volunteer!, genre: v.genre, date_begin: v.range[0].toISOString(), date_limit: v.range[1].toISOString(),
      information: { task_name: v.task_name, task_description: v.task_description },
    });
    feedback.message.success('创建交办成功');
    onCreated();
    onClose();
  });

  return (
    <Modal open title="创建交办" okText="创建" cancelText="取消" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden width={560}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ genre: '常规', range: [dayjs(), dayjs().add(7, 'day')] }}>
        <Form.Item name="volunteer" label="志愿者" rules={[{ required: true, message: '选择志愿者' }]}>
          <Select showSearch filterOption={false} onSearch={volunteers.onSearch} loading={volunteers.loading} placeholder="输入姓名或手机号查找" options={volunteers.options} />
        </Form.Item>
        <Form.Item name="child" label="帮扶儿童" rules={[{ required: true, message: '选择帮扶儿童' }]}>
          <Select showSearch filterOption={false} onSearch={setWhom} loading={children.isFetching} placeholder="输入完整姓名或身份证号查找"
            options={(children.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.child_name}（${c.village_name ?? c.department_name ?? ''}）` }))} />
        </Form.Item>
        <Form.Item name="task_name" label="交办标题" rules={[{ required: true, whitespace: true, message: '交办标题不能为空' }, { max: 100, message: '标题不能超过 100 个字' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="genre" label="类型"><Select options={TASK_GENRES.map((g) => ({ value: g, label: g }))} /></Form.Item>
        <Form.Item name="range" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="task_description" label="说明"><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      </Form>
    </Modal>
  );
}
