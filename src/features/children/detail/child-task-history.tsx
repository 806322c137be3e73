/**
 * 历史工单 of a child (seed 002 §2.2; issue 16): the child's finished work orders (办结, 初过, 终退, 终过, 评价),
 * newest end first, 10 a page, with 共有 N 条数据: visiting person, contact, start and end. A row opens the task
 * (a drawer, closed by its back button): its fields, and one tab per check-in with time, service place,
 * check-in place, description and photos that enlarge. Roles that do not read tasks are told so.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Image, Space, Table, Tabs, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { TASK_HISTORY_STATES } from '../../../../domain/tasks';
import { listTasks, taskKeys, type TaskItem } from '../../../api/task';
import { errorMessage } from '../../../api/http-error';
import { useCurrentUser } from '../../../app/session/current-user';
import { formatDateTime } from '../../../components/datetime';

const PAGE = 10;
const COLUMNS = [
  { key: 'visitor', title: '走访人员', render: (_: unknown, t: TaskItem) => t.information.task_volunteer_name || '—' },
  { key: 'phone', title: '联系方式', render: (_: unknown, t: TaskItem) => t.information.task_volunteer_cellphone || '—' },
  { key: 'start', title: '开始时间', render: (_: unknown, t: TaskItem) => formatDateTime(t.date_begin) },
  { key: 'end', title: '结束时间', render: (_: unknown, t: TaskItem) => (t.date_end ? formatDateTime(t.date_end) : '—') },
  { key: 'state', title: '状态', render: (_: unknown, t: TaskItem) => <Tag>{t.state}</Tag> },
];

function TaskDrawer({ task, onClose }: { task: TaskItem; onClose: () => void }) {
  const info = task.information;
  return (
    <Drawer open width={640} onClose={onClose} closable={false} title={<Space><Button icon={<ArrowLeftOutlined />} onClick={onClose}>返回</Button>{info.task_name}</Space>}>
      <Descriptions size="small" column={2} bordered items={[
        { key: 'code', label: '工单编号', children: info.task_code },
        { key: 'genre', label: '类型', children: task.genre },
        { key: 'visitor', label: '走访人员', children: info.task_volunteer_name },
        { key: 'phone', label: '联系方式', children: info.task_volunteer_cellphone },
        { key: 'child', label: '儿童', children: info.child_name },
        { key: 'grade', label: '等级', children: task.grade },
        { key: 'begin', label: '开始时间', children: formatDateTime(task.date_begin) },
        { key: 'end', label: '结束时间', children: task.date_end ? formatDateTime(task.date_end) : '—' },
        { key: 'score', label: '分值', children: info.task_score },
        { key: 'state', label: '状态', children: task.state },
        { key: 'description', label: '说明', span: 2, children: info.task_description || '—' },
      ]} />
      <Tabs style={{ marginTop: 16 }} items={info.task_punchs.length ? info.task_punchs.map((p, i) => ({
        key: String(i), label: `打卡 ${i + 1}`,
        children: (
          <>
            <Descriptions size="small" column={1} items={[
              { key: 't', label: '打卡时间', children: formatDateTime(p.check_datetime) },
              { key: 's', label: '服务地点', children: p.check_address },
              { key: 'p', label: '打卡地点', children: p.punch_address || '—' },
              { key: 'd', label: '服务内容', children: p.check_description },
            ]} />
            <Image.PreviewGroup>
              <Space wrap>{p.check_image.map((img) => <Image key={img.url} width={96} height={96} style={{ objectFit: 'cover' }} src={task.image_urls[img.url]} alt="打卡照片" />)}</Space>
            </Image.PreviewGroup>
          </>
        ),
      })) : [{ key: 'none', label: '打卡记录', children: <Empty description="暂无打卡记录" /> }]} />
    </Drawer>
  );
}

export function ChildTaskHistory({ child }: { child: number }) {
  const { can } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TaskItem | null>(null);
  const allowed = can('tasks', 'query');
  const query = { child, states: [...TASK_HISTORY_STATES], order_field: 'date_end' as const, order_rule: 'desc' as const, page, size: PAGE };
  const tasks = useQuery({ queryKey: taskKeys.list(query), queryFn: () => listTasks(query), enabled: allowed });
  if (!allowed) return <Empty description="您的角色不查看工单" />;
  return (
    <>
      {tasks.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(tasks.error, '加载工单失败，请重试')} />}
      <Table<TaskItem> rowKey="id" size="middle" columns={COLUMNS} dataSource={tasks.data?.list ?? []} loading={tasks.isFetching}
        locale={{ emptyText: '暂无历史工单' }} onRow={(t) => ({ onClick: () => setOpen(t), style: { cursor: 'pointer' } })}
        pagination={{ current: page, pageSize: PAGE, total: tasks.data?.total ?? 0, showSizeChanger: false, showTotal: (n) => `共有 ${n} 条数据`, onChange: setPage }} />
      {open && <TaskDrawer task={open} onClose={() => setOpen(null)} />}
    </>
  );
}
