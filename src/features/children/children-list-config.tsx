/**
 * The children list (/children/ChildrenList, seed 000 §2.2, seed 001 §7): filters 乡镇, 村居 (of the
 * town), 关键字 (name or ID number) and 类别; 20 rows a page (seed 000 §9); 查看 opens the detail screen.
 * GET /api/child/list/for/department/village/level/character/genre/keyword scopes rows to the caller.
 */
import { Tag } from 'antd';
import { CHILD_LIST_PAGE_SIZE } from '../../../domain/constants';
import { CHARACTER_LABELS, detailGenreFor } from '../../../domain/child-genre';
import type { Role } from '../../../domain/roles';
import { childKeys, listChildren, type Character, type ChildListItem } from '../../api/child';
import type { ListConfig } from '../../components/list-page/types';
import { formatDateTime } from '../../components/datetime';

const CHARACTER_COLORS: Record<Character, string> = { cs: 'orange', ow: 'blue', gta: 'purple' };

function characterTags(row: ChildListItem) {
  const flags: [Character, boolean][] = [['cs', row.character_cs], ['ow', row.character_ow], ['gta', row.character_gta]];
  return flags.filter(([, on]) => on).map(([c]) => <Tag key={c} color={CHARACTER_COLORS[c]}>{CHARACTER_LABELS[c]}</Tag>);
}

/** The detail address of a child, in the form its flags and the caller's role call for (seed 000 §2.4). */
export function childDetailLink(row: ChildListItem, role: Role | undefined): string {
  return `/childDetail/childTables?id=${row.id}&genre=${detailGenreFor(role, row)}`;
}

export function childrenListConfig(role: Role | undefined): ListConfig<ChildListItem> {
  return {
    title: '儿童列表',
    pageSize: CHILD_LIST_PAGE_SIZE,
    filters: [
      { kind: 'town', name: 'department', label: '乡镇' },
      { kind: 'village', name: 'village', label: '村居', town: 'department' },
      { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '姓名或身份证号' },
      { kind: 'select', name: 'character', label: '类别', options: (Object.keys(CHARACTER_LABELS) as Character[]).map((c) => ({ value: c, label: CHARACTER_LABELS[c] })) },
    ],
    columns: [
      { key: 'child_name', title: '姓名', dataIndex: 'child_name' },
      { key: 'child_gender', title: '性别', dataIndex: 'child_gender', render: (v: string | null) => v || '—' },
      { key: 'child_idnumber', title: '身份证号', dataIndex: 'child_idnumber' },
      { key: 'department_name', title: '乡镇', dataIndex: 'department_name', render: (v: string | null) => v || '—' },
      { key: 'village_name', title: '村居', dataIndex: 'village_name', render: (v: string | null) => v || '—' },
      { key: 'character', title: '类别', render: (_: unknown, row) => characterTags(row) },
      { key: 'level', title: '等级', dataIndex: 'level' },
      { key: 'updated_at', title: '更新时间', dataIndex: 'updated_at', render: (v: string) => formatDateTime(v) },
    ],
    rowKey: (row) => row.id,
    actions: [{ key: 'view', label: '查看', to: (row) => childDetailLink(row, role) }],
    emptyText: '暂无儿童数据',
    queryKey: (params) => childKeys.list(params),
    fetch: ({ page, size, filters }) => listChildren({
      page,
      size,
      department: typeof filters.department === 'number' ? filters.department : undefined,
      village: typeof filters.village === 'number' ? filters.village : undefined,
      character: filters.character as Character | undefined,
      keyword: typeof filters.keyword === 'string' ? filters.keyword : undefined,
    }),
  };
}
