/** The notice plugin (domain/contracts/notice.ts): the centre's wechat message and the caller's own notifications. */
import type { FastifyInstance } from 'fastify';
import { listMyNotifications, sendWechatMessage } from '../../../domain/contracts/notice';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { NoticeService } from './service';

export async function noticePlugin(app: FastifyInstance, opts: { notices: NoticeService }) {
  const { notices } = opts;
  addRoute(app, sendWechatMessage, async (request) => notices.send(currentUser(request), request.body));
  addRoute(app, listMyNotifications, async (request) => notices.mine(currentUser(request), request.query));
}
