/**
 * Local image storage (DESIGN "Images"; req children §6.1, req gta §9.2): uploads checked by their bytes and size,
 * stored under FILES_DIR, read only through short-lived signed URLs, and signed only inside a record the
 * caller may read.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './harness';
import { childApply, csChild, csForm, place } from './fixtures';
import { buildApp } from '../../server/app';
import { loadStorageConfig } from '../../server/config';
import { createStorage, readOrCreateSecret } from '../../server/storage/create-storage';
import { createLocalStorage } from '../../server/storage/local';
import { collectImageUrls } from '../../server/storage/image-urls';
import { IMAGE_MAX_BYTES } from '../../domain/images';

/** A real 1×1 PNG and a real 1×1 JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A PNG padded with trailing bytes to `size` (file-type reads the header; the size check counts every byte). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);

let h: Harness;
let app: FastifyInstance;
let filesDir: string;
let centre: string, director: string, leader: string, police: string;
let shuiguan: { town: number; village: number };

beforeAll(async () => {
  h = await startHarness();
  filesDir = mkdtempSync(join(tmpdir(), 'files-test-'));
  // The harness's database and sessions, an app over a storage whose directory the test can look into.
  app = await buildApp({
    db: h.handle.db,
    now: () => h.clock.now,
    rateLimitMax: 100_000,
    storage: createLocalStorage({ filesDir, secret: 'x'.repeat(64) }),
  });
  [centre, director, leader, police] = await Promise.all([
    h.login('中心领导'),
    h.login('儿童主任'),
    h.login('分委领导'),
    h.login('公安护航'),
  ]);
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await app.close();
  await h.close();
  rmSync(filesDir, { recursive: true, force: true });
});

function upload(token: string | undefined, bytes: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return app.inject({
    method: 'POST',
    url: '/api/file/image',
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/file/image', () => {
  it('stores a real PNG under FILES_DIR/image/{date}/ and answers image_url, image_suffix and a signed url', async () => {
    const res = await upload(director, PNG, '证明.png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.image_url).toMatch(/^image\/\d{4}-\d{2}-\d{2}\/\d{13}[0-9a-f]{12}\.png$/);
    expect(body.image_suffix).toBe('png');
    expect(readFileSync(join(filesDir, body.image_url)).equals(PNG)).toBe(true);
    expect(body.url).toMatch(
      new RegExp(`^/files/${body.image_url.replace(/\./g, '\\.')}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const expires = Number(new URL(body.url, 'http://x').searchParams.get('expires'));
    expect(expires - Math.floor(h.clock.now.getTime() / 1000)).toBe(600);
  });

  it('stores a JPEG named .png as .jpg (the real type wins)', async () => {
    const res = await upload(centre, JPEG, 'photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image_suffix: 'jpg' });
    expect(res.json().image_url).toMatch(/\.jpg$/);
  });

  it.each([
    ['text bytes named .jpg', Buffer.from('这不是图片，只是一些文字 just text'), 'fake.jpg', 'image/jpeg'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif'],
    ['a PDF named .png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'scan.png', 'image/png'],
  ])('rejects %s with 请上传jpg或png格式的图片 and stores nothing', async (_, bytes, name, type) => {
    const before = listFiles();
    const res = await upload(director, bytes, name, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TYPE', message: '请上传jpg或png格式的图片' });
    expect(listFiles()).toEqual(before);
  });

  it('accepts exactly 5 MB and rejects one byte more with 文件过大，图片大小不能超过5MB', async () => {
    expect((await upload(director, pngOfSize(IMAGE_MAX_BYTES), 'max.png')).statusCode).toBe(200);
    const before = listFiles();
    const res = await upload(director, pngOfSize(IMAGE_MAX_BYTES + 1), 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: '文件过大，图片大小不能超过5MB' });
    expect(listFiles()).toEqual(before);
  });

  it('answers 401 without a token, 403 for a role without files:add, 400 without a file', async () => {
    expect((await upload(undefined, PNG, 'a.png')).statusCode).toBe(401);
    const forbidden = await upload(leader, PNG, 'a.png');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('您没有权限执行此操作');
    const json = await app.inject({
      method: 'POST',
      url: '/api/file/image',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${director}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it('GET /api/file/config tells the browser the storage; the STS call says local storage', async () => {
    expect((await get('/api/file/config', director)).json()).toEqual({ storage: 'local' });
    expect((await get('/api/file/config', leader)).statusCode).toBe(403);
    const sts = await get('/api/aliyun/sts/assume/role', director);
    expect(sts.statusCode).toBe(404);
    expect(sts.json()).toEqual({ code: 'STORAGE_LOCAL', message: '当前使用本地存储' });
  });
});

describe('GET /files/* (signed URLs)', () => {
  it('serves the bytes with the content type and a private 10-minute cache, without a session', async () => {
    const { url } = (await upload(director, PNG, 'a.png')).json();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 403 for a tampered signature, another path, a missing signature or an expired URL', async () => {
    const { url, image_url } = (await upload(director, PNG, 'a.png')).json();
    const other = (await upload(director, JPEG, 'b.jpg')).json().image_url;
    const sig = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0');
    expect((await get(url.replace(sig, flipped))).statusCode).toBe(403);
    expect((await get(url.replace(image_url, other))).statusCode).toBe(403);
    expect(
      (await get(url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`))).statusCode,
    ).toBe(403);
    expect((await get(`/files/${image_url}`)).statusCode).toBe(403);
    expect((await get(`/files/../file-url-secret?expires=1&signature=${sig}`)).statusCode).not.toBe(200);
    const saved = h.clock.now;
    try {
      h.clock.now = new Date(saved.getTime() + 601_000);
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('图片链接无效或已过期，请刷新页面');
    } finally {
      h.clock.now = saved;
    }
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('image_urls in details', () => {
  it('child detail signs the record images for a caller in scope, and nobody else gets them', async () => {
    const { image_url } = (await upload(centre, PNG, 'proof.png')).json();
    const form = csForm(shuiguan, {
      child_disability: '残疾',
      child_disability_level: '一级',
      child_disability_type: '视力残疾',
      child_disability_type_img: [{ image_url, image_name: '残疾证', image_suffix: 'png' }],
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/child',
      payload: csChild(form),
      headers: { authorization: `Bearer ${centre}` },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(
      (await get(`/api/child/detail?id=${id}`, centre)).json().detail.information.investigate_cs
        .child_disability_type_img[0].image_url,
    ).toBe(image_url);

    for (const token of [centre, director]) {
      const detail = (await get(`/api/child/detail?id=${id}`, token)).json().detail;
      expect(Object.keys(detail.image_urls)).toEqual([image_url]);
      const served = await get(detail.image_urls[image_url]);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
    // out of scope: a police escort sees only gta children → 404 without any URL
    const outside = await get(`/api/child/detail?id=${id}`, police);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('signature');
  });

  it('apply detail signs the images of the proposed child', async () => {
    const { image_url } = (await upload(director, JPEG, 'proof.jpg')).json();
    const form = csForm(shuiguan, {
      child_disability: '重病',
      child_disability_disease_img: [{ image_url, image_name: '诊断书' }],
    });
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/apply',
      payload: childApply(form),
      headers: { authorization: `Bearer ${director}` },
    });
    expect(submitted.statusCode).toBe(200);
    const detail = (await get(`/api/apply/detail?id=${submitted.json().id}`, director)).json().detail;
    expect(Object.keys(detail.image_urls)).toEqual([image_url]);
    expect((await get(detail.image_urls[image_url])).statusCode).toBe(200);
  });
});

describe('collectImageUrls', () => {
  it('finds image_url at any depth, once each, and nothing else', () => {
    const info = {
      important: { child_name: '甲' },
      investigate_cs: {
        images: [{ image_url: 'a', image_name: '调查照片' }],
        family_economy_poor_type_img: [{ image_url: 'b' }, { image_url: 'a' }],
      },
      nested: { deeper: [[{ image_url: 'c' }]], image_url: 42, other_url: 'd' },
    };
    expect(collectImageUrls(info)).toEqual(['a', 'b', 'c']);
    expect(collectImageUrls(null)).toEqual([]);
  });
});

describe('storage configuration', () => {
  it('defaults to local under DATA_DIR/files; reads OSS variables; refuses an unknown STORAGE', () => {
    expect(loadStorageConfig({}, '/srv/data')).toEqual({
      kind: 'local',
      filesDir: '/srv/data/files',
      fileUrlSecret: undefined,
      secretFile: '/srv/data/file-url-secret',
    });
    expect(loadStorageConfig({ STORAGE: 'oss', OSS_BUCKET: 'b', OSS_CNAME: '1' }, '/d')).toMatchObject({
      kind: 'oss',
      bucket: 'b',
      cname: true,
    });
    expect(() => loadStorageConfig({ STORAGE: 's3' }, '/d')).toThrow('STORAGE 不合法');
  });

  it('generates the signing secret once with mode 0600 and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-test-'));
    try {
      const file = join(dir, 'file-url-secret');
      const first = readOrCreateSecret(file);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readOrCreateSecret(file)).toBe(first);
      // FILE_URL_SECRET wins over the file: URLs signed by one store verify only with the same secret
      const config = loadStorageConfig({ DATA_DIR: dir, FILE_URL_SECRET: 's'.repeat(40) }, dir);
      const a = createStorage(config);
      const b = createStorage(loadStorageConfig({}, dir));
      if (a.kind !== 'local' || b.kind !== 'local') throw new Error('local expected');
      const now = new Date();
      const url = new URL(a.signedUrl('image/2026-01-01/1700000000000abcdef012345.png', now)!, 'http://x');
      const args = [
        'image/2026-01-01/1700000000000abcdef012345.png',
        url.searchParams.get('expires')!,
        url.searchParams.get('signature')!,
      ] as const;
      expect(a.verify(...args, now)).toBe(true);
      expect(b.verify(...args, now)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Every file under FILES_DIR (to show that a refused upload stored nothing). */
function listFiles(): string[] {
  return (readdirSync(filesDir, { recursive: true }) as string[])
    .filter((p) => statSync(join(filesDir, p)).isFile())
    .sort();
}
