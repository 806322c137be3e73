/**
 * The score and prize screens (req scores §1 /score, /prize; req scores §2, §3; issue 18), each a config of the one
 * list page:
 * - ScoreList (积分明细): the ledger, newest first, by source and day range; 调整积分 for the centre. For a volunteer
 *   (我的积分) their own ledger, with their balance above it.
 * - ScoreListCount (积分汇总): each volunteer's earned, spent and balance; 兑换奖品 per volunteer.
 * - prizeList (奖品管理): the prizes, cheapest first; 新增奖品, 修改, 删除 (asks first).
 * - prizeScoreList (兑换记录): the redemptions, 待领取 first to hand over (登记领取, asks first).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { SCORE_SOURCES } from '../../../domain/scores';
import {
  deletePrize,
  listPrizes,
  listScores,
  listScoreTotals,
  updateScore,
  type PrizeItem,
  type ScoreItem,
} from '../../../domain/contracts/score';
import { callWith, useCall } from '../../api/use-call';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { CorrectDialog, PrizeDialog, RedeemDialog, type ScoreTotal } from './score-dialogs';

const SOURCE_COLORS: Record<string, string> = { 工单: 'green', 调整: 'blue', 兑换: 'orange' };
const points = (n: number) => <span style={{ color: n < 0 ? '#cf1322' : '#389e0d' }}>{n > 0 ? `+${n}` : n}</span>;

function ledgerColumns() {
  return [
    { key: 'time', title: '时间', width: 160, render: (_: unknown, r: ScoreItem) => formatDateTime(r.created_at) },
    {
      key: 'volunteer',
      title: '志愿者',
      width: 100,
      render: (_: unknown, r: ScoreItem) => r.volunteer_name ?? `#${r.score_volunteer}`,
    },
    {
      key: 'source',
      title: '来源',
      width: 80,
      render: (_: unknown, r: ScoreItem) => <Tag color={SOURCE_COLORS[r.score_source]}>{r.score_source}</Tag>,
    },
    { key: 'points', title: '积分', width: 80, render: (_: unknown, r: ScoreItem) => points(r.score_points) },
    {
      key: 'what',
      title: '说明',
      render: (_: unknown, r: ScoreItem) =>
        r.score_source === '工单'
          ? `工单 #${r.score_task}`
          : r.score_source === '兑换'
            ? `${r.score_information.prize_name ?? ''}（${r.score_prizestate}）`
            : (r.score_information.reason ?? ''),
    },
    { key: 'by', title: '经办人', width: 90, render: (_: unknown, r: ScoreItem) => r.created_by_name ?? '—' },
  ];
}

/** ScoreList for the centre, 我的积分 for a volunteer (the server answers a volunteer's own ledger only). */
export function ScoreListScreen() {
  const title = usePageTitle();
  const { can, role, info } = useCurrentUser();
  const [correcting, setCorrecting] = useState(false);
  const mine = role === '志愿人员';
  const balance = useCall(listScores, { query: { volunteer: info.id, page: 1, size: 1 } }, { enabled: mine });
  const config = useMemo(
    (): ListConfig<ScoreItem, typeof listScores> => ({
      title,
      pageSize: 20,
      contract: listScores,
      filters: [
        // one source picked: the contract's `sources` reads it as a list of one
        { kind: 'select', name: 'sources', label: '来源', options: SCORE_SOURCES.map((s) => ({ value: s, label: s })) },
        { kind: 'dateRange', name: 'days', label: '日期', to: ['begin', 'end'] },
      ],
      columns: ledgerColumns(),
      rowKey: (r) => r.id,
      // on a phone a card (issue 29): what earned or spent the points, its source, the points and when
      card: { title: 'what', state: 'source', lines: ['points', 'time', ...(mine ? [] : ['volunteer'])] },
      emptyText: '暂无积分记录',
      toolbar: can('prizes', 'add') ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCorrecting(true)}>
          调整积分
        </Button>
      ) : undefined,
    }),
    [title, can, mine],
  );
  return (
    <>
      {mine && balance.data && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`我的积分：${balance.data.balance ?? 0} 分`}
        />
      )}
      <ListPage config={config} />
      {correcting && <CorrectDialog onClose={() => setCorrecting(false)} />}
    </>
  );
}

