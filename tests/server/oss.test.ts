/**
 * STORAGE=oss against a local stub of the Aliyun HTTP APIs (req children §6.1 "Temporary storage credentials";
 * DESIGN "Images"): a node http server on 127.0.0.1 answering STS AssumeRole and OSS PutObject/GetObject
 * for one bucket, accepting any signature but recording every request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import OSS from 'ali-oss';
import { startHarness, type Harness } from './harness';
import { csChild, csForm, place } from './fixtures';
import { buildApp } from '../../server/app';
import type { OssStorageConfig } from '../../server/config';
import { bucketOrigin, createOssStorage } from '../../server/storage/oss';
import { imageKey } from '../../domain/images';
import { ossClientOptions, randomPart } from '../../src/api/oss-upload';
import type { UploadCredentials } from '../../domain/contracts/file';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ROOT_KEY = { id: 'LTAI-root-key-id', secret: 'root-key-secret-never-sent' };
const STUB_CREDENTIALS = {
  AccessKeyId: 'STS.stub-key',
  AccessKeySecret: 'stub-secret',
  SecurityToken: 'stub-security-token',
  Expiration: '2099-01-01T00:00:00Z',
};

type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

/** The stub: POST /sts = STS AssumeRole (form body); PUT/GET /<key> = OSS Put/GetObject of the cname'd bucket. */
function startStub(): Promise<{ server: Server; port: number; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const rec: Recorded = {
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(rec);
      if (rec.path === '/sts' && rec.method === 'POST') {
        const params = new URLSearchParams(rec.body.toString('utf8'));
        if (params.get('RoleArn')?.endsWith('/broken')) {
          res
            .writeHead(403, { 'content-type': 'application/json' })
            .end(JSON.stringify({ Code: 'NoPermission', Message: 'stub refuses', RequestId: 'r1' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            RequestId: 'r0',
            AssumedRoleUser: { Arn: 'arn', AssumedRoleId: 'id' },
            Credentials: STUB_CREDENTIALS,
          }),
        );
        return;
      }
      const key = rec.path.slice(1);
      if (rec.method === 'PUT') {
        objects.set(key, { body: rec.body, type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"stub-etag"', 'x-oss-request-id': 'put-1' }).end();
        return;
      }
      const object = objects.get(key);
      if (rec.method === 'GET' && object) {
        res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests })),
  );
}

let h: Harness;
let stub: Awaited<ReturnType<typeof startStub>>;
let app: FastifyInstance;
let config: OssStorageConfig;
let director: string, leader: string, centre: string;

beforeAll(async () => {
  h = await startHarness();
  stub = await startStub();
  config = {
    kind: 'oss',
    region: 'oss-cn-shanghai',
    bucket: 'cw-images',
    endpoint: `http://localhost:${stub.port}`,
    cname: true,
    stsEndpoint: `http://127.0.0.1:${stub.port}/sts`,
    accessKeyId: ROOT_KEY.id,
    accessKeySecret: ROOT_KEY.secret,
    roleArn: 'acs:ram::1234567890:role/cw-upload',
  };
  app = await buildApp({
    db: h.handle.db,
    now: () => h.clock.now,
    rateLimitMax: 100_000,
    storage: createOssStorage(config),
  });
  [director, leader, centre] = await Promise.all([h.login('儿童主任'), h.login('分委领导'), h.login('中心领导')]);
});
afterAll(async () => {
  await app?.close();
  stub?.server.closeAllConnections();
  await new Promise((resolve) => stub?.server.close(resolve));
  await h?.close();
});

const get = (a: FastifyInstance, url: string, token?: string) =>
  a.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/aliyun/sts/assume/role', () => {
  it("returns the stub's credentials, and asks STS for PutObject on storage/image/* only, for 900 s", async () => {
    const res = await get(app, '/api/aliyun/sts/assume/role', director);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toEqual({
      ...STUB_CREDENTIALS,
      region: 'oss-cn-shanghai',
      bucket: 'cw-images',
      endpoint: config.endpoint,
      cname: true,
      prefix: 'storage/image/',
    });
    expect(res.body).not.toContain(ROOT_KEY.secret);

    const sts = stub.requests.filter((r) => r.path === '/sts').at(-1)!;
    const params = new URLSearchParams(sts.body.toString('utf8'));
    expect(params.get('Action')).toBe('AssumeRole');
    expect(params.get('RoleArn')).toBe(config.roleArn);
    expect(params.get('AccessKeyId')).toBe(ROOT_KEY.id);
    expect(params.get('DurationSeconds')).toBe('900');
    expect(JSON.parse(params.get('Policy')!)).toEqual({
      Version: '1',
      Statement: [{ Effect: 'Allow', Action: ['oss:PutObject'], Resource: ['acs:oss:*:*:cw-images/storage/image/*'] }],
    });
  });

  it('answers 401 without a token and 403 for a role without files:add', async () => {
    expect((await get(app, '/api/aliyun/sts/assume/role')).statusCode).toBe(401);
    expect((await get(app, '/api/aliyun/sts/assume/role', leader)).statusCode).toBe(403);
  });

  it('answers 503 naming the missing variables when OSS is not configured, and 502 when STS refuses', async () => {
    const bare = await buildApp({
      db: h.handle.db,
      now: () => h.clock.now,
      storage: createOssStorage({ kind: 'oss', cname: false, bucket: 'b' }),
    });
    const broken = await buildApp({
      db: h.handle.db,
      now: () => h.clock.now,
      storage: createOssStorage({ ...config, roleArn: 'acs:ram::1:role/broken' }),
    });
    try {
      const unconfigured = await get(bare, '/api/aliyun/sts/assume/role', director);
      expect(unconfigured.statusCode).toBe(503);
      expect(unconfigured.json()).toEqual({
        code: 'OSS_NOT_CONFIGURED',
        message:
          '对象存储（OSS）尚未配置完整，请联系管理员设置：OSS_REGION、OSS_ACCESS_KEY_ID、OSS_ACCESS_KEY_SECRET、OSS_ROLE_ARN',
      });
      const refused = await get(broken, '/api/aliyun/sts/assume/role', director);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ code: 'OSS_STS_FAILED', message: '获取上传凭证失败，请重试' });
    } finally {
      await bare.close();
      await broken.close();
    }
  });

  it('tells the browser to upload to OSS, refuses server uploads, and lets the CSP reach the bucket', async () => {
    expect((await get(app, '/api/file/config', director)).json()).toEqual({ storage: 'oss' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const post = await app.inject({
      method: 'POST',
      url: '/api/file/image',
      payload: form,
      headers: { authorization: `Bearer ${director}` },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('STORAGE_OSS');
    const csp = String((await get(app, '/api/file/config', director)).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*http://localhost:${stub.port}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*http://localhost:${stub.port}`));
  });
});

describe('upload and read back through the stub', () => {
  it('ali-oss with the STS credentials PUTs to storage/image/{date}/{timestamp}{random}.png; the detail signs a GET URL on the stub', async () => {
    const creds = (await get(app, '/api/aliyun/sts/assume/role', director)).json().detail as UploadCredentials;
    // the options the browser uses (src/api/oss-upload.ts), with node's ali-oss
    const client = new OSS(ossClientOptions(creds, async () => creds));
    const key = imageKey(creds.prefix, new Date(), randomPart(), 'png');
    expect(key).toMatch(/^storage\/image\/\d{4}-\d{2}-\d{2}\/\d{13}[0-9a-f]{12}\.png$/);
    await client.put(key, PNG, { mime: 'image/png' });

    const put = stub.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.path).toBe(`/${key}`);
    expect(put.headers['x-oss-security-token']).toBe(STUB_CREDENTIALS.SecurityToken);
    expect(put.headers.authorization).toMatch(new RegExp(`^OSS ${STUB_CREDENTIALS.AccessKeyId.replace('.', '\\.')}:`));
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.body.equals(PNG)).toBe(true);

    const shuiguan = await place(h, '昭阳街道', '水关居委会');
    const form = csForm(shuiguan, {
      child_disability: '重病',
      child_disability_disease_img: [{ image_url: key, image_name: '诊断书' }],
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/child',
      payload: csChild(form),
      headers: { authorization: `Bearer ${centre}` },
    });
    expect(created.statusCode).toBe(200);
    const detail = (await get(app, `/api/child/detail?id=${created.json().id}`, director)).json().detail;
    const signed = new URL(detail.image_urls[key]);
    expect(signed.origin).toBe(`http://localhost:${stub.port}`);
    expect(signed.pathname).toBe(`/${key}`);
    expect(signed.searchParams.get('OSSAccessKeyId')).toBe(ROOT_KEY.id);
    expect(Number(signed.searchParams.get('Expires')) - Date.now() / 1000).toBeGreaterThan(590);
    expect(signed.searchParams.get('Signature')).toBeTruthy();

    const read = await fetch(signed);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${key}` });
  });

  it('signs only storage/image/ paths', () => {
    const storage = createOssStorage(config);
    expect(storage.signedUrl('image/2026-01-01/1700000000000abcdef012345.png', new Date())).toBeNull();
    expect(storage.signedUrl('storage/image/../secret.png', new Date())).toBeNull();
    expect(storage.signedUrl('storage/image/2026-01-01/1700000000000abcdef012345.png', new Date())).toMatch(
      /^http:\/\/localhost:\d+\/storage\/image\//,
    );
  });
});

describe('bucketOrigin', () => {
  it.each([
    [{ region: 'oss-cn-shanghai', bucket: 'b' }, 'https://b.oss-cn-shanghai.aliyuncs.com'],
    [
      { bucket: 'b', endpoint: 'oss-cn-shanghai-internal.aliyuncs.com' },
      'https://b.oss-cn-shanghai-internal.aliyuncs.com',
    ],
    [{ bucket: 'b', endpoint: 'https://img.example.org', cname: true }, 'https://img.example.org'],
    [{ region: 'oss-cn-shanghai' }, null],
  ])('%j → %s', (c, origin) => {
    expect(bucketOrigin({ cname: false, ...c })).toBe(origin);
  });
});
