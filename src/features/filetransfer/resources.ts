/**
 * The e-mail, lexicon and notification screens (req filetransfer §1 /email; req filetransfer §3; docs/decisions-filetransfer.md):
 * 收件箱 (with the unread badge) and 发件箱 under 邮件联动 for the prosecutor and escort roles, 词库管理 under 用户管理 for
 * 系统管理, and 我的通知 for every signed-in user.
 */
import { lazy } from 'react';
import { BellOutlined, BookOutlined, InboxOutlined, SendOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const mail = (name: 'ReceiveListScreen' | 'SendListScreen') =>
  lazy(async () => ({ default: (await import('./mail-screens'))[name] }));
const LexiconScreen = lazy(async () => ({ default: (await import('./lexicon-screen')).LexiconScreen }));
const MyNoticesScreen = lazy(async () => ({ default: (await import('./notice-screen')).MyNoticesScreen }));

export const FILETRANSFER_RESOURCES: readonly Resource[] = [
  {
    path: '/email/receiveList',
    title: '收件箱',
    group: 'email',
    icon: InboxOutlined,
    badge: 'mail_unread',
    access: [{ permissionId: 'filetransfer', action: 'query' }],
    component: mail('ReceiveListScreen'),
  },
  {
    path: '/email/sendList',
    title: '发件箱',
    group: 'email',
    icon: SendOutlined,
    access: [{ permissionId: 'filetransfer', action: 'query' }],
    component: mail('SendListScreen'),
  },
  {
    path: '/management/lexicon',
    title: '词库管理',
    group: 'management',
    icon: BookOutlined,
    access: [{ permissionId: 'lexicon', action: 'edit' }],
    component: LexiconScreen,
  },
  { path: '/notice/mine', title: '我的通知', icon: BellOutlined, component: MyNoticesScreen },
];
