/**
 * The print views of a plan (issue 16; req tasks §5 print categories; /taskList/PlanPrint?id=&kind=): one A4
 * sheet per print category — 1 普通帮扶计划表 and 2 基层服务记录表 list the child's tasks of the plan's type
 * and category done so far, with blank rows to fill in by hand; 3 暑期每日走访记录表 has a row per day of July
 * and August; 4 学期每周走访记录表 a row per week of a twenty-week term from the plan's start. The head names
 * the child (as the caller may see it), the volunteer, the manager and the reminders. 打印 prints only the
 * sheet (src/app/layout/print.css).
 */
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Radio, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { getPlanDetail, type PlanItem } from '../../../domain/contracts/plan';
import { listTasksForMix, type TaskItem } from '../../../domain/contracts/task';
import { stateWord } from '../../../domain/state-words';
import {
  PRINT_CATEGORIES,
  printCategoryOf,
  type PrintCategory,
  type TaskGenre,
  type TaskCategory,
} from '../../../domain/tasks';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { formatDateTime } from '../../components/datetime';
import './plan-print.css';

type Row = string[];

/** The rows of a sheet: [date or week, content, volunteer/state] cells; blank rows are left to fill in by hand. */
function rowsOf(kind: PrintCategory, plan: PlanItem, tasks: TaskItem[]): { head: string[]; rows: Row[] } {
  if (kind === 3) {
    const year = dayjs().month() >= 8 ? dayjs().year() + 1 : dayjs().year();
    const days: Row[] = [];
    for (let d = dayjs(`${year}-07-01`); d.isBefore(`${year}-09-01`); d = d.add(1, 'day'))
      days.push([d.format('M月D日 ddd'), '', '']);
    return { head: ['日期', '走访内容', '志愿者签名'], rows: days };
  }
  if (kind === 4) {
    const monday = dayjs(plan.created_at).startOf('week');
    return {
      head: ['周次', '日期', '走访内容', '志愿者签名'],
      rows: Array.from({ length: 20 }, (_, i) => [
        `第 ${i + 1} 周`,
        `${monday.add(i, 'week').format('M月D日')}—${monday.add(i, 'week').add(6, 'day').format('M月D日')}`,
        '',
        '',
      ]),
    };
  }
  const done: Row[] = tasks.map((t) => [
    t.date_end ? formatDateTime(t.date_end).slice(0, 10) : formatDateTime(t.date_begin).slice(0, 10),
    `${t.information.task_name}${t.information.task_punchs.at(-1)?.check_description ? `：${t.information.task_punchs.at(-1)!.check_description}` : ''}`,
    `${t.information.task_volunteer_name}（${stateWord('task', t.state)}）`,
  ]);
  const blank = Array.from({ length: Math.max(6, 16 - done.length) }, (): Row => ['', '', '']);
  return { head: ['日期', kind === 2 ? '服务内容' : '帮扶内容', '志愿者（状态）'], rows: [...done, ...blank] };
}

export function PlanPrintScreen() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const plan = useCall(
    getPlanDetail,
    { query: { id } },
    { select: (answer) => answer.detail, enabled: Number.isInteger(id) && id > 0 },
  );
  const kind = (Number(params.get('kind')) || (plan.data ? printCategoryOf(plan.data.category) : 1)) as PrintCategory;
  const taskQuery = plan.data && {
    child: plan.data.child,
    genres: [plan.data.type as TaskGenre],
    categorys: [plan.data.category as TaskCategory],
    order_field: 'date_begin' as const,
    order_rule: 'asc' as const,
    page: 1,
    size: 50,
  };
  const tasks = useCall(listTasksForMix, { query: taskQuery || {} }, { enabled: !!taskQuery && kind <= 2 });

  if (plan.isPending)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (!plan.data) return <Alert type="error" showIcon message={errorMessage(plan.error, '加载计划失败，请重试')} />;
  const p = plan.data;
  const info = p.plan_information;
  const sheet = PRINT_CATEGORIES.find((c) => c.code === kind)!;
  const { head, rows } = rowsOf(kind, p, tasks.data?.list ?? []);
  return (
    <Card
      variant="borderless"
      className="plan-print-card"
      title={<span className="cw-no-print">打印计划</span>}
      extra={
        <Space className="cw-no-print">
          <Radio.Group
            optionType="button"
            value={kind}
            onChange={(e) => setParams({ id: String(id), kind: String(e.target.value) })}
            options={PRINT_CATEGORIES.map((c) => ({ value: c.code, label: c.name }))}
          />
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            disabled={kind <= 2 && tasks.isPending}
          >
            打印
          </Button>
        </Space>
      }
    >
      <article className="plan-sheet" aria-label={sheet.title}>
        <h1>{sheet.title}</h1>
        <table className="plan-sheet-head">
          <tbody>
            <tr>
              <th>儿童</th>
              <td>{p.child_name}</td>
              <th>计划类型</th>
              <td>
                {p.type}（{p.category}）
              </td>
            </tr>
            <tr>
              <th>志愿者</th>
              <td>
                {info.plan_volunteer_name} {info.plan_volunteer_cellphone}
              </td>
              <th>负责人</th>
              <td>
                {info.plan_manager_name} {info.plan_manager_cellphone}
              </td>
            </tr>
            <tr>
              <th>提醒</th>
              <td colSpan={3}>{info.plan_reminds.length ? info.plan_reminds.join('；') : '—'}</td>
            </tr>
          </tbody>
        </table>
        <table className="plan-sheet-rows">
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (
                  <td key={j}>{c}</td>
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
