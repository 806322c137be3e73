/**
 * 帮扶记录 (TaskList1, req tasks §3.1; issues 16, 28): the tasks of the caller's scope by assignment state, task type and
 * the spec's date range (开始时间, 2021-01-01 to 2030-01-01 when opened), newest first; 详情 shows the task in a side
 * drawer over the list (help-history-drawer.tsx), 查看 opens its screen; 导出 and 打印 as the task lists
 * (task-list-tools.tsx); 创建交办 gives a volunteer a new task (create-task-modal.tsx).
 */
import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { listTasksForMix, type TaskItem } from '../../../domain/contracts/task';
import { stateOptions } from '../../../domain/state-words';
import { TASK_GENRES } from '../../../domain/tasks';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { ExpireTag } from '../../components/task/expire-tag';
import { StateTag } from '../../components/state-tag';
import { CreateTaskModal } from './create-task-modal';
import { HelpHistoryDrawer } from './help-history-drawer';
import { TaskListTools } from './task-list-tools';
import { listQuery } from '../../components/list-page/use-list-controller';
import { TASK_DETAIL_PATH } from './paths';

/** The date range the help history opens with (req tasks §3.1). */
const HELP_HISTORY_RANGE = ['2021-01-01', '2030-01-01'] as const;
const HELP_HISTORY_QUERY = { order_field: 'date_begin', order_rule: 'desc' } as const;

export function HelpHistoryScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const config = useMemo(
    (): ListConfig<TaskItem, typeof listTasksForMix> => ({
      title,
      contract: listTasksForMix,
      query: HELP_HISTORY_QUERY,
      pageSize: 10,
      filters: [
        {
          kind: 'select',
          name: 'states',
          label: '交办状态',
          options: stateOptions('task'),
        },
        {
          kind: 'select',
          name: 'genres',
          label: '工单类型',
          options: TASK_GENRES.map((g) => ({ value: g, label: g })),
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '工单名称或编号' },
        { kind: 'dateRange', name: 'begin', label: '开始时间', to: ['begin_start', 'begin_finish'] },
      ],
      // the spec's date range of the help history (req tasks §3.1)
      initialFilters: { begin_start: HELP_HISTORY_RANGE[0], begin_finish: HELP_HISTORY_RANGE[1] },
      columns: [
        { key: 'name', title: '工单', render: (_: unknown, t) => t.information.task_name },
        { key: 'child', title: '儿童', render: (_: unknown, t) => t.information.child_name },
        { key: 'volunteer', title: '志愿者', render: (_: unknown, t) => t.information.task_volunteer_name },
        { key: 'genre', title: '类型', dataIndex: 'genre' },
        { key: 'begin', title: '开始时间', render: (_: unknown, t) => formatDateTime(t.date_begin) },
        {
          key: 'expire',
          title: '期限',
          render: (_: unknown, t) => <ExpireTag expire={t.expire} limit={t.date_limit} state={t.state} />,
        },
        {
          key: 'state',
          title: '状态',
          render: (_: unknown, t) => <StateTag kind="task" state={t.state} />,
        },
      ],
      rowKey: (t) => t.id,
      actions: [
        { key: 'drawer', label: '详情', onClick: (t) => setShown(t.id) },
        { key: 'open', label: '查看', to: (t) => `${TASK_DETAIL_PATH}?id=${t.id}` },
      ],
      actionsWidth: 120,
      toolbarFor: (params) => <TaskListTools query={listQuery(HELP_HISTORY_QUERY, params)} />,
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
      <HelpHistoryDrawer id={shown} onClose={() => setShown(null)} />
    </>
  );
}
