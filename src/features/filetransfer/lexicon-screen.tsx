/**
 * 词库管理 (req filetransfer §4 lexicon; docs/decisions-filetransfer.md) for 系统管理: the words by group and order, each 修改 in a
 * dialog or 停用 / 启用 at once (confirmed), 新增词语 for a group. Every save goes through PUT /api/lexicon/for/ids at the
 * version read; a refusal (a word already in its group, someone else's change) says so and keeps the dialog.
 */
import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LEXICON_GROUPS, type LexiconGroup } from '../../../domain/lexicon';
import { lexiconWordInput, listLexicon, saveLexicon, type LexiconItem } from '../../../domain/contracts/lexicon';
import { callWith } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { maxLengthOf, rulesFor } from '../../components/contract-form/rules';

type Values = { lexicon_group: LexiconGroup; lexicon_word: string; lexicon_order: number; lexicon_enabled: boolean };
/** The rules of a word's fields: saveLexicon's body is `{ list: [word] }`, so they come from its word schema. */
const word = lexiconWordInput.shape;
/** A server field error on the one word sent (`list.0.lexicon_word`) lands on its field. */
const onlyWord = (field: string) => field.replace(/^list\.0\./, '');

function WordDialog({ word: editing, onClose }: { word?: LexiconItem; onClose: () => void }) {
  return (
    <ContractDialog<typeof saveLexicon, Values>
      title={editing ? '修改词语' : '新增词语'}
      contract={saveLexicon}
      width={520}
      onClose={onClose}
      fieldMap={onlyWord}
      initialValues={editing ?? { lexicon_group: LEXICON_GROUPS[0], lexicon_order: 100, lexicon_enabled: true }}
      toInput={(v) => ({
        body: { list: [{ ...(editing ? { id: editing.id, version: editing.version } : {}), ...v }] },
      })}
    >
      <Form.Item name="lexicon_group" rules={rulesFor(word.lexicon_group)} label="分组">
        <Select options={LEXICON_GROUPS.map((g) => ({ label: g, value: g }))} disabled={!!editing} />
      </Form.Item>
      <Form.Item name="lexicon_word" rules={rulesFor(word.lexicon_word)} label="词语">
        <Input maxLength={maxLengthOf(word.lexicon_word)} />
      </Form.Item>
      <Form.Item name="lexicon_order" rules={rulesFor(word.lexicon_order)} label="排序（小的在前）">
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="lexicon_enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ContractDialog>
  );
}

export function LexiconScreen() {
  const title = usePageTitle();
  const [editing, setEditing] = useState<{ word?: LexiconItem } | null>(null);
  const config = useMemo(
    (): ListConfig<LexiconItem, typeof listLexicon> => ({
      title,
      pageSize: 50,
      contract: listLexicon,
      filters: [
        { kind: 'select', name: 'group', label: '分组', options: LEXICON_GROUPS.map((g) => ({ label: g, value: g })) },
      ],
      columns: [
        { key: 'group', title: '分组', width: 160, render: (_: unknown, w) => w.lexicon_group },
        { key: 'word', title: '词语', render: (_: unknown, w) => w.lexicon_word },
        { key: 'order', title: '排序', width: 80, render: (_: unknown, w) => w.lexicon_order },
        {
          key: 'enabled',
          title: '状态',
          width: 90,
          render: (_: unknown, w) => (w.lexicon_enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
        },
      ],
      rowKey: (w) => w.id,
      emptyText: '暂无词语',
      actionsWidth: 120,
      actions: [
        { key: 'edit', label: '修改', onClick: (w) => setEditing({ word: w }) },
        {
          key: 'toggle',
          label: '停用',
          danger: true,
          confirm: '确认停用该词语？停用后各页面不再提供它。',
          visible: (w) => w.lexicon_enabled,
          onClick: async (w, ctx) => {
            await toggle(w, false);
            ctx.refresh();
          },
        },
        {
          key: 'enable',
          label: '启用',
          confirm: '确认启用该词语？',
          visible: (w) => !w.lexicon_enabled,
          onClick: async (w, ctx) => {
            await toggle(w, true);
            ctx.refresh();
          },
        },
      ],
      toolbar: (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增词语
        </Button>
      ),
    }),
    [title],
  );
  return (
    <>
      <ListPage config={config} />
      {editing && <WordDialog word={editing.word} onClose={() => setEditing(null)} />}
    </>
  );
}

async function toggle(w: LexiconItem, enabled: boolean): Promise<void> {
  try {
    await callWith(saveLexicon, {
      body: {
        list: [
          {
            id: w.id,
            version: w.version,
            lexicon_group: w.lexicon_group,
            lexicon_word: w.lexicon_word,
            lexicon_order: w.lexicon_order,
            lexicon_enabled: enabled,
          },
        ],
      },
    });
    feedback.message.success(enabled ? '已启用' : '已停用');
  } catch (e) {
    notifyError(e, '保存失败，请重试');
  }
}
