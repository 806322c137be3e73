/**
 * Uploads (issue 14 "Uploads", "Stored values are bounded"): one file part named `file` per call; every stored
 * upload is recorded for its uploader; a saved record may refer only to images this server issued (old
 * records keep theirs) and marks them attached; uploads never attached are removed after a day by the
 * housekeeping (file and row).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './harness';
import { childApply, csChild, csForm, place } from './fixtures';
import { buildApp } from '../../server/app';
import { uploads, users } from '../../server/db/schema';
import { demoCellphone } from '../../server/db/seed-demo';
import { createLocalStorage } from '../../server/storage/local';
import { createFileService, UPLOAD_TTL_MS } from '../../server/modules/file';
import type { Storage } from '../../server/storage/storage';
import { ROLES } from '../../domain/roles';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NOT_ISSUED = 'image/2026-01-01/1700000000000abcdef012345.png';

let h: Harness;
let app: FastifyInstance;
let filesDir: string;
let centre: string, director: string;
let shuiguan: { town: number; village: number };

beforeAll(async () => {
  h = await startHarness();
  filesDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  app = await buildApp({
    db: h.handle.db,
    now: () => h.clock.now,
    rateLimitMax: 100_000,
    storage: createLocalStorage({ filesDir, secret: 'x'.repeat(64) }),
  });
  [centre, director] = await Promise.all([h.login('中心领导'), h.login('儿童主任')]);
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await app.close();
  await h.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
function post(token: string, parts: [name: string, value: Blob | string, filename?: string][]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return app.inject({ method: 'POST', url: '/api/file/image', payload: form, headers: auth(token) });
}
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
const upload = async (token: string): Promise<string> => {
  const res = await post(token, [['file', png(), 'a.png']]);
  expect(res.statusCode).toBe(200);
  return res.json().image_url;
};
const rowOf = async (image_url: string) =>
  (await h.handle.db.select().from(uploads).where(eq(uploads.image_url, image_url)))[0];
const rowCount = async () => (await h.handle.db.select({ id: uploads.id }).from(uploads)).length;
function listFiles(): string[] {
  return (readdirSync(filesDir, { recursive: true }) as string[])
    .filter((p) => statSync(join(filesDir, p)).isFile())
    .sort();
}
const withImage = (image_url: string, overrides: Record<string, unknown> = {}) =>
  csForm(shuiguan, {
    child_disability: '重病',
    child_disability_disease_img: [{ image_url, image_name: '诊断书', image_suffix: 'png' }],
    ...overrides,
  });
const createChild = (form: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/child', payload: csChild(form), headers: auth(centre) });

describe('POST /api/file/image parts', () => {
  it.each([
    [
      'a second file part',
      [
        ['file', 'png', 'a.png'],
        ['file', 'png', 'b.png'],
      ],
      'ONE_FILE_ONLY',
      '每次只能上传一张图片',
    ],
    [
      'a file under another name',
      [['image', 'png', 'a.png']],
      'UNEXPECTED_PART',
      '请通过名为 file 的字段上传图片，不能包含其他内容',
    ],
    [
      'a file and another file name',
      [
        ['file', 'png', 'a.png'],
        ['other', 'png', 'b.png'],
      ],
      'UNEXPECTED_PART',
      '请通过名为 file 的字段上传图片，不能包含其他内容',
    ],
    [
      'a text field besides the file',
      [
        ['note', 'hello'],
        ['file', 'png', 'a.png'],
      ],
      'UNEXPECTED_PART',
      '请通过名为 file 的字段上传图片，不能包含其他内容',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, parts, code, message) => {
    const [files, rows] = [listFiles(), await rowCount()];
    const res = await post(
      director,
      (parts as [string, string, string?][]).map(([name, kind, filename]) => [
        name,
        kind === 'png' ? png() : kind,
        filename,
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
    expect(listFiles()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });

  it('records a stored upload with its uploader and time, not yet attached', async () => {
    const image_url = await upload(director);
    const [me] = await h.handle.db
      .select()
      .from(users)
      .where(eq(users.cellphone, demoCellphone(ROLES.indexOf('儿童主任'))));
    expect(await rowOf(image_url)).toMatchObject({
      image_url,
      uploader: me.id,
      created_at: h.clock.now,
      attached_at: null,
    });
  });
});

describe('a saved record refers only to issued images', () => {
  it.each([
    ['a well-formed key never issued', NOT_ISSUED],
    ['a path out of the store', '../../etc/passwd'],
    ['a script URL', 'javascript:alert(1)'],
    ['another host', 'https://evil.example/x.png'],
  ])('refuses %s with 400, storing no child', async (_, image_url) => {
    const form = withImage(image_url);
    const res = await createChild(form);
    expect(res.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/child/count/for/idnumber?idnumber=${form.child_idnumber}`,
          headers: auth(centre),
        })
      ).json(),
    ).toMatchObject({ count: 0 });
  });

  it('answers 请重新上传图片 on the image field for an unissued key', async () => {
    const res = await createChild(withImage(NOT_ISSUED));
    expect(res.json()).toMatchObject({
      code: 'IMAGE_NOT_ISSUED',
      message: '请重新上传图片',
      fieldErrors: [{ field: 'child_disability_disease_img', message: '请重新上传图片' }],
    });
  });

  it('marks the images of a saved child and of a submitted apply attached', async () => {
    const [forChild, forApply] = [await upload(centre), await upload(director)];
    expect((await createChild(withImage(forChild))).statusCode).toBe(200);
    expect((await rowOf(forChild)).attached_at).toEqual(h.clock.now);
    const applied = await app.inject({
      method: 'POST',
      url: '/api/apply',
      payload: childApply(withImage(forApply)),
      headers: auth(director),
    });
    expect(applied.statusCode).toBe(200);
    expect((await rowOf(forApply)).attached_at).toEqual(h.clock.now);
  });

  it('lets an update keep an image the stored record already has, even one with no uploads row', async () => {
    const image_url = await upload(centre);
    const form = withImage(image_url);
    const created = await createChild(form);
    expect(created.statusCode).toBe(200);
    await h.handle.db.delete(uploads).where(eq(uploads.image_url, image_url)); // a record from before uploads were recorded
    const { id, version } = created.json();
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/child',
      payload: { id, version, ...csChild({ ...form, child_name: '改名儿童' }) },
      headers: auth(centre),
    });
    expect(updated.statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes uploads never attached after a day (file and row), keeping attached and younger ones', async () => {
    const saved = h.clock.now;
    try {
      const [stale, kept] = [await upload(director), await upload(centre)];
      expect((await createChild(withImage(kept))).statusCode).toBe(200);
      h.clock.now = new Date(saved.getTime() + UPLOAD_TTL_MS - 60_000);
      [centre, director] = [await h.login('中心领导'), await h.login('儿童主任')]; // idle sessions end after 10 minutes
      const young = await upload(director);
      expect((await app.housekeeping()).uploadsRemoved).toBe(0);
      h.clock.now = new Date(saved.getTime() + UPLOAD_TTL_MS + 1000);
      expect((await app.housekeeping()).uploadsRemoved).toBeGreaterThanOrEqual(1);
      expect(await rowOf(stale)).toBeUndefined();
      expect(existsSync(join(filesDir, stale))).toBe(false);
      for (const url of [kept, young]) {
        expect(await rowOf(url)).toBeDefined();
        expect(existsSync(join(filesDir, url))).toBe(true);
      }
      // a removed upload can no longer be saved into a record
      expect((await createChild(withImage(stale))).json()).toMatchObject({ code: 'IMAGE_NOT_ISSUED' });
    } finally {
      h.clock.now = saved;
    }
  });
});

describe('OSS storage', () => {
  it('accepts only keys under the OSS prefix and records nothing', async () => {
    const oss = {
      kind: 'oss',
      missing: [],
      browserOrigins: [],
      signedUrl: () => null,
      assumeRole: async () => {
        throw new Error('unused');
      },
    } as Storage;
    const files = createFileService({ db: h.handle.db, now: () => h.clock.now, storage: oss });
    const good = 'storage/image/2026-01-01/1700000000000abcdef012345.png';
    expect(await files.claim([good, NOT_ISSUED, 'https://evil.example/storage/image/x.png'], h.handle.db)).toEqual([
      NOT_ISSUED,
      'https://evil.example/storage/image/x.png',
    ]);
    expect(await files.purgeStale()).toBe(0);
  });
});
