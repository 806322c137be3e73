/**
 * SuperviseTemplate (req supervise §1 /supervise "only 督查领导"): the checklist templates with their items, state and how many
 * inspections use them; 新增模板, 修改, 停用 (asks first: no new inspection from it) and 启用.
 */
import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { stateOptions } from '../../../domain/state-words';
import { listTemplates, setTemplateState, type TemplateItem } from '../../../domain/contracts/supervise';
import { callWith } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import { StateTag } from '../../components/state-tag';
import type { ListConfig } from '../../components/list-page/types';
import { TemplateDialog } from './template-dialog';

/** Sets a template's state; a success only when the server said so, a failure in its words. */
async function setState(t: TemplateItem, template_state: TemplateItem['template_state'], refresh: () => void) {
  try {
    await callWith(setTemplateState, { body: { id: t.id, version: t.version, template_state } });
    feedback.message.success(template_state === '停用' ? '已停用' : '已启用');
  } catch (e) {
    notifyError(e, '操作失败，请重试');
  }
  refresh();
}

export function SuperviseTemplateScreen() {
  const title = usePageTitle();
  const [editing, setEditing] = useState<{ template?: TemplateItem } | null>(null);
  const config = useMemo(
    (): ListConfig<TemplateItem, typeof listTemplates> => ({
      title,
      pageSize: 20,
      contract: listTemplates,
      filters: [
        { kind: 'select', name: 'state', label: '状态', options: stateOptions('template') },
        { kind: 'keyword', name: 'keyword', label: '名称', placeholder: '模板名称' },
      ],
      columns: [
        { key: 'title', title: '模板名称', dataIndex: 'template_title' },
        {
          key: 'items',
          title: '检查项',
          render: (_: unknown, t) =>
            `${t.template_items.length} 项（${[...new Set(t.template_items.map((i) => i.kind))].join('、')}）`,
        },
        {
          key: 'state',
          title: '状态',
          width: 80,
          render: (_: unknown, t) => <StateTag kind="template" state={t.template_state} />,
        },
        { key: 'in_use', title: '已指派', width: 80, dataIndex: 'in_use' },
        { key: 'by', title: '创建人', width: 100, render: (_: unknown, t) => t.created_by_name ?? '—' },
        { key: 'updated', title: '更新时间', width: 160, render: (_: unknown, t) => formatDateTime(t.updated_at) },
      ],
      rowKey: (t) => t.id,
      emptyText: '暂无督查模板',
      actionsWidth: 120,
      actions: [
        { key: 'edit', label: '修改', onClick: (t) => setEditing({ template: t }) },
        {
          key: 'retire',
          label: '停用',
          danger: true,
          visible: (t) => t.template_state === '启用',
          confirm: '停用后不能再用此模板指派督查，确认停用？',
          onClick: (t, ctx) => setState(t, '停用', ctx.refresh),
        },
        {
          key: 'restore',
          label: '启用',
          visible: (t) => t.template_state === '停用',
          onClick: (t, ctx) => setState(t, '启用', ctx.refresh),
        },
      ],
      toolbar: (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增模板
        </Button>
      ),
    }),
    [title],
  );
  return (
    <>
      <ListPage config={config} />
      {editing && <TemplateDialog template={editing.template} onClose={() => setEditing(null)} />}
    </>
  );
}
