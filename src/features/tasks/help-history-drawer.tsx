/**
 * The side drawer of 帮扶记录 (req tasks §3.1 "a side drawer with the task's detail"; issue 28): the task as its screen
 * shows it (fields, check-ins, review history: src/components/task/task-view.tsx) over the list, so a reviewer reads one
 * help after another without leaving the filtered list; 打开工单 goes to the task's screen for its moves.
 */
import { Link } from 'react-router-dom';
import { Alert, Drawer, Spin } from 'antd';
import { getTaskDetail } from '../../../domain/contracts/task';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { TaskView } from '../../components/task/task-view';
import { TASK_DETAIL_PATH } from './paths';

export function HelpHistoryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const task = useCall(
    getTaskDetail,
    { query: { id: id ?? 0 } },
    { select: (answer) => answer.detail, enabled: id !== null },
  );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={task.data ? `帮扶详情：${task.data.information.task_name}` : '帮扶详情'}
      extra={id !== null && <Link to={`${TASK_DETAIL_PATH}?id=${id}`}>打开工单</Link>}
      destroyOnHidden
    >
      {task.isPending ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : task.data ? (
        <TaskView task={task.data} />
      ) : (
        <Alert type="error" showIcon message={errorMessage(task.error, '加载工单失败，请重试')} />
      )}
    </Drawer>
  );
}
