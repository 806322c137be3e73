/**
 * The helpers a 帮扶人员 apply proposes, as the reviewer sees them before deciding (issue 29): per slot the user's name,
 * cellphone, unit and post, and while the apply waits who holds the slot now (server/modules/apply/helper-view.ts).
 * Shown by the 帮扶人员审核 list (column, expanded row, 通过 / 不通过 dialog) and the apply's detail screen.
 */
import { Descriptions } from 'antd';
import { HELPER_SLOT_LABELS, isHelperSlot } from '../../../domain/helpers';
import type { ApplyListItem } from '../../../domain/contracts/apply';

/** Who a 帮扶人员 apply proposes for a slot, and what it changes (issue 29: seen before it is approved). */
export function helperText(
  h: NonNullable<NonNullable<ApplyListItem['apply_information']['information']>['helpers']>[number],
) {
  if (!h.user) return `置为空缺${h.current ? `（现为 ${h.current}）` : ''}`;
  const who = [
    h.nickname ?? `#${h.user}`,
    h.cellphone,
    h.department_name,
    [h.career, h.company].filter(Boolean).join('，'),
    h.escort ? '联络员' : '',
  ].filter(Boolean);
  const change = h.current === undefined ? '' : `（现为 ${h.current ?? '空缺'}）`;
  return `${who.join(' · ')}${change}`;
}

/** The helpers a 帮扶人员 apply proposes: name, cellphone, unit, post, and who holds the slot now. */
export function ProposedHelpers({ row }: { row: ApplyListItem }) {
  const helpers = row.apply_information.information?.helpers ?? [];
  if (!helpers.length) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title="申请的帮扶人员"
      style={{ marginBottom: 16 }}
      items={helpers.map((h) => ({
        key: h.slot,
        label: isHelperSlot(h.slot) ? HELPER_SLOT_LABELS[h.slot] : h.slot,
        children: helperText(h),
      }))}
    />
  );
}
