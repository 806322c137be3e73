/**
 * The SMS sender and the notifier the configuration asks for (server/config-messaging.ts; docs/deploy.md): the Aliyun
 * sender or the log sender (the code printed on the console), the WeChat notifier (open ids from the user module) or
 * none (server/services.ts then uses the log notifier).
 */
import type { MessagingConfig } from './config-messaging';
import type { Db } from './db/client';
import { createWechatNotifier } from './modules/notice';
import type { Notifier } from './modules/notice';
import { aliyunSmsSender } from './modules/register';
import { logSmsSender, type SmsSender } from './modules/register';
import { wechatOpenIdOf } from './modules/user';

export function createMessaging(
  config: MessagingConfig,
  deps: { db: Db; now: () => Date; log: (message: string) => void },
): { sms: SmsSender; notifier?: Notifier; summary: string[] } {
  const summary: string[] = [...config.warnings];
  let sms: SmsSender;
  if (config.sms.kind === 'aliyun') {
    sms = aliyunSmsSender(config.sms);
    summary.push(`短信验证码经阿里云短信发送（签名 ${config.sms.signName}，模板 ${config.sms.templateCode}）。`);
  } else {
    // no SMS provider (docs/deploy.md): registration codes are printed on the console, whatever LOG_LEVEL says
    sms = logSmsSender({ warn: (_obj, msg) => deps.log(msg) });
  }
  let notifier: Notifier | undefined;
  if (config.notifier.kind === 'wechat') {
    notifier = createWechatNotifier(config.notifier, {
      openIdOf: (user) => wechatOpenIdOf(deps.db, user),
      now: deps.now,
    });
    summary.push(`通知经微信公众号模板消息发送（模板 ${config.notifier.templateId}）。`);
  }
  return { sms, notifier, summary };
}
