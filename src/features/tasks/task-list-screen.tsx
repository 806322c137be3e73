/**
 * The one task list screen of task-list-specs.ts (issue 16): the spec's states or expiry, filters 乡镇, 村居,
 * 状态 (of the spec's), 关键字; overdue rows stand out; 查看 opens the task screen.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Tag } from 'antd';
import { TASK_STATE_LABELS, type TaskState } from '../../../domain/tasks';
import { listTasks, taskKeys, type TaskItem } from '../../api/task';
import { usePageTitle } from '../../app/page-titles';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { FilterDef, ListConfig } from '../../components/list-page/types';
import { ExpireTag } from '../../components/task/task-view';
import { TASK_DETAIL_PATH } from './paths';
import { TASK_LIST_SPECS } from './task-list-specs';

export function TaskListScreen() {
  const { pathname } = useLocation();
  const spec = TASK_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? TASK_LIST_SPECS[0];
  const title = usePageTitle();
  const config = useMemo((): ListConfig<TaskItem> => {
    const filters: FilterDef[] = [
      { kind: 'town', name: 'department', label: '乡镇' },
      { kind: 'village', name: 'village', label: '村居', town: 'department' },
      { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '工单名称或编号' },
    ];
    if (spec.states && spec.states.length > 1) filters.push({ kind: 'select', name: 'state', label: '状态', options: spec.states.map((s) => ({ value: s, label: TASK_STATE_LABELS[s] })) });
    return {
      title,
      pageSize: 10,
      filters,
      columns: [
        { key: 'name', title: '工单', render: (_: unknown, t) => (t.expire === '超期' ? <span style={{ color: '#cf1322' }}>{t.information.task_name}</span> : t.information.task_name) },
        { key: 'child', title: '儿童', render: (_: unknown, t) => t.information.child_name },
        { key: 'place', title: '村居', render: (_: unknown, t) => [t.department_name, t.village_name].filter(Boolean).join(' ') || '—' },
        { key: 'volunteer', title: '志愿者', render: (_: unknown, t) => t.information.task_volunteer_name },
        { key: 'manager', title: '交办人', render: (_: unknown, t) => t.manager_name ?? '—' },
        { key: 'limit', title: '截止时间', render: (_: unknown, t) => formatDateTime(t.date_limit) },
        { key: 'expire', title: '期限', render: (_: unknown, t) => <ExpireTag expire={t.expire} /> },
        { key: 'state', title: '状态', render: (_: unknown, t) => <Tag>{TASK_STATE_LABELS[t.state as TaskState] ?? t.state}</Tag> },
      ],
      rowKey: (t) => t.id,
      actions: [{ key: 'open', label: '查看', to: (t) => `${TASK_DETAIL_PATH}?id=${t.id}` }],
      emptyText: spec.emptyText,
      queryKey: (params) => taskKeys.list({ list: spec.path, ...params }),
      fetch: ({ page, size, filters: f }) => listTasks({
        page, size, order_field: 'date_limit', order_rule: spec.expires ? 'asc' : 'desc',
        states: f.state ? [f.state as TaskState] : spec.states ? [...spec.states] : undefined,
        expires: spec.expires ? [...spec.expires] : undefined,
        department: typeof f.department === 'number' ? f.department : undefined,
        village: typeof f.village === 'number' ? f.village : undefined,
        keyword: typeof f.keyword === 'string' ? f.keyword : undefined,
      }),
    };
  }, [spec, title]);
  return <ListPage key={spec.path} config={config} />;
}
