/**
 * Edges a careless client hits (issue 13 §5): every bad request answers `{ code, message }` with a Chinese
 * message and our own code, never a framework's `FST_…` code or English text; a call without a body
 * answers the same with or without `Content-Type: application/json`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { demoCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';

let h: Harness;
let director: string;
beforeAll(async () => {
  h = await startHarness();
  director = await h.login('儿童主任');
});
afterAll(async () => {
  await h.close();
});

const CJK = /[\u4e00-\u9fff]/;
const json = { 'content-type': 'application/json' };

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  auth?: boolean;
  status: number;
  code: string;
};

const boundary = '----cwtest';
const CASES: Case[] = [
  {
    name: 'invalid JSON',
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: '{"cellphone":',
    status: 400,
    code: 'INVALID_JSON',
  },
  {
    name: 'an empty body where one is needed',
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: '',
    status: 400,
    code: 'INVALID',
  },
  {
    name: 'a body that fails the schema',
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: '{"cellphone":123}',
    status: 400,
    code: 'INVALID',
  },
  {
    name: 'an unsupported content type',
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/xml' },
    payload: '<a/>',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a body past the limit',
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: JSON.stringify({ cellphone: '1', password: 'x'.repeat(3 * 1024 * 1024) }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  { name: 'an unknown path', method: 'GET', url: '/api/nothing/here', status: 404, code: 'NOT_FOUND' },
  { name: 'a malformed URL', method: 'GET', url: '/api/child/%E0%A4%A', status: 400, code: 'INVALID' },
  {
    name: 'a declared content length the body does not have',
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...json, 'content-length': '5' },
    payload: '{"a":1}',
    status: 400,
    code: 'INVALID',
  },
  {
    name: 'a method the path does not take',
    method: 'PATCH',
    url: '/api/child',
    auth: true,
    headers: json,
    payload: '{}',
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
  {
    name: 'a query that fails the schema',
    method: 'GET',
    url: '/api/child/detail?id=abc',
    auth: true,
    status: 400,
    code: 'INVALID',
  },
  {
    name: 'a list parameter that is not a list',
    method: 'GET',
    url: '/api/apply/count/for/auditor?apply_states=%5B1',
    auth: true,
    status: 400,
    code: 'INVALID',
  },
  {
    name: 'an upload that is not multipart',
    method: 'POST',
    url: '/api/file/image',
    auth: true,
    headers: json,
    payload: '{}',
    status: 400,
    code: 'NOT_MULTIPART',
  },
  {
    name: 'a malformed multipart body',
    method: 'POST',
    url: '/api/file/image',
    auth: true,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
    status: 400,
    code: 'INVALID',
  },
  { name: 'no token', method: 'GET', url: '/api/user/info', status: 401, code: 'UNAUTHORIZED' },
];

describe('every bad request answers { code, message } in Chinese, never FST_', () => {
  it.each(CASES)('$name → $status $code', async (c) => {
    const res = await h.app.inject({
      method: c.method,
      url: c.url,
      payload: c.payload,
      headers: { ...(c.headers ?? {}), ...(c.auth ? { authorization: `Bearer ${director}` } : {}) },
    });
    expect(res.statusCode).toBe(c.status);
    const body = res.json();
    expect(body.code).toBe(c.code);
    expect(body.message).toMatch(CJK);
    expect(res.body).not.toMatch(
      /FST_|Bad Request|Unsupported Media Type|Payload Too Large|Not Found|Body cannot be empty/,
    );
    for (const fe of body.fieldErrors ?? []) expect(fe.message).toMatch(CJK);
  });

  it('gives field errors of a failed schema in Chinese, on the field', async () => {
    const res = await h.call('POST', '/api/auth/login', undefined, { cellphone: 13900000001 });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['cellphone', 'password']);
    for (const e of fieldErrors) expect(e.message).toMatch(CJK);
  });
});

describe('a call that takes no body', () => {
  const signIn = async () =>
    (
      await h.call('POST', '/api/auth/login', undefined, { cellphone: demoCellphone(1), password: DEMO_PASSWORD })
    ).json().token as string;

  it('signs out with Content-Type: application/json and an empty body; the next call is 401', async () => {
    const token = await signIn();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
  });

  it('signs out the same without a content type, and with an empty JSON object', async () => {
    const bare = await signIn();
    expect(
      (
        await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${bare}` } })
      ).json(),
    ).toEqual({ ok: true });
    expect((await h.call('GET', '/api/user/info', bare)).statusCode).toBe(401);
    const object = await signIn();
    expect((await h.call('POST', '/api/auth/logout', object, {})).json()).toEqual({ ok: true });
    expect((await h.call('GET', '/api/user/info', object)).statusCode).toBe(401);
  });
});
