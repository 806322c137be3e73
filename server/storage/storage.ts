/**
 * Where images live (DESIGN "Images"). Two implementations chosen by `STORAGE` (server/config.ts):
 * - `local` (local.ts): the server stores uploaded bytes under FILES_DIR and serves them at `/files/*`
 *   through URLs it signs itself (HMAC-SHA256, 10 minutes);
 * - `oss` (oss.ts): the browser uploads straight to an Aliyun OSS bucket with STS credentials the server
 *   hands out; images are read back through OSS signed URLs.
 * Both sign read URLs only for image_urls of their own shape (domain/images.ts), and only when a route
 * that already checked the caller may read the record asks them to.
 */
import type { Readable } from 'node:stream';
import type { ImageExtension } from '../../domain/images';
import type { AttachmentExtension } from '../../domain/attachments';
import type { UploadCredentials } from '../../domain/contracts/file';

/** What every storage does. */
interface StorageBase {
  /** A URL the browser can load `image_url` from for the next 10 minutes, or null if it is not one of this store's paths. */
  signedUrl(image_url: string, now: Date): string | null;
  /** Origins (scheme://host[:port]) the browser must load images from and upload to; added to the CSP. */
  readonly browserOrigins: string[];
}

/** `STORAGE=local`: the server keeps the bytes. */
export interface LocalStorage extends StorageBase {
  readonly kind: 'local';
  /** Writes checked image bytes under a new `image/{yyyy-MM-dd}/{timestamp}{random}.{ext}` key; answers that key. */
  save(bytes: Buffer, ext: ImageExtension, now: Date): Promise<string>;
  /** Writes checked attachment bytes (e-mail, domain/attachments.ts) under a new `attachment/{yyyy-MM-dd}/{timestamp}{random}.{ext}` key; answers that key. */
  saveAttachment(bytes: Buffer, ext: AttachmentExtension, now: Date): Promise<string>;
  /** Whether `signature` is this server's signature of `image_url` until `expires` (unix s) and it has not passed. Constant time. */
  verify(image_url: string, expires: string, signature: string, now: Date): boolean;
  /** A stream of a stored image and its size, or null when there is no such file. */
  open(image_url: string): Promise<{ stream: Readable; size: number; ext: AttachmentExtension } | null>;
  /** Deletes a stored image (an upload never attached to a record, issue 14); nothing for a missing file or a path not of this store's shape. */
  remove(image_url: string): Promise<void>;
  /** Throws when FILES_DIR cannot be written: makes and removes a probe file (the readiness check, issue 31). */
  checkWritable?(): Promise<void>;
  /** The directory the bytes live under (the backup reads it, issue 31). */
  readonly filesDir?: string;
}

/** STS credentials for a browser upload (req children §6.1): declared by the file contract. */
export type { UploadCredentials };

/** `STORAGE=oss`: the bucket keeps the bytes; the server only hands out credentials and signs reads. */
export interface OssStorage extends StorageBase {
  readonly kind: 'oss';
  /** The environment variables still missing (empty when OSS is usable). */
  readonly missing: string[];
  /**
   * STS credentials allowed only `oss:PutObject` under the upload prefix, for 15 minutes. Throws an
   * AppError 503 OSS_NOT_CONFIGURED when variables are missing; rejects with the STS error otherwise.
   */
  assumeRole(): Promise<UploadCredentials>;
}

export type Storage = LocalStorage | OssStorage;
