/**
 * View-only mode with a child id (req children §2): tabs 儿童详情 (the form in read mode), 历史工单 (the
 * child's finished work orders, child-task-history.tsx), 帮扶计划 (its plans, child-plans.tsx) and 审核日志 (the
 * review journals of its applies, child-journals.tsx; issue 28) for the roles that read them, 更换负责人 for the roles that set helpers (manager-button.tsx), and 修改 for users who may
 * change the record or apply for a change. A gta minor's form carries the screen's own tabs among its tabs
 * (req gta §2: cross-department information, task force, persuasion log, evaluations; gta/gta-panes.tsx), and
 * the reveal of full names is re-checked every 60 s (req gta §10).
 */
import { useCallback, type ReactNode } from 'react';
import { Alert, Button, Card, Space, Tabs } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { detailGenreFor } from '../../../../domain/child-genre';
import type { FormSchema } from '../../../../engine/types';
import { useCurrentUser } from '../../../core/session/current-user';
import { useRecordTitle } from '../../../core/page-title';
import { formatDateTime } from '../../../components/datetime';
import { childDetailPath } from '../../../components/child-record/detail-params';
import { LoadFailed, Loading } from '../../../components/child-record/detail-results';
import { ReadOnlyForm } from '../../../components/child-record/read-only-form';
import { RecordFacts } from '../../../components/child-record/record-facts';
import { useChild } from './use-child';
import type { Child } from '../../../../domain/contracts/child';
import { REVEAL_RECHECK_MS } from '../../../../domain/masking';
import { useRevealRecheck } from '../use-reveal-recheck';
import { useGtaPanes } from './gta/gta-panes';
import { ChildPlans } from './child-plans';
import { ManagerButton } from './manager-button';
import { ChildTaskHistory } from './child-task-history';
import { ChildJournals } from './child-journals';
import { ClassifyButton, DominatorButton } from './classify-dialogs';
import { ClassificationHistory } from './classification-history';
import { ChildLabels, classificationFacts } from './classification-facts';

export function ChildView({ schema, id }: { schema: FormSchema; id: number }) {
  const child = useChild(id);
  useRevealRecheck(REVEAL_RECHECK_MS, schema.genre === 'gta');
  if (child.isPending) return <Loading />;
  // a failed background fetch (image URLs renewed, useChild) keeps the record on screen
  if (!child.data)
    return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;

  return <ChildRecordView schema={schema} record={child.data} />;
}

function ChildRecordView({ schema: formSchema, record }: { schema: FormSchema; record: Child }) {
  const navigate = useNavigate();
  const { can, role } = useCurrentUser();
  const id = record.id;
  const gta = useGtaPanes(formSchema, record);
  const schema = formSchema.genre === 'gta' ? gta.schema : formSchema;
  // tab 11 (关爱保护) shows the centre roles the child's work orders in read mode (req children §2, §8)
  const taskList = useCallback(() => <ChildTaskHistory child={id} />, [id]);
  const name = record.information.important?.child_name ?? record.child_name;
  useRecordTitle(typeof name === 'string' ? name : record.child_name);
  // a deleted child is shown read-only (issue 29: 已删除儿童 → 查看); it is changed again only once restored
  const deleted = Boolean(record.deleted_at);
  const mayChange = !deleted && (can('children', 'edit') || can('applies', 'add'));
  const mayManage = !deleted && can('helpers', 'edit');
  // a role that reads no form of this child (the volunteer: domain/disclosure.ts CHILD_DATA) gets the facts and, of a
  // gta minor, the screen's own panes that need no form (dynamic management, persuasion log, evaluations)
  const form = record.information[schema.id];
  // opened on a form the child does not have (a link that knows only the child's id, e.g. 保金预警): its own form instead
  const own = detailGenreFor(role, record);
  if (!form && own !== schema.genre && formSchema.genre !== own)
    return <Navigate replace to={childDetailPath({ id, state: '仅查看', genre: own })} />;
  const items = [
    {
      key: 'detail',
      label: '儿童详情',
      children: form ? (
        <ReadOnlyForm
          schema={schema}
          values={form}
          imageUrls={record.image_urls}
          renderTaskList={taskList}
          renderPane={schema.genre === 'gta' ? gta.renderPane : undefined}
        />
      ) : (
        <WithoutForm schema={schema} renderPane={gta.renderPane} />
      ),
    },
    ...(can('tasks', 'query') ? [{ key: 'tasks', label: '历史工单', children: <ChildTaskHistory child={id} /> }] : []),
    ...(can('plans', 'query') ? [{ key: 'plans', label: '帮扶计划', children: <ChildPlans child={id} /> }] : []),
    { key: 'classification', label: '分级记录', children: <ClassificationHistory child={id} /> },
    ...(can('journals', 'query')
      ? [{ key: 'journals', label: '审核日志', children: <ChildJournals child={id} /> }]
      : []),
  ];
  return (
    <Card
      variant="borderless"
      title={typeof name === 'string' && name ? name : '儿童详情'}
      extra={
        <Space>
          {!deleted && can('children', 'edit') && <ClassifyButton child={record} />}
          {mayManage && <DominatorButton child={record} />}
          {mayManage && <ManagerButton child={record} />}
          {mayChange && (
            <Button
              icon={<EditOutlined />}
              onClick={() => navigate(childDetailPath({ id, state: '修改', genre: schema.genre }))}
            >
              修改
            </Button>
          )}
        </Space>
      }
    >
      {deleted && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`该儿童已于 ${formatDateTime(record.deleted_at)} 被${record.deleted_by_name ?? ''}删除，仅供查看；在“已删除儿童”中恢复后才能修改。`}
        />
      )}
      <RecordFacts
        facts={[
          ['乡镇', record.department_name],
          ['村居', record.village_name],
          ...(schema.genre === 'gta'
            ? [['护航等级', String(record.information.important?.escort_level ?? '')] as [string, string]]
            : classificationFacts(record)),
          ['更新时间', formatDateTime(record.updated_at)],
        ]}
      />
      <ChildLabels labels={record.labels} />
      {/* a role that reads neither tasks nor plans (the gta roles) gets the form without a one-tab bar */}
      {items.length > 1 ? <Tabs items={items} /> : items[0].children}
    </Card>
  );
}

/** The detail of a child whose form the caller's role does not read: a note, and the gta panes that stand without the form. */
function WithoutForm({ schema, renderPane }: { schema: FormSchema; renderPane: (name: string) => ReactNode }) {
  const panes =
    schema.genre === 'gta' ? schema.tabs.filter((t) => t.screenPane && !FORM_PANES.includes(t.screenPane)) : [];
  return (
    <>
      <Alert
        type="info"
        showIcon
        message="您的角色不查看儿童的调查表"
        description="这里只显示儿童的姓名、所在地和您的工作所需的内容。"
        style={{ marginBottom: 12 }}
      />
      {panes.length > 0 && (
        <Tabs items={panes.map((t) => ({ key: t.key, label: t.title, children: renderPane(t.screenPane!) }))} />
      )}
    </>
  );
}
/** The gta panes that show the form's own data (跨部门信息) or the helper slots (专班人员). */
const FORM_PANES: readonly string[] = ['important', 'taskForce'];
