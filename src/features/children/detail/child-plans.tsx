/**
 * 帮扶计划 of a child (req tasks §6.1, §7.2; issue 16): the child's plans — type, category, volunteer, manager,
 * reminders, last change — 10 a page with 共有 N 条数据; 打印 (the print views) for everyone; 新建计划, 修改 and
 * 删除 (after a confirmation) for roles that manage plans. A stale edit or delete shows the server's reason and the list is fetched again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/http-error';
import { deletePlan, listPlansForChild, type PlanItem } from '../../../../domain/contracts/plan';
import { callWith, invalidateTags, useCall } from '../../../api/use-call';
import { feedback } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { formatDateTime } from '../../../components/datetime';
import { PLAN_PRINT_PATH } from '../../../components/task/paths';
import { PlanModal } from './plan-modal';

const PAGE = 10;

export function ChildPlans({ child }: { child: number }) {
  const { can } = useCurrentUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PlanItem | 'new' | null>(null);
  const allowed = can('plans', 'query');
  const query = { child, page, size: PAGE };
  const plans = useCall(listPlansForChild, { query }, { enabled: allowed });
  const refresh = () => invalidateTags(queryClient, ['plan']);
  if (!allowed) return <Empty description="您的角色不查看帮扶计划" />;

  const remove = async (plan: PlanItem) => {
    try {
      await callWith(deletePlan, { body: { id: plan.id, version: plan.version } });
      feedback.message.success('计划已删除');
    } catch (e) {
      feedback.message.error(`删除失败：${errorMessage(e, '请重试')}`);
    }
    await refresh();
  };

  const columns = [
    { key: 'type', title: '计划类型', render: (_: unknown, p: PlanItem) => <Tag>{p.type}</Tag> },
    { key: 'category', title: '计划类别', dataIndex: 'category' },
    {
      key: 'volunteer',
      title: '志愿者',
      render: (_: unknown, p: PlanItem) =>
        `${p.plan_information.plan_volunteer_name} ${p.plan_information.plan_volunteer_cellphone}`,
    },
    {
      key: 'manager',
      title: '负责人',
      render: (_: unknown, p: PlanItem) => p.plan_information.plan_manager_name || '—',
    },
    {
      key: 'reminds',
      title: '提醒',
      render: (_: unknown, p: PlanItem) =>
        p.plan_information.plan_reminds.length ? (
          <Space direction="vertical" size={0}>
            {p.plan_information.plan_reminds.map((r, i) => (
              <Typography.Text key={i}>{r}</Typography.Text>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    { key: 'updated', title: '更新时间', render: (_: unknown, p: PlanItem) => formatDateTime(p.updated_at) },
    {
      key: 'actions',
      title: '操作',
      render: (_: unknown, p: PlanItem) => (
        <Space size={0}>
          <Link to={`${PLAN_PRINT_PATH}?id=${p.id}`} style={{ padding: '0 8px' }}>
            打印
          </Link>
          {can('plans', 'edit') && (
            <>
              <Button type="link" onClick={() => setEditing(p)}>
                修改
              </Button>
              <Popconfirm
                title="删除这个计划？"
                description="删除后不再出现在列表中。"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(p)}
              >
                <Button type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {plans.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(plans.error, '加载计划失败，请重试')}
        />
      )}
      {can('plans', 'add') && (
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建计划
          </Button>
        </div>
      )}
      <Table<PlanItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={plans.data?.list ?? []}
        loading={plans.isFetching}
        locale={{ emptyText: '暂无帮扶计划' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: plans.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共有 ${n} 条数据`,
          onChange: setPage,
        }}
      />
      {editing && (
        <PlanModal child={child} plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
