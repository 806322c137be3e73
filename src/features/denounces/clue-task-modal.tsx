/**
 * 转为工单 (issue 18): a work order for the clue's child, given to a volunteer (title, the time it runs, a note that
 * starts with the clue), linked both ways by the server in one step. A failure says so and keeps the form.
 * 检察领导 gives an escort work order (issue 28; domain/escort.ts): the assignee is an escort account (公安护航 …), and
 * the server makes the task 护航 of the escort's department.
 */
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { denounceToTask, type DenounceItem } from '../../../domain/contracts/denounce';
import { feedback } from '../../core/feedback';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';
import { useCurrentUser } from '../../core/session/current-user';
import { useEscortOptions } from './use-escort-options';
import { ContractDialog } from '../../components/contract-form/contract-dialog';

type Values = { volunteer: number; task_name: string; task_description?: string; range: [Dayjs, Dayjs] };

type Props = { clue: DenounceItem; onClose: () => void };
type Picker = ReturnType<typeof useVolunteerOptions>;

/** 检察领导 gives escort work orders; every other reviewer a volunteer's. */
export function ClueTaskModal(props: Props) {
  const { role } = useCurrentUser();
  return role === '检察领导' ? <EscortTask {...props} /> : <VolunteerTask {...props} />;
}
function EscortTask(props: Props) {
  return <TaskDialog {...props} escort volunteers={useEscortOptions(true)} />;
}
function VolunteerTask(props: Props) {
  return <TaskDialog {...props} escort={false} volunteers={useVolunteerOptions()} />;
}

function TaskDialog({ clue, onClose, escort, volunteers }: Props & { escort: boolean; volunteers: Picker }) {
  return (
    <ContractDialog<typeof denounceToTask, Values>
      title={`${escort ? '转为护航工单' : '转为工单'} · ${clue.child_name ?? ''}`}
      contract={denounceToTask}
      okText="创建"
      failure="转为工单失败"
      success={false}
      onDone={(r) => {
        feedback.message.success(`已转为工单 #${r.task}`);
      }}
      onClose={onClose}
      initialValues={{
        task_name: escort ? '护航走访' : '线索核查走访',
        task_description: `线索：${clue.denounce_information.content}`.slice(0, 2000),
        range: [dayjs(), dayjs().add(7, 'day')],
      }}
      toInput={(v) => ({
        body: {
          id: clue.id,
          version: clue.version,
          volunteer: v.volunteer,
          task_name: v.task_name,
          task_description: v.task_description,
          date_begin: v.range[0].toISOString(),
          date_limit: v.range[1].toISOString(),
        },
      })}
      // the server's date fields are the range picker's two ends
      fieldMap={(f) => (f === 'date_begin' || f === 'date_limit' ? 'range' : undefined)}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('volunteer')} label={escort ? '护航人员' : '志愿者'}>
            <Select
              showSearch
              filterOption={false}
              onSearch={volunteers.onSearch}
              loading={volunteers.loading}
              placeholder="输入姓名或手机号查找"
              options={volunteers.options}
            />
          </Form.Item>
          <Form.Item {...field('task_name')} label="交办标题">
            <Input maxLength={maxLength('task_name')} />
          </Form.Item>
          {/* one picker for the two ends: the form's own shape, so its rule is the form's */}
          <Form.Item name="range" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item {...field('task_description')} label="说明">
            <Input.TextArea rows={3} maxLength={maxLength('task_description')} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
