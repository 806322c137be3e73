/**
 * 综合评价 of a marginal minor (issue 17; req gta §7.1, §10): the evaluations, newest first, in a table of at most 50
 * rows scrolling within 38vh; 添加评价 (result 好 / 一般 / 差 and content) for the appraiser roles; 修改 and 删除
 * (确认删除？) on the entries the caller may change (检察领导 any, others their own). Each action changes one
 * entry on the server; a failure says so and keeps what was typed.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { APPRAISE_RESULTS, type AppraiseResult } from '../../../../domain/appraises';
import type { CallOutput } from '../../../../domain/contracts/define';
import {
  addChildAppraise,
  deleteChildAppraise,
  listChildAppraises,
  updateChildAppraise,
} from '../../../../domain/contracts/child-appraise';
import { errorMessage } from '../../../api/http-error';
import { callKey, useCall, useCallMutation } from '../../../api/use-call';
import { feedback } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { formatDateTime } from '../../../components/datetime';
import { ContractDialog, type FieldOf } from '../../../components/contract-form/contract-dialog';

type Answer = CallOutput<typeof listChildAppraises>;
type Entry = Answer['list'][number];
type Values = { result: AppraiseResult; content: string };
const COLORS: Record<string, string> = { 好: 'green', 一般: 'blue', 差: 'red' };

/** The list of `child`'s evaluations as the screen holds it (every write answers the whole list again). */
const listKey = (child: number) => callKey(listChildAppraises, { query: { id: child } });

function AppraiseModal({ child, entry, onClose }: { child: number; entry?: Entry; onClose: () => void }) {
  const client = useQueryClient();
  // the answer is the whole list: it replaces the one on screen, nothing else is refetched
  const done = (answer: Answer) => {
    client.setQueryData(listKey(child), answer);
  };
  const items = (field: FieldOf, max: (name: string) => number | undefined) => (
    <>
      <Form.Item {...field('result')} label="评价结果">
        <Radio.Group options={APPRAISE_RESULTS.map((r) => ({ value: r, label: r }))} />
      </Form.Item>
      <Form.Item {...field('content')} label="评价内容">
        <Input.TextArea rows={4} maxLength={max('content')} showCount />
      </Form.Item>
    </>
  );
  if (entry) {
    return (
      <ContractDialog<typeof updateChildAppraise, Values>
        title="修改评价"
        contract={updateChildAppraise}
        width={520}
        failure="修改失败"
        success="修改成功"
        invalidates={[]}
        onDone={done}
        onClose={onClose}
        initialValues={{ result: entry.result, content: entry.content }}
        toInput={(v) => ({ body: { id: child, appraise_id: entry.appraise_id, ...v } })}
      >
        {({ field, maxLength }) => items(field, maxLength)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof addChildAppraise, Values>
      title="添加评价"
      contract={addChildAppraise}
      width={520}
      failure="创建失败"
      success="创建成功"
      invalidates={[]}
      onDone={done}
      onClose={onClose}
      initialValues={{ result: '一般' }}
      toInput={(v) => ({ body: { id: child, ...v } })}
    >
      {({ field, maxLength }) => items(field, maxLength)}
    </ContractDialog>
  );
}

export function ChildAppraises({ child }: { child: number }) {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const entries = useCall(listChildAppraises, { query: { id: child } }, { select: (answer) => answer.list });
  const removal = useCallMutation(deleteChildAppraise, { invalidates: [] });
  const remove = async (entry: Entry) => {
    try {
      client.setQueryData(
        listKey(child),
        await removal.mutateAsync({ body: { id: child, appraise_id: entry.appraise_id } }),
      );
      feedback.message.success('删除成功');
    } catch (e) {
      feedback.message.error(`删除失败：${errorMessage(e, '请重试')}`);
    }
  };
  const columns = [
    { key: 'who', title: '评价人', render: (_: unknown, e: Entry) => `${e.username}（${e.role_title}）` },
    { key: 'result', title: '结果', render: (_: unknown, e: Entry) => <Tag color={COLORS[e.result]}>{e.result}</Tag> },
    { key: 'content', title: '评价内容', dataIndex: 'content' },
    {
      key: 'time',
      title: '时间',
      render: (_: unknown, e: Entry) => formatDateTime(new Date(e.datetime * 1000).toISOString()),
    },
    {
      key: 'actions',
      title: '操作',
      render: (_: unknown, e: Entry) =>
        e.mine_to_change ? (
          <Space size={0}>
            <Button type="link" onClick={() => setEditing(e)}>
              修改
            </Button>
            <Popconfirm
              title="确认删除？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(e)}
            >
              <Button type="link" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];
  return (
    <>
      {entries.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(entries.error, '加载评价失败，请重试')}
          action={
            <Button size="small" onClick={() => entries.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {can('appraises', 'add') && (
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加评价
          </Button>
        </div>
      )}
      <Table<Entry>
        rowKey="appraise_id"
        size="small"
        columns={columns}
        dataSource={entries.data ?? []}
        loading={entries.isFetching}
        pagination={false}
        scroll={{ y: '38vh' }}
        locale={{ emptyText: '暂无评价' }}
      />
      {editing && (
        <AppraiseModal child={child} entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
