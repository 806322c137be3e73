/**
 * Tab 4 专班人员 of the gta screen (req gta §2, §3; issue 17): the minor's special task force, the nine
 * escort-group slots in order (组长, 副组长, 成员一 to 六, 民警) with position, name, unit and duty, phone and
 * whether the member is the liaison officer (联络员). 检察领导 and the centre (liaison:edit) 设为联络员 /
 * 取消联络员 on an occupied slot; each asks first, and a failure says so. The members themselves are set
 * through the helper slots (the centre, or a 帮扶人员 apply).
 */
import { useState } from 'react';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ESCORT_SLOTS, type HelperValue } from '../../../../../domain/escort';
import { HELPER_SLOT_LABELS, type HelperSlot } from '../../../../../domain/helpers';
import { getChildDetail, type Child } from '../../../../../domain/contracts/child';
import { setChildLiaison } from '../../../../../domain/contracts/child-gta';
import { callKey, callWith } from '../../../../api/use-call';
import { errorMessage } from '../../../../api/http-error';
import { feedback } from '../../../../core/feedback';
import { useCurrentUser } from '../../../../core/session/current-user';

type Row = { slot: HelperSlot; helper?: HelperValue };

export function ChildTaskForce({ record }: { record: Child }) {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const [busy, setBusy] = useState<HelperSlot | null>(null);
  const helpers = (record.helpers ?? {}) as Record<string, HelperValue | undefined>;
  const rows: Row[] = ESCORT_SLOTS.map((slot) => ({ slot, helper: helpers[slot]?.id ? helpers[slot] : undefined }));

  const toggle = async (row: Row) => {
    const escort = !row.helper?.escort;
    setBusy(row.slot);
    try {
      await callWith(setChildLiaison, { body: { id: record.id, version: record.version, slot: row.slot, escort } });
      feedback.message.success(escort ? '已设为联络员' : '已取消联络员');
      await client.invalidateQueries({ queryKey: callKey(getChildDetail, { query: { id: record.id } }) });
    } catch (e) {
      feedback.message.error(`${escort ? '设为联络员' : '取消联络员'}失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(null);
    }
  };

  const columns = [
    { key: 'slot', title: '职务', render: (_: unknown, r: Row) => HELPER_SLOT_LABELS[r.slot] },
    { key: 'name', title: '姓名', render: (_: unknown, r: Row) => r.helper?.nickname ?? <Tag>空缺</Tag> },
    {
      key: 'company',
      title: '单位及职务',
      render: (_: unknown, r: Row) => [r.helper?.company, r.helper?.career].filter(Boolean).join(' · ') || '—',
    },
    { key: 'phone', title: '电话', render: (_: unknown, r: Row) => r.helper?.cellphone ?? '—' },
    {
      key: 'escort',
      title: '联络员',
      render: (_: unknown, r: Row) => (r.helper?.escort ? <Tag color="purple">联络员</Tag> : r.helper ? '否' : '—'),
    },
    ...(can('liaison', 'edit')
      ? [
          {
            key: 'actions',
            title: '操作',
            render: (_: unknown, r: Row) =>
              r.helper ? (
                <Popconfirm
                  title={r.helper.escort ? `取消${r.helper.nickname}的联络员？` : `将${r.helper.nickname}设为联络员？`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => toggle(r)}
                >
                  <Button type="link" loading={busy === r.slot}>
                    {r.helper.escort ? '取消联络员' : '设为联络员'}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];
  return <Table<Row> rowKey="slot" size="small" columns={columns} dataSource={rows} pagination={false} />;
}
