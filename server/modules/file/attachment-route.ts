/**
 * POST /api/file/attachment (domain/contracts/filetransfer.ts uploadAttachment; docs/decisions-filetransfer.md): an e-mail
 * attachment, multipart with exactly one file part `file`, STORAGE=local only. The bytes decide the type (file-type: jpg, png,
 * pdf, docx, xlsx; whatever the name says, the stored extension is the real one) and at most 10 MB are read (413 past that).
 * The upload is recorded for its uploader, who alone may attach it (FileService.claimAttachments); an unattached one goes
 * after a day with the images. Answers `{ url, name, suffix }`: `name` the file's own name, trimmed to 100 characters.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  type AttachmentExtension,
} from '../../../domain/attachments';
import { uploadAttachment } from '../../../domain/contracts/filetransfer';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { AppError, Invalid, NotFound } from '../../errors';
import type { Storage } from '../../storage/storage';
import type { FileService } from './service';

const BY_MIME: Record<string, AttachmentExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
const tooLarge = () =>
  new AppError(413, 'ATTACHMENT_TOO_LARGE', ATTACHMENT_SIZE_MESSAGE, [
    { field: 'file', message: ATTACHMENT_SIZE_MESSAGE },
  ]);
const wrongType = () =>
  new Invalid(ATTACHMENT_TYPE_MESSAGE, [{ field: 'file', message: ATTACHMENT_TYPE_MESSAGE }], 'ATTACHMENT_TYPE');
const ONE_FILE = '每次只能上传一个文件，请通过名为 file 的字段上传';

/** The real attachment type of `bytes`, or null when they are none of jpg, png, pdf, docx, xlsx. */
export async function attachmentTypeOf(bytes: Uint8Array): Promise<AttachmentExtension | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && BY_MIME[type.mime]) ?? null;
}

/** The attachment upload route, in a scope of its own (multipart with the 10 MB limit). */
export async function attachmentPlugin(
  app: FastifyInstance,
  deps: { storage: Storage; now: () => Date; files: FileService },
) {
  const { storage, now, files } = deps;
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2, fields: 1, parts: 2 } });
  addRoute(app, uploadAttachment, async (request) => {
    if (storage.kind !== 'local') throw new NotFound('当前使用对象存储（OSS），暂不支持邮件附件', 'STORAGE_OSS');
    if (!request.isMultipart()) throw new Invalid('请选择要上传的文件', undefined, 'NOT_MULTIPART');
    const uploader = currentUser(request).id;
    let file: { bytes: Buffer; name: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file' || file)
          throw new Invalid(ONE_FILE, [{ field: 'file', message: ONE_FILE }], 'ONE_FILE_ONLY');
        file = { bytes: await part.toBuffer(), name: part.filename };
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
      if (
        error instanceof app.multipartErrors.FilesLimitError ||
        error instanceof app.multipartErrors.FieldsLimitError ||
        error instanceof app.multipartErrors.PartsLimitError
      )
        throw new Invalid(ONE_FILE, [{ field: 'file', message: ONE_FILE }], 'ONE_FILE_ONLY');
      throw error;
    }
    if (!file) throw new Invalid('请选择要上传的文件', undefined, 'NO_FILE');
    if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge();
    const ext = await attachmentTypeOf(file.bytes);
    if (!ext) throw wrongType();
    const url = await storage.saveAttachment(file.bytes, ext, now());
    try {
      await files.recordUpload(url, uploader);
    } catch (error) {
      await storage.remove(url);
      throw error;
    }
    const name =
      [...(file.name || '')]
        .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '/' && c !== '\\')
        .join('')
        .trim()
        .slice(0, 100) || `附件.${ext}`;
    return { url, name, suffix: ext };
  });
}
