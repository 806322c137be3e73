/**
 * Which SMS sender and notifier the environment chooses (server/config-messaging.ts, server/messaging.ts; docs/deploy.md)
 * and a notice's way to a user's WeChat: 系统管理 enters the user's open id on the account, the centre's message then
 * reaches a local stub of the 公众号 API at that open id; a refusal is logged, and the notice is kept under 我的通知.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadMessagingConfig } from '../../server/config-messaging';
import { createMessaging } from '../../server/messaging';
import { startHarness, type Harness } from './harness';
import { startStub, type Stub, type StubAnswer } from './stub-http';

const SMS = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tStubKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'stub-secret',
  ALIYUN_SMS_SIGN_NAME: '兴化儿童关爱',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_480015001',
};
const WECHAT = { NOTIFIER: 'wechat', WECHAT_APP_ID: 'wx01', WECHAT_APP_SECRET: 's3cret', WECHAT_TEMPLATE_ID: 'tmpl-1' };

describe('the messaging configuration', () => {
  it('uses the log sender and notifier when nothing is set', () => {
    expect(loadMessagingConfig({}, true)).toEqual({ sms: { kind: 'log' }, notifier: { kind: 'log' }, warnings: [] });
  });

  it('chooses Aliyun and WeChat when every variable is set', () => {
    const c = loadMessagingConfig({ ...SMS, ...WECHAT, WECHAT_LINK_BASE: 'https://care.example.cn' }, true);
    expect(c.sms).toMatchObject({ kind: 'aliyun', accessKeyId: 'LTAI5tStubKeyId', templateCode: 'SMS_480015001' });
    expect(c.notifier).toMatchObject({ kind: 'wechat', appId: 'wx01', templateId: 'tmpl-1', valueLimit: 20 });
    expect(c.warnings).toEqual([]);
  });

  it('refuses a production start with half a configuration, naming what is missing', () => {
    const { ALIYUN_SMS_TEMPLATE_CODE: _, ...noTemplate } = SMS;
    expect(() => loadMessagingConfig(noTemplate, true)).toThrow(/SMS_PROVIDER=aliyun 但缺少 ALIYUN_SMS_TEMPLATE_CODE/);
    expect(() => loadMessagingConfig({ WECHAT_APP_SECRET: 'x' }, true)).toThrow(
      /设置了 WECHAT_APP_SECRET 但未设置 NOTIFIER=wechat/,
    );
    expect(() => loadMessagingConfig({ NOTIFIER: 'wechat', WECHAT_APP_ID: 'wx01' }, true)).toThrow(
      /缺少 WECHAT_APP_SECRET、WECHAT_TEMPLATE_ID/,
    );
    expect(() => loadMessagingConfig({ SMS_PROVIDER: 'tencent' }, false)).toThrow(/SMS_PROVIDER 不合法/);
    expect(() => loadMessagingConfig({ ...WECHAT, WECHAT_LINK_BASE: 'care.example.cn' }, true)).toThrow(
      /WECHAT_LINK_BASE 不合法/,
    );
  });

  it('outside production falls back to the log sender and says why', () => {
    const c = loadMessagingConfig({ SMS_PROVIDER: 'aliyun' }, false);
    expect(c.sms).toEqual({ kind: 'log' });
    expect(c.warnings[0]).toMatch(/短信配置不完整：SMS_PROVIDER=aliyun 但缺少 ALIYUN_SMS_ACCESS_KEY_ID/);
  });
});

describe('a notice to a user’s WeChat', () => {
  let h: Harness;
  let app: FastifyInstance;
  let stub: Stub;
  let refuse = false;
  const logLines: string[] = [];
  const token = { admin: '', centre: '' };

  beforeAll(async () => {
    stub = await startStub((req): StubAnswer => {
      if (req.path === '/cgi-bin/token') return { json: { access_token: 'T1', expires_in: 7200 } };
      return {
        json: refuse ? { errcode: 43004, errmsg: 'require subscribe' } : { errcode: 0, errmsg: 'ok', msgid: 1 },
      };
    });
    h = await startHarness();
    const config = loadMessagingConfig(
      { ...WECHAT, WECHAT_API_BASE: stub.url, WECHAT_LINK_BASE: 'https://care.example.cn' },
      true,
    );
    const messaging = createMessaging(config, { db: h.handle.db, now: () => h.clock.now, log: () => {} });
    app = await buildApp({
      db: h.handle.db,
      now: () => h.clock.now,
      rateLimitMax: 100_000,
      notifier: messaging.notifier,
      logger: {
        level: 'error',
        stream: new Writable({
          write(chunk, _enc, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
    token.admin = await h.login('系统管理');
    token.centre = await h.login('中心管理');
  });
  afterAll(async () => {
    await app.close();
    await h.close();
    await stub.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, t: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${t}` } });

  it('goes to the open id 系统管理 entered, and a refusal is logged while the notice is kept', async () => {
    const volunteer = (await call('GET', '/api/user/list/for/role?keyword=13900000006', token.admin)).json().list[0];
    const bad = await call('PUT', '/api/user', token.admin, { ...volunteer, wechat_openid: 'not an id' });
    expect(bad.statusCode).toBe(400);
    const openid = 'oX1a2B3c4D5e6F7g8H9i0J1k2L3m';
    const saved = await call('PUT', '/api/user', token.admin, { ...volunteer, wechat_openid: openid });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await call('GET', '/api/user/list/for/role?keyword=13900000006', token.admin)).json().list[0];
    expect(listed.wechat_openid).toBe(openid);

    const sent = await call('POST', '/api/wechat/send/message', token.centre, {
      to: volunteer.id,
      title: '培训通知',
      body: '周六上午九点培训',
      link: '/notice/mine',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = JSON.parse(stub.requests.filter((r) => r.path.endsWith('/template/send')).at(-1)!.body);
    expect(message).toMatchObject({
      touser: openid,
      template_id: 'tmpl-1',
      url: 'https://care.example.cn/notice/mine',
      data: { thing1: { value: '培训通知' }, thing2: { value: '周六上午九点培训' } },
    });

    refuse = true;
    const refused = await call('POST', '/api/wechat/send/message', token.centre, {
      to: volunteer.id,
      title: '第二次通知',
      body: '内容',
    });
    expect(refused.statusCode).toBe(200);
    const mine = (await call('GET', '/api/notification/list', await h.login('志愿人员'))).json().list;
    expect(mine.map((n: { notification_title: string }) => n.notification_title)).toContain('第二次通知');
    expect(logLines.join('')).toMatch(
      /notification delivery failed[\s\S]*43004|43004[\s\S]*notification delivery failed/,
    );
  });
});
