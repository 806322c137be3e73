/**
 * The print view of a task list (issue 28; req tasks §5.5 print categories; /taskList/TaskListPrint?kind=&q=): the tasks
 * the list showed with its filters (`q`, the list's query), in one of the four sheets — 1 普通帮扶计划表 (the 普通计划
 * tasks), 2 基层服务记录表 (基层服务), 3 暑期每日走访记录表 (学期每周 tasks begun in July or August, the summer's daily
 * visits of a term plan: docs/decisions-plans.md), 4 学期每周走访记录表 (学期每周 tasks of term time). At most 100 rows, the
 * first of the list's order (the sheet says so when there are more); blank rows to fill in by hand. 打印 prints only the
 * sheet (src/shell/layout/print.css); names are shown as the list shows them (masked unless revealed).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Radio, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { CallInput } from '../../../domain/contracts/define';
import { listTasksForMix, type TaskItem } from '../../../domain/contracts/task';
import { inSummer } from '../../../domain/plan-periods';
import { stateWord } from '../../../domain/state-words';
import { PRINT_CATEGORIES, type PrintCategory } from '../../../domain/tasks';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { formatDateTime } from '../../components/datetime';
import { printPathOf } from './task-list-tools';
import './plan-print.css';

const SHEET_ROWS = 100;
const CATEGORY_OF: Record<PrintCategory, '普通计划' | '基层服务' | '学期每周'> = {
  1: '普通计划',
  2: '基层服务',
  3: '学期每周',
  4: '学期每周',
};

/** The list's query of the address, or {} when it cannot be read. */
function listQueryOf(q: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(q ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Whether task `t` belongs on sheet `kind` (3 and 4 split the term plans' tasks by the summer holiday). */
const onSheet = (kind: PrintCategory, t: TaskItem) =>
  kind === 3 ? inSummer(new Date(t.date_begin)) : kind === 4 ? !inSummer(new Date(t.date_begin)) : true;

export function TaskListPrintScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = (Number(params.get('kind')) || 1) as PrintCategory;
  const listQuery = listQueryOf(params.get('q'));
  const query = { ...listQuery, categorys: [CATEGORY_OF[kind]], page: 1, size: SHEET_ROWS } as CallInput<
    typeof listTasksForMix
  >['query'];
  const tasks = useCall(listTasksForMix, { query });
  const sheet = PRINT_CATEGORIES.find((c) => c.code === kind) ?? PRINT_CATEGORIES[0];

  if (tasks.isPending)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (!tasks.data) return <Alert type="error" showIcon message={errorMessage(tasks.error, '加载工单失败，请重试')} />;
  const rows = tasks.data.list.filter((t) => onSheet(kind, t));
  const blank = Math.max(0, 12 - rows.length);
  return (
    <Card
      variant="borderless"
      className="plan-print-card"
      title={<span className="cw-no-print">打印工单</span>}
      extra={
        <Space className="cw-no-print">
          <Radio.Group
            optionType="button"
            value={kind}
            onChange={(e) => navigate(printPathOf(Number(e.target.value), listQuery), { replace: true })}
            options={PRINT_CATEGORIES.map((c) => ({ value: c.code, label: c.name }))}
          />
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印
          </Button>
          <Button onClick={() => navigate(-1)}>返回</Button>
        </Space>
      }
    >
      <article className="plan-sheet" aria-label={sheet.title}>
        <h1>{sheet.title}</h1>
        {tasks.data.total > SHEET_ROWS && (
          <p className="cw-no-print">
            共有 {tasks.data.total} 条数据，本表列出前 {SHEET_ROWS} 条；请在列表中缩小筛选范围后再打印。
          </p>
        )}
        <table className="plan-sheet-rows">
          <thead>
            <tr>
              <th>日期</th>
              <th>儿童</th>
              <th>{kind === 2 ? '服务内容' : kind === 1 ? '帮扶内容' : '走访内容'}</th>
              <th>志愿者</th>
              <th>状态</th>
              <th>签名</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.id}>
                <td>{formatDateTime(t.date_end ?? t.date_begin).slice(0, 10)}</td>
                <td>{t.information.child_name}</td>
                <td>
                  {t.information.task_name}
                  {t.information.task_punchs.at(-1)?.check_description
                    ? `：${t.information.task_punchs.at(-1)!.check_description}`
                    : ''}
                </td>
                <td>{t.information.task_volunteer_name}</td>
                <td>{stateWord('task', t.state)}</td>
                <td />
              </tr>
            ))}
            {Array.from({ length: blank }, (_, i) => (
              <tr key={`blank-${i}`}>
                {Array.from({ length: 6 }, (_, j) => (
                  <td key={j}>&nbsp;</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <footer>
          打印时间：{dayjs().format('YYYY-MM-DD HH:mm')}
          <span style={{ marginLeft: 32 }}>负责人签字：＿＿＿＿＿＿</span>
        </footer>
      </article>
    </Card>
  );
}
