/**
 * A checklist template's form (SuperviseTemplate; createTemplate / updateTemplate): its name and its items, each a text and a
 * kind (是否, 评分 1–5, 文字), added, removed and reordered as rows. Every rule comes from the contract (the name's, each
 * item's and the list's at-least-one); a failure says so in the dialog, on the item the server named, and keeps what was typed.
 */
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SUPERVISE_ITEM_KINDS, type SuperviseItemKind } from '../../../domain/supervise';
import { checklistItem, createTemplate, updateTemplate, type TemplateItem } from '../../../domain/contracts/supervise';
import { ContractDialog, type FieldOf } from '../../components/contract-form/contract-dialog';
import { bodyField, maxLengthOf, requiredOf, rulesFor } from '../../components/contract-form/rules';

type Values = { template_title: string; template_items: { key?: string; text: string; kind: SuperviseItemKind }[] };
const KIND_LABELS: Record<SuperviseItemKind, string> = { 是否: '是否', 评分: '评分（1–5 分）', 文字: '文字' };

/** An item's rules, from the contract's checklist item. */
const ITEM_RULES = { text: rulesFor(checklistItem.shape.text), kind: rulesFor(checklistItem.shape.kind) };
const ITEM_TEXT_MAX = maxLengthOf(checklistItem.shape.text);
/** The list's at-least-one (a Form.List takes validators only): the contract's message for an empty list. */
const LIST_EMPTY = requiredOf(bodyField(createTemplate, 'template_items'));
const LIST_RULES = [
  {
    validator: async (_: unknown, items?: unknown[]) => {
      if (!items?.length && LIST_EMPTY) throw new Error(LIST_EMPTY.message);
    },
  },
];

/** Keys for new items: the next unused `iN`. */
function withKeys(items: Values['template_items']) {
  const used = new Set(items.map((i) => i.key).filter(Boolean));
  let n = 1;
  return items.map((i) => {
    if (i.key) return { key: i.key, text: i.text, kind: i.kind };
    while (used.has(`i${n}`)) n++;
    used.add(`i${n}`);
    return { key: `i${n}`, text: i.text, kind: i.kind };
  });
}

const fields = (field: FieldOf, max: (name: string) => number | undefined) => (
  <>
    <Form.Item {...field('template_title')} label="模板名称">
      <Input maxLength={max('template_title')} />
    </Form.Item>
    <Form.List name="template_items" rules={LIST_RULES}>
      {(rows, { add, remove, move }, { errors }) => (
        <>
          {rows.map((row, index) => (
            <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
              <span style={{ width: 24 }}>{index + 1}.</span>
              <Form.Item name={[row.name, 'text']} rules={ITEM_RULES.text} style={{ width: 400 }}>
                <Input placeholder="检查内容" aria-label={`检查项${index + 1}内容`} maxLength={ITEM_TEXT_MAX} />
              </Form.Item>
              <Form.Item name={[row.name, 'kind']} rules={ITEM_RULES.kind}>
                <Select
                  style={{ width: 140 }}
                  aria-label={`检查项${index + 1}类型`}
                  options={SUPERVISE_ITEM_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
                />
              </Form.Item>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label="上移"
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label="下移"
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                aria-label="删除检查项"
              />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ text: '', kind: '是否' })}
            disabled={rows.length >= 50}
          >
            添加检查项
          </Button>
        </>
      )}
    </Form.List>
  </>
);

export function TemplateDialog({ template, onClose }: { template?: TemplateItem; onClose: () => void }) {
  const body = (v: Values) => ({ template_title: v.template_title, template_items: withKeys(v.template_items ?? []) });
  if (template) {
    return (
      <ContractDialog<typeof updateTemplate, Values>
        title="修改督查模板"
        contract={updateTemplate}
        width={720}
        onClose={onClose}
        initialValues={{ template_title: template.template_title, template_items: template.template_items }}
        intro={
          template.in_use > 0 && (
            <Alert
              type="info"
              showIcon
              message={`已有 ${template.in_use} 份督查单使用此模板，修改只影响今后指派的督查单。`}
              style={{ marginBottom: 12 }}
            />
          )
        }
        toInput={(v) => ({ body: { id: template.id, version: template.version, ...body(v) } })}
      >
        {({ field, maxLength }) => fields(field, maxLength)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof createTemplate, Values>
      title="新增督查模板"
      contract={createTemplate}
      width={720}
      onClose={onClose}
      initialValues={{ template_items: [{ text: '', kind: '是否' }] }}
      toInput={(v) => ({ body: body(v) })}
    >
      {({ field, maxLength }) => fields(field, maxLength)}
    </ContractDialog>
  );
}
