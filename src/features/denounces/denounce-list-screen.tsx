/**
 * The one clue list screen (issue 18): the spec of the route (denounce-list-specs.ts) says which clues and for
 * which side; 详情 opens the clue in a drawer with the steps the caller may take; the review lists that take new
 * clues offer 录入线索. Filters: source and keyword (the reviewers), source (the department).
 */
import { useMemo, useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { DENOUNCE_SOURCE_LABELS, DENOUNCE_SOURCES, type DenounceSource } from '../../../domain/denounces';
import { listAdjuncts, listDenounces, type DenounceItem } from '../../../domain/contracts/denounce';
import { stateColor, stateWord } from '../../../domain/state-words';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import { StateTag } from '../../components/state-tag';
import type { ListConfig } from '../../components/list-page/types';
import { DenounceDrawer } from './denounce-drawer';
import { DENOUNCE_LIST_SPECS } from './denounce-list-specs';
import { EnterClueDialog } from './enter-clue-dialog';

const SOURCE_COLORS: Record<DenounceSource, string> = { 普通: 'blue', 部门: 'cyan', 边缘: 'purple' };

export function DenounceListScreen() {
  const { pathname } = useLocation();
  const spec =
    DENOUNCE_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? DENOUNCE_LIST_SPECS[0];
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [open, setOpen] = useState<DenounceItem | null>(null);
  const [entering, setEntering] = useState(false);
  const config = useMemo(() => {
    const source = {
      kind: 'select' as const,
      name: 'sources' as const,
      label: '来源',
      options: DENOUNCE_SOURCES.map((s) => ({ value: s, label: DENOUNCE_SOURCE_LABELS[s] })),
    };
    const states = spec.states ? [...spec.states] : undefined;
    const adjunctStates = spec.adjunct_states ? [...spec.adjunct_states] : undefined;
    const shared = {
      title,
      pageSize: 20,
      columns: [
        {
          key: 'source',
          title: '来源',
          width: 110,
          render: (_: unknown, d: DenounceItem) => (
            <Tag color={SOURCE_COLORS[d.denounce_source]}>{DENOUNCE_SOURCE_LABELS[d.denounce_source]}</Tag>
          ),
        },
        {
          key: 'content',
          title: '线索内容',
          render: (_: unknown, d: DenounceItem) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {d.denounce_information.content}
            </Typography.Paragraph>
          ),
        },
        { key: 'child', title: '涉及儿童', width: 90, render: (_: unknown, d: DenounceItem) => d.child_name ?? '—' },
        {
          key: 'reporter',
          title: '举报人',
          width: 90,
          render: (_: unknown, d: DenounceItem) => d.denounce_information.reporter_name,
        },
        {
          key: 'happened',
          title: '发生时间',
          width: 150,
          render: (_: unknown, d: DenounceItem) => formatDateTime(d.denounce_information.happened_at),
        },
        {
          key: 'dispatch',
          title: '分派部门',
          width: 200,
          render: (_: unknown, d: DenounceItem) =>
            d.adjuncts.length
              ? d.adjuncts.map((a) => (
                  <Tag key={a.id} color={stateColor('adjunct', a.adjunct_state)}>
                    {a.department_name}·{stateWord('adjunct', a.adjunct_state)}
                  </Tag>
                ))
              : '—',
        },
        {
          key: 'state',
          title: '状态',
          width: 90,
          render: (_: unknown, d: DenounceItem) => <StateTag kind="denounce" state={d.denounce_state} />,
        },
      ],
      rowKey: (d: DenounceItem) => (spec.side === 'department' ? `${d.id}-${d.adjuncts[0]?.id}` : d.id),
      actions: [{ key: 'open', label: '详情', onClick: (d: DenounceItem) => setOpen(d) }],
      emptyText: spec.emptyText,
      toolbar:
        spec.enter && can('denounces', 'add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEntering(true)}>
            录入线索
          </Button>
        ) : undefined,
    };
    // the department's list asks for its dispatches' states; the reviewers' for the clues' and their dispatches' states
    if (spec.side === 'department') {
      const department: ListConfig<DenounceItem, typeof listAdjuncts> = {
        ...shared,
        contract: listAdjuncts,
        query: { states: adjunctStates },
        filters: [source],
      };
      return department as unknown as ListConfig<DenounceItem>;
    }
    const review: ListConfig<DenounceItem, typeof listDenounces> = {
      ...shared,
      contract: listDenounces,
      query: { states, adjunct_states: adjunctStates },
      filters: [source, { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '线索内容或举报人' }],
    };
    return review as unknown as ListConfig<DenounceItem>;
  }, [spec, title, can]);
  return (
    <>
      <ListPage key={spec.path} config={config} />
      {open && <DenounceDrawer clue={open} onClose={() => setOpen(null)} />}
      {entering && <EnterClueDialog onClose={() => setEntering(false)} />}
    </>
  );
}
