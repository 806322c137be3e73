/**
 * 帮扶记录 (TaskList1, req tasks §3.1; issue 16): the tasks of the caller's scope by assignment state and task
 * type, newest first; a row opens the task; 创建交办 gives a volunteer a new task (create-task-modal.tsx).
 */
import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { listTasksForMix, type TaskItem } from '../../../domain/contracts/task';
import { TASK_GENRES, TASK_STATE_LABELS, TASK_STATES, type TaskState } from '../../../domain/tasks';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { ExpireTag } from '../../components/task/task-view';
import { CreateTaskModal } from './create-task-modal';
import { TASK_DETAIL_PATH } from './paths';

export function HelpHistoryScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const config = useMemo(
    (): ListConfig<TaskItem, typeof listTasksForMix> => ({
      title,
      contract: listTasksForMix,
      query: { order_field: 'date_begin', order_rule: 'desc' },
      pageSize: 10,
      filters: [
        {
          kind: 'select',
          name: 'states',
          label: '交办状态',
          options: TASK_STATES.map((s) => ({ value: s, label: TASK_STATE_LABELS[s] })),
        },
        {
          kind: 'select',
          name: 'genres',
          label: '工单类型',
          options: TASK_GENRES.map((g) => ({ value: g, label: g })),
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '工单名称或编号' },
      ],
      columns: [
        { key: 'name', title: '工单', render: (_: unknown, t) => t.information.task_name },
        { key: 'child', title: '儿童', render: (_: unknown, t) => t.information.child_name },
        { key: 'volunteer', title: '志愿者', render: (_: unknown, t) => t.information.task_volunteer_name },
        { key: 'genre', title: '类型', dataIndex: 'genre' },
        { key: 'begin', title: '开始时间', render: (_: unknown, t) => formatDateTime(t.date_begin) },
        { key: 'expire', title: '期限', render: (_: unknown, t) => <ExpireTag expire={t.expire} /> },
        {
          key: 'state',
          title: '状态',
          render: (_: unknown, t) => <Tag>{TASK_STATE_LABELS[t.state as TaskState] ?? t.state}</Tag>,
        },
      ],
      rowKey: (t) => t.id,
      actions: [{ key: 'open', label: '查看', to: (t) => `${TASK_DETAIL_PATH}?id=${t.id}` }],
      emptyText: '暂无帮扶记录',
      toolbar: can('tasks', 'add') ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          创建交办
        </Button>
      ) : undefined,
    }),
    [title, can],
  );
  return (
    <>
      <ListPage config={config} />
      {creating && <CreateTaskModal onClose={() => setCreating(false)} />}
    </>
  );
}
