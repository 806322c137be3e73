/**
 * 创建交办 (req tasks §3.1, §3.2, §4; issues 16, 28): a real work order for a child of the caller's scope and an active
 * volunteer: 选择志愿者, 选择帮扶儿童 (both searched as typed), then the order's own fields (task-fields.tsx): title
 * (交办标题不能为空), grade, genre, category, the time it runs (the limit after the start), points, place,
 * accommodation, description and, for a 女童 task, the girl-care conditions. 创建交办成功 / 创建交办失败 with the
 * server's reason; the fields the server names are marked on the form. Sent through the createTask contract
 * (ContractDialog; every rule from the contract's fields).
 */
import { useState } from 'react';
import { Form, Select } from 'antd';
import dayjs from 'dayjs';
import { listChildren } from '../../../domain/contracts/child';
import { createTask } from '../../../domain/contracts/task';
import { useCall } from '../../api/use-call';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';
import { informationOf, RANGE_FIELDS, TaskFields, type TaskFieldValues } from './task-fields';

type Values = TaskFieldValues & { volunteer?: number; child?: number };

/** The dialog; on success the task lists refetch (the contract's tag, task) and it closes. */
export function CreateTaskModal({ onClose }: { onClose: () => void }) {
  const [whom, setWhom] = useState('');
  const [form] = Form.useForm<Values>();
  const volunteers = useVolunteerOptions();
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
          <Form.Item {...field('volunteer')} label="志愿者">
            <Select
              showSearch
              filterOption={false}
              onSearch={volunteers.onSearch}
              loading={volunteers.loading}
              placeholder="输入姓名或手机号查找"
              options={volunteers.options}
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
          <TaskFields field={field} form={form} />
        </>
      )}
    </ContractDialog>
  );
}
