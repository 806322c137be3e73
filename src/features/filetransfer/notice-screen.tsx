/**
 * 我的通知 (seed 002 §7.7 wechat/send/message; docs/decisions-filetransfer.md): the signed-in user's notifications, the latest
 * first: task reminders, review results and the centre's messages, with a link into the console when one was given. The
 * centre (wechat:add) also has 发送通知: a user found by name or phone, a title and a body.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Tag } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isConsoleLink } from '../../../domain/console-routes';
import { HOME_PATH } from '../../core/session/login-paths';
import { listMyNotices, noticeKeys, sendNotice, type Notice } from '../../api/notice';
import { listUsersForVillageRole, userKeys } from '../../api/user';
import { feedback } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { useDialogSubmit } from '../../components/use-dialog-submit';

const SOURCE_COLORS: Record<string, string> = { 手动: 'blue', 工单提醒: 'orange', 审核结果: 'green' };

function SendDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ to: number; title: string; body: string }>();
  const [keyword, setKeyword] = useState('');
  const client = useQueryClient();
  const people = useQuery({ queryKey: userKeys.villageRole({ keyword }), queryFn: () => listUsersForVillageRole({ keyword: keyword || undefined, page: 1, size: 20 }) });
  const { busy, error, submit } = useDialogSubmit(form, '发送失败');
  const ok = () => submit(async (v) => {
    await sendNotice(v);
    feedback.message.success('通知已发送');
    await client.invalidateQueries({ queryKey: noticeKeys.all });
    onClose();
  });
  return (
    <Modal open title="发送通知" okText="发送" cancelText="取消" maskClosable={false} okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="to" label="接收人" rules={[{ required: true, message: '请选择接收人' }]}>
          <Select showSearch filterOption={false} onSearch={setKeyword} loading={people.isFetching} placeholder="输入姓名或手机号搜索"
            notFoundContent={people.isError ? '加载失败，请重新输入' : '没有匹配的用户'}
            options={(people.data?.list ?? []).map((u) => ({ label: `${u.nickname}（${u.role}）`, value: u.id }))} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 50, message: '标题不能超过50个字符' }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="body" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: 500, message: '内容不能超过500个字符' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MyNoticesScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [sending, setSending] = useState(false);
  const maySend = can('wechat', 'add');
  const config = useMemo((): ListConfig<Notice> => ({
    title, pageSize: 20, filters: [],
    columns: [
      { key: 'time', title: '时间', width: 170, render: (_: unknown, n) => formatDateTime(n.created_at) },
      { key: 'source', title: '类型', width: 100, render: (_: unknown, n) => <Tag color={SOURCE_COLORS[n.notification_source]}>{n.notification_source}</Tag> },
      { key: 'title', title: '标题', width: 200, render: (_: unknown, n) => n.notification_title },
      { key: 'body', title: '内容', render: (_: unknown, n) => n.notification_body },
    ],
    rowKey: (n) => n.id, emptyText: '暂无通知',
    // only a screen of this console is ever a link (a notification stored before the check or sent otherwise shows none)
    actions: [{ key: 'go', label: '前往', visible: (n) => isConsoleLink(n.notification_link), to: (n) => (isConsoleLink(n.notification_link) ? n.notification_link : HOME_PATH) }],
    queryKey: (p) => noticeKeys.mine(p),
    fetch: ({ page, size }) => listMyNotices({ page, size }),
    toolbar: maySend ? <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>发送通知</Button> : undefined,
  }), [title, maySend]);
  return (
    <>
      <ListPage config={config} />
      {sending && <SendDialog onClose={() => setSending(false)} />}
    </>
  );
}

