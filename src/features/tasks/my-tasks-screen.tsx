/**
 * 我的工单 (issue 16 "The volunteer's day"): the volunteer's own tasks by state and expiry, soonest limit first,
 * overdue ones marked; it opens on 待处理 (the tasks in hand and those returned to them: what needs doing) and
 * any state can be chosen; 打开 opens the task screen to check in and finish. On a phone each task is a card whose
 * one action is 打卡 (a task in hand) or 查看 (issue 29). Above it, 待发送: the check-ins waiting
 * on the phone (pending-checkins.tsx; issue 29).
 */
import { useMemo } from 'react';
import { listTasksForMix, type TaskItem } from '../../../domain/contracts/task';
import { stateOptions } from '../../../domain/state-words';
import { TASK_PUNCHABLE_STATES } from '../../../domain/tasks';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { StateTag } from '../../components/state-tag';
import { EXPIRE_OPTIONS, ExpireTag } from '../../components/task/expire-tag';
import { TASK_DETAIL_PATH } from './paths';
import { PendingCheckIns } from './pending-checkins';

/**
 * 待处理（含退回）: the states a volunteer still acts on, as one value of the 状态 select. The select writes the
 * contract's `states` directly; its other options are one state each, this one the list in the comma form the
 * contract's list parameter reads (listParam), so the query carries ["办理","终退"] as before.
 */
const PENDING = TASK_PUNCHABLE_STATES.join(',');
const PUNCHABLE: readonly string[] = TASK_PUNCHABLE_STATES;

export function MyTasksScreen() {
  const title = usePageTitle();
  const config = useMemo(
    (): ListConfig<TaskItem, typeof listTasksForMix> => ({
      title,
      contract: listTasksForMix,
      query: { order_field: 'date_limit', order_rule: 'asc' },
      pageSize: 10,
      filters: [
        {
          kind: 'select',
          name: 'states',
          label: '状态',
          options: [{ value: PENDING, label: '待处理（含退回）' }, ...stateOptions('task')],
        },
        {
          kind: 'select',
          name: 'expires',
          label: '期限',
          options: EXPIRE_OPTIONS,
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '工单名称或编号' },
      ],
      initialFilters: { states: PENDING },
      columns: [
        { key: 'name', title: '工单', render: (_: unknown, t) => t.information.task_name },
        { key: 'child', title: '儿童', render: (_: unknown, t) => t.information.child_name },
        { key: 'place', title: '村居', render: (_: unknown, t) => t.village_name ?? '—' },
        { key: 'limit', title: '截止时间', render: (_: unknown, t) => formatDateTime(t.date_limit) },
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
      actions: [{ key: 'open', label: '打开', to: (t) => `${TASK_DETAIL_PATH}?id=${t.id}` }],
      // on a phone a card: the task, its child and village, the limit and how long is left, the state, and 打卡 on
      // a task still in hand (查看 on the others)
      card: {
        title: 'name',
        child: 'child',
        place: 'place',
        deadline: ['limit', 'expire'],
        state: 'state',
        action: 'open',
        actionLabel: (t) => (PUNCHABLE.includes(t.state) ? '打卡' : '查看'),
      },
      emptyText: '暂无工单',
    }),
    [title],
  );
  return (
    <>
      <PendingCheckIns />
      <ListPage config={config} />
    </>
  );
}
