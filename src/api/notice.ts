/** Notifications (domain/contracts/notice.ts): the caller's own, and the centre's message to a user. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { listMyNotifications, sendWechatMessage } from '../../domain/contracts/notice';
import { call } from './client';

export const noticeKeys = { all: ['notice'] as const, mine: (q: object) => ['notice', 'mine', q] as const };
export type Notice = CallOutput<typeof listMyNotifications>['list'][number];

export const listMyNotices = (query: CallInput<typeof listMyNotifications>['query']) => call(listMyNotifications, { query });
export const sendNotice = (body: CallInput<typeof sendWechatMessage>['body']) => call(sendWechatMessage, { body });
