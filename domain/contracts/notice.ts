/**
 * Notifications (req filetransfer §5 `POST wechat/send/message`): messages to one user through the configured notifier (a WeChat
 * provider is not configured: the log notifier keeps them in the notifications table, docs/deploy.md). The centre sends one
 * by hand; the server sends task reminders (a task given to a volunteer) and review results (an apply's final pass or refusal).
 */
import { z } from 'zod';
import { CONSOLE_LINK_MESSAGE, CONSOLE_LINK_PATTERN } from '../console-routes';
import { defineCall, pickedIdField, pageParam, sizeParam, timestamp } from './define';

export const notificationItem = z.object({
  id: z.number(),
  notification_title: z.string(),
  notification_body: z.string(),
  notification_link: z.string().nullable(),
  notification_source: z.string(),
  created_at: timestamp,
});
export type NotificationItem = z.infer<typeof notificationItem>;

/**
 * POST /api/wechat/send/message { to, title, body, link? } (wechat:add) → { id }: 400 when `to` is not an active user, or
 * when `link` is not a screen of this console (domain/console-routes.ts: a registry path, with a plain query string).
 */
export const sendWechatMessage = defineCall({
  method: 'POST',
  path: '/api/wechat/send/message',
  permission: { id: 'wechat', action: 'add' },
  tag: 'wechat',
  summary: '发送微信消息（通知）',
  body: z.object({
    to: pickedIdField('请选择接收人'),
    title: z.string().trim().min(1, '请输入标题').max(50, '标题不能超过50个字符'),
    body: z.string().trim().min(1, '请输入内容').max(500, '内容不能超过500个字符'),
    link: z.string().trim().max(200).regex(CONSOLE_LINK_PATTERN, CONSOLE_LINK_MESSAGE).optional(),
  }),
  response: z.object({ id: z.number() }),
});

/** GET /api/notification/list?page&size (signed-in) → { total, list }: the caller's own notifications, the latest first. */
export const listMyNotifications = defineCall({
  method: 'GET',
  path: '/api/notification/list',
  permission: 'signed-in',
  tag: 'wechat',
  summary: '我的通知',
  query: z.object({ page: pageParam, size: sizeParam(20) }),
  response: z.object({ total: z.number(), list: z.array(notificationItem) }),
});
