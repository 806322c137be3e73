/**
 * The /risk lists (req risk §1 "origin and standard risk: first review, second review, return lists, records"), one
 * list page configured per screen: 初评审核 (待初评) and 初评退回 for 服务领导, 复评审核 (初评通过) and 复评退回 for
 * 中心领导, and 评估记录 (every assessment the caller may see, with its state and history; for the village staff their own,
 * titled 我的评估, with 发起评估). A row opens the assessment (查看 / 审核 / 修改).
 */
import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { RISK_APPLY_GENRES, type ApplyState } from '../../../domain/apply-states';
import { stateOptions } from '../../../domain/state-words';
import { listRisks, type RiskItem } from '../../../domain/contracts/risk';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ApplyHistory } from '../../components/apply-history';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig, RowAction } from '../../components/list-page/types';
import { StateTag } from '../../components/state-tag';
import { RISK_LEVEL_COLORS } from './forms';
import { riskDetailPath } from './paths';
import { StartRiskDialog } from './start-risk-dialog';

type Spec = { states?: ApplyState[]; emptyText: string; action: string; start?: boolean };

const COLUMNS: ListConfig<RiskItem, typeof listRisks>['columns'] = [
  { key: 'child', title: '儿童姓名', width: 90, render: (_: unknown, r) => r.child_name ?? '—' },
  { key: 'genre', title: '评估类型', width: 120, render: (_: unknown, r) => r.apply_genre },
  {
    key: 'place',
    title: '乡镇 / 村居',
    render: (_: unknown, r) => [r.department_name, r.village_name].filter(Boolean).join(' / ') || '—',
  },
  // level and score in one column, so the list fits a 1280 px screen without scrolling 更新时间 under the actions
  {
    key: 'level',
    title: '等级 / 总分',
    width: 110,
    render: (_: unknown, r) =>
      r.risk_level ? (
        <>
          <Tag color={RISK_LEVEL_COLORS[r.risk_level]}>{r.risk_level}</Tag>
          {r.risk_score ?? ''}
        </>
      ) : (
        '—'
      ),
  },
  {
    key: 'state',
    title: '状态',
    // the words are four characters at most (初评退回, 复评通过): the list keeps fitting 1,280 px beside the wider menu
    width: 100,
    render: (_: unknown, r) => <StateTag kind="risk" state={r.apply_state} />,
  },
  { key: 'applicant', title: '评估人', width: 80, render: (_: unknown, r) => r.applicant_name ?? '—' },
  { key: 'updated', title: '更新时间', width: 160, render: (_: unknown, r) => formatDateTime(r.updated_at) },
];

function RiskList({ spec }: { spec: Spec }) {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [starting, setStarting] = useState(false);
  const mayStart = spec.start && can('risks', 'add');
  const config = useMemo(
    (): ListConfig<RiskItem, typeof listRisks> => ({
      title,
      pageSize: 20,
      contract: listRisks,
      query: spec.states ? { apply_states: spec.states } : undefined,
      columns: COLUMNS,
      rowKey: (r) => r.id,
      emptyText: spec.emptyText,
      actionsWidth: 70,
      filters: [
        {
          kind: 'select',
          name: 'apply_genres',
          label: '评估类型',
          options: RISK_APPLY_GENRES.map((g) => ({ value: g, label: g })),
        },
        ...(spec.states
          ? []
          : [
              {
                kind: 'select' as const,
                name: 'apply_states' as const,
                label: '状态',
                options: stateOptions('risk'),
              },
            ]),
        { kind: 'keyword', name: 'keyword', label: '儿童姓名', placeholder: '输入儿童完整姓名' },
      ],
      actions: [{ key: 'open', label: spec.action, to: (r) => riskDetailPath(r.id) } satisfies RowAction<RiskItem>],
      expandedRow: (r) => <ApplyHistory history={r.history} kind="risk" />,
      toolbar: mayStart ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
          发起评估
        </Button>
      ) : undefined,
    }),
    [title, spec, mayStart],
  );
  return (
    <>
      <ListPage config={config} />
      {starting && <StartRiskDialog onClose={() => setStarting(false)} />}
    </>
  );
}

const FIRST: Spec = { states: ['申请'], emptyText: '暂无待初评的风险评估', action: '审核' };
const FIRST_RETURNED: Spec = { states: ['初拒'], emptyText: '暂无初评退回的风险评估', action: '查看' };
const SECOND: Spec = { states: ['初过'], emptyText: '暂无待复评的风险评估', action: '审核' };
const SECOND_RETURNED: Spec = { states: ['终拒'], emptyText: '暂无复评退回的风险评估', action: '查看' };
const RECORDS: Spec = { emptyText: '暂无风险评估记录', action: '查看', start: true };

export const RiskFirstScreen = () => <RiskList spec={FIRST} />;
export const RiskFirstReturnScreen = () => <RiskList spec={FIRST_RETURNED} />;
export const RiskSecondScreen = () => <RiskList spec={SECOND} />;
export const RiskSecondReturnScreen = () => <RiskList spec={SECOND_RETURNED} />;
export const RiskRecordScreen = () => <RiskList spec={RECORDS} />;
