/**
 * The WeChat template-message notifier (server/modules/notice/wechat-notifier.ts; req filetransfer §5) against a local
 * stub of the 公众号 API: the stub checks the token request (appid, secret, grant_type) and each template message
 * (access_token, touser, template_id, data, url) and answers success, an expired token, a refusal or an HTTP error.
 * The token is fetched once and reused until it nears expiry; a refused message rejects, it is never success.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWechatNotifier, WechatSendError } from '../../server/modules/notice/wechat-notifier';
import { startStub, type Stub, type StubAnswer, type StubRequest } from './stub-http';

const APP_ID = 'wx0123456789abcdef';
const SECRET = 'stub-app-secret';
const TEMPLATE = 'tmpl-REMINDER-01';

let stub: Stub;
let tokens = 0;
/** What the send endpoint answers next, once (then success). */
let nextSend: StubAnswer | null = null;
let tokenAnswer: StubAnswer | null = null;
const clock = { now: new Date('2026-11-27T02:00:00Z') };

function answer(req: StubRequest): StubAnswer {
  if (req.path === '/cgi-bin/token') {
    if (tokenAnswer) return tokenAnswer;
    const q = req.query;
    if (req.method !== 'GET' || q.get('grant_type') !== 'client_credential' || q.get('appid') !== APP_ID)
      return { json: { errcode: 40013, errmsg: 'invalid appid' } };
    if (q.get('secret') !== SECRET) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
    tokens += 1;
    return { json: { access_token: `TOKEN-${tokens}`, expires_in: 7200 } };
  }
  if (req.path === '/cgi-bin/message/template/send') {
    if (req.method !== 'POST') return { status: 405, json: {} };
    if (req.query.get('access_token') !== `TOKEN-${tokens}`)
      return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' } };
    const body = JSON.parse(req.body) as { touser?: string; template_id?: string; data?: object };
    if (!body.touser || body.template_id !== TEMPLATE || !body.data)
      return { json: { errcode: 47001, errmsg: 'data format error' } };
    if (nextSend) {
      const a = nextSend;
      nextSend = null;
      return a;
    }
    return { json: { errcode: 0, errmsg: 'ok', msgid: 200228332 } };
  }
  return { status: 404, json: {} };
}

const openIds: Record<number, string> = { 7: 'oUser7-openid', 8: 'oUser8-openid' };
const notifier = (over: Partial<Parameters<typeof createWechatNotifier>[0]> = {}) =>
  createWechatNotifier(
    { appId: APP_ID, appSecret: SECRET, templateId: TEMPLATE, apiBase: stub.url, ...over },
    { openIdOf: async (id) => openIds[id] ?? null, now: () => clock.now },
  );
const sends = () => stub.requests.filter((r) => r.path === '/cgi-bin/message/template/send');
const tokenCalls = () => stub.requests.filter((r) => r.path === '/cgi-bin/token');

beforeAll(async () => {
  stub = await startStub(answer);
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  nextSend = null;
  tokenAnswer = null;
});

describe('the WeChat notifier', () => {
  it('sends the template message to the user’s open id with title, body and the console link', async () => {
    const n = notifier({ linkBase: 'https://care.example.cn/' });
    expect(n.channel).toBe('wechat');
    await n.send(7, { title: '您有新的工单', body: '工单已派给您', link: '/taskList/MyTaskList' });
    expect(tokenCalls()).toHaveLength(1);
    const body = JSON.parse(sends()[0].body);
    expect(body).toEqual({
      touser: 'oUser7-openid',
      template_id: TEMPLATE,
      url: 'https://care.example.cn/taskList/MyTaskList',
      data: { thing1: { value: '您有新的工单' }, thing2: { value: '工单已派给您' } },
    });
    // the secret goes only to the token call, never in a message
    expect(sends()[0].rawQuery).not.toContain(SECRET);
    expect(sends()[0].body).not.toContain(SECRET);
  });

  it('cuts long values to the template’s limit and uses the configured field names, without a link base no url', async () => {
    await notifier({ titleKey: 'first', bodyKey: 'keyword1', valueLimit: 10 }).send(8, {
      title: '您的申请已通过',
      body: '您提交的儿童创建申请（编号 12）终审通过。',
      link: '/children/childCheck',
    });
    const body = JSON.parse(sends()[0].body);
    expect(body.url).toBeUndefined();
    expect(body.data).toEqual({ first: { value: '您的申请已通过' }, keyword1: { value: '您提交的儿童创建申…' } });
  });

  it('fetches the token once and reuses it until five minutes before it expires', async () => {
    const n = notifier();
    await Promise.all([n.send(7, { title: 'a', body: 'b' }), n.send(8, { title: 'c', body: 'd' })]);
    await n.send(7, { title: 'e', body: 'f' });
    expect(tokenCalls()).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 7200_000 - 4 * 60_000);
    await n.send(7, { title: 'g', body: 'h' });
    expect(tokenCalls()).toHaveLength(2);
    expect(sends().at(-1)!.query.get('access_token')).toBe(`TOKEN-${tokens}`);
  });

  it('fetches a new token and retries once when WeChat says the token is no longer valid', async () => {
    const n = notifier();
    await n.send(7, { title: 'a', body: 'b' });
    tokens += 1; // the token was renewed elsewhere: the cached one is now refused with 40001
    await n.send(7, { title: 'c', body: 'd' });
    expect(sends()).toHaveLength(3);
    expect(sends()[1].query.get('access_token')).not.toBe(sends()[2].query.get('access_token'));
  });

  it('rejects when WeChat refuses the message, answers an HTTP error, or refuses the app secret', async () => {
    nextSend = { json: { errcode: 43004, errmsg: 'require subscribe' } };
    const n = notifier();
    await expect(n.send(7, { title: 'a', body: 'b' })).rejects.toMatchObject({ code: '43004' });
    nextSend = { status: 502, json: {} };
    await expect(n.send(7, { title: 'a', body: 'b' })).rejects.toMatchObject({ code: 'HTTP_502' });
    await expect(notifier({ appSecret: 'wrong' }).send(7, { title: 'a', body: 'b' })).rejects.toMatchObject({
      code: '40125',
    });
  });

  it('rejects without calling WeChat when the user has no open id, and when WeChat cannot be reached', async () => {
    await expect(notifier().send(99, { title: 'a', body: 'b' })).rejects.toMatchObject({ code: 'NO_OPENID' });
    expect(stub.requests).toHaveLength(0);
    const gone = await startStub(answer);
    await gone.close();
    await expect(notifier({ apiBase: gone.url }).send(7, { title: 'a', body: 'b' })).rejects.toBeInstanceOf(
      WechatSendError,
    );
  });
});
