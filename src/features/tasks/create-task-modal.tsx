/**
 * 创建交办 (req tasks §3.1, §3.2, §4; issues 16, 28): a real work order for a child of the caller's scope and an active
 * volunteer: 选择志愿者, 选择帮扶儿童 (both searched as typed), then the order's own fields (task-fields.tsx): title
 * (交办标题不能为空), grade, genre, category, the time it runs (the limit after the start), points, place,
 * accommodation, description and, for a 女童 task, the girl-care conditions. 创建交办成功 / 创建交办失败 with the
 * server's reason; the fields the server names are marked on the form. Sent through the createTask contract
 * (ContractDialog; every rule from the contract's fields).
 * The givers of escort tasks (domain/escort.ts; issue 28) pick from the escorts too, grouped by department (公安护航 …;
 * 检察领导 from them only): an escort picked fixes 等级 and 类型 as the server sets them (公安护航 → 公安 / 护航).
 */
import { useState } from 'react';
import { Form, Select } from 'antd';
import dayjs from 'dayjs';
import { listChildren } from '../../../domain/contracts/child';
import { createTask } from '../../../domain/contracts/task';
import { useCall } from '../../api/use-call';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { taskFor } from '../../../domain/escort';
import { useCurrentUser } from '../../core/session/current-user';
import { assigneeRolesFor, useAssigneeOptions } from '../../components/task/use-assignee-options';
import { informationOf, RANGE_FIELDS, TaskFields, type TaskFieldValues } from './task-fields';

type Values = TaskFieldValues & { volunteer?: number; child?: number };

/** The dialog; on success the task lists refetch (the contract's tag, task) and it closes. */
export function CreateTaskModal({ onClose }: { onClose: () => void }) {
  const [whom, setWhom] = useState('');
  const [form] = Form.useForm<Values>();
  const { role } = useCurrentUser();
  const roles = assigneeRolesFor(role);
  const people = useAssigneeOptions(roles);
  // the grade and genre an escort picked fixes (null: as chosen)
  const [fixed, setFixed] = useState<{ grade: string; genre: string } | null>(null);
  const pick = (id: number | undefined) => {
    const rule = role ? taskFor(role, people.roleOf(id) ?? '') : {};
    if ('grade' in rule) {
      form.setFieldsValue({ grade: rule.grade as Values['grade'], genre: rule.genre });
      setFixed({ grade: rule.grade, genre: rule.genre });
    } else if (fixed) {
      form.setFieldsValue({ grade: '普通', genre: '常规' });
      setFixed(null);
    }
  };
  const children = useCall(listChildren, { query: { keyword: whom || undefined, page: 1, size: 20 } });

  return (
    <ContractDialog<typeof createTask, Values>
      title="创建交办"
      okText="创建"
      width={640}
      form={form}
      contract={createTask}
      success="创建交办成功"
      failure="创建交办失败"
      initialValues={{
        grade: '普通',
        genre: '常规',
        category: '普通计划',
        range: [dayjs(), dayjs().add(7, 'day')],
        information: { task_name: '', task_score: 0 },
      }}
      onClose={onClose}
      fieldMap={(field) => (RANGE_FIELDS.has(field) ? 'range' : undefined)}
      toInput={(v) => ({
        body: {
          child: v.child!,
          volunteer: v.volunteer!,
          grade: v.grade,
          genre: v.genre,
          category: v.category,
          date_begin: v.range[0].toISOString(),
          date_limit: v.range[1].toISOString(),
          information: { ...informationOf(v), task_name: v.information.task_name },
        },
      })}
    >
      {({ field }) => (
        <>
          <Form.Item {...field('volunteer')} label={assigneeLabel(roles)}>
            <Select
              showSearch
              filterOption={false}
              onSearch={people.onSearch}
              onChange={pick}
              loading={people.loading}
              placeholder="输入姓名或手机号查找"
              options={people.options}
            />
          </Form.Item>
          <Form.Item {...field('child')} label="帮扶儿童">
            <Select
              showSearch
              filterOption={false}
              onSearch={setWhom}
              loading={children.isFetching}
              placeholder="输入完整姓名或身份证号查找"
              options={(children.data?.list ?? []).map((c) => ({
                value: c.id,
                label: `${c.child_name}（${c.village_name ?? c.department_name ?? ''}）`,
              }))}
            />
          </Form.Item>
          <TaskFields field={field} form={form} fixed={fixed !== null} />
        </>
      )}
    </ContractDialog>
  );
}

/** The picker's label: 志愿者, 护航人员 (检察领导) or both (the centre). */
function assigneeLabel(roles: readonly string[]): string {
  const volunteers = roles.includes('志愿人员');
  if (roles.length === 1) return '志愿者';
  return volunteers ? '志愿者 / 护航人员' : '护航人员';
}
