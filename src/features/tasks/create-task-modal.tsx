/**
 * 创建交办 (req tasks §3.1, §3.2; issue 16): a task for a child of the caller's scope and an active
 * volunteer: 选择志愿者, 选择帮扶儿童 (both searched as typed), the title (交办标题不能为空), type, description
 * and the time it runs (the limit after the start). 创建交办成功 / 创建交办失败 with the server's reason; the
 * fields the server names (the child, the volunteer, the title, the times) are marked on the form.
 * Sent through the createTask contract (ContractDialog); the title's and description's rules come from it.
 */
import { useState } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { listChildren } from '../../../domain/contracts/child';
import { createTask } from '../../../domain/contracts/task';
import { TASK_GENRES, type TaskGenre } from '../../../domain/tasks';
import { useCall } from '../../api/use-call';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { maxLengthOf, rulesFor } from '../../components/contract-form/rules';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';

type Values = {
  volunteer?: number;
  child?: number;
  genre: TaskGenre;
  range: [Dayjs, Dayjs];
  information: { task_name: string; task_description?: string };
};

/** The task's information fields of the contract (nested in the body: their form names are ['information', name]). */
const INFORMATION = createTask.body.shape.information.shape;
/** The server's date_begin / date_limit problems (截止时间须晚于开始时间) belong to the one range picker. */
const RANGE_FIELDS = new Set(['date_begin', 'date_limit']);

/** The dialog; on success the task lists refetch (the contract's tag, task) and it closes. */
export function CreateTaskModal({ onClose }: { onClose: () => void }) {
  const [whom, setWhom] = useState('');
  const volunteers = useVolunteerOptions();
  const children = useCall(listChildren, { query: { keyword: whom || undefined, page: 1, size: 20 } });

  return (
    <ContractDialog<typeof createTask, Values>
      title="创建交办"
      okText="创建"
      contract={createTask}
      success="创建交办成功"
      failure="创建交办失败"
      initialValues={{ genre: '常规', range: [dayjs(), dayjs().add(7, 'day')] }}
      onClose={onClose}
      fieldMap={(field) => (RANGE_FIELDS.has(field) ? 'range' : undefined)}
      toInput={(v) => ({
        body: {
          child: v.child!,
          volunteer: v.volunteer!,
          genre: v.genre,
          date_begin: v.range[0].toISOString(),
          date_limit: v.range[1].toISOString(),
          information: { task_name: v.information.task_name, task_description: v.information.task_description },
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
          <Form.Item name={['information', 'task_name']} rules={rulesFor(INFORMATION.task_name)} label="交办标题">
            <Input maxLength={maxLengthOf(INFORMATION.task_name)} />
          </Form.Item>
          <Form.Item name="genre" label="类型">
            <Select options={TASK_GENRES.map((g) => ({ value: g, label: g }))} />
          </Form.Item>
          <Form.Item name="range" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name={['information', 'task_description']}
            rules={rulesFor(INFORMATION.task_description)}
            label="说明"
          >
            <Input.TextArea rows={3} maxLength={maxLengthOf(INFORMATION.task_description)} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
