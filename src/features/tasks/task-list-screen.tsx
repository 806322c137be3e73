/**
 * The one task list screen of task-list-specs.ts (issue 16): the spec's tasks (states, expiry, genres, the
 * caller's own, those waiting for the caller's review, the deleted ones), filters 乡镇, 村居, 关键字 and the
 * spec's own (状态, 类型, 截止日期, 结束时间, 儿童姓名), its order, and its batch actions (批量改派, 批量审核通过)
 * on ticked rows; overdue rows stand out; 查看 opens the task screen; 导出 and 打印 (task-list-tools.tsx). On a phone
 * the tasks are cards (issue 29), 查看 their one action.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { listTasksForMix, setTaskState, type TaskItem } from '../../../domain/contracts/task';
import { stateOptions } from '../../../domain/state-words';
import { TASK_GENRES, TASK_GRADES, type TaskState } from '../../../domain/tasks';
import { callWith } from '../../api/use-call';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { BatchAction, FilterDef, FilterName, ListConfig, QueryOf } from '../../components/list-page/types';
import { ExpireTag } from '../../components/task/expire-tag';
import { StateTag } from '../../components/state-tag';
import { TASK_DETAIL_PATH } from './paths';
import { ReassignDialog } from './reassign-dialog';
import { TaskListTools } from './task-list-tools';
import { listQuery } from '../../components/list-page/use-list-controller';
import { EditTaskModal } from './edit-task-modal';
import { removeTask, useMayChange } from './task-actions';
import { passStateFor, reviewStatesFor, TASK_LIST_SPECS, type TaskListSpec } from './task-list-specs';

type Filter = FilterDef<FilterName<typeof listTasksForMix>>;

/** The filters of a spec; each writes the contract's query (a picked state or type replaces the spec's own). */
function filtersOf(spec: TaskListSpec, states: readonly TaskState[] | undefined): Filter[] {
  const out: Filter[] = [
    { kind: 'town', name: 'department', label: '乡镇' },
    { kind: 'village', name: 'village', label: '村居', town: 'department' },
    { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '工单名称或编号' },
  ];
  const has = (f: string) => spec.filters?.includes(f as never);
  if (has('child_name'))
    out.push({ kind: 'keyword', name: 'child_name', label: '儿童姓名', placeholder: '儿童完整姓名' });
  if (has('state') && states && states.length > 1)
    out.push({
      kind: 'select',
      name: 'states',
      label: '状态',
      options: stateOptions('task', states),
    });
  if (has('genre'))
    out.push({
      kind: 'select',
      name: 'genres',
      label: '类型',
      options: TASK_GENRES.map((g) => ({ value: g, label: g })),
    });
  if (has('grade'))
    out.push({
      kind: 'select',
      name: 'grades',
      label: '等级',
      options: TASK_GRADES.map((g) => ({ value: g, label: g })),
    });
  if (has('audit'))
    out.push({
      kind: 'select',
      name: 'audits',
      label: '抽查',
      options: stateOptions('taskAudit'),
    });
  if (has('limit')) out.push({ kind: 'date', name: 'limit', label: '截止日期不晚于' });
  if (has('end')) out.push({ kind: 'dateRange', name: 'end', label: '结束时间', to: ['end_start', 'end_finish'] });
  return out;
}

/** The query a spec fixes under the filters: its states, expiry, genres, order, the caller as manager, the deleted ones. */
function fixedQuery(
  spec: TaskListSpec,
  states: readonly TaskState[] | undefined,
  me: number | undefined,
): Partial<QueryOf<typeof listTasksForMix>> {
  return {
    order_field: spec.order?.field,
    order_rule: spec.order?.rule,
    states: states ? [...states] : undefined,
    expires: spec.expires ? [...spec.expires] : undefined,
    genres: spec.genres ? [...spec.genres] : undefined,
    manager: spec.mine ? me : undefined,
    deleted: spec.deleted ? 'true' : undefined,
  };
}

