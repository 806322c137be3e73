/**
 * 批量改派 (issue 16; req tasks §7.1 PUT task/for/ids/with/volunteer): the ticked tasks in hand go to another
 * active volunteer, searched as typed, all or none; the server's reason is shown when it refuses (a task
 * finished meanwhile, one the caller does not manage) and nothing moves.
 */
import { useState } from 'react';
import { Alert, Modal, Select, Typography } from 'antd';
import { errorMessage } from '../../api/http-error';
import { reassignTasks, type TaskItem } from '../../../domain/contracts/task';
import { callWith } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { useVolunteerOptions } from '../../components/task/use-volunteer-options';

export function ReassignDialog({ rows, onClose, onDone }: { rows: TaskItem[]; onClose: () => void; onDone: () => void }) {
  const [volunteer, setVolunteer] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const volunteers = useVolunteerOptions();
  const submit = async () => {
    if (!volunteer) return setError('选择志愿者');
    setBusy(true);
    setError(null);
    try {
      const { count } = await callWith(reassignTasks, { body: { ids: rows.map((r) => r.id), volunteer } });
      feedback.message.success(`已改派 ${count} 个工单`);
      onDone();
    } catch (e) {
      setError(`改派失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="批量改派" okText="改派" cancelText="取消" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph>将所选 {rows.length} 个工单改派给：</Typography.Paragraph>
      <Select showSearch filterOption={false} onSearch={volunteers.onSearch} loading={volunteers.loading} placeholder="输入姓名或手机号查找志愿者" style={{ width: '100%' }}
        aria-label="志愿者" value={volunteer} onChange={setVolunteer} options={volunteers.options} />
    </Modal>
  );
}
