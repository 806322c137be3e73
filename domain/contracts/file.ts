/**
 * Image uploads (DESIGN "Images"; req children §6.1; req gta §9.2). Reading an image is not an API call:
 * `GET /files/<image_url>?expires&signature` serves the bytes to a signed URL that came inside a detail.
 */
import { z } from 'zod';
import { IMAGE_EXTENSIONS } from '../images';
import { defineCall } from './define';

export const STORAGE_KINDS = ['local', 'oss'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** GET /api/file/config (files:add) → { storage }: how the browser uploads. */
export const getFileConfig = defineCall({
  method: 'GET',
  path: '/api/file/config',
  permission: { id: 'files', action: 'add' },
  tag: 'file',
  summary: '图片存储方式（local 或 oss）',
  response: z.object({ storage: z.enum(STORAGE_KINDS) }),
});

/** A stored image: `image_url` goes into the record; `url` displays it now (signed for 10 minutes). */
export const uploadedImage = z.object({
  image_url: z.string(),
  image_suffix: z.enum(IMAGE_EXTENSIONS),
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/**
 * POST /api/file/image (files:add; multipart/form-data, one file part `file`; STORAGE=local) → { image_url, image_suffix, url }.
 * The bytes must be JPEG or PNG: 400 IMAGE_TYPE 请上传jpg或png格式的图片; at most 5 MB: 413 IMAGE_TOO_LARGE
 * 文件过大，图片大小不能超过5MB; no file: 400 NO_FILE / NOT_MULTIPART; under STORAGE=oss 404 STORAGE_OSS.
 */
export const uploadImage = defineCall({
  method: 'POST',
  path: '/api/file/image',
  permission: { id: 'files', action: 'add' },
  tag: 'file',
  summary: '上传图片（本地存储，multipart）',
  multipart: true,
  response: uploadedImage,
});

/** STS credentials for a browser upload to OSS (req children §6.1 "Temporary storage credentials"). */
export const uploadCredentials = z.object({
  AccessKeyId: z.string(),
  AccessKeySecret: z.string(),
  SecurityToken: z.string(),
  Expiration: z.string(),
  region: z.string(),
  bucket: z.string(),
  endpoint: z.string().optional(),
  cname: z.boolean().optional(),
  prefix: z.string(),
});
export type UploadCredentials = z.infer<typeof uploadCredentials>;

/**
 * GET /api/aliyun/sts/assume/role (files:add; STORAGE=oss) → { detail: UploadCredentials }: 15 minutes, only
 * oss:PutObject under `storage/image/`. 503 OSS_NOT_CONFIGURED, 502 OSS_STS_FAILED, 404 STORAGE_LOCAL.
 */
export const getUploadCredentials = defineCall({
  method: 'GET',
  path: '/api/aliyun/sts/assume/role',
  permission: { id: 'files', action: 'add' },
  tag: 'file',
  summary: 'OSS 直传临时凭证',
  response: z.object({ detail: uploadCredentials }),
});
