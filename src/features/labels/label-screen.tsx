/**
 * LabelList (req supervise §5 /label/LabelList "tag management"; §6 "label: only 总委领导 and 系统管理"): the tags with how many of the
 * caller's children carry each; 新增标签, 重命名, 删除 (asks first: the tag leaves every child). Picking a tag lists its children
 * (of the caller's scope) with 移除 (asks first) and 添加儿童 (a search of the caller's children); a role that sees no children
 * (系统管理) keeps the names only.
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Popconfirm, Row, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { listChildren } from '../../../domain/contracts/child';
import { deleteLabel, labelChildren, listLabels, type LabelItem } from '../../../domain/contracts/label';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCall, useCallMutation } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ChildPickerDialog, LabelNameDialog } from './label-dialogs';

/** A tag's change refetches the tags (their counts) and the child lists (their 标签 filter). */
const TAGS = ['label', 'child'];

function LabelChildren({ label }: { label: LabelItem }) {
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const children = useCall(listChildren, { query: { labels: [label.id], page, size: 10 } });
  const untag = useCallMutation(labelChildren, { invalidates: TAGS });
  const takeOff = async (child: number) => {
    try {
      await untag.mutateAsync({ body: { id: label.id, add: [], remove: [child] } });
      feedback.message.success('已移除');
    } catch (e) {
      notifyError(e, '移除失败，请重试');
    }
  };
  return (
    <Card
      title={`“${label.label_name}”的儿童`}
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          添加儿童
        </Button>
      }
    >
      {children.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(children.error, '加载儿童失败，请重试')}
          action={
            <Button size="small" onClick={() => children.refetch()}>
              重试
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Table
        size="small"
        rowKey="id"
        loading={children.isFetching}
        dataSource={children.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无带此标签的儿童" /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: children.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共有 ${t} 条数据`,
        }}
        columns={[
          { key: 'name', title: '姓名', dataIndex: 'child_name' },
          { key: 'id', title: '身份证号', dataIndex: 'child_idnumber' },
          {
            key: 'place',
            title: '乡镇 / 村居',
            render: (_: unknown, c) => `${c.department_name ?? '—'} / ${c.village_name ?? '—'}`,
          },
          {
            key: 'op',
            title: '操作',
            width: 80,
            render: (_: unknown, c) => (
              <Popconfirm
                title={`确认移除“${c.child_name}”的此标签？`}
                okText="移除"
                cancelText="取消"
                onConfirm={() => takeOff(c.id)}
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {picking && <ChildPickerDialog label={label} onClose={() => setPicking(false)} />}
    </Card>
  );
}

export function LabelListScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const labels = useCall(listLabels, undefined, { select: (answer) => answer.list });
  const [editing, setEditing] = useState<{ label?: LabelItem } | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const seesChildren = can('children', 'query');
  const current = labels.data?.find((l) => l.id === chosen);
  const remove = async (l: LabelItem) => {
    try {
      const r = await callWith(deleteLabel, { body: { id: l.id, version: l.version } });
      feedback.message.success(r.children ? `已删除，并从 ${r.children} 名儿童移除` : '已删除');
      if (chosen === l.id) setChosen(null);
    } catch (e) {
      notifyError(e, '删除失败，请重试');
    }
    await invalidateTags(client, TAGS);
  };
  return (
    <Row gutter={16}>
      <Col span={seesChildren ? 10 : 24}>
        <Card
          title={title}
          variant="borderless"
          extra={
            can('labels', 'add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                新增标签
              </Button>
            )
          }
        >
          {labels.isError && (
            <Alert
              type="error"
              showIcon
              message={errorMessage(labels.error, '加载标签失败，请重试')}
              action={
                <Button size="small" onClick={() => labels.refetch()}>
                  重试
                </Button>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <Table<LabelItem>
            size="small"
            rowKey="id"
            loading={labels.isFetching}
            dataSource={labels.data ?? []}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无标签" /> }}
            onRow={(l) => ({
              onClick: () => seesChildren && setChosen(l.id),
              style: {
                cursor: seesChildren ? 'pointer' : undefined,
                background: l.id === chosen ? '#e6f4ff' : undefined,
              },
            })}
            columns={[
              { key: 'name', title: '标签名称', dataIndex: 'label_name' },
              ...(seesChildren ? [{ key: 'count', title: '儿童数', width: 80, dataIndex: 'child_count' }] : []),
              {
                key: 'op',
                title: '操作',
                width: 130,
                render: (_: unknown, l: LabelItem) => (
                  <Space size="small" onClick={(e) => e.stopPropagation()}>
                    {can('labels', 'edit') && (
                      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing({ label: l })}>
                        重命名
                      </Button>
                    )}
                    {can('labels', 'delete') && (
                      <Popconfirm
                        title={`删除标签“${l.label_name}”？它会从所有儿童身上移除。`}
                        okText="删除"
                        cancelText="取消"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove(l)}
                      >
                        <Button type="link" size="small" danger style={{ padding: 0 }}>
                          删除
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      {seesChildren && (
        <Col span={14}>
          {current ? (
            <LabelChildren key={current.id} label={current} />
          ) : (
            <Card variant="borderless">
              <Empty
                description={<Typography.Text type="secondary">点击左侧标签，查看和设置带此标签的儿童</Typography.Text>}
              />
            </Card>
          )}
        </Col>
      )}
      {editing && <LabelNameDialog label={editing.label} onClose={() => setEditing(null)} />}
    </Row>
  );
}
