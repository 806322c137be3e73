/**
 * The escort work-order lists of the gta roles (issue 28 "Escort work orders": the spec's "alarm, warning and GTA lists
 * per role", req shell-and-accounts §3 /taskList; domain/escort.ts), shown by the one task list screen. The server
 * scopes them: 检察领导 reads the tasks of the gta minors, an escort only the tasks given to them.
 * - 护航工单: every escort task (检察领导, the centre; an escort their own), by state; 检察领导 and the centre reassign
 *   from it (批量改派, to an escort of the task's own department: issue 28);
 * - 护航待审核: the escort tasks finished and waiting for 检察领导's first review (with the batch pass / return);
 * - 护航预警 / 护航告警: in hand and due within 72 hours / past the limit (检察领导 and the escorts).
 */
import { ESCORT_ROLES, ESCORT_TASK_GENRE } from '../../../domain/escort';
import type { Role } from '../../../domain/roles';
import { TASK_PUNCHABLE_STATES } from '../../../domain/tasks';
import type { TaskListSpec } from './task-list-specs';

const PROSECUTOR: readonly Role[] = ['检察领导'];
const GENRES = [ESCORT_TASK_GENRE] as const;

export const GTA_TASK_LIST_SPECS: readonly TaskListSpec[] = [
  {
    path: '/taskList/TaskListGTA',
    title: '护航工单',
    genres: GENRES,
    filters: ['state'],
    batch: ['reassign'],
    emptyText: '暂无护航工单',
    menu: [...PROSECUTOR, '中心领导', '中心管理', ...ESCORT_ROLES],
  },
  {
    path: '/taskList/TaskListGTACheck',
    title: '护航待审核',
    genres: GENRES,
    check: true,
    order: { field: 'date_end', rule: 'asc' },
    batch: ['review'],
    emptyText: '暂无待您审核的护航工单',
    menu: PROSECUTOR,
  },
  {
    path: '/taskList/WarningTaskListGTA',
    title: '护航预警',
    genres: GENRES,
    states: TASK_PUNCHABLE_STATES,
    expires: ['24时', '72时'],
    order: { field: 'date_limit', rule: 'asc' },
    emptyText: '暂无即将到期的护航工单',
    menu: [...PROSECUTOR, ...ESCORT_ROLES],
  },
  {
    path: '/taskList/AlarmTaskListGTA',
    title: '护航告警',
    genres: GENRES,
    states: TASK_PUNCHABLE_STATES,
    expires: ['超期'],
    order: { field: 'date_limit', rule: 'asc' },
    emptyText: '暂无超期的护航工单',
    menu: [...PROSECUTOR, ...ESCORT_ROLES],
  },
];
