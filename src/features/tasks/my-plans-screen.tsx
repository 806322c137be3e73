/**
 * 我的计划 (issue 28; req tasks §6.1): a volunteer's plans — child, type, category, who manages it, the reminders — and,
 * under each, the tasks it produced (GET /api/plan/tasks: a week's visit, a summer day's, a month's service; the decision
 * is docs/decisions-plans.md), newest first, each opening the task screen where it is checked in and finished.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Empty, Table, Tag, Typography } from 'antd';
import { listPlansForVolunteer, listPlanTasks, type PlanItem } from '../../../domain/contracts/plan';
import type { TaskItem } from '../../../domain/contracts/task';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { formatDateTime } from '../../components/datetime';
import { ExpireTag } from '../../components/task/expire-tag';
import { StateTag } from '../../components/state-tag';
import { usePageTitle } from '../../core/page-title';
import { TASK_DETAIL_PATH } from './paths';

const PAGE = 10;

/** The tasks plan `plan` produced, a page at a time. */
function PlanTasks({ plan }: { plan: number }) {
  const [page, setPage] = useState(1);
  const tasks = useCall(listPlanTasks, { query: { id: plan, page, size: PAGE } });
  if (tasks.error) return <Alert type="error" showIcon message={errorMessage(tasks.error, '加载工单失败，请重试')} />;
  return (
    <Table<TaskItem>
      size="small"
      rowKey="id"
      loading={tasks.isPending}
      dataSource={tasks.data?.list ?? []}
      locale={{ emptyText: '该计划尚未生成工单' }}
      pagination={{
        current: page,
        pageSize: PAGE,
        total: tasks.data?.total ?? 0,
        onChange: setPage,
        showTotal: (n) => `共有 ${n} 条数据`,
      }}
      columns={[
        {
          key: 'name',
          title: '工单',
          render: (_: unknown, t) => <Link to={`${TASK_DETAIL_PATH}?id=${t.id}`}>{t.information.task_name}</Link>,
        },
        { key: 'begin', title: '开始时间', render: (_: unknown, t) => formatDateTime(t.date_begin) },
        { key: 'limit', title: '截止时间', render: (_: unknown, t) => formatDateTime(t.date_limit) },
        {
          key: 'expire',
          title: '期限',
          render: (_: unknown, t) => <ExpireTag expire={t.expire} limit={t.date_limit} state={t.state} />,
        },
        {
          key: 'state',
          title: '状态',
          render: (_: unknown, t) => <StateTag kind="task" state={t.state} />,
        },
      ]}
    />
  );
}

export function MyPlansScreen() {
  const title = usePageTitle();
  const [page, setPage] = useState(1);
  const plans = useCall(listPlansForVolunteer, { query: { page, size: PAGE } });
  return (
    <Card title={title} variant="borderless">
      {plans.error ? (
        <Alert type="error" showIcon message={errorMessage(plans.error, '加载计划失败，请重试')} />
      ) : (
        <Table<PlanItem>
          rowKey="id"
          loading={plans.isPending}
          dataSource={plans.data?.list ?? []}
          locale={{ emptyText: <Empty description="暂无帮扶计划" /> }}
          expandable={{ expandedRowRender: (p) => <PlanTasks plan={p.id} />, expandRowByClick: true }}
          pagination={{
            current: page,
            pageSize: PAGE,
            total: plans.data?.total ?? 0,
            onChange: setPage,
            showTotal: (n) => `共有 ${n} 条数据`,
          }}
          columns={[
            { key: 'child', title: '儿童', dataIndex: 'child_name' },
            { key: 'type', title: '计划类型', render: (_: unknown, p) => <Tag>{p.type}</Tag> },
            { key: 'category', title: '计划类别', dataIndex: 'category' },
            {
              key: 'manager',
              title: '负责人',
              render: (_: unknown, p) =>
                `${p.plan_information.plan_manager_name} ${p.plan_information.plan_manager_cellphone}`,
            },
            {
              key: 'reminds',
              title: '提醒',
              render: (_: unknown, p) =>
                p.plan_information.plan_reminds.length ? (
                  <Typography.Text>{p.plan_information.plan_reminds.join('；')}</Typography.Text>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
