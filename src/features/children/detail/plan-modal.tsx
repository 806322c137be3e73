/**
 * The create and edit form of a child's plan (req tasks §6.1; issue 16): type (the genre of the work), category,
 * volunteer (an active 志愿人员, searched as typed) and the reminder texts, one a line, added and removed
 * with buttons, sent through `createPlan` / `updatePlan` (whose schemas give the fields' rules). An edit sends the
 * version read; a refusal shows the server's reason and keeps the form; a success refetches the plans (`plan`).
 */
import { Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PLAN_REMIND_LENGTH,
  PLAN_REMINDS_MAX,
  PLAN_TYPES,
  TASK_CATEGORIES,
  type PlanType,
  type TaskCategory,
} from '../../../../domain/tasks';
import { createPlan, updatePlan, type PlanItem } from '../../../../domain/contracts/plan';
import { ContractDialog, type FieldOf } from '../../../components/contract-form/contract-dialog';
import { rulesFor } from '../../../components/contract-form/rules';
import { useVolunteerOptions } from '../../../components/task/use-volunteer-options';

type Values = { type: PlanType; category: TaskCategory; volunteer?: number; plan_reminds: string[] };

/** One reminder's rules: the element of the contract's `plan_reminds`; a blank line is dropped before sending, not refused. */
const remindRules = rulesFor(createPlan.body.shape.plan_reminds.unwrap().element.optional(), {
  from: (line: string) => (line.trim() ? line : undefined),
});
const reminds = (v: Values) => (v.plan_reminds ?? []).map((r) => r.trim()).filter(Boolean);

export function PlanModal({ child, plan, onClose }: { child: number; plan?: PlanItem; onClose: () => void }) {
  const volunteers = useVolunteerOptions();
  const options = [...volunteers.options];
  // the plan's own volunteer stays choosable while the search shows others
  if (plan && !options.some((o) => o.value === plan.volunteer))
    options.unshift({ value: plan.volunteer, label: plan.plan_information.plan_volunteer_name });

  const items = (field: FieldOf) => (
    <>
      <Space.Compact block>
        <Form.Item name="type" label="计划类型" style={{ width: '50%' }}>
          <Select options={PLAN_TYPES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="category" label="计划类别" style={{ width: '50%' }}>
          <Select options={TASK_CATEGORIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Space.Compact>
      <Form.Item {...field('volunteer')} label="志愿者">
        <Select
          showSearch
          filterOption={false}
          onSearch={volunteers.onSearch}
          loading={volunteers.loading}
          placeholder="输入姓名或手机号查找"
          options={options}
        />
      </Form.Item>
      <Form.List name="plan_reminds">
        {(fields, { add, remove }) => (
          <Form.Item label="提醒">
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={f.name} style={{ width: 440, marginBottom: 8 }} rules={remindRules}>
                  <Input
                    placeholder="如：每周六上午入户走访"
                    aria-label={`提醒 ${i + 1}`}
                    maxLength={PLAN_REMIND_LENGTH}
                  />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={`删除提醒 ${i + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= PLAN_REMINDS_MAX}
              onClick={() => add('')}
            >
              添加提醒
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </>
  );

  if (plan) {
    const initial: Values = {
      type: plan.type as PlanType,
      category: plan.category as TaskCategory,
      volunteer: plan.volunteer,
      plan_reminds: plan.plan_information.plan_reminds,
    };
    return (
      <ContractDialog<typeof updatePlan, Values>
        title="修改计划"
        contract={updatePlan}
        okText="保存"
        failure="保存失败"
        success="计划已保存"
        initialValues={initial}
        onClose={onClose}
        toInput={(v) => ({
          body: {
            id: plan.id,
            version: plan.version,
            type: v.type,
            category: v.category,
            volunteer: v.volunteer,
            plan_reminds: reminds(v),
          },
        })}
      >
        {({ field }) => items(field)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof createPlan, Values>
      title="新建计划"
      contract={createPlan}
      okText="创建"
      failure="创建失败"
      success="计划已创建"
      initialValues={{ type: '常规', category: '基层服务', plan_reminds: [''] }}
      onClose={onClose}
      toInput={(v) => ({
        body: { child, type: v.type, category: v.category, volunteer: v.volunteer as number, plan_reminds: reminds(v) },
      })}
    >
      {({ field }) => items(field)}
    </ContractDialog>
  );
}
