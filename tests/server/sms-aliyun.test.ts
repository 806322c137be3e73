/**
 * The Aliyun SMS sender (server/modules/register/sms-aliyun.ts; req register §2) against a local stub of dysmsapi's
 * SendSms: the stub checks what the SDK sends — the action and version, the phone, sign name, template and code, and the
 * ACS3-HMAC-SHA256 signature recomputed here from Aliyun's published algorithm with the stub's own copy of the secret —
 * and answers success, a business refusal (HTTP 200, Code ≠ OK) or an HTTP error. A refusal rejects; it is never success.
 * Through the app, POST /api/account/sms answers 200 only when the stub accepted the code, else 503 验证码发送失败.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { aliyunSmsSender, SmsSendError } from '../../server/modules/register/sms-aliyun';
import { startHarness } from './harness';
import { startStub, type Stub, type StubAnswer, type StubRequest } from './stub-http';

const KEY_ID = 'LTAI5tStubKeyId';
const SECRET = 'stub-secret-not-real';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** RFC 3986 percent-encoding as Aliyun's V3 signature wants it. */
const pct = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature check of Aliyun's V3 (ACS3-HMAC-SHA256) as the service makes it; the reason it fails, or null. */
function signatureProblem(req: StubRequest): string | null {
  const auth = String(req.headers.authorization ?? '');
  const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return `Authorization 格式不对：${auth}`;
  const [, credential, signedHeaders, signature] = m;
  if (credential !== KEY_ID) return 'InvalidAccessKeyId.NotFound';
  const names = signedHeaders.split(';');
  for (const required of [
    'host',
    'x-acs-action',
    'x-acs-content-sha256',
    'x-acs-date',
    'x-acs-signature-nonce',
    'x-acs-version',
  ])
    if (!names.includes(required)) return `未签名 ${required}`;
  if (req.headers['x-acs-content-sha256'] !== sha256(req.body)) return 'x-acs-content-sha256 与请求体不符';
  const canonicalQuery = [...req.query.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${pct(k)}=${pct(v)}`)
    .join('&');
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const canonicalRequest = [
    req.method,
    req.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    sha256(req.body),
  ].join('\n');
  const expected = createHmac('sha256', SECRET)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`)
    .digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

/** What the stub answers next (the tests set it). */
let next: 'ok' | 'limited' | 'http500' = 'ok';
let stub: Stub;

function answer(req: StubRequest): StubAnswer {
  const problem = signatureProblem(req);
  if (problem) return { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: problem, RequestId: 'R-sig' } };
  if (next === 'http500')
    return { status: 500, json: { Code: 'InternalError', Message: '服务暂不可用', RequestId: 'R-500' } };
  if (next === 'limited')
    return { json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: 'R-limit' } };
  return { json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'R-ok' } };
}

const settings = (over: Partial<Parameters<typeof aliyunSmsSender>[0]> = {}) => ({
  accessKeyId: KEY_ID,
  accessKeySecret: SECRET,
  signName: '兴化儿童关爱',
  templateCode: 'SMS_480015001',
  endpoint: stub.url,
  ...over,
});

beforeAll(async () => {
  stub = await startStub(answer);
});
afterAll(async () => {
  await stub.close();
});

describe('the Aliyun SMS sender', () => {
  it('sends SendSms with the phone, sign, template and code, signed as the SDK signs it', async () => {
    next = 'ok';
    const before = stub.requests.length;
    await aliyunSmsSender(settings()).send('13912345678', '482913');
    const req = stub.requests.at(-1)!;
    expect(stub.requests.length).toBe(before + 1);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/');
    expect(req.headers['x-acs-action']).toBe('SendSms');
    expect(req.headers['x-acs-version']).toBe('2017-05-25');
    expect(Object.fromEntries(req.query)).toEqual({
      PhoneNumbers: '13912345678',
      SignName: '兴化儿童关爱',
      TemplateCode: 'SMS_480015001',
      TemplateParam: '{"code":"482913"}',
    });
    expect(signatureProblem(req)).toBeNull();
    // the date is now (ISO 8601 UTC) and each request has its own nonce
    const sentAt = Date.parse(String(req.headers['x-acs-date']));
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    await aliyunSmsSender(settings()).send('13912345678', '100200');
    expect(stub.requests.at(-1)!.headers['x-acs-signature-nonce']).not.toBe(req.headers['x-acs-signature-nonce']);
    // the secret itself never travels
    expect(JSON.stringify(stub.requests)).not.toContain(SECRET);
  });

  it('puts the code under the template variable the operator named', async () => {
    next = 'ok';
    await aliyunSmsSender(settings({ codeParam: 'number' })).send('13912345678', '777111');
    expect(stub.requests.at(-1)!.query.get('TemplateParam')).toBe('{"number":"777111"}');
  });

  it('rejects when Aliyun answers a Code other than OK (HTTP 200)', async () => {
    next = 'limited';
    const sending = aliyunSmsSender(settings()).send('13912345678', '482913');
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL' });
  });

  it('rejects on an HTTP error and on a wrong secret (the stub refuses the signature)', async () => {
    next = 'http500';
    await expect(aliyunSmsSender(settings()).send('13912345678', '1')).rejects.toMatchObject({ code: 'InternalError' });
    next = 'ok';
    await expect(
      aliyunSmsSender(settings({ accessKeySecret: 'another-secret' })).send('13912345678', '1'),
    ).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('rejects when the service cannot be reached', async () => {
    const closed = await startStub(answer);
    await closed.close();
    await expect(
      aliyunSmsSender(settings({ endpoint: closed.url, timeoutMs: 2000 })).send('13912345678', '1'),
    ).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('POST /api/account/sms with the Aliyun sender', () => {
  it('answers 200 when Aliyun accepted the code and 503 when it refused it', async () => {
    const h = await startHarness({ demo: false });
    const app = await buildApp({
      db: h.handle.db,
      now: () => h.clock.now,
      rateLimitMax: 100_000,
      sms: aliyunSmsSender(settings()),
    });
    try {
      next = 'ok';
      const ok = await app.inject({ method: 'POST', url: '/api/account/sms', payload: { cellphone: '13955550001' } });
      expect(ok.statusCode, ok.body).toBe(200);
      const code = JSON.parse(stub.requests.at(-1)!.query.get('TemplateParam')!).code as string;
      expect(code).toMatch(/^\d{6}$/);
      expect(stub.requests.at(-1)!.query.get('PhoneNumbers')).toBe('13955550001');
      next = 'limited';
      const refused = await app.inject({
        method: 'POST',
        url: '/api/account/sms',
        payload: { cellphone: '13955550002' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('验证码发送失败，请稍后再试');
    } finally {
      await app.close();
      await h.close();
    }
  });
});
