/**
 * Columns shared by the apply lists of this feature: 儿童姓名, 乡镇, 村居, 申请人, 类型, 状态, 申请时间.
 */
import type { ColumnsType } from 'antd/es/table';
import type { ApplyListItem } from '../../../domain/contracts/apply';
import { formatDateTime } from '../../components/datetime';
import { StateTag } from '../../components/state-tag';

export const APPLY_COLUMNS: ColumnsType<ApplyListItem> = [
  { key: 'child_name', title: '儿童姓名', dataIndex: 'child_name', render: (v: string | null) => v || '—' },
  { key: 'department_name', title: '乡镇', dataIndex: 'department_name', render: (v: string | null) => v || '—' },
  { key: 'village_name', title: '村居', dataIndex: 'village_name', render: (v: string | null) => v || '—' },
  { key: 'applicant_name', title: '申请人', dataIndex: 'applicant_name', render: (v: string | null) => v || '—' },
  { key: 'apply_genre', title: '类型', dataIndex: 'apply_genre' },
  {
    key: 'apply_state',
    title: '状态',
    dataIndex: 'apply_state',
    render: (v: string) => <StateTag kind="apply" state={v} />,
  },
  { key: 'created_at', title: '申请时间', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
];

/** The detail screen address for an apply in a mode (审核, 仅查看, or 修改: its applicant corrects it), in the form of the child it carries. */
export function applyDetailLink(
  row: Pick<ApplyListItem, 'id' | 'character'>,
  state: '审核' | '仅查看' | '修改',
): string {
  return `/childDetail/childTables?apply=${row.id}&state=${encodeURIComponent(state)}&genre=${row.character ?? 'cs'}`;
}
