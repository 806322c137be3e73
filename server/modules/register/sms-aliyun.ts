/**
 * The Aliyun SMS sender (req register §2 `POST account/sms`; docs/deploy.md "SMS codes"): sends the registration code
 * through Aliyun's SMS service (`SendSms` of dysmsapi 2017-05-25, with the official SDK `@alicloud/dysmsapi20170525`,
 * which signs each request with ACS3-HMAC-SHA256). Chosen by SMS_PROVIDER=aliyun (server/config-messaging.ts); the key
 * stays on the server. The template is the operator's: it must carry one variable `${code}` (or the name set in
 * ALIYUN_SMS_CODE_PARAM).
 *
 * Failure is never success: an HTTP error, a timeout or an answer whose `Code` is not `OK` (`isv.BUSINESS_LIMIT_CONTROL`,
 * `isv.MOBILE_NUMBER_ILLEGAL` …) rejects with an `SmsSendError` naming Aliyun's code, so the caller answers 503 and the
 * code is not reported as sent.
 */
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsSender } from './sms';

/** The settings of the Aliyun sender (server/config-messaging.ts `AliyunSmsConfig`). */
export type AliyunSmsSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名, as approved in the Aliyun console. */
  signName: string;
  /** 模板 CODE (SMS_123456789) of a verification-code template. */
  templateCode: string;
  /** The template's variable that receives the code (default `code`). */
  codeParam?: string;
  /** `https://dysmsapi.aliyuncs.com` by default; another URL (a stub in tests, a regional endpoint). */
  endpoint?: string;
  /** ms to wait for the connection and for the answer (default 5000 each). */
  timeoutMs?: number;
};

/** A send that Aliyun refused or that did not reach it: `code` is Aliyun's (`isv.…`) or the transport's. */
export class SmsSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Splits `https://host:port` (or a bare host) into the SDK's protocol and endpoint host. */
function endpointOf(url: string | undefined): { protocol: string; endpoint: string } {
  if (!url) return { protocol: 'https', endpoint: 'dysmsapi.aliyuncs.com' };
  if (!/^https?:\/\//i.test(url)) return { protocol: 'https', endpoint: url };
  const parsed = new URL(url);
  return { protocol: parsed.protocol.replace(':', ''), endpoint: parsed.host };
}

/** The sender over the SDK client; one client for the process (it keeps no per-send state). */
export function aliyunSmsSender(settings: AliyunSmsSettings): SmsSender {
  const { protocol, endpoint } = endpointOf(settings.endpoint);
  const timeout = settings.timeoutMs ?? 5000;
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint,
      protocol,
      connectTimeout: timeout,
      readTimeout: timeout,
    }),
  );
  const param = settings.codeParam ?? 'code';
  return {
    async send(cellphone, code) {
      const request = new SendSmsRequest({
        phoneNumbers: cellphone,
        signName: settings.signName,
        templateCode: settings.templateCode,
        templateParam: JSON.stringify({ [param]: code }),
      });
      let answer: { code?: string; message?: string } | undefined;
      try {
        answer = (await client.sendSms(request)).body;
      } catch (error) {
        const e = error as { code?: string; message?: string };
        throw new SmsSendError(e.code ?? 'NETWORK', `阿里云短信发送失败：${e.message ?? String(error)}`);
      }
      if (answer?.code !== 'OK')
        throw new SmsSendError(
          answer?.code ?? 'NO_ANSWER',
          `阿里云短信发送失败：${answer?.code} ${answer?.message ?? ''}`,
        );
    },
  };
}
