/** The columns of a warning's list, by what it lists (children, work orders, villages); a child links to its detail. */
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { detailGenreFor } from '../../../domain/child-genre';
import type { Role } from '../../../domain/roles';
import type { WarningChild, WarningTask, WarningVillage } from '../../../domain/contracts/warning';
import { childDetailPath } from '../../components/child-record/detail-params';
import { formatDateTime } from '../../components/datetime';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

export function childColumns(role: Role | undefined, duplicates: boolean): ColumnsType<WarningChild> {
  return [
    ...(duplicates
      ? [{ key: 'group', title: '分组', width: 90, render: (_: unknown, c: WarningChild) => c.group_key }]
      : []),
    {
      key: 'name',
      title: '姓名',
      width: 100,
      render: (_: unknown, c) => (
        <Link to={childDetailPath({ id: c.id, state: '仅查看', genre: detailGenreFor(role, c) })}>{c.child_name}</Link>
      ),
    },
    { key: 'idnumber', title: '身份证号', width: 190, render: (_: unknown, c) => c.child_idnumber },
    { key: 'age', title: '年龄', width: 70, render: (_: unknown, c) => dash(c.age) },
    { key: 'birth', title: '出生日期', width: 110, render: (_: unknown, c) => dash(c.birth_date) },
    { key: 'town', title: '乡镇', width: 110, render: (_: unknown, c) => dash(c.department_name) },
    { key: 'village', title: '村居', render: (_: unknown, c) => dash(c.village_name) },
    { key: 'director', title: '儿童主任', width: 100, render: (_: unknown, c) => dash(c.director_name) },
  ];
}

export function taskColumns(): ColumnsType<WarningTask> {
  return [
    { key: 'name', title: '工单名称', render: (_: unknown, t) => dash(t.task_name) },
    {
      key: 'child',
      title: '儿童',
      width: 100,
      // the task does not say the child's category: the detail opens on its default form
      render: (_: unknown, t) => <Link to={`/childDetail/childTables?id=${t.child}`}>{t.child_name}</Link>,
    },
    { key: 'volunteer', title: '志愿者', width: 100, render: (_: unknown, t) => dash(t.volunteer_name) },
    { key: 'town', title: '乡镇', width: 110, render: (_: unknown, t) => dash(t.department_name) },
    { key: 'village', title: '村居', width: 140, render: (_: unknown, t) => dash(t.village_name) },
    { key: 'limit', title: '截止时间', width: 160, render: (_: unknown, t) => formatDateTime(t.date_limit) },
    { key: 'days', title: '超期天数', width: 90, render: (_: unknown, t) => t.overdue_days },
  ];
}

/**
 * A village row as the table holds it: the answer's `children` (a count) renamed, since antd's Table takes a row's
 * `children` for nested rows (and fails on a number).
 */
export type VillageRow = Omit<WarningVillage, 'children'> & { children_count: number };
export const villageRow = ({ children, ...v }: WarningVillage): VillageRow => ({ ...v, children_count: children });

export const villageColumns: ColumnsType<VillageRow> = [
  { key: 'town', title: '乡镇', render: (_: unknown, v) => dash(v.department_name) },
  { key: 'village', title: '村居', render: (_: unknown, v) => v.village_name },
  { key: 'children', title: '在册儿童数', width: 120, render: (_: unknown, v) => v.children_count },
];
