/**
 * 指派督查 (SuperviseList): a template in use, an inspector (the active 督查人员), a town and village, optionally a work order
 * number, a deadline (today or later) and a note. A failure says so in the dialog, on the field the server named.
 */
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assignSupervise, getInspectors, listTemplatePage, superviseKeys } from '../../api/supervise';
import { isHttpError } from '../../api/http-error';
import { feedback } from '../../core/feedback';
import { useDepartments } from '../../components/use-departments';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = {
  supervise_template: number; supervise_inspector: number; town: number; supervise_village: number; supervise_task?: number | null; supervise_deadline: Dayjs;
  supervise_remark?: string;
};

export function AssignDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const departments = useDepartments();
  const town = Form.useWatch('town', form);
  const templates = useQuery({ queryKey: superviseKeys.templates({ state: '启用', size: 100 }), queryFn: () => listTemplatePage({ state: '启用', page: 1, size: 100 }) });
  const inspectors = useQuery({ queryKey: superviseKeys.inspectors, queryFn: getInspectors });
  const onError = (e: unknown) => {
    if (isHttpError(e) && e.fieldErrors) form.setFields(e.fieldErrors.filter((f) => f.field in form.getFieldsValue(true)).map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
  };
  const { busy, error, submit } = useDialogSubmit(form, '指派失败', onError);
  const ok = () => submit(async (v) => {
    await assignSupervise({
      supervise_template: v.supervise_template, supervise_inspector: v.supervise_inspector, supervise_village: v.supervise_village,
      supervise_task: v.supervise_task ?? undefined, supervise_deadline: v.supervise_deadline.format('YYYY-MM-DD'), supervise_remark: v.supervise_remark ?? '',
    });
    feedback.message.success('已指派');
    await client.invalidateQueries({ queryKey: superviseKeys.all });
    onClose();
  });
  const loadError = templates.error ?? inspectors.error;
  return (
    <Modal open title="指派督查" okText="指派" cancelText="取消" width={560} maskClosable={false} okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {loadError != null && <Alert type="error" showIcon message="加载模板或督查人员失败，请关闭后重试" style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ supervise_deadline: dayjs().add(7, 'day') }}>
        <Form.Item name="supervise_template" label="督查模板" rules={[{ required: true, message: '请选择督查模板' }]}>
          <Select showSearch optionFilterProp="label" loading={templates.isLoading} placeholder="请选择督查模板"
            options={(templates.data?.list ?? []).map((t) => ({ value: t.id, label: `${t.template_title}（${t.template_items.length} 项）` }))} />
        </Form.Item>
        <Form.Item name="supervise_inspector" label="督查人员" rules={[{ required: true, message: '请选择督查人员' }]}>
          <Select showSearch optionFilterProp="label" loading={inspectors.isLoading} placeholder="请选择督查人员" notFoundContent="暂无督查人员"
            options={(inspectors.data ?? []).map((u) => ({ value: u.id, label: u.nickname }))} />
        </Form.Item>
        <Form.Item name="town" label="乡镇" rules={[{ required: true, message: '请选择乡镇' }]}>
          <Select showSearch optionFilterProp="label" placeholder="请选择乡镇" loading={departments.isLoading}
            onChange={() => form.setFieldValue('supervise_village', undefined)} options={departments.towns.map((t) => ({ value: t.id, label: t.department_name }))} />
        </Form.Item>
        <Form.Item name="supervise_village" label="村居" rules={[{ required: true, message: '请选择村居' }]}>
          <Select showSearch optionFilterProp="label" placeholder={town ? '请选择村居' : '请先选择乡镇'} disabled={!town}
            options={departments.villagesOf(town).map((v) => ({ value: v.id, label: v.department_name }))} />
        </Form.Item>
        <Form.Item name="supervise_task" label="关联工单编号（可不填）"><InputNumber min={1} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="supervise_deadline" label="截止日期" rules={[{ required: true, message: '请选择截止日期' }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
        <Form.Item name="supervise_remark" label="说明"><Input.TextArea rows={3} maxLength={500} showCount /></Form.Item>
      </Form>
    </Modal>
  );
}
