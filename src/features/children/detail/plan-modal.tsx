/**
 * The create and edit form of a child's plan (seed 002 §3.2; issue 16): type (the genre of the work), category,
 * volunteer (an active 志愿人员, searched as typed) and the reminder texts, one a line, added and removed
 * with buttons. An edit sends the version read; a refusal shows the server's reason and keeps the form.
 */
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAN_REMIND_LENGTH, PLAN_REMINDS_MAX, PLAN_TYPES, TASK_CATEGORIES, type PlanType, type TaskCategory } from '../../../../domain/tasks';
import { createPlan, updatePlan, type PlanItem } from '../../../api/plan';
import { feedback } from '../../../core/feedback';
import { useDialogSubmit } from '../../../components/use-dialog-submit';
import { useVolunteerOptions } from '../../../components/task/use-volunteer-options';

type Values = { type: PlanType; category: TaskCategory; volunteer?: number; plan_reminds: string[] };

export function PlanModal({ child, plan, onClose, onSaved }: { child: number; plan?: PlanItem; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { busy, error, submit: run } = useDialogSubmit(form, plan ? '保存失败' : '创建失败');
  const volunteers = useVolunteerOptions();
  const options = [...volunteers.options];
  // the plan's own volunteer stays choosable while the search shows others
  if (plan && !options.some((o) => o.value === plan.volunteer)) options.unshift({ value: plan.volunteer, label: plan.plan_information.plan_volunteer_name });

  const submit = () => run(async (v) => {
    const plan_reminds = (v.plan_reminds ?? []).map((r) => r.trim()).filter(Boolean);
    if (plan) await updatePlan({ id: plan.id, version: plan.version, type: v.type, category: v.category, volunteer: v.volunteer, plan_reminds });
    else await createPlan({ child, type: v.type, category: v.category, volunteer: v.volunteer!, plan_reminds });
    feedback.message.success(plan ? '计划已保存' : '计划已创建');
    onSaved();
    onClose();
  });

  const initial: Values = plan
    ? { type: plan.type as PlanType, category: plan.category as TaskCategory, volunteer: plan.volunteer, plan_reminds: plan.plan_information.plan_reminds }
    : { type: '常规', category: '基层服务', plan_reminds: [''] };
  return (
    <Modal open title={plan ? '修改计划' : '新建计划'} okText={plan ? '保存' : '创建'} cancelText="取消" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden width={560}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Space.Compact block>
          <Form.Item name="type" label="计划类型" style={{ width: '50%' }}><Select options={PLAN_TYPES.map((t) => ({ value: t, label: t }))} /></Form.Item>
          <Form.Item name="category" label="计划类别" style={{ width: '50%' }}><Select options={TASK_CATEGORIES.map((c) => ({ value: c, label: c }))} /></Form.Item>
        </Space.Compact>
        <Form.Item name="volunteer" label="志愿者" rules={[{ required: true, message: '选择志愿者' }]}>
          <Select showSearch filterOption={false} onSearch={volunteers.onSearch} loading={volunteers.loading} placeholder="输入姓名或手机号查找" options={options} />
        </Form.Item>
        <Form.List name="plan_reminds">
          {(fields, { add, remove }) => (
            <Form.Item label="提醒">
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={field.name} style={{ width: 440, marginBottom: 8 }} rules={[{ max: PLAN_REMIND_LENGTH, message: `每条提醒不超过 ${PLAN_REMIND_LENGTH} 字` }]}>
                    <Input placeholder="如：每周六上午入户走访" aria-label={`提醒 ${i + 1}`} maxLength={PLAN_REMIND_LENGTH} />
                  </Form.Item>
                  <Button type="text" aria-label={`删除提醒 ${i + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= PLAN_REMINDS_MAX} onClick={() => add('')}>添加提醒</Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
