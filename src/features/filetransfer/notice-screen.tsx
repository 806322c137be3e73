/**
 * 我的通知 (req filetransfer §5 wechat/send/message; docs/decisions-filetransfer.md): the signed-in user's notifications, the latest
 * first: task reminders, review results and the centre's messages, with a link into the console when one was given
 * (前往; on a phone each notice is a card whose 查看 opens it, issue 29). The
 * centre (wechat:add) also has 发送通知: a user found by name or phone, a title and a body.
 */
import { useMemo, useState } from 'react';
import { Button, Form, Input, Select, Tag } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { isConsoleLink } from '../../../domain/console-routes';
import { listMyNotifications, sendWechatMessage, type NotificationItem } from '../../../domain/contracts/notice';
import { listUsersForVillageRole } from '../../../domain/contracts/user';
import { HOME_PATH } from '../../core/session/login-paths';
import { useCall } from '../../api/use-call';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { ContractDialog } from '../../components/contract-form/contract-dialog';

const SOURCE_COLORS: Record<string, string> = { 手动: 'blue', 工单提醒: 'orange', 审核结果: 'green' };

type SendValues = { to: number; title: string; body: string };

/** 发送通知: a user found by name or phone, a title and a body, through sendWechatMessage (its rules come from it). */
function SendDialog({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const people = useCall(listUsersForVillageRole, { query: { keyword: keyword || undefined, page: 1, size: 20 } });
  return (
    <ContractDialog<typeof sendWechatMessage, SendValues>
      title="发送通知"
      contract={sendWechatMessage}
      okText="发送"
      width={520}
      success="通知已发送"
      failure="发送失败"
      onClose={onClose}
      toInput={(v) => ({ body: v })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('to')} label="接收人">
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={people.isFetching}
              placeholder="输入姓名或手机号搜索"
              notFoundContent={people.isError ? '加载失败，请重新输入' : '没有匹配的用户'}
              options={(people.data?.list ?? []).map((u) => ({ label: `${u.nickname}（${u.role}）`, value: u.id }))}
            />
          </Form.Item>
          <Form.Item {...field('title')} label="标题">
            <Input maxLength={maxLength('title')} />
          </Form.Item>
          <Form.Item {...field('body')} label="内容">
            <Input.TextArea rows={4} maxLength={maxLength('body')} showCount />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}

export function MyNoticesScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [sending, setSending] = useState(false);
  const maySend = can('wechat', 'add');
  const config = useMemo(
    (): ListConfig<NotificationItem, typeof listMyNotifications> => ({
      title,
      pageSize: 20,
      filters: [],
      contract: listMyNotifications,
      columns: [
        { key: 'time', title: '时间', width: 170, render: (_: unknown, n) => formatDateTime(n.created_at) },
        {
          key: 'source',
          title: '类型',
          width: 100,
          render: (_: unknown, n) => <Tag color={SOURCE_COLORS[n.notification_source]}>{n.notification_source}</Tag>,
        },
        { key: 'title', title: '标题', width: 200, render: (_: unknown, n) => n.notification_title },
        { key: 'body', title: '内容', render: (_: unknown, n) => n.notification_body },
      ],
      rowKey: (n) => n.id,
      emptyText: '暂无通知',
      // only a screen of this console is ever a link (a notification stored before the check or sent otherwise shows none)
      actions: [
        {
          key: 'go',
          label: '前往',
          visible: (n) => isConsoleLink(n.notification_link),
          to: (n) => (isConsoleLink(n.notification_link) ? n.notification_link : HOME_PATH),
        },
      ],
      // on a phone a card (issue 29): the title, its type, what it says and when, and 查看 opening the screen it links
      card: { title: 'title', state: 'source', lines: ['body', 'time'], action: 'go', actionLabel: () => '查看' },
      toolbar: maySend ? (
        <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
          发送通知
        </Button>
      ) : undefined,
    }),
    [title, maySend],
  );
  return (
    <>
      <ListPage config={config} />
      {sending && <SendDialog onClose={() => setSending(false)} />}
    </>
  );
}
