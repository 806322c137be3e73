/**
 * Tab 8 劝导记录 of the gta screen, for a purple-level minor (req gta §2, §7.2, §8.4, §9.3, §10; issue 17): the
 * logs, 20 a page, the latest persuasion first, each with three photo thumbnails and +N; 新增劝导记录 when the
 * server says the caller may add (`may_add`: 检察领导, 教育护航, 乡镇护航, the minor's liaison officer); 编辑 and
 * 删除 (确认删除？) on the logs the caller may change; 详情 for all. A failed load shows the failure with 重试 (no
 * sample rows), a failed delete says 删除失败.
 */
import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  deletePersuasion,
  listPersuasions,
  PERSUASION_PAGE_SIZE,
  type PersuasionItem,
} from '../../../../../domain/contracts/persuasion';
import type { Child } from '../../../../../domain/contracts/child';
import { useCall, useCallMutation } from '../../../../api/use-call';
import { errorMessage } from '../../../../api/http-error';
import { feedback } from '../../../../core/feedback';
import { formatDateTime } from '../../../../components/datetime';
import { LogPhotos, PersuasionDetail, PersuasionModal } from './persuasion-modal';

export function ChildPersuasions({ record }: { record: Child }) {
  const child = record.id;
  const removal = useCallMutation(deletePersuasion);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PersuasionItem | 'new' | null>(null);
  const [viewing, setViewing] = useState<PersuasionItem | null>(null);
  const logs = useCall(listPersuasions, { query: { child, page, size: PERSUASION_PAGE_SIZE } }, { keepPrevious: true });
  const imageUrls = logs.data?.image_urls ?? {};
  const childName = String(record.information.important?.child_name ?? '');

  const remove = async (log: PersuasionItem) => {
    try {
      await removal.mutateAsync({ body: { id: log.id, version: log.version } });
      feedback.message.success('删除成功');
    } catch (e) {
      feedback.message.error(`删除失败：${errorMessage(e, '请重试')}`);
    }
  };

  const columns = [
    {
      key: 'time',
      title: '劝导时间',
      width: 140,
      render: (_: unknown, l: PersuasionItem) => formatDateTime(l.record_datetime),
    },
    {
      key: 'attenders',
      title: '参与人员',
      width: 120,
      render: (_: unknown, l: PersuasionItem) => l.record_information.record_attenders.join('、'),
    },
    {
      key: 'content',
      title: '劝导详情',
      render: (_: unknown, l: PersuasionItem) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {l.record_information.record_content}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'photos',
      title: '照片',
      width: 170,
      render: (_: unknown, l: PersuasionItem) => <LogPhotos log={l} imageUrls={imageUrls} shown={3} />,
    },
    {
      key: 'source',
      title: '来源',
      width: 90,
      render: (_: unknown, l: PersuasionItem) => l.record_information.record_source,
    },
    {
      key: 'author',
      title: '记录人',
      width: 80,
      render: (_: unknown, l: PersuasionItem) => l.record_information.record_user_name,
    },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      render: (_: unknown, l: PersuasionItem) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(l)}>
            详情
          </Button>
          {l.mine_to_change && (
            <Button type="link" size="small" onClick={() => setEditing(l)}>
              编辑
            </Button>
          )}
          {l.mine_to_change && (
            <Popconfirm
              title="确认删除？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(l)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      {logs.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(logs.error, '加载劝导记录失败，请重试')}
          action={
            <Button size="small" onClick={() => logs.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {logs.data?.may_add && (
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增劝导记录
          </Button>
        </div>
      )}
      <Table<PersuasionItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        locale={{ emptyText: logs.isError ? '加载失败' : '暂无劝导记录' }}
        pagination={{
          current: page,
          pageSize: PERSUASION_PAGE_SIZE,
          total: logs.data?.total ?? 0,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 条`,
          showSizeChanger: false,
        }}
      />
      {editing && (
        <PersuasionModal
          child={child}
          log={editing === 'new' ? undefined : editing}
          imageUrls={imageUrls}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && (
        <PersuasionDetail log={viewing} childName={childName} imageUrls={imageUrls} onClose={() => setViewing(null)} />
      )}
    </>
  );
}
