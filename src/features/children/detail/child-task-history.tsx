/**
 * 历史工单 of a child (req tasks §2; issue 16): the child's finished work orders (办结, 初过, 终退, 终过, 评价),
 * newest end first, 10 a page, with 共有 N 条数据: visiting person, contact, start and end. A row opens the task
 * (a drawer, closed by its back button): its fields, and one tab per check-in with time, service place,
 * check-in place, description and photos that enlarge. Roles that do not read tasks are told so.
 */
import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Space, Table } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { TASK_HISTORY_STATES } from '../../../../domain/tasks';
import { listTasksForMix, type TaskItem } from '../../../../domain/contracts/task';
import { useCall } from '../../../api/use-call';
import { errorMessage } from '../../../api/http-error';
import { useCurrentUser } from '../../../core/session/current-user';
import { formatDateTime } from '../../../components/datetime';
import { StateTag } from '../../../components/state-tag';
import { TaskView } from '../../../components/task/task-view';

const PAGE = 10;
const COLUMNS = [
  { key: 'visitor', title: '走访人员', render: (_: unknown, t: TaskItem) => t.information.task_volunteer_name || '—' },
  {
    key: 'phone',
    title: '联系方式',
    render: (_: unknown, t: TaskItem) => t.information.task_volunteer_cellphone || '—',
  },
  { key: 'start', title: '开始时间', render: (_: unknown, t: TaskItem) => formatDateTime(t.date_begin) },
  {
    key: 'end',
    title: '结束时间',
    render: (_: unknown, t: TaskItem) => (t.date_end ? formatDateTime(t.date_end) : '—'),
  },
  { key: 'state', title: '状态', render: (_: unknown, t: TaskItem) => <StateTag kind="task" state={t.state} /> },
];

function TaskDrawer({ task, onClose }: { task: TaskItem; onClose: () => void }) {
  return (
    <Drawer
      open
      width={640}
      onClose={onClose}
      closable={false}
      title={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
            返回
          </Button>
          {task.information.task_name}
        </Space>
      }
    >
      <TaskView task={task} />
    </Drawer>
  );
}

export function ChildTaskHistory({ child }: { child: number }) {
  const { can } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TaskItem | null>(null);
  const allowed = can('tasks', 'query');
  const query = {
    child,
    states: [...TASK_HISTORY_STATES],
    order_field: 'date_end' as const,
    order_rule: 'desc' as const,
    page,
    size: PAGE,
  };
  const tasks = useCall(listTasksForMix, { query }, { enabled: allowed });
  if (!allowed) return <Empty description="您的角色不查看工单" />;
  return (
    <>
      {tasks.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(tasks.error, '加载工单失败，请重试')}
        />
      )}
      <Table<TaskItem>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={tasks.data?.list ?? []}
        loading={tasks.isFetching}
        locale={{ emptyText: '暂无历史工单' }}
        onRow={(t) => ({ onClick: () => setOpen(t), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: tasks.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共有 ${n} 条数据`,
          onChange: setPage,
        }}
      />
      {open && <TaskDrawer task={open} onClose={() => setOpen(null)} />}
    </>
  );
}
