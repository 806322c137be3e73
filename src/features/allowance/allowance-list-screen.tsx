/**
 * The one allowance list screen (req allowance §1: AllowanceInput, AllowanceReview, AllowanceApproval, AllowanceList), its
 * route's spec (allowance-shared.tsx) saying which states and which steps:
 * - 保金录入: what waits to be sent (录入) or came back (核退, 批退): 录入保金, 导入表格, 修改 (a returned one is sent again),
 *   删除 (asks first);
 * - 保金审核 / 保金审批: the queue of the stage, ticked rows 核过 / 批过 (asks first) or 核退 / 批退 (asks a reason), and a
 *   whole month at once once a month is chosen;
 * - 保金列表: every allowance, by month, state, place and keyword.
 * 详情 opens the allowance with its steps (who, when, why).
 */
import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { stateOptions } from '../../../domain/state-words';
import {
  approveAllowances,
  checkAllowances,
  deleteAllowance,
  listAllowances,
  type AllowanceItem,
} from '../../../domain/contracts/allowance';
import { callWith } from '../../api/use-call';
import { notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ListPage } from '../../components/list-page/list-page';
import type { BatchAction, FilterDef, FilterName, ListConfig } from '../../components/list-page/types';
import { AllowanceDetail } from './allowance-detail';
import { EntryDialog } from './allowance-dialogs';
import { MonthStep, ReasonDialog } from './allowance-review-dialogs';
import { ImportDialog } from './allowance-import';
import { StateTag } from '../../components/state-tag';
import { ALLOWANCE_LIST_SPECS, monthOptions, sendStep, yuan, type MoveInput } from './allowance-shared';

const STAGES = {
  check: {
    pass: '核过',
    back: '核退',
    contract: checkAllowances,
    send: (b: MoveInput) => sendStep(checkAllowances, b),
  },
  approve: {
    pass: '批过',
    back: '批退',
    contract: approveAllowances,
    send: (b: MoveInput) => sendStep(approveAllowances, b),
  },
} as const;

export function AllowanceListScreen() {
  const { pathname } = useLocation();
  const spec =
    ALLOWANCE_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? ALLOWANCE_LIST_SPECS[3];
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [open, setOpen] = useState<AllowanceItem | null>(null);
  const [editing, setEditing] = useState<{ item?: AllowanceItem } | null>(null);
  const [importing, setImporting] = useState(false);

  const config = useMemo((): ListConfig<AllowanceItem, typeof listAllowances> => {
    const filters: FilterDef<FilterName<typeof listAllowances>>[] = [
      { kind: 'select', name: 'month', label: '月份', options: monthOptions() },
    ];
    // one state picked: the contract's `states` reads it as a list of one
    if (!spec.states)
      filters.push({
        kind: 'select',
        name: 'states',
        label: '状态',
        options: stateOptions('allowance'),
      });
    filters.push(
      { kind: 'town', name: 'department', label: '乡镇' },
      { kind: 'village', name: 'village', label: '村居', town: 'department' },
      { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '儿童完整姓名或完整身份证号' },
    );
    const stage = spec.stage ? STAGES[spec.stage] : undefined;
    const batchActions: BatchAction<AllowanceItem>[] | undefined = stage && [
      {
        key: 'pass',
        label: stage.pass,
        confirm: (rows) => `确认${stage.pass}选中的 ${rows.length} 笔保金？`,
        run: (rows) => stage.send({ state: stage.pass, items: rows.map((r) => ({ id: r.id, version: r.version })) }),
      },
      {
        key: 'back',
        label: stage.back,
        danger: true,
        dialog: ({ rows, onClose, onDone }) => (
          <ReasonDialog
            title={`${stage.back} ${rows.length} 笔保金`}
            onClose={onClose}
            contract={stage.contract}
            bodyFor={(reason) => ({
              state: stage.back,
              reason,
              items: rows.map((r) => ({ id: r.id, version: r.version })),
            })}
            onDone={onDone}
          />
        ),
      },
    ];
    return {
      title,
      pageSize: 20,
      contract: listAllowances,
      query: spec.states ? { states: spec.states } : undefined,
      filters,
      emptyText: spec.emptyText,
      rowKey: (r) => r.id,
      batchActions,
      actionsWidth: 140,
      columns: [
        { key: 'month', title: '月份', width: 90, render: (_: unknown, r) => r.allowance_month },
        { key: 'child', title: '儿童', width: 90, render: (_: unknown, r) => r.child_name },
        {
          key: 'amount',
          title: '金额',
          width: 110,
          align: 'right',
          render: (_: unknown, r) => yuan(r.allowance_amount),
        },
        // the state and a return's reason before the long columns: in view at 1280 px without scrolling the table
        {
          key: 'state',
          title: '状态',
          width: 90,
          render: (_: unknown, r) => <StateTag kind="allowance" state={r.allowance_state} />,
        },
        {
          key: 'reason',
          title: '退回理由',
          width: 140,
          render: (_: unknown, r) => (r.allowance_state.endsWith('退') ? r.reason : ''),
        },
        { key: 'idnumber', title: '身份证号', width: 180, render: (_: unknown, r) => r.child_idnumber },
        {
          key: 'place',
          title: '乡镇 / 村居',
          render: (_: unknown, r) => [r.department_name, r.village_name].filter(Boolean).join(' / ') || '—',
        },
        {
          key: 'bank',
          title: '收款账户',
          render: (_: unknown, r) => `${r.allowance_payee}｜${r.allowance_bank}｜${r.allowance_account}`,
        },
      ],
      actions: [
        { key: 'open', label: '详情', onClick: (r) => setOpen(r) },
        ...(spec.input
          ? [
              { key: 'edit', label: '修改', onClick: (r: AllowanceItem) => setEditing({ item: r }) },
              {
                key: 'delete',
                label: '删除',
                danger: true,
                confirm: '确认删除这笔保金？删除后不可恢复',
                onClick: async (r: AllowanceItem, ctx: { refresh: () => void }) => {
                  try {
                    await callWith(deleteAllowance, { body: { id: r.id, version: r.version } });
                  } catch (e) {
                    notifyError(e, '删除失败，请重试');
                  }
                  ctx.refresh();
                },
              },
            ]
          : []),
      ],
      summaryFor: stage
        ? ({ filters: f }) => (
            <MonthStep
              month={f.month ? String(f.month) : undefined}
              from={spec.states![0]}
              pass={stage.pass}
              back={stage.back}
              contract={stage.contract}
              send={(body) => stage.send(body)}
            />
          )
        : undefined,
      toolbar:
        spec.input && can('allowances', 'add') ? (
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              录入保金
            </Button>
            {can('allowances', 'import') && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                导入表格
              </Button>
            )}
          </Space>
        ) : undefined,
    };
  }, [spec, title, can]);

  return (
    <>
      <ListPage key={spec.path} config={config} />
      {open && <AllowanceDetail item={open} onClose={() => setOpen(null)} />}
      {editing && <EntryDialog item={editing.item} onClose={() => setEditing(null)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
