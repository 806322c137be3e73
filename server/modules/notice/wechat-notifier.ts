/**
 * The WeChat notifier (req filetransfer §5 `wechat/send/message`; docs/deploy.md "Notifications"): delivers a notice as a
 * 公众号 template message (`POST /cgi-bin/message/template/send`) to the user's WeChat open id. Chosen by NOTIFIER=wechat
 * (server/config-messaging.ts). The app secret stays on the server.
 *
 * - **Access token.** Fetched with `GET /cgi-bin/token?grant_type=client_credential&appid&secret`, kept in memory until
 *   five minutes before its `expires_in`, shared by concurrent sends (one fetch at a time). When WeChat answers that the
 *   token is invalid or expired (40001, 40014, 42001), it is fetched again once and the send retried once.
 * - **Template.** One template (WECHAT_TEMPLATE_ID) with two fields: the notice's title goes to `titleKey`, its body to
 *   `bodyKey` (defaults `thing1`, `thing2`), each cut to `valueLimit` characters (20, a `thing` field's limit; the whole
 *   text stays under 我的通知). A link opens `linkBase` + the console path when `linkBase` is set.
 * - **Failure is never success.** No open id for the user, a token refused, an HTTP error or an `errcode` other than 0
 *   rejects with a `WechatSendError`; the notice service logs it (the notice itself is kept either way).
 */
import type { NoticeMessage, Notifier } from './notifier';

export type WechatSettings = {
  appId: string;
  appSecret: string;
  templateId: string;
  /** `https://api.weixin.qq.com` by default (a stub in tests). */
  apiBase?: string;
  /** The console's public address (`https://care.example.cn`): a notice's link opens there; unset: no link. */
  linkBase?: string;
  titleKey?: string;
  bodyKey?: string;
  /** Characters kept of each template value (default 20). */
  valueLimit?: number;
  /** ms before a call to WeChat is abandoned (default 5000). */
  timeoutMs?: number;
};

export type WechatDeps = {
  /** The user's open id under this 公众号, or null when they have none (server/modules/user `wechatOpenIdOf`). */
  openIdOf: (user: number) => Promise<string | null>;
  now: () => Date;
  fetch?: typeof fetch;
};

/** A delivery WeChat refused or that did not reach it: `code` is WeChat's errcode (as text) or ours (NO_OPENID, HTTP_…). */
export class WechatSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WechatSendError';
  }
}

const TOKEN_ERRORS = new Set([40001, 40014, 42001]);
const REFRESH_MARGIN_MS = 5 * 60_000;

type WechatAnswer = { errcode?: number; errmsg?: string; access_token?: string; expires_in?: number; msgid?: number };

export function createWechatNotifier(settings: WechatSettings, deps: WechatDeps): Notifier {
  const base = (settings.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  const doFetch = deps.fetch ?? fetch;
  const limit = settings.valueLimit ?? 20;
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function call(url: string, init?: RequestInit): Promise<WechatAnswer> {
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs ?? 5000) });
    } catch (error) {
      throw new WechatSendError('NETWORK', `微信接口无法访问：${(error as Error).message}`);
    }
    if (!res.ok) throw new WechatSendError(`HTTP_${res.status}`, `微信接口答复 HTTP ${res.status}`);
    try {
      return (await res.json()) as WechatAnswer;
    } catch {
      throw new WechatSendError('BAD_ANSWER', '微信接口的答复不是 JSON');
    }
  }

  async function fetchToken(): Promise<string> {
    const q = new URLSearchParams({
      grant_type: 'client_credential',
      appid: settings.appId,
      secret: settings.appSecret,
    });
    const a = await call(`${base}/cgi-bin/token?${q}`);
    if (!a.access_token || (a.errcode ?? 0) !== 0)
      throw new WechatSendError(
        String(a.errcode ?? 'NO_TOKEN'),
        `获取微信 access_token 失败：${a.errcode} ${a.errmsg ?? ''}`,
      );
    const life = (a.expires_in ?? 7200) * 1000;
    cached = { token: a.access_token, until: deps.now().getTime() + Math.max(life - REFRESH_MARGIN_MS, 0) };
    return a.access_token;
  }

  /** The cached token while it is good, else one fetch shared by every send waiting for it. */
  async function token(): Promise<string> {
    if (cached && deps.now().getTime() < cached.until) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  const cut = (text: string) => (text.length > limit ? `${text.slice(0, Math.max(limit - 1, 1))}…` : text);

  function payload(openid: string, message: NoticeMessage) {
    return {
      touser: openid,
      template_id: settings.templateId,
      ...(settings.linkBase && message.link ? { url: `${settings.linkBase.replace(/\/+$/, '')}${message.link}` } : {}),
      data: {
        [settings.titleKey ?? 'thing1']: { value: cut(message.title) },
        [settings.bodyKey ?? 'thing2']: { value: cut(message.body) },
      },
    };
  }

  async function sendOnce(openid: string, message: NoticeMessage): Promise<WechatAnswer> {
    const t = await token();
    return call(`${base}/cgi-bin/message/template/send?access_token=${encodeURIComponent(t)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload(openid, message)),
    });
  }

  return {
    channel: 'wechat',
    async send(to, message) {
      const openid = await deps.openIdOf(to);
      if (!openid) throw new WechatSendError('NO_OPENID', `用户 ${to} 未绑定微信（无 OpenID），通知未发送到微信`);
      let a = await sendOnce(openid, message);
      if (a.errcode !== undefined && TOKEN_ERRORS.has(a.errcode)) {
        cached = null;
        a = await sendOnce(openid, message);
      }
      if ((a.errcode ?? -1) !== 0)
        throw new WechatSendError(
          String(a.errcode ?? 'NO_ANSWER'),
          `微信模板消息发送失败：${a.errcode} ${a.errmsg ?? ''}`,
        );
    },
  };
}
