/**
 * 批量改派 (issue 16; req tasks §7.1 PUT task/for/ids/with/volunteer): the ticked tasks in hand go to another
 * active volunteer, searched as typed, all or none; the server's reason is shown when it refuses (a task
 * finished meanwhile, one the caller does not manage) and nothing moves. A ContractDialog of `reassignTasks`
 * (issue 27): no one chosen is a bare `FormProblem` (选择志愿者), a refusal 改派失败：<reason>.
 * Escort tasks (issue 28; domain/escort.ts) go only to an escort of their own department: ticked escort tasks of one
 * department offer that department's escorts, volunteers' tasks the volunteers; a mix is named and not sent.
 */
import { Alert, Form, Select, Typography } from 'antd';
import { reassignTasks, type TaskItem } from '../../../domain/contracts/task';
import { escortRoleOfTask } from '../../../domain/escort';
import { feedback } from '../../core/feedback';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';
import { useAssigneeOptions, VOLUNTEER_ROLE } from '../../components/task/use-assignee-options';

const MIXED = '所选工单须同为志愿者工单，或同一部门的护航工单';

/** The one role the ticked tasks may go to (an escort role, or 志愿人员), or null when they are mixed. */
function roleFor(rows: TaskItem[]): string | null {
  const roles = new Set(rows.map((r) => escortRoleOfTask(r) ?? VOLUNTEER_ROLE));
  return roles.size === 1 ? [...roles][0] : null;
}

export function ReassignDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: TaskItem[];
  onClose: () => void;
  onDone: () => void;
}) {
  const role = roleFor(rows);
  const people = useAssigneeOptions(role ? [role] : []);
  const who = role === VOLUNTEER_ROLE ? '志愿者' : '护航人员';
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
        if (!role) throw new FormProblem(MIXED, { bare: true });
        if (!volunteer) throw new FormProblem(`选择${who}`, { bare: true });
        return { body: { ids: rows.map((r) => r.id), volunteer } };
      }}
      onDone={({ count }) => {
        feedback.message.success(`已改派 ${count} 个工单`);
        onDone();
      }}
    >
      {role ? (
        <Typography.Paragraph>
          将所选 {rows.length} 个工单改派给{role === VOLUNTEER_ROLE ? '' : `（${role}）`}：
        </Typography.Paragraph>
      ) : (
        <Alert type="warning" showIcon message={MIXED} style={{ marginBottom: 12 }} />
      )}
      <Form.Item name="volunteer" noStyle>
        <Select
          showSearch
          filterOption={false}
          disabled={!role}
          onSearch={people.onSearch}
          loading={people.loading}
          placeholder={`输入姓名或手机号查找${who}`}
          style={{ width: '100%' }}
          aria-label={who}
          options={people.options}
        />
      </Form.Item>
    </ContractDialog>
  );
}
