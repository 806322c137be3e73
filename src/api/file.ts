/**
 * Image uploads (DESIGN "Images"; req children §6.1; req gta §9.2).
 * Calls of domain/contracts/file.ts:
 * GET  /api/file/config → { storage: 'local' | 'oss' }
 * POST /api/file/image (multipart `file`) → { image_url, image_suffix, url } (STORAGE=local)
 * GET  /api/aliyun/sts/assume/role → { detail: UploadCredentials } (STORAGE=oss; then a direct PUT to OSS)
 * `uploadImage` checks type (the first bytes, not only the name) and size in the browser, then uploads
 * by whichever storage the server uses (it reshapes three calls into one, which is why it stays a wrapper). A refusal rejects with `ImageRejected` (its message for the user);
 * any other failure rejects with the HttpError or ali-oss error (the caller says 上传失败，请重试).
 */
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  ImageRejected,
  hasImageExtension,
  sniffImageType,
  type ImageExtension,
} from '../../domain/images';
import {
  getFileConfig,
  getUploadCredentials,
  uploadImage as uploadCall,
  type StorageKind,
  type UploadCredentials,
} from '../../domain/contracts/file';
import type { CallOutput } from '../../domain/contracts/define';
import { call, sendForm } from './client';
import { isHttpError } from './http-error';

/** A stored image: `image_url` goes into the record; `url` displays it now (signed, or a local object URL). */
export type UploadedImage = CallOutput<typeof uploadCall>;

/** POST /api/file/image: the server checks the bytes and stores them (STORAGE=local). */
function postImage(file: Blob, name: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, name);
  return sendForm(uploadCall.path.replace(/^\/api\//, ''), form);
}

/** GET /api/aliyun/sts/assume/role: upload credentials for `storage/image/` (STORAGE=oss). */
async function askCredentials(): Promise<UploadCredentials> {
  return (await call(getUploadCredentials)).detail;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The real type of `file` if it is an acceptable image; rejects with ImageRejected (type or size) otherwise. */
export async function checkImageFile(file: File): Promise<ImageExtension> {
  if (!hasImageExtension(file.name)) throw new ImageRejected(IMAGE_TYPE_MESSAGE);
  if (file.size > IMAGE_MAX_BYTES) throw new ImageRejected(IMAGE_SIZE_MESSAGE);
  const ext = sniffImageType(await headOf(file));
  if (!ext) throw new ImageRejected(IMAGE_TYPE_MESSAGE);
  return ext;
}

let storageKind: Promise<StorageKind> | null = null;
let credentials: UploadCredentials | null = null;

/** Cached STS credentials while more than a minute of them is left. */
async function freshCredentials(): Promise<UploadCredentials> {
  if (credentials && Date.parse(credentials.Expiration) - Date.now() > 60_000) return credentials;
  credentials = await askCredentials();
  return credentials;
}

/** Checks and stores one image by the server's storage; see the module comment for the failures. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const ext = await checkImageFile(file);
  storageKind ??= call(getFileConfig).then(
    (c) => c.storage,
    (error: unknown) => {
      storageKind = null;
      throw error;
    },
  );
  try {
    if ((await storageKind) === 'local') return await postImage(file, file.name);
    const { putImageToOss } = await import('./oss-upload');
    const stored = await putImageToOss(file, ext, await freshCredentials(), askCredentials);
    return { ...stored, url: URL.createObjectURL(file) };
  } catch (error) {
    // the server's own refusal of the bytes (type or size) is said as such, not as 上传失败
    if (isHttpError(error) && ['IMAGE_TYPE', 'IMAGE_TOO_LARGE'].includes(error.code))
      throw new ImageRejected(error.message);
    throw error;
  }
}
