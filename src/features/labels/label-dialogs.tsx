/**
 * The label screen's dialogs: a tag's name (新增 / 重命名; a name in use is refused on the field), and the picker of children to
 * tag: a search by name or ID number among the caller's own children (the child list call, masked as it answers), ticked rows
 * added at once.
 */
import { useState } from 'react';
import { Alert, Form, Input, Modal, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { childKeys, listChildren, type ChildListItem } from '../../api/child';
import { errorMessage, isHttpError } from '../../api/http-error';
import { addLabel, editLabel, labelKeys, setLabelChildren, type Label } from '../../api/label';
import { feedback } from '../../core/feedback';
import { useDialogSubmit } from '../../components/use-dialog-submit';

export function LabelNameDialog({ label, onClose }: { label?: Label; onClose: () => void }) {
  const [form] = Form.useForm<{ label_name: string }>();
  const client = useQueryClient();
  const onError = (e: unknown) => {
    const field = isHttpError(e) ? e.fieldErrors?.find((f) => f.field === 'label_name') : undefined;
    if (field) form.setFields([{ name: 'label_name', errors: [field.message] }]);
  };
  const { busy, error, submit } = useDialogSubmit(form, '保存失败', onError);
  const ok = () => submit(async ({ label_name }) => {
    if (label) await editLabel({ id: label.id, version: label.version, label_name });
    else await addLabel({ label_name });
    feedback.message.success('保存成功');
    await client.invalidateQueries({ queryKey: labelKeys.all });
    onClose();
  });
  return (
    <Modal open title={label ? '重命名标签' : '新增标签'} okText="保存" cancelText="取消" okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ label_name: label?.label_name }}>
        <Form.Item name="label_name" label="标签名称" rules={[{ required: true, whitespace: true, message: '请输入标签名称' }]}><Input maxLength={20} showCount /></Form.Item>
      </Form>
    </Modal>
  );
}

export function ChildPickerDialog({ label, onClose }: { label: Label; onClose: () => void }) {
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = { keyword: keyword || undefined, page, size: 10 };
  const found = useQuery({ queryKey: childKeys.list({ list: 'label-picker', ...query }), queryFn: () => listChildren(query), enabled: !!keyword });
  const ok = async () => {
    if (!picked.length) { setError('请勾选儿童'); return; }
    setBusy(true);
    setError(null);
    try {
      const r = await setLabelChildren({ id: label.id, add: picked, remove: [] });
      feedback.message.success(`已为 ${r.added} 名儿童添加标签`);
      await Promise.all([client.invalidateQueries({ queryKey: labelKeys.all }), client.invalidateQueries({ queryKey: childKeys.all })]);
      onClose();
    } catch (e) {
      setError(`添加失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`为儿童添加标签“${label.label_name}”`} width={760} okText={`添加（${picked.length}）`} cancelText="取消" okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      <Input.Search allowClear enterButton="查询" placeholder="姓名或身份证号" aria-label="查找儿童" style={{ marginBottom: 12 }}
        onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {found.isError && <Alert type="error" showIcon message={errorMessage(found.error, '查询儿童失败，请重试')} style={{ marginBottom: 12 }} />}
      <Table<ChildListItem> size="small" rowKey="id" loading={found.isFetching} dataSource={found.data?.list ?? []}
        locale={{ emptyText: keyword ? '没有找到符合条件的儿童' : '请输入姓名或身份证号查询' }}
        rowSelection={{ selectedRowKeys: picked, preserveSelectedRowKeys: true, onChange: (keys) => setPicked(keys as number[]) }}
        pagination={{ current: page, pageSize: 10, total: found.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (t) => `共有 ${t} 条数据` }}
        columns={[
          { key: 'name', title: '姓名', dataIndex: 'child_name' },
          { key: 'id', title: '身份证号', dataIndex: 'child_idnumber' },
          { key: 'place', title: '乡镇 / 村居', render: (_: unknown, c) => `${c.department_name ?? '—'} / ${c.village_name ?? '—'}` },
        ]} />
    </Modal>
  );
}
