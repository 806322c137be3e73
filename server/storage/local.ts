/**
 * `STORAGE=local` (DESIGN "Images"): image bytes under FILES_DIR (default `./data/files`), read through
 * `/files/<image_url>?expires=<unix s>&signature=<hex>` where the signature is HMAC-SHA256 over
 * `<image_url>\n<expires>` with a server-only secret. URLs are valid SIGNED_URL_TTL_SECONDS (10 minutes).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  LOCAL_IMAGE_PREFIX,
  LOCAL_IMAGE_URL,
  SIGNED_URL_TTL_SECONDS,
  extensionOf,
  imageKey,
  type ImageExtension,
} from '../../domain/images';
import { LOCAL_ATTACHMENT_URL, attachmentKey, type AttachmentExtension } from '../../domain/attachments';
import type { LocalStorage } from './storage';

/** Whether `key` is one of this store's keys: an image or an e-mail attachment (domain/attachments.ts). */
const ownKey = (key: string) => LOCAL_IMAGE_URL.test(key) || LOCAL_ATTACHMENT_URL.test(key);

/** The URL path prefix the server serves local images under (not under /api: `<img>` sends no bearer token). */
export const FILES_ROUTE_PREFIX = '/files/';

export type LocalStorageOptions = { filesDir: string; secret: Buffer | string };

/**
 * A local store over `filesDir` signing with `secret` (at least 32 bytes of entropy; never sent to the
 * browser). Throws when the secret is shorter than 16 characters.
 */
export function createLocalStorage(opts: LocalStorageOptions): LocalStorage {
  const secret = typeof opts.secret === 'string' ? Buffer.from(opts.secret, 'utf8') : opts.secret;
  if (secret.length < 16) throw new Error('FILE_URL_SECRET 太短（至少 16 个字符）');
  const sign = (image_url: string, expires: string) =>
    createHmac('sha256', secret).update(`${image_url}\n${expires}`).digest();
  const pathOf = (image_url: string) => join(opts.filesDir, ...image_url.split('/'));

  return {
    kind: 'local',
    browserOrigins: [],

    async save(bytes: Buffer, ext: ImageExtension, now: Date): Promise<string> {
      const image_url = imageKey(LOCAL_IMAGE_PREFIX, now, randomBytes(6).toString('hex'), ext);
      const path = pathOf(image_url);
      await mkdir(dirname(path), { recursive: true, mode: 0o750 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
      return image_url;
    },

    async saveAttachment(bytes: Buffer, ext: AttachmentExtension, now: Date): Promise<string> {
      const key = attachmentKey(now, randomBytes(6).toString('hex'), ext);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o750 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
      return key;
    },

    signedUrl(image_url: string, now: Date): string | null {
      if (!ownKey(image_url)) return null;
      const expires = String(Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS);
      return `${FILES_ROUTE_PREFIX}${image_url}?expires=${expires}&signature=${sign(image_url, expires).toString('hex')}`;
    },

    verify(image_url: string, expires: string, signature: string, now: Date): boolean {
      if (!ownKey(image_url) || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      const good = timingSafeEqual(sign(image_url, expires), Buffer.from(signature, 'hex'));
      return good && Number(expires) >= Math.floor(now.getTime() / 1000);
    },

    async open(image_url: string) {
      if (!ownKey(image_url)) return null;
      const path = pathOf(image_url);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size, ext: extensionOf(image_url) as AttachmentExtension };
    },

    async remove(image_url: string): Promise<void> {
      if (!ownKey(image_url)) return;
      await rm(pathOf(image_url), { force: true });
    },

    filesDir: opts.filesDir,

    async checkWritable(): Promise<void> {
      // a dot-file outside image/ and attachment/: never a key, never backed up as one
      const probe = join(opts.filesDir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
      await writeFile(probe, 'ok', { flag: 'wx', mode: 0o600 });
      await rm(probe, { force: true });
    },
  };
}
