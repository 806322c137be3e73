/**
 * Image calls (DESIGN "Images"; req children §6.1; req gta §9.2):
 * - POST /api/file/image (files:add; multipart, exactly one part: the file `file`) → { image_url, image_suffix, url }
 *   STORAGE=local only. A second file or any other part: 400 ONE_FILE_ONLY / UNEXPECTED_PART, nothing
 *   stored. Every stored upload is recorded for the uploader (service.ts: unattached ones go after a day). The bytes must be JPEG or PNG (magic bytes, whatever the name says; the stored
 *   extension is the real one) and at most 5 MB (enforced while streaming): 400 请上传jpg或png格式的图片,
 *   413 文件过大，图片大小不能超过5MB. `image_url` is what records keep, `url` a signed URL for 10 minutes.
 * - GET /api/file/config (files:add) → { storage: 'local' | 'oss' }: how the browser uploads.
 * - GET /api/aliyun/sts/assume/role (files:add) → { detail: UploadCredentials } (STORAGE=oss);
 *   503 OSS_NOT_CONFIGURED, 502 OSS_STS_FAILED, and 404 STORAGE_LOCAL under local storage.
 * - GET /files/<image_url>?expires&signature (no session: `<img>` sends no token; the signature is the
 *   grant) → the bytes, `Cache-Control: private, max-age=600`; 403 for a wrong or expired signature.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { getFileConfig, getUploadCredentials, uploadImage } from '../../../domain/contracts/file';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, type ImageExtension } from '../../../domain/images';
import { ATTACHMENT_CONTENT_TYPES, isImageAttachment } from '../../../domain/attachments';
import { AppError, Forbidden, Invalid, NotFound } from '../../errors';
import type { Storage } from '../../storage/storage';
import type { FileService } from './service';

const REAL_EXTENSION: Record<string, ImageExtension> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const tooLarge = () =>
  new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_SIZE_MESSAGE, [{ field: 'file', message: IMAGE_SIZE_MESSAGE }]);
const wrongType = () => new Invalid(IMAGE_TYPE_MESSAGE, [{ field: 'file', message: IMAGE_TYPE_MESSAGE }], 'IMAGE_TYPE');
const ONE_FILE_MESSAGE = '每次只能上传一张图片';
const PART_MESSAGE = '请通过名为 file 的字段上传图片，不能包含其他内容';
const tooMany = () => new Invalid(ONE_FILE_MESSAGE, [{ field: 'file', message: ONE_FILE_MESSAGE }], 'ONE_FILE_ONLY');
const strayPart = () => new Invalid(PART_MESSAGE, [{ field: 'file', message: PART_MESSAGE }], 'UNEXPECTED_PART');

/**
 * The bytes of the one file part named `file` (uploadImage's contract), read whole before anything is
 * stored. 400 ONE_FILE_ONLY for a second file, 400 UNEXPECTED_PART for any other part, 400 NO_FILE for
 * none, 413 IMAGE_TOO_LARGE past 5 MB.
 */
async function onlyFilePart(request: FastifyRequest, errors: FastifyInstance['multipartErrors']): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw strayPart();
      if (bytes) throw tooMany();
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof errors.FilesLimitError) throw tooMany();
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) throw strayPart();
    throw error;
  }
  if (!bytes) throw new Invalid('请选择要上传的图片', undefined, 'NO_FILE');
  return bytes;
}

/** The real extension of image bytes, or null when they are not JPEG or PNG. */
export async function imageExtensionOf(bytes: Uint8Array): Promise<ImageExtension | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && REAL_EXTENSION[type.mime]) ?? null;
}

/** The file plugin: the contract routes of domain/contracts/file.ts, and `/files/*` for signed reads. */
export async function filePlugin(
  app: FastifyInstance,
  deps: { storage: Storage; now: () => Date; files: FileService },
) {
  const { storage, now, files } = deps;

  // Multipart parsing only in this scope: the rest of the API stays JSON-only.
  await app.register(async (scope) => {
    // room for one part too many, so a second file or a stray field is seen and refused, not silently dropped
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 1, parts: 2 } });

    addRoute(scope, uploadImage, async (request) => {
      if (storage.kind !== 'local')
        throw new NotFound('当前使用对象存储（OSS），请通过上传凭证直接上传', 'STORAGE_OSS');
      if (!request.isMultipart()) throw new Invalid('请选择要上传的图片', undefined, 'NOT_MULTIPART');
      const uploader = currentUser(request).id;
      const bytes = await onlyFilePart(request, scope.multipartErrors);
      if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
      const ext = await imageExtensionOf(bytes);
      if (!ext) throw wrongType();
      const at = now();
      const image_url = await storage.save(bytes, ext, at);
      try {
        await files.recordUpload(image_url, uploader);
      } catch (error) {
        await storage.remove(image_url);
        throw error;
      }
      return { image_url, image_suffix: ext, url: storage.signedUrl(image_url, at)! };
    });
  });

  addRoute(app, getFileConfig, async () => ({ storage: storage.kind }));

  addRoute(app, getUploadCredentials, async (request) => {
    if (storage.kind !== 'oss') throw new NotFound('当前使用本地存储', 'STORAGE_LOCAL');
    try {
      return { detail: await storage.assumeRole() };
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error, reqId: request.id }, 'STS AssumeRole failed');
      throw new AppError(502, 'OSS_STS_FAILED', '获取上传凭证失败，请重试');
    }
  });

  app.get('/files/*', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (storage.kind !== 'local') throw new NotFound();
    const image_url = (request.params as { '*': string })['*'];
    const { expires, signature } = request.query as { expires?: unknown; signature?: unknown };
    const ok =
      typeof expires === 'string' &&
      typeof signature === 'string' &&
      storage.verify(image_url, expires, signature, now());
    if (!ok) throw new Forbidden('图片链接无效或已过期，请刷新页面', 'BAD_SIGNATURE');
    const file = await storage.open(image_url);
    if (!file) throw new NotFound('图片不存在');
    // an e-mail's document is a download, never rendered in the console's origin
    if (!isImageAttachment(file.ext))
      reply.header('Content-Disposition', 'attachment').header('X-Content-Type-Options', 'nosniff');
    return reply
      .header('Cache-Control', 'private, max-age=600')
      .header('Content-Length', file.size)
      .type(ATTACHMENT_CONTENT_TYPES[file.ext])
      .send(file.stream);
  });
}
