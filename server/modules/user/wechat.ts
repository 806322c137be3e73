/**
 * A user's WeChat open id (docs/deploy.md "Notifications"): what the WeChat notifier (server/modules/notice/wechat-notifier.ts)
 * sends a template message to. 系统管理 enters it on the account (编辑, `wechat_openid`, kept in `users.information`).
 */
import type { Db } from '../../db/client';
import { ACTIVE_STATE } from '../../../domain/constants';
import { userById } from './repository';

/** The open id of user `id` while the account is 激活; null for an unknown, inactive or unbound account. */
export async function wechatOpenIdOf(db: Db, id: number): Promise<string | null> {
  const row = await userById(db, id);
  if (!row || row.state !== ACTIVE_STATE) return null;
  return row.information.wechat_openid ?? null;
}
