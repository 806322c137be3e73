/**
 * How registration codes and notices leave the server (req shell-and-accounts §11.4; docs/deploy.md "SMS codes",
 * "Notifications"): read from the environment only, never from the repo or the browser.
 *
 * - SMS_PROVIDER: `log` (default: the code is printed on the server console) or `aliyun`, which needs
 *   ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE; optional
 *   ALIYUN_SMS_CODE_PARAM (`code`), ALIYUN_SMS_ENDPOINT (`https://dysmsapi.aliyuncs.com`).
 * - NOTIFIER: `log` (default: a `notification` line in the server log) or `wechat`, which needs WECHAT_APP_ID,
 *   WECHAT_APP_SECRET, WECHAT_TEMPLATE_ID; optional WECHAT_TEMPLATE_TITLE_KEY (`thing1`), WECHAT_TEMPLATE_BODY_KEY
 *   (`thing2`), WECHAT_VALUE_LIMIT (20), WECHAT_LINK_BASE (the console's public address), WECHAT_API_BASE
 *   (`https://api.weixin.qq.com`).
 *
 * A half configuration — a provider chosen without all its variables, or a provider's variables set while the provider
 * is not chosen — stops a production start (NODE_ENV=production) with a message naming what is missing; outside
 * production the log sender is used instead and `warnings` says why. An unknown provider always stops the start.
 */
import type { AliyunSmsSettings } from './modules/register';
import type { WechatSettings } from './modules/notice';

export type SmsConfig = { kind: 'log' } | ({ kind: 'aliyun' } & AliyunSmsSettings);
export type NotifierConfig = { kind: 'log' } | ({ kind: 'wechat' } & WechatSettings);
export type MessagingConfig = { sms: SmsConfig; notifier: NotifierConfig; warnings: string[] };

const opt = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

const SMS_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;
const WECHAT_REQUIRED = ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_TEMPLATE_ID'] as const;

/** A whole positive number from `name`, or `fallback`; throws naming the variable on another value. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = opt(env[name]);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} 不合法：${raw}（应为正整数）`);
  return n;
}

/** An http(s) URL from `name`, or undefined; throws naming the variable on another value. */
function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = opt(env[name]);
  if (raw === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/i.test(raw))
    throw new Error(`${name} 不合法：${raw}（应为 http:// 或 https:// 开头的地址）`);
  return raw;
}

/**
 * The provider named by `kindVar` (`log` or `provider`), with `required` all set. Answers the missing variables (a
 * half configuration) alongside; throws on an unknown provider.
 */
function choose(
  env: NodeJS.ProcessEnv,
  kindVar: string,
  provider: string,
  required: readonly string[],
): { chosen: boolean; missing: string[]; stray: string[] } {
  const kind = opt(env[kindVar]) ?? 'log';
  if (kind !== 'log' && kind !== provider) throw new Error(`${kindVar} 不合法：${kind}（应为 log 或 ${provider}）`);
  const set = required.filter((name) => opt(env[name]) !== undefined);
  if (kind === 'log') return { chosen: false, missing: [], stray: set };
  return { chosen: true, missing: required.filter((name) => !set.includes(name)), stray: [] };
}

/** Reads the SMS and notifier settings; throws in `production` on a half configuration (see the module comment). */
export function loadMessagingConfig(env: NodeJS.ProcessEnv, production: boolean): MessagingConfig {
  const warnings: string[] = [];
  const half = (what: string, problem: string) => {
    const message = `${what}配置不完整：${problem}`;
    if (production) throw new Error(`${message}。生产环境不以半套配置启动，请补齐或删去这些变量（docs/deploy.md）`);
    warnings.push(`${message}，改用日志方式（仅限非生产环境）。`);
  };

  let sms: SmsConfig = { kind: 'log' };
  const s = choose(env, 'SMS_PROVIDER', 'aliyun', SMS_REQUIRED);
  if (s.chosen && s.missing.length) half('短信', `SMS_PROVIDER=aliyun 但缺少 ${s.missing.join('、')}`);
  else if (s.stray.length) half('短信', `设置了 ${s.stray.join('、')} 但未设置 SMS_PROVIDER=aliyun`);
  else if (s.chosen)
    sms = {
      kind: 'aliyun',
      accessKeyId: opt(env.ALIYUN_SMS_ACCESS_KEY_ID)!,
      accessKeySecret: opt(env.ALIYUN_SMS_ACCESS_KEY_SECRET)!,
      signName: opt(env.ALIYUN_SMS_SIGN_NAME)!,
      templateCode: opt(env.ALIYUN_SMS_TEMPLATE_CODE)!,
      codeParam: opt(env.ALIYUN_SMS_CODE_PARAM),
      endpoint: url(env, 'ALIYUN_SMS_ENDPOINT'),
    };

  let notifier: NotifierConfig = { kind: 'log' };
  const w = choose(env, 'NOTIFIER', 'wechat', WECHAT_REQUIRED);
  if (w.chosen && w.missing.length) half('微信通知', `NOTIFIER=wechat 但缺少 ${w.missing.join('、')}`);
  else if (w.stray.length) half('微信通知', `设置了 ${w.stray.join('、')} 但未设置 NOTIFIER=wechat`);
  else if (w.chosen)
    notifier = {
      kind: 'wechat',
      appId: opt(env.WECHAT_APP_ID)!,
      appSecret: opt(env.WECHAT_APP_SECRET)!,
      templateId: opt(env.WECHAT_TEMPLATE_ID)!,
      titleKey: opt(env.WECHAT_TEMPLATE_TITLE_KEY),
      bodyKey: opt(env.WECHAT_TEMPLATE_BODY_KEY),
      valueLimit: positive(env, 'WECHAT_VALUE_LIMIT', 20),
      linkBase: url(env, 'WECHAT_LINK_BASE'),
      apiBase: url(env, 'WECHAT_API_BASE'),
    };
  return { sms, notifier, warnings };
}
