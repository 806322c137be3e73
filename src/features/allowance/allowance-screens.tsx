/**
 * The allowance screens besides the lists (req allowance §1 /allowance):
 * - 保金儿童 (AllowanceManage; GET allowance/kid/list/for/audit): the eligible children with their bank account and latest
 *   allowance; 银行信息 for those who keep them (保金管理, 中心管理);
 * - 月度汇总 (AllowanceMonthList): per month, the count and sum of each state and in all, and 导出发放表 (the bank's sheet
 *   of an approved month: nothing waiting in 录入 or 核过, something 批过) for those who may export (保金批员, 中心管理);
 * - 保金预警 (AllowanceWarning): the computed warnings, by month and kind;
 * - 试导入 (AllowanceTest): the import's dry run.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { ALLOWANCE_STATES, WARNING_KINDS, type WarningKind } from '../../../domain/allowances';
import { stateWord } from '../../../domain/state-words';
import {
  allowanceMonths,
  listAllowanceKids,
  listAllowanceWarnings,
  type AllowanceKid,
  type AllowanceWarning,
} from '../../../domain/contracts/allowance';
import { useCall } from '../../api/use-call';
import { errorMessage } from '../../api/http-error';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { childDetailPath } from '../../components/child-record/detail-params';
import { Link } from 'react-router-dom';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { BankDialog } from './allowance-dialogs';
import { PaymentExportButton } from './allowance-export';
import { ImportTestCard } from './allowance-import';
import { StateTag } from '../../components/state-tag';
import { monthOptions, yuan } from './allowance-shared';

export function AllowanceKidsScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [editing, setEditing] = useState<AllowanceKid | null>(null);
  const config = useMemo(
    (): ListConfig<AllowanceKid, typeof listAllowanceKids> => ({
      title,
      pageSize: 20,
      contract: listAllowanceKids,
      rowKey: (k) => k.child,
      emptyText: '暂无符合条件的保金儿童',
      actionsWidth: 90,
      filters: [
        { kind: 'town', name: 'department', label: '乡镇' },
        { kind: 'village', name: 'village', label: '村居', town: 'department' },
        {
          kind: 'select',
          name: 'character',
          label: '类别',
          options: [
            { label: '困境儿童', value: 'cs' },
            { label: '留守儿童', value: 'ow' },
          ],
        },
        {
          kind: 'select',
          name: 'bank_missing',
          label: '银行信息',
          options: [
            { label: '缺少银行信息', value: 'true' },
            { label: '已维护', value: 'false' },
          ],
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '儿童完整姓名或完整身份证号' },
      ],
      columns: [
        { key: 'child', title: '儿童', width: 90, render: (_: unknown, k) => k.child_name },
        { key: 'idnumber', title: '身份证号', width: 180, render: (_: unknown, k) => k.child_idnumber },
        {
          key: 'place',
          title: '乡镇 / 村居',
          render: (_: unknown, k) => [k.department_name, k.village_name].filter(Boolean).join(' / ') || '—',
        },
        {
          key: 'character',
          title: '类别',
          width: 110,
          render: (_: unknown, k) => (
            <>
              {k.character_cs && <Tag>困境</Tag>}
              {k.character_ow && <Tag>留守</Tag>}
            </>
          ),
        },
        {
          key: 'bank',
          title: '银行信息',
          render: (_: unknown, k) =>
            k.bank ? (
              `${k.bank.allowance_payee}｜${k.bank.allowance_bank}｜${k.bank.allowance_account}`
            ) : (
              <Tag color="red">缺少银行信息</Tag>
            ),
        },
        {
          key: 'latest',
          title: '最近保金',
          width: 200,
          render: (_: unknown, k) =>
            k.latest ? (
              <Space size={4}>
                {k.latest.allowance_month}
                {yuan(k.latest.allowance_amount)}
                <StateTag kind="allowance" state={k.latest.allowance_state} />
              </Space>
            ) : (
              '—'
            ),
        },
      ],
      actions: can('allowances', 'edit') ? [{ key: 'bank', label: '银行信息', onClick: (k) => setEditing(k) }] : [],
    }),
    [title, can],
  );
  return (
    <>
      <ListPage config={config} />
      {editing && <BankDialog kid={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

export function AllowanceMonthScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [year, setYear] = useState(dayjs().year());
  const sums = useCall(allowanceMonths, { query: { year } });
  const rows = useMemo(() => {
    const months = [...new Set((sums.data?.list ?? []).map((s) => s.allowance_month))];
    return months.map((month) => {
      const of = (sums.data?.list ?? []).filter((s) => s.allowance_month === month);
      const cell = Object.fromEntries(ALLOWANCE_STATES.map((st) => [st, of.find((s) => s.allowance_state === st)]));
      return { month, cell, count: of.reduce((n, s) => n + s.count, 0), amount: of.reduce((n, s) => n + s.amount, 0) };
    });
  }, [sums.data]);
  const years = Array.from({ length: 6 }, (_, i) => dayjs().year() + 1 - i);
  const show = (s?: { count: number; amount: number }) =>
    s ? (
      <span>
        {s.count} 笔<br />
        <Typography.Text type="secondary">{yuan(s.amount)}</Typography.Text>
      </span>
    ) : (
      '—'
    );
  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space>
          <span>年份</span>
          <Select
            aria-label="年份"
            value={year}
            onChange={setYear}
            options={years.map((y) => ({ label: `${y} 年`, value: y }))}
            style={{ width: 110 }}
          />
        </Space>
      }
    >
      {sums.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(sums.error, '加载月度汇总失败，请重试')}
          action={
            <Button size="small" onClick={() => sums.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table
        size="small"
        rowKey="month"
        loading={sums.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={`${year} 年暂无保金`} /> }}
        columns={[
          { key: 'month', title: '月份', dataIndex: 'month', width: 100 },
          ...ALLOWANCE_STATES.map((st) => ({
            key: st,
            title: stateWord('allowance', st),
            render: (_: unknown, r: (typeof rows)[number]) => show(r.cell[st]),
          })),
          { key: 'total', title: '合计', render: (_: unknown, r: (typeof rows)[number]) => show(r) },
          ...(can('allowances', 'export')
            ? [
                {
                  key: 'export',
                  title: '发放表',
                  width: 130,
                  render: (_: unknown, r: (typeof rows)[number]) => (
                    <PaymentExportButton
                      month={r.month}
                      approved={r.cell['批过']?.count ?? 0}
                      waiting={(r.cell['录入']?.count ?? 0) + (r.cell['核过']?.count ?? 0)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

const KIND_COLORS: Record<WarningKind, string> = {
  退出仍发放: 'red',
  同月重复发放: 'volcano',
  缺少银行信息: 'orange',
  金额超出范围: 'gold',
};

export function AllowanceWarningScreen() {
  const title = usePageTitle();
  const mayOpenChild = useCurrentUser().can('children', 'get');
  const [range, setRange] = useState<string>('');
  const config = useMemo(
    (): ListConfig<AllowanceWarning, typeof listAllowanceWarnings> => ({
      title,
      pageSize: 20,
      contract: listAllowanceWarnings,
      rowKey: (w) => `${w.kind}-${w.child}-${w.allowance ?? 0}`,
      emptyText: '暂无预警',
      filters: [
        { kind: 'select', name: 'month', label: '月份', options: monthOptions() },
        {
          kind: 'select',
          name: 'kind',
          label: '预警类型',
          options: WARNING_KINDS.map((k) => ({ label: k, value: k })),
        },
      ],
      columns: [
        {
          key: 'kind',
          title: '预警类型',
          width: 130,
          render: (_: unknown, w) => <Tag color={KIND_COLORS[w.kind]}>{w.kind}</Tag>,
        },
        {
          key: 'child',
          title: '儿童',
          width: 100,
          // the child's record for a role that reads it (issue 29); the 保金 roles read children only in these lists
          render: (_: unknown, w) =>
            mayOpenChild ? (
              <Link to={childDetailPath({ id: w.child, state: '仅查看', genre: 'cs' })}>{w.child_name}</Link>
            ) : (
              w.child_name
            ),
        },
        { key: 'month', title: '月份', width: 100, render: (_: unknown, w) => w.allowance_month ?? '—' },
        {
          key: 'amount',
          title: '金额',
          width: 120,
          align: 'right',
          render: (_: unknown, w) => yuan(w.allowance_amount),
        },
        { key: 'message', title: '说明', render: (_: unknown, w) => w.message },
      ],
      rows: (answer) => {
        setRange(`${yuan(answer.range.allowance_min)} – ${yuan(answer.range.allowance_max)}`);
        return answer;
      },
      summaryFor: () => (
        <Typography.Paragraph type="secondary">
          预警由系统根据保金与儿童信息计算；金额范围 {range || '…'}
          （系统设置中调整）；“缺少银行信息”为当前情况，不随月份筛选。
        </Typography.Paragraph>
      ),
    }),
    [title, range, mayOpenChild],
  );
  return <ListPage config={config} />;
}

export function AllowanceTestScreen() {
  return <ImportTestCard title={usePageTitle()} />;
}
