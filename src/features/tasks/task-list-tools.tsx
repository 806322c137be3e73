/**
 * The tools of a task list (issue 28): 导出 writes what the list shows with its filters to 工单列表_<date>.xlsx
 * (domain/contracts/task-export.ts; masked as the list), and 打印 opens one of the four print categories of req tasks §5.5
 * (普通计划, 基层服务, 暑期每日, 学期每周) as an A4 sheet of the listed tasks (task-list-print-screen.tsx). Shown to roles
 * that hold tasks:export; a volunteer's lists have neither.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Space } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { CallInput } from '../../../domain/contracts/define';
import { exportTasks } from '../../../domain/contracts/task-export';
import { PRINT_CATEGORIES } from '../../../domain/tasks';
import { download } from '../../api/client';
import { feedback, notifyError } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { TASK_LIST_PRINT_PATH } from './paths';

type ExportQuery = CallInput<typeof exportTasks>['query'];

/** The list's query without its paging: what 导出 and 打印 take. */
export function unpaged(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, size: _size, ...rest } = query;
  return rest;
}

/** The address of the print view of sheet `kind` over the list's query. */
export const printPathOf = (kind: number, query: Record<string, unknown>) =>
  `${TASK_LIST_PRINT_PATH}?kind=${kind}&q=${encodeURIComponent(JSON.stringify(unpaged(query)))}`;

export function TaskListTools({ query }: { query: Record<string, unknown> }) {
  const { can } = useCurrentUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!can('tasks', 'export')) return null;
  const run = async () => {
    setBusy(true);
    const hide = feedback.message.loading('正在导出…', 0);
    try {
      feedback.message.success(`已导出 ${await download(exportTasks, { query: unpaged(query) as ExportQuery })}`);
    } catch (error) {
      notifyError(error, '导出失败，请重试');
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        导出
      </Button>
      <Dropdown
        menu={{
          items: PRINT_CATEGORIES.map((c) => ({ key: String(c.code), label: `${c.name}（${c.title}）` })),
          onClick: ({ key }) => navigate(printPathOf(Number(key), query)),
        }}
      >
        <Button icon={<PrinterOutlined />}>打印</Button>
      </Dropdown>
    </Space>
  );
}
