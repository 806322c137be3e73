/**
 * E-mail linkage (domain/contracts/filetransfer.ts; docs/decisions-filetransfer.md): the attachment upload (multipart; the
 * other filetransfer calls are asked through their contracts). `uploadAttachment` checks the name and size first (the server checks
 * the bytes) and rejects with an `ImageRejected` whose message is for the user.
 */
import { uploadAttachment as uploadCall, type Attachment } from '../../domain/contracts/filetransfer';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  attachmentExtensionOf,
} from '../../domain/attachments';
import { ImageRejected } from '../../domain/images';
import { sendForm } from './client';
import { isHttpError } from './http-error';

/** Checks and uploads one attachment (POST /api/file/attachment). */
export async function uploadAttachment(file: File): Promise<Attachment> {
  if (!attachmentExtensionOf(file.name)) throw new ImageRejected(ATTACHMENT_TYPE_MESSAGE);
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ImageRejected(ATTACHMENT_SIZE_MESSAGE);
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await sendForm<Attachment>(uploadCall.path.replace(/^\/api\//, ''), form);
  } catch (error) {
    if (isHttpError(error) && ['ATTACHMENT_TYPE', 'ATTACHMENT_TOO_LARGE'].includes(error.code))
      throw new ImageRejected(error.message);
    throw error;
  }
}
