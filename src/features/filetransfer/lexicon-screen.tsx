/**
 * 词库管理 (seed 002 §7.7 lexicon; docs/decisions-filetransfer.md) for 系统管理: the words by group and order, each 修改 in a
 * dialog or 停用 / 启用 at once (confirmed), 新增词语 for a group. Every save goes through PUT /api/lexicon/for/ids at the
 * version read; a refusal (a word already in its group, someone else's change) says so and keeps the dialog.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { LEXICON_GROUPS, type LexiconGroup } from '../../../domain/lexicon';
import { lexiconKeys, listLexiconPage, saveWords, type LexiconWord } from '../../api/lexicon';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { lexicon_group: LexiconGroup; lexicon_word: string; lexicon_order: number; lexicon_enabled: boolean };

function WordDialog({ word, onClose }: { word?: LexiconWord; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { busy, error, submit } = useDialogSubmit(form, '保存失败');
  const ok = () => submit(async (v) => {
    await saveWords({ list: [{ ...(word ? { id: word.id, version: word.version } : {}), ...v }] });
    feedback.message.success('保存成功');
    await client.invalidateQueries({ queryKey: lexiconKeys.all });
    onClose();
  });
  return (
    <Modal open title={word ? '修改词语' : '新增词语'} okText="保存" cancelText="取消" maskClosable={false} okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={word ?? { lexicon_group: LEXICON_GROUPS[0], lexicon_order: 100, lexicon_enabled: true }}>
        <Form.Item name="lexicon_group" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
          <Select options={LEXICON_GROUPS.map((g) => ({ label: g, value: g }))} disabled={!!word} />
        </Form.Item>
        <Form.Item name="lexicon_word" label="词语" rules={[{ required: true, whitespace: true, message: '请输入词语' }, { max: 50, message: '词语不能超过50个字符' }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="lexicon_order" label="排序（小的在前）" rules={[{ required: true, message: '请输入排序' }]}><InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="lexicon_enabled" label="启用" valuePropName="checked"><Switch /></Form.Item>
      </Form>
    </Modal>
  );
}

export function LexiconScreen() {
  const title = usePageTitle();
  const [editing, setEditing] = useState<{ word?: LexiconWord } | null>(null);
  const config = useMemo((): ListConfig<LexiconWord> => ({
    title, pageSize: 50,
    filters: [{ kind: 'select', name: 'group', label: '分组', options: LEXICON_GROUPS.map((g) => ({ label: g, value: g })) }],
    columns: [
      { key: 'group', title: '分组', width: 160, render: (_: unknown, w) => w.lexicon_group },
      { key: 'word', title: '词语', render: (_: unknown, w) => w.lexicon_word },
      { key: 'order', title: '排序', width: 80, render: (_: unknown, w) => w.lexicon_order },
      { key: 'enabled', title: '状态', width: 90, render: (_: unknown, w) => (w.lexicon_enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    ],
    rowKey: (w) => w.id, emptyText: '暂无词语', actionsWidth: 120,
    actions: [
      { key: 'edit', label: '修改', onClick: (w) => setEditing({ word: w }) },
      {
        key: 'toggle', label: '停用', danger: true, confirm: '确认停用该词语？停用后各页面不再提供它。', visible: (w) => w.lexicon_enabled,
        onClick: async (w, ctx) => { await toggle(w, false); ctx.refresh(); },
      },
      { key: 'enable', label: '启用', confirm: '确认启用该词语？', visible: (w) => !w.lexicon_enabled, onClick: async (w, ctx) => { await toggle(w, true); ctx.refresh(); } },
    ],
    queryKey: (p) => lexiconKeys.list(p),
    fetch: ({ page, size, filters }) => listLexiconPage({ page, size, group: (LEXICON_GROUPS as readonly string[]).includes(String(filters.group)) ? filters.group as LexiconGroup : undefined }),
    toolbar: <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>新增词语</Button>,
  }), [title]);
  return (
    <>
      <ListPage config={config} />
      {editing && <WordDialog word={editing.word} onClose={() => setEditing(null)} />}
    </>
  );
}

async function toggle(w: LexiconWord, enabled: boolean): Promise<void> {
  try {
    await saveWords({ list: [{ id: w.id, version: w.version, lexicon_group: w.lexicon_group, lexicon_word: w.lexicon_word, lexicon_order: w.lexicon_order, lexicon_enabled: enabled }] });
    feedback.message.success(enabled ? '已启用' : '已停用');
  } catch (e) {
    notifyError(e, '保存失败，请重试');
  }
}
