/**
 * A message in a drawer (req filetransfer §1 /email; docs/decisions-filetransfer.md): subject, sender, time, recipients (the sender
 * sees who read it), the content and the attachments: images as thumbnails, documents as download links, both through the
 * signed URLs of the detail. Opening it as a recipient marks it read (the server does), so the boxes and the badge reload.
 */
import { useEffect } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Image, List, Skeleton, Space, Tag, Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isImageAttachment } from '../../../domain/attachments';
import { getFiletransfer, listFiletransfers, type FiletransferItem } from '../../../domain/contracts/filetransfer';
import { errorMessage } from '../../api/http-error';
import { callKey, useCall } from '../../api/use-call';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';

/**
 * Refetches the boxes and the unread badge: every query of listFiletransfers (its tag and path; the whole `filetransfer`
 * tag would also refetch an open message's detail, which marks it read once more).
 */
export function refreshBoxes(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(listFiletransfers).slice(0, 2) });
}

export function MailDrawer({ mail, onClose }: { mail: FiletransferItem; onClose: () => void }) {
  const client = useQueryClient();
  const { info } = useCurrentUser();
  const detail = useCall(getFiletransfer, { query: { id: mail.id } });
  const opened = detail.isSuccess;
  // the open marked it read: the box and the badge show it
  useEffect(() => {
    if (opened && !mail.read_at) void refreshBoxes(client);
  }, [opened, mail.read_at, client]);
  const d = detail.data?.detail;
  const urls = detail.data?.attachment_urls ?? {};
  const sentByMe = d?.filetransfer_sender === info.id;
  return (
    <Drawer open title={mail.filetransfer_subject} width={640} onClose={onClose} destroyOnHidden>
      {detail.isPending && <Skeleton active />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(detail.error, '加载邮件失败，请重试')}
          action={
            <Button size="small" onClick={() => detail.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="发件人">
              {d.sender_name ?? '—'}（{d.sender_role ?? '—'}）
            </Descriptions.Item>
            <Descriptions.Item label="发送时间">{formatDateTime(d.filetransfer_datetime)}</Descriptions.Item>
            <Descriptions.Item label="收件人">
              <Space wrap size={4}>
                {d.recipients.map((r) => (
                  <Tag key={r.recipient} color={r.read_at ? 'green' : undefined}>
                    {r.nickname ?? `#${r.recipient}`}
                    {sentByMe ? (r.read_at ? ' · 已读' : ' · 未读') : ''}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            {d.filetransfer_state === '已撤回' && (
              <Descriptions.Item label="状态">
                <Tag>已撤回</Tag>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {d.filetransfer_content || <Typography.Text type="secondary">（无正文）</Typography.Text>}
          </Typography.Paragraph>
          <div>
            <Typography.Title level={5}>附件（{d.filetransfer_attachments.length}）</Typography.Title>
            {d.filetransfer_attachments.length ? (
              <List
                size="small"
                bordered
                dataSource={d.filetransfer_attachments}
                renderItem={(a) => (
                  <List.Item>
                    {isImageAttachment(a.suffix) && urls[a.url] ? (
                      <Space>
                        <Image src={urls[a.url]} width={64} height={64} style={{ objectFit: 'cover' }} alt={a.name} />
                        <span>{a.name}</span>
                      </Space>
                    ) : urls[a.url] ? (
                      <a href={urls[a.url]} download={a.name}>
                        <FileOutlined /> {a.name}
                      </a>
                    ) : (
                      <span>
                        <FileOutlined /> {a.name}（暂不可下载）
                      </span>
                    )}
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有附件" />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
