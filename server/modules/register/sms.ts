/**
 * SMS senders (req register §2 `POST account/sms`): how a code reaches a cellphone. SMS_PROVIDER chooses
 * (docs/deploy.md, server/config-messaging.ts): `aliyun` is the Aliyun sender (sms-aliyun.ts); without a provider the
 * default sender below writes the code to the server log at `warn` level, where whoever runs the console reads it and
 * tells the volunteer. A sender is given to the app as its `sms` option (server/app.ts).
 */

/** Sends `code` to `cellphone`; rejects when the code could not be handed over (the caller answers 503). */
export type SmsSender = { send(cellphone: string, code: string): Promise<void> };

/** A logger as pino and Fastify's `app.log` have it. */
type Logger = { warn: (obj: Record<string, unknown>, msg: string) => void };

/** The default sender: the code goes to `log` (the server log), nowhere else. */
export function logSmsSender(log: Logger): SmsSender {
  return {
    async send(cellphone, code) {
      log.warn({ sms: { cellphone, code } }, `短信验证码（未接入短信服务，请转告用户）：${cellphone} → ${code}`);
    },
  };
}
