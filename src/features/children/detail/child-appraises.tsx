/**
 * 综合评价 of a marginal minor (issue 17; seed 002 §6, §9): the evaluations, newest first, in a table of at most 50
 * rows scrolling within 38vh; 添加评价 (result 好 / 一般 / 差 and content) for the appraiser roles; 修改 and 删除
 * (确认删除？) on the entries the caller may change (检察领导 any, others their own). Each action changes one
 * entry on the server; a failure says so and keeps what was typed.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { APPRAISE_RESULTS, type AppraiseResult } from '../../../../domain/appraises';
import { addAppraise, appraiseKeys, deleteAppraise, listAppraises, updateAppraise } from '../../../api/child';
import { errorMessage } from '../../../api/http-error';
import { feedback } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { formatDateTime } from '../../../components/datetime';
import { useDialogSubmit } from '../../../components/use-dialog-submit';

type Entry = Awaited<ReturnType<typeof listAppraises>>[number];
type Values = { result: AppraiseResult; content: string };
const COLORS: Record<string, string> = { 好: 'green', 一般: 'blue', 差: 'red' };

function AppraiseModal({ child, entry, onClose }: { child: number; entry?: Entry; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { busy, error, submit: run } = useDialogSubmit(form, entry ? '修改失败' : '创建失败');
  const client = useQueryClient();
  const submit = () => run(async (v) => {
    const { list } = entry ? await updateAppraise({ id: child, appraise_id: entry.appraise_id, ...v }) : await addAppraise({ id: child, ...v });
    client.setQueryData(appraiseKeys.list(child), list);
    feedback.message.success(entry ? '修改成功' : '创建成功');
    onClose();
  });
  return (
    <Modal open title={entry ? '修改评价' : '添加评价'} okText="保存" cancelText="取消" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={entry ? { result: entry.result, content: entry.content } : { result: '一般' }}>
        <Form.Item name="result" label="评价结果" rules={[{ required: true, message: '请选择评价结果' }]}>
          <Radio.Group options={APPRAISE_RESULTS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="content" label="评价内容" rules={[{ required: true, whitespace: true, message: '请输入评价内容' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ChildAppraises({ child }: { child: number }) {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const entries = useQuery({ queryKey: appraiseKeys.list(child), queryFn: () => listAppraises(child) });
  const remove = async (entry: Entry) => {
    try {
      const { list } = await deleteAppraise({ id: child, appraise_id: entry.appraise_id });
      client.setQueryData(appraiseKeys.list(child), list);
      feedback.message.success('删除成功');
    } catch (e) {
      feedback.message.error(`删除失败：${errorMessage(e, '请重试')}`);
    }
  };
  const columns = [
    { key: 'who', title: '评价人', render: (_: unknown, e: Entry) => `${e.username}（${e.role_title}）` },
    { key: 'result', title: '结果', render: (_: unknown, e: Entry) => <Tag color={COLORS[e.result]}>{e.result}</Tag> },
    { key: 'content', title: '评价内容', dataIndex: 'content' },
    { key: 'time', title: '时间', render: (_: unknown, e: Entry) => formatDateTime(new Date(e.datetime * 1000).toISOString()) },
    {
      key: 'actions', title: '操作', render: (_: unknown, e: Entry) => (e.mine_to_change ? (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(e)}>修改</Button>
          <Popconfirm title="确认删除？" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => remove(e)}>
            <Button type="link" danger>删除</Button>
          </Popconfirm>
        </Space>
      ) : null),
    },
  ];
  return (
    <>
      {entries.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(entries.error, '加载评价失败，请重试')} action={<Button size="small" onClick={() => entries.refetch()}>重试</Button>} />}
      {can('appraises', 'add') && <div style={{ marginBottom: 12 }}><Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>添加评价</Button></div>}
      <Table<Entry> rowKey="appraise_id" size="small" columns={columns} dataSource={entries.data ?? []} loading={entries.isFetching}
        pagination={false} scroll={{ y: '38vh' }} locale={{ emptyText: '暂无评价' }} />
      {editing && <AppraiseModal child={child} entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
