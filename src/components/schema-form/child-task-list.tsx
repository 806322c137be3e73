/**
 * What tab 11 (关爱保护) shows to 中心领导 / 中心管理 in read mode instead of its fields (req children §2, §8; the
 * engine's `readModeFor: { show: 'taskList' }`): the child's work orders, as the screen renders them
 * (`context.renderTaskList`: the child screen passes its 历史工单 list); without one, an empty list saying 暂无工单.
 */
import { Empty, Table } from 'antd';
import { useSchemaFormContext } from './context';

const COLUMNS = [
  { title: '工单类型', dataIndex: 'task_genre', key: 'task_genre' },
  { title: '工单状态', dataIndex: 'task_state', key: 'task_state' },
  { title: '办理人', dataIndex: 'task_handler', key: 'task_handler' },
  { title: '创建时间', dataIndex: 'created_at', key: 'created_at' },
];

/** The screen's task list (`context.renderTaskList()`), else an empty table with 暂无工单. */
export function ChildTaskList() {
  const { renderTaskList } = useSchemaFormContext();
  if (renderTaskList) return <>{renderTaskList()}</>;
  return (
    <Table
      size="small"
      rowKey="id"
      columns={COLUMNS}
      dataSource={[]}
      pagination={false}
      locale={{ emptyText: '暂无工单' }}
    />
  );
}

/** A tab the screen fills (the engine's `screenPane`): `context.renderPane(name)`, else 暂无内容. */
export function ScreenPane({ name }: { name: string }) {
  const { renderPane } = useSchemaFormContext();
  const pane = renderPane?.(name);
  return pane ? <>{pane}</> : <Empty description="暂无内容" />;
}
