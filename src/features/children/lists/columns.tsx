/**
 * The columns a children list may show (issue 15), by name: a list spec names its own (specs.ts). Names
 * and ID numbers arrive masked from the server unless the caller revealed them (req children §7).
 */
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { CHARACTER_LABELS, type Character } from '../../../../domain/child-genre';
import { LEVEL_COLORS } from '../../../../domain/child-levels';
import { HELPER_SLOT_LABELS, isHelperSlot } from '../../../../domain/helpers';
import type { ChildListItem } from '../../../../domain/contracts/child';
import { formatDateTime } from '../../../components/datetime';

export type ColumnName =
  | 'child_name'
  | 'child_gender'
  | 'child_idnumber'
  | 'department_name'
  | 'village_name'
  | 'character'
  | 'level'
  | 'ranking'
  | 'girl_level'
  | 'escort_level'
  | 'genre'
  | 'director_name'
  | 'helpers'
  | 'gta_quit'
  | 'deleted'
  | 'twin_key'
  | 'updated_at';

/** A children list row; TwinList rows add what their group shares. */
export type ChildRow = ChildListItem & { twin_key?: string };

const CHARACTER_COLORS: Record<Character, string> = { cs: 'orange', ow: 'blue', gta: 'purple' };
const dash = (v: string | null | undefined) => v || '—';
const levelTag = (v: string | null | undefined) => (v ? <Tag color={LEVEL_COLORS[v]}>{v}</Tag> : '—');

function characterTags(row: ChildRow) {
  const flags: [Character, boolean][] = [
    ['cs', row.character_cs],
    ['ow', row.character_ow],
    ['gta', row.character_gta],
  ];
  // one tag a line: a child in two categories keeps the column narrow, so nothing is cut at 1,366 px (issue 29)
  return (
    <Space direction="vertical" size={4}>
      {flags
        .filter(([, on]) => on)
        .map(([c]) => (
          <Tag key={c} color={CHARACTER_COLORS[c]}>
            {CHARACTER_LABELS[c]}
          </Tag>
        ))}
    </Space>
  );
}

/** The filled helper slots, one tag each (slot: nickname), with the slot's state when not yet 同意. */
function helperTags(row: ChildRow) {
  const entries = Object.entries(row.helper_names).filter(([slot]) => isHelperSlot(slot));
  if (!entries.length) return <span style={{ color: '#999' }}>未设置</span>;
  return (
    <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
      {entries.map(([slot, h]) => (
        <Tag key={slot} color={h.state === '同意' ? 'green' : 'default'}>
          {HELPER_SLOT_LABELS[slot as keyof typeof HELPER_SLOT_LABELS]}：{h.nickname}
          {h.state === '同意' ? '' : `（${h.state}）`}
        </Tag>
      ))}
    </Space>
  );
}

const COLUMNS: Record<ColumnName, ColumnType<ChildRow>> = {
  // the child's tags (标签) follow its name in every list (issue 28 "Tags show")
  child_name: {
    key: 'child_name',
    title: '姓名',
    dataIndex: 'child_name',
    // the tags wrap under the name: the row keeps its width, so nothing is cut at 1,366 px (issue 29)
    render: (name: string, row) => (
      <Space size={4} wrap style={{ maxWidth: 130 }}>
        {name}
        {(row.labels ?? []).map((l) => (
          <Tag key={l} color="cyan" bordered={false}>
            {l}
          </Tag>
        ))}
      </Space>
    ),
  },
  child_gender: { key: 'child_gender', title: '性别', dataIndex: 'child_gender', render: dash },
  child_idnumber: { key: 'child_idnumber', title: '身份证号', dataIndex: 'child_idnumber' },
  department_name: { key: 'department_name', title: '乡镇', dataIndex: 'department_name', render: dash },
  village_name: { key: 'village_name', title: '村居', dataIndex: 'village_name', render: dash },
  character: { key: 'character', title: '类别', render: (_: unknown, row) => characterTags(row) },
  level: { key: 'level', title: '等级', dataIndex: 'level', render: levelTag },
  ranking: { key: 'ranking', title: '排序等级', dataIndex: 'ranking', render: levelTag },
  girl_level: { key: 'girl_level', title: '女童等级', dataIndex: 'girl_level', render: levelTag },
  escort_level: { key: 'escort_level', title: '护航等级', dataIndex: 'escort_level', render: levelTag },
  genre: {
    key: 'genre',
    title: '状态',
    dataIndex: 'genre',
    render: (v: string) => <Tag color={v === '退出' ? 'default' : 'green'}>{v}</Tag>,
  },
  director_name: { key: 'director_name', title: '儿童主任', dataIndex: 'director_name', render: dash },
  helpers: { key: 'helpers', title: '帮扶人员', render: (_: unknown, row) => helperTags(row) },
  gta_quit: {
    key: 'gta_quit',
    title: '退出',
    render: (_: unknown, row) => (row.character_gta_quit ? <Tag>已退出</Tag> : <Tag color="purple">在册</Tag>),
  },
  deleted: {
    key: 'deleted',
    title: '删除人 / 时间',
    render: (_: unknown, row) => (
      <Tooltip title={row.deleted_at ? formatDateTime(row.deleted_at) : ''}>
        {dash(row.deleted_by_name)} · {row.deleted_at ? formatDateTime(row.deleted_at) : '—'}
      </Tooltip>
    ),
  },
  twin_key: { key: 'twin_key', title: '疑似原因', dataIndex: 'twin_key', render: dash },
  updated_at: {
    key: 'updated_at',
    title: '更新时间',
    dataIndex: 'updated_at',
    // the date over the time (two lines, neither broken) rather than one line cut off at the table's right edge (issue 29)
    render: (v: string) => {
      const [day, time] = formatDateTime(v).split(' ');
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {day}
          {time && <br />}
          {time}
        </span>
      );
    },
  },
};

/** The antd columns of `names`, in that order. */
export function columnsOf(names: readonly ColumnName[]): ColumnType<ChildRow>[] {
  return names.map((n) => COLUMNS[n]);
}
