/**
 * receiveList and sendList (req filetransfer §1 /email; docs/decisions-filetransfer.md) as two configs of the generic list page:
 * - 收件箱: what was sent to the caller, the latest first, unread in bold, by read state and subject; 查看 opens the message;
 * - 发件箱: what the caller sent, with how many read it and its state; 撤回 (confirmed) while nobody has read it.
 * Both carry 写邮件. The badge beside 收件箱 counts the unread (src/app/badges.ts).
 */
import { useMemo, useState } from 'react';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import { EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { listFiletransfers, updateFiletransfer, type FiletransferItem } from '../../../domain/contracts/filetransfer';
import { callWith } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { MailComposeDialog } from './mail-compose-dialog';
import { MailDrawer, refreshBoxes } from './mail-drawer';

type Box = 'receive' | 'send';
const READ_OPTIONS = [
  { label: '未读', value: 'false' },
  { label: '已读', value: 'true' },
];

function Subject({ mail, bold, onOpen }: { mail: FiletransferItem; bold: boolean; onOpen: () => void }) {
  return (
    <Button
      type="link"
      style={{ padding: 0, fontWeight: bold ? 700 : 400, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      onClick={onOpen}
    >
      {bold && <Badge status="processing" style={{ marginRight: 6 }} />}
      {mail.filetransfer_subject}
      {mail.filetransfer_attachments.length > 0 && <PaperClipOutlined style={{ marginLeft: 6 }} aria-label="有附件" />}
    </Button>
  );
}

function MailBoxScreen({ box }: { box: Box }) {
  const title = usePageTitle();
  const client = useQueryClient();
  const [open, setOpen] = useState<FiletransferItem | null>(null);
  const [writing, setWriting] = useState(false);
  const config = useMemo(
    (): ListConfig<FiletransferItem, typeof listFiletransfers> => ({
      title,
      pageSize: 20,
      contract: listFiletransfers,
      query: { box },
      filters: [
        ...(box === 'receive'
          ? [{ kind: 'select' as const, name: 'read' as const, label: '状态', options: READ_OPTIONS }]
          : []),
        { kind: 'keyword', name: 'keyword', label: '主题', placeholder: '邮件主题' },
      ],
      columns:
        box === 'receive'
          ? [
              {
                key: 'subject',
                title: '主题',
                render: (_: unknown, m) => <Subject mail={m} bold={!m.read_at} onOpen={() => setOpen(m)} />,
              },
              {
                key: 'sender',
                title: '发件人',
                width: 200,
                render: (_: unknown, m) => (
                  <span style={{ fontWeight: m.read_at ? 400 : 700 }}>
                    {m.sender_name ?? '—'}
                    <Typography.Text type="secondary">（{m.sender_role ?? '—'}）</Typography.Text>
                  </span>
                ),
              },
              {
                key: 'time',
                title: '发送时间',
                width: 170,
                render: (_: unknown, m) => formatDateTime(m.filetransfer_datetime),
              },
            ]
          : [
              {
                key: 'subject',
                title: '主题',
                render: (_: unknown, m) => <Subject mail={m} bold={false} onOpen={() => setOpen(m)} />,
              },
              {
                key: 'to',
                title: '收件人',
                width: 260,
                ellipsis: true,
                render: (_: unknown, m) => m.recipients.map((r) => r.nickname ?? `#${r.recipient}`).join('、'),
              },
              {
                key: 'read',
                title: '已读',
                width: 80,
                render: (_: unknown, m) => `${m.recipients.filter((r) => r.read_at).length}/${m.recipients.length}`,
              },
              {
                key: 'state',
                title: '状态',
                width: 90,
                render: (_: unknown, m) => (
                  <Tag color={m.filetransfer_state === '已发送' ? 'blue' : 'default'}>{m.filetransfer_state}</Tag>
                ),
              },
              {
                key: 'time',
                title: '发送时间',
                width: 170,
                render: (_: unknown, m) => formatDateTime(m.filetransfer_datetime),
              },
            ],
      rowKey: (m) => m.id,
      emptyText: box === 'receive' ? '收件箱中暂无邮件' : '暂无已发送的邮件',
      actions: [
        { key: 'open', label: '查看', onClick: (m) => setOpen(m) },
        ...(box === 'send'
          ? [
              {
                key: 'withdraw',
                label: '撤回',
                danger: true,
                confirm: '确认撤回该邮件？撤回后收件人将看不到它。',
                visible: (m: FiletransferItem) =>
                  m.filetransfer_state === '已发送' && m.recipients.every((r) => !r.read_at),
                onClick: async (m: FiletransferItem, ctx: { refresh: () => void }) => {
                  try {
                    await callWith(updateFiletransfer, { body: { action: '撤回', id: m.id, version: m.version } });
                    feedback.message.success('已撤回');
                  } catch (e) {
                    notifyError(e, '撤回失败，请重试');
                  }
                  ctx.refresh();
                },
              },
            ]
          : []),
      ],
      actionsWidth: box === 'send' ? 120 : 80,
      toolbar: (
        <Button type="primary" icon={<EditOutlined />} onClick={() => setWriting(true)}>
          写邮件
        </Button>
      ),
    }),
    [title, box],
  );
  const close = () => {
    setOpen(null);
    void refreshBoxes(client);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ListPage config={config} />
      {open && <MailDrawer mail={open} onClose={close} />}
      {writing && <MailComposeDialog onClose={() => setWriting(false)} />}
    </Space>
  );
}

export const ReceiveListScreen = () => <MailBoxScreen box="receive" />;
export const SendListScreen = () => <MailBoxScreen box="send" />;
