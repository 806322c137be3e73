/**
 * 批量改派 (issue 16; req tasks §7.1 PUT task/for/ids/with/volunteer): the ticked tasks in hand go to another
 * active volunteer, searched as typed, all or none; the server's reason is shown when it refuses (a task
 * finished meanwhile, one the caller does not manage) and nothing moves. A ContractDialog of `reassignTasks`
 * (issue 27): no volunteer chosen is a bare `FormProblem` (选择志愿者), a refusal 改派失败：<reason>.
 */
import { Form, Select, Typography } from 'antd';
import { reassignTasks, type TaskItem } from '../../../domain/contracts/task';
import { feedback } from '../../core/feedback';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';

export function ReassignDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: TaskItem[];
  onClose: () => void;
  onDone: () => void;
}) {
  const volunteers = useVolunteerOptions();
  return (
    <ContractDialog<typeof reassignTasks, { volunteer?: number }>
      title="批量改派"
      okText="改派"
      width={520}
      contract={reassignTasks}
      success={false}
      failure="改派失败"
      onClose={onClose}
      toInput={({ volunteer }) => {
        if (!volunteer) throw new FormProblem('选择志愿者', { bare: true });
        return { body: { ids: rows.map((r) => r.id), volunteer } };
      }}
      onDone={({ count }) => {
        feedback.message.success(`已改派 ${count} 个工单`);
        onDone();
      }}
    >
      <Typography.Paragraph>将所选 {rows.length} 个工单改派给：</Typography.Paragraph>
      <Form.Item name="volunteer" noStyle>
        <Select
          showSearch
          filterOption={false}
          onSearch={volunteers.onSearch}
          loading={volunteers.loading}
          placeholder="输入姓名或手机号查找志愿者"
          style={{ width: '100%' }}
          aria-label="志愿者"
          options={volunteers.options}
        />
      </Form.Item>
    </ContractDialog>
  );
}