export function ScoreCountScreen() {
  const title = usePageTitle();
  const [redeeming, setRedeeming] = useState<ScoreTotal | null>(null);
  const config = useMemo(
    (): ListConfig<ScoreTotal, typeof listScoreTotals> => ({
      title,
      pageSize: 20,
      contract: listScoreTotals,
      filters: [{ kind: 'keyword', name: 'keyword', label: '志愿者', placeholder: '姓名或手机号' }],
      columns: [
        { key: 'name', title: '志愿者', render: (_: unknown, t) => t.nickname },
        { key: 'tasks', title: '积分工单', width: 100, dataIndex: 'tasks' },
        { key: 'earned', title: '累计获得', width: 100, render: (_: unknown, t) => points(t.earned) },
        { key: 'spent', title: '已兑换', width: 100, render: (_: unknown, t) => (t.spent ? points(-t.spent) : 0) },
        { key: 'balance', title: '当前积分', width: 100, render: (_: unknown, t) => <b>{t.balance}</b> },
      ],
      rowKey: (t) => t.volunteer,
      emptyText: '暂无志愿者积分',
      actions: [{ key: 'redeem', label: '兑换奖品', onClick: (t) => setRedeeming(t), visible: (t) => t.balance > 0 }],
    }),
    [title],
  );
  return (
    <>
      <ListPage config={config} />
      {redeeming && <RedeemDialog total={redeeming} onClose={() => setRedeeming(null)} />}
    </>
  );
}

export function PrizeListScreen() {
  const title = usePageTitle();
  const [editing, setEditing] = useState<PrizeItem | 'new' | null>(null);
  const config = useMemo(
    (): ListConfig<PrizeItem, typeof listPrizes> => ({
      title,
      pageSize: 20,
      contract: listPrizes,
      filters: [],
      columns: [
        { key: 'name', title: '奖品', render: (_: unknown, p) => p.prize_name },
        { key: 'points', title: '所需积分', width: 100, dataIndex: 'prize_points' },
        {
          key: 'stock',
          title: '库存',
          width: 80,
          render: (_: unknown, p) => (p.prize_stock ? p.prize_stock : <Tag>无库存</Tag>),
        },
        { key: 'note', title: '说明', render: (_: unknown, p) => p.prize_information.description || '—' },
      ],
      rowKey: (p) => p.id,
      emptyText: '暂无奖品，点击“新增奖品”添加',
      actions: [
        { key: 'edit', label: '修改', onClick: (p) => setEditing(p) },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          confirm: '确认删除该奖品？已兑换的记录会保留。',
          onClick: async (p, ctx) => {
            await callWith(deletePrize, { body: { id: p.id, version: p.version } });
            ctx.refresh();
          },
        },
      ],
      toolbar: (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增奖品
        </Button>
      ),
    }),
    [title],
  );
  return (
    <>
      <ListPage config={config} />
      {editing && <PrizeDialog prize={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

export function PrizeScoreScreen() {
  const title = usePageTitle();
  const config = useMemo(
    (): ListConfig<ScoreItem, typeof listScores> => ({
      title,
      pageSize: 20,
      contract: listScores,
      query: { sources: ['兑换'] },
      // one state picked: the contract's `prizestates` reads it as a list of one
      filters: [
        {
          kind: 'select',
          name: 'prizestates',
          label: '领取状态',
          options: [
            { value: '待领取', label: '待领取' },
            { value: '已领取', label: '已领取' },
          ],
        },
      ],
      initialFilters: { prizestates: '待领取' },
      columns: ledgerColumns(),
      rowKey: (r) => r.id,
      emptyText: '暂无兑换记录',
      actions: [
        {
          key: 'hand',
          label: '登记领取',
          confirm: '确认该奖品已交给志愿者？',
          visible: (r) => r.score_prizestate === '待领取',
          onClick: async (r, ctx) => {
            await callWith(updateScore, { body: { id: r.id, version: r.version, prizestate: '已领取' } });
            ctx.refresh();
          },
        },
      ],
    }),
    [title],
  );
  return <ListPage config={config} />;
}
