/**
 * 指派督查 (SuperviseList; createSupervise): a template in use, an inspector (the active 督查人员), a town and village, optionally
 * a work order number, a deadline (today or later) and a note. The fields' rules come from the contract (the town is the
 * form's own step to a village: it has no counterpart in the body); a failure says so in the dialog, on the field the server
 * named.
 */
import { Alert, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { createSupervise, listInspectors, listTemplates } from '../../../domain/contracts/supervise';
import { useCall } from '../../api/use-call';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { useDepartments } from '../../components/use-departments';

type Values = {
  supervise_template: number;
  supervise_inspector: number;
  town: number;
  supervise_village: number;
  supervise_task?: number | null;
  supervise_deadline: Dayjs;
  supervise_remark?: string;
};
const day = (d: Dayjs) => d.format('YYYY-MM-DD');

export function AssignDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const departments = useDepartments();
  const town = Form.useWatch('town', form);
  const templates = useCall(listTemplates, { query: { state: '启用', page: 1, size: 100 } });
  const inspectors = useCall(listInspectors, undefined, { select: (answer) => answer.list });
  const loadError = templates.error ?? inspectors.error;
  return (
    <ContractDialog<typeof createSupervise, Values>
      title="指派督查"
      contract={createSupervise}
      form={form}
      okText="指派"
      failure="指派失败"
      success="已指派"
      onClose={onClose}
      initialValues={{ supervise_deadline: dayjs().add(7, 'day') }}
      intro={
        loadError != null && (
          <Alert type="error" showIcon message="加载模板或督查人员失败，请关闭后重试" style={{ marginBottom: 12 }} />
        )
      }
      toInput={(v) => ({
        body: {
          supervise_template: v.supervise_template,
          supervise_inspector: v.supervise_inspector,
          supervise_village: v.supervise_village,
          supervise_task: v.supervise_task ?? undefined,
          supervise_deadline: day(v.supervise_deadline),
          supervise_remark: v.supervise_remark ?? '',
        },
      })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('supervise_template')} label="督查模板">
            <Select
              showSearch
              optionFilterProp="label"
              loading={templates.isLoading}
              placeholder="请选择督查模板"
              options={(templates.data?.list ?? []).map((t) => ({
                value: t.id,
                label: `${t.template_title}（${t.template_items.length} 项）`,
              }))}
            />
          </Form.Item>
          <Form.Item {...field('supervise_inspector')} label="督查人员">
            <Select
              showSearch
              optionFilterProp="label"
              loading={inspectors.isLoading}
              placeholder="请选择督查人员"
              notFoundContent="暂无督查人员"
              options={(inspectors.data ?? []).map((u) => ({ value: u.id, label: u.nickname }))}
            />
          </Form.Item>
          <Form.Item name="town" label="乡镇" rules={[{ required: true, message: '请选择乡镇' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择乡镇"
              loading={departments.isLoading}
              onChange={() => form.setFieldValue('supervise_village', undefined)}
              options={departments.towns.map((t) => ({ value: t.id, label: t.department_name }))}
            />
          </Form.Item>
          <Form.Item {...field('supervise_village')} label="村居">
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={town ? '请选择村居' : '请先选择乡镇'}
              disabled={!town}
              options={departments.villagesOf(town).map((v) => ({ value: v.id, label: v.department_name }))}
            />
          </Form.Item>
          <Form.Item {...field('supervise_task')} label="关联工单编号（可不填）">
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...field('supervise_deadline', { from: day })} label="截止日期">
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
          </Form.Item>
          <Form.Item {...field('supervise_remark')} label="说明">
            <Input.TextArea rows={3} maxLength={maxLength('supervise_remark')} showCount />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
