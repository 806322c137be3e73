/**
 * A checklist template's form (SuperviseTemplate): its name and its items, each a text and a kind (是否, 评分 1–5, 文字), added,
 * removed and reordered as rows. A failure says so in the dialog and keeps what was typed.
 */
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { SUPERVISE_ITEM_KINDS, type SuperviseItemKind } from '../../../domain/supervise';
import { addTemplate, editTemplate, superviseKeys, type SuperviseTemplate } from '../../api/supervise';
import { feedback } from '../../core/feedback';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { template_title: string; template_items: { key?: string; text: string; kind: SuperviseItemKind }[] };
const KIND_LABELS: Record<SuperviseItemKind, string> = { 是否: '是否', 评分: '评分（1–5 分）', 文字: '文字' };

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

export function TemplateDialog({ template, onClose }: { template?: SuperviseTemplate; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { busy, error, submit } = useDialogSubmit(form, '保存失败');
  const ok = () => submit(async (v) => {
    const body = { template_title: v.template_title, template_items: withKeys(v.template_items ?? []) };
    if (template) await editTemplate({ id: template.id, version: template.version, ...body });
    else await addTemplate(body);
    feedback.message.success('保存成功');
    await client.invalidateQueries({ queryKey: superviseKeys.all });
    onClose();
  });
  return (
    <Modal open title={template ? '修改督查模板' : '新增督查模板'} okText="保存" cancelText="取消" width={720} maskClosable={false}
      okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {template && template.in_use > 0 && <Alert type="info" showIcon message={`已有 ${template.in_use} 份督查单使用此模板，修改只影响今后指派的督查单。`} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical"
        initialValues={template ? { template_title: template.template_title, template_items: template.template_items } : { template_items: [{ text: '', kind: '是否' }] }}>
        <Form.Item name="template_title" label="模板名称" rules={[{ required: true, whitespace: true, message: '请输入模板名称' }]}><Input maxLength={50} /></Form.Item>
        <Form.List name="template_items" rules={[{ validator: async (_, items?: unknown[]) => { if (!items?.length) throw new Error('请至少添加一个检查项'); } }]}>
          {(fields, { add, remove, move }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <span style={{ width: 24 }}>{index + 1}.</span>
                  <Form.Item name={[field.name, 'text']} rules={[{ required: true, whitespace: true, message: '请输入检查内容' }]} style={{ width: 400 }}>
                    <Input placeholder="检查内容" aria-label={`检查项${index + 1}内容`} maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'kind']} rules={[{ required: true, message: '请选择检查项类型' }]}>
                    <Select style={{ width: 140 }} aria-label={`检查项${index + 1}类型`} options={SUPERVISE_ITEM_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))} />
                  </Form.Item>
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label="上移" />
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label="下移" />
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除检查项" />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ text: '', kind: '是否' })} disabled={fields.length >= 50}>添加检查项</Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
