/**
 * The inspection lists as configurations of the one list page (SuperviseList, SuperviseListRecord, SuperviseListCenter; req supervise
 * §1 /supervise), chosen by the screen's address:
 * - SuperviseList (督查领导): every inspection; 指派督查, 查看 (confirm or return a submitted one), 撤回 a 待检查 one (asks first);
 * - SuperviseListRecord (督查人员): their own; 填写 (待检查 or 退回) and 查看;
 * - SuperviseListCenter (the centre): every inspection, read-only, with filters by state, town, village, deadline and keyword.
 */
import { useMemo, useRef, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { stateOptions } from '../../../domain/state-words';
import { FILLABLE_STATES } from '../../../domain/supervise';
import { deleteSupervise, listSupervises, type SuperviseItem } from '../../../domain/contracts/supervise';
import { callWith } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { ListPage } from '../../components/list-page/list-page';
import type { FilterDef, FilterName, ListConfig, RowAction } from '../../components/list-page/types';
import { AssignDialog } from './assign-dialog';
import { RecordDialog } from './record-dialog';
import { SuperviseDrawer, SuperviseStateTag } from './supervise-drawer';

type Variant = 'leader' | 'inspector' | 'centre';
const VARIANTS: Record<string, Variant> = {
  '/supervise/superviselist': 'leader',
  '/supervise/superviselistrecord': 'inspector',
  '/supervise/superviselistcenter': 'centre',
};
const EMPTY: Record<Variant, string> = {
  leader: '暂无督查单，点击“指派督查”开始',
  inspector: '暂无指派给您的督查任务',
  centre: '暂无督查记录',
};

export function SuperviseListScreen() {
  const { pathname } = useLocation();
  const variant = VARIANTS[pathname.toLowerCase()] ?? 'centre';
  const title = usePageTitle();
  const [open, setOpen] = useState<{ kind: 'view' | 'fill'; s: SuperviseItem } | null>(null);
  const [assigning, setAssigning] = useState(false);
  const urls = useRef<Record<string, string>>({});

  const config = useMemo((): ListConfig<SuperviseItem, typeof listSupervises> => {
    const filters: FilterDef<FilterName<typeof listSupervises>>[] = [
      { kind: 'select', name: 'state', label: '状态', options: stateOptions('supervise') },
      ...(variant === 'inspector'
        ? []
        : [
            { kind: 'town', name: 'department', label: '乡镇' } as const,
            { kind: 'village', name: 'village', label: '村居', town: 'department' } as const,
          ]),
      { kind: 'dateRange', name: 'deadline', label: '截止日期', to: ['begin', 'end'] },
      {
        kind: 'keyword',
        name: 'keyword',
        label: '关键字',
        placeholder: variant === 'inspector' ? '模板名称' : '模板名称或督查人员',
      },
    ];
    const view: RowAction<SuperviseItem> = { key: 'view', label: '查看', onClick: (s) => setOpen({ kind: 'view', s }) };
    const actions: RowAction<SuperviseItem>[] =
      variant === 'inspector'
        ? [
            {
              key: 'fill',
              label: '填写',
              visible: (s) => FILLABLE_STATES.includes(s.supervise_state),
              onClick: (s) => setOpen({ kind: 'fill', s }),
            },
            view,
          ]
        : variant === 'leader'
          ? [
              { ...view, label: '查看 / 审核' },
              {
                key: 'withdraw',
                label: '撤回',
                danger: true,
                visible: (s) => s.supervise_state === '待检查',
                confirm: '撤回后该督查单将不再显示，确认撤回？',
                onClick: async (s, ctx) => {
                  try {
                    await callWith(deleteSupervise, { body: { id: s.id, version: s.version } });
                    feedback.message.success('已撤回');
                  } catch (e) {
                    notifyError(e, '撤回失败，请重试');
                  }
                  ctx.refresh();
                },
              },
            ]
          : [view];
    return {
      title,
      pageSize: 20,
      contract: listSupervises,
      filters,
      rowKey: (s) => s.id,
      emptyText: EMPTY[variant],
      actions,
      actionsWidth: variant === 'leader' ? 150 : 110,
      columns: [
        { key: 'title', title: '督查模板', render: (_: unknown, s) => s.supervise_checklist.title },
        {
          key: 'place',
          title: '乡镇 / 村居',
          render: (_: unknown, s) => `${s.department_name ?? '—'} / ${s.village_name ?? '—'}`,
        },
        ...(variant === 'inspector'
          ? []
          : [
              {
                key: 'inspector',
                title: '督查人员',
                width: 100,
                render: (_: unknown, s: SuperviseItem) => s.inspector_name ?? '—',
              },
            ]),
        { key: 'deadline', title: '截止日期', width: 110, dataIndex: 'supervise_deadline' },
        { key: 'state', title: '状态', width: 140, render: (_: unknown, s) => <SuperviseStateTag s={s} /> },
        {
          key: 'task',
          title: '关联工单',
          width: 90,
          render: (_: unknown, s) => (s.supervise_task ? `#${s.supervise_task}` : '—'),
        },
      ],
      // the signed photo URLs of the page on screen, for the drawer and the record dialog
      rows: (answer) => {
        urls.current = answer.image_urls;
        return answer;
      },
      toolbar:
        variant === 'leader' ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAssigning(true)}>
            指派督查
          </Button>
        ) : undefined,
    };
  }, [title, variant]);

  return (
    <>
      <ListPage key={variant} config={config} />
      {open?.kind === 'view' && (
        <SuperviseDrawer
          supervise={open.s}
          imageUrls={urls.current}
          mayReview={variant === 'leader'}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'fill' && (
        <RecordDialog supervise={open.s} imageUrls={urls.current} onClose={() => setOpen(null)} />
      )}
      {assigning && <AssignDialog onClose={() => setAssigning(false)} />}
    </>
  );
}