export function TaskListScreen() {
  const { pathname } = useLocation();
  const spec = TASK_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? TASK_LIST_SPECS[0];
  const title = usePageTitle();
  const { info, role, can } = useCurrentUser();
  const mayEdit = can('tasks', 'edit');
  const may = useMayChange();
  const [editing, setEditing] = useState<{ task: TaskItem; refresh: () => void } | null>(null);
  const config = useMemo((): ListConfig<TaskItem, typeof listTasksForMix> => {
    const states = spec.check ? reviewStatesFor(role) : spec.states;
    const pass = passStateFor(role);
    const batchActions: BatchAction<TaskItem>[] = [];
    // only a role that may change tasks reassigns them (an escort reading 护航工单 does not)
    if (spec.batch?.includes('reassign') && mayEdit)
      batchActions.push({ key: 'reassign', label: '批量改派', dialog: (p) => <ReassignDialog {...p} /> });
    if (spec.batch?.includes('review') && pass) {
      batchActions.push({
        key: 'review',
        label: '批量审核通过',
        confirm: (rows) => `确定将所选 ${rows.length} 个工单审核通过？`,
        run: (rows) => callWith(setTaskState, { body: { ids: rows.map((r) => r.id), state: pass } }),
      });
    }
    const fixed = fixedQuery(spec, states, info.id);
    return {
      title,
      pageSize: 10,
      contract: listTasksForMix,
      query: fixed,
      // 导出 and 打印 of what the list shows (issue 28)
      toolbarFor: (params) => <TaskListTools query={listQuery(fixed, params)} />,
      // a list of the caller's reviews for a role that reviews no task lists nothing (the answer is not shown)
      ...(spec.check && !states?.length ? { rows: () => ({ list: [], total: 0 }) } : {}),
      filters: filtersOf(spec, states),
      columns: [
        {
          key: 'name',
          title: '工单',
          render: (_: unknown, t) =>
            t.expire === '超期' ? (
              <span style={{ color: '#cf1322' }}>{t.information.task_name}</span>
            ) : (
              t.information.task_name
            ),
        },
        { key: 'child', title: '儿童', render: (_: unknown, t) => t.information.child_name },
        {
          key: 'place',
          title: '村居',
          render: (_: unknown, t) => [t.department_name, t.village_name].filter(Boolean).join(' ') || '—',
        },
        { key: 'genre', title: '类型', dataIndex: 'genre' },
        { key: 'volunteer', title: '志愿者', render: (_: unknown, t) => t.information.task_volunteer_name },
        { key: 'manager', title: '交办人', render: (_: unknown, t) => t.manager_name ?? '—' },
        spec.deleted
          ? {
              key: 'deleted',
              title: '删除时间',
              render: (_: unknown, t) => (t.deleted_at ? formatDateTime(t.deleted_at) : '—'),
            }
          : spec.order?.field === 'date_end'
            ? {
                key: 'end',
                title: '结束时间',
                render: (_: unknown, t) => (t.date_end ? formatDateTime(t.date_end) : '—'),
              }
            : { key: 'limit', title: '截止时间', render: (_: unknown, t) => formatDateTime(t.date_limit) },
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
      // a deleted task has no screen of its own any more (its detail answers 404)
      actions: spec.deleted
        ? undefined
        : [
            { key: 'open', label: '查看', to: (t) => `${TASK_DETAIL_PATH}?id=${t.id}` },
            // the manager's or the centre's changes (issue 28): 修改 while in hand, 删除 while 办理, after a confirmation
            {
              key: 'edit',
              label: '修改',
              visible: (t) => may(t, 'edit'),
              onClick: (t, { refresh }) => setEditing({ task: t, refresh }),
            },
            {
              key: 'delete',
              label: '删除',
              danger: true,
              visible: (t) => may(t, 'delete'),
              confirm: '确定删除该工单？删除后志愿者不再看到它。',
              onClick: async (t, { refresh }) => {
                await removeTask(t);
                refresh();
              },
            },
          ],
      // 查看 修改 删除 on one line
      actionsWidth: 150,
      // on a phone a card (issue 29): the task, child, place, limit and how long is left, its end, the state; 查看
      card: {
        title: 'name',
        child: 'child',
        place: 'place',
        deadline: ['limit', 'expire'],
        lines: ['end', 'deleted'],
        state: 'state',
        action: 'open',
      },
      batchActions: batchActions.length ? batchActions : undefined,
      emptyText: spec.emptyText,
    };
  }, [spec, title, role, info.id, may, mayEdit]);
  return (
    <>
      <ListPage key={spec.path} config={config} />
      {editing && <EditTaskModal task={editing.task} onClose={() => setEditing(null)} onDone={editing.refresh} />}
    </>
  );
}
