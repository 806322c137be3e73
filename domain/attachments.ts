/**
 * E-mail attachments (req filetransfer §1 /email; req filetransfer §3 `filetransfer`): what a message may carry, shared by the
 * browser (a first check before the upload) and the server (the real check, by the bytes, server/modules/file).
 * Images jpg/png and documents pdf/docx/xlsx, at most ATTACHMENT_MAX_BYTES each, ATTACHMENT_MAX_COUNT per message.
 */
import { dateFolder } from './images';

/** The accepted attachment types, as stored in a key's extension. */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'pdf', 'docx', 'xlsx'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The largest attachment, in bytes (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most attachments one message carries. */
export const ATTACHMENT_MAX_COUNT = 5;

export const ATTACHMENT_TYPE_MESSAGE = '请上传jpg、png、pdf、docx或xlsx格式的文件';
export const ATTACHMENT_SIZE_MESSAGE = '文件过大，附件大小不能超过10MB';
export const ATTACHMENT_COUNT_MESSAGE = `最多上传${ATTACHMENT_MAX_COUNT}个附件`;

/** The key prefix of attachments in local storage. */
export const LOCAL_ATTACHMENT_PREFIX = 'attachment/';
/** A stored attachment key: `attachment/{yyyy-MM-dd}/{timestamp}{random}.{ext}`. */
export const LOCAL_ATTACHMENT_URL = /^attachment\/\d{4}-\d{2}-\d{2}\/[0-9a-z]{8,64}\.(?:jpg|png|pdf|docx|xlsx)$/;

/** The MIME type of each extension (how `/files/*` serves it). */
export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The extension of a file name, lower case (`jpeg` read as `jpg`), if it is an accepted attachment type; else null. */
export function attachmentExtensionOf(name: string): AttachmentExtension | null {
  const dot = name.lastIndexOf('.');
  const ext =
    dot >= 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/^jpeg$/, 'jpg')
      : '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AttachmentExtension) : null;
}

/** The key of a new attachment: `attachment/{yyyy-MM-dd}/{timestamp ms}{random}.{ext}` (`random`: lower-case letters/digits). */
export function attachmentKey(now: Date, random: string, ext: AttachmentExtension): string {
  return `${LOCAL_ATTACHMENT_PREFIX}${dateFolder(now)}/${now.getTime()}${random}.${ext}`;
}

/** Whether an attachment is an image (shown as a thumbnail rather than a download link). */
export const isImageAttachment = (ext: string): boolean => ext === 'jpg' || ext === 'png';
