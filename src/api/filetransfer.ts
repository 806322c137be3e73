/**
 * E-mail linkage (domain/contracts/filetransfer.ts; docs/decisions-filetransfer.md): the boxes, a message, sending, 已读 and
 * 撤回, the recipients picker and the attachment upload. `uploadAttachment` checks the name and size first (the server checks
 * the bytes) and rejects with an `ImageRejected` whose message is for the user.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  getFiletransfer, listFiletransferRecipients, listFiletransfers, sendFiletransfer, updateFiletransfer, uploadAttachment as uploadCall, type Attachment,
} from '../../domain/contracts/filetransfer';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_MESSAGE, ATTACHMENT_TYPE_MESSAGE, attachmentExtensionOf } from '../../domain/attachments';
import { ImageRejected } from '../../domain/images';
import { call, sendForm } from './client';
import { isHttpError } from './http-error';

export const mailKeys = {
  all: ['filetransfer'] as const,
  box: (q: object) => ['filetransfer', 'box', q] as const,
  detail: (id: number) => ['filetransfer', 'detail', id] as const,
  unread: ['filetransfer', 'unread'] as const,
  recipients: ['filetransfer', 'recipients'] as const,
};
export type Mail = CallOutput<typeof listFiletransfers>['list'][number];
export type MailDetail = CallOutput<typeof getFiletransfer>;
export type { Attachment };

export const listMailBox = (query: CallInput<typeof listFiletransfers>['query']) => call(listFiletransfers, { query });
export const getMail = (id: number) => call(getFiletransfer, { query: { id } });
export const sendMail = (body: CallInput<typeof sendFiletransfer>['body']) => call(sendFiletransfer, { body });
export const markMailRead = (id: number) => call(updateFiletransfer, { body: { action: '已读', id } });
export const withdrawMail = (id: number, version: number) => call(updateFiletransfer, { body: { action: '撤回', id, version } });
export const listMailRecipients = async () => (await call(listFiletransferRecipients)).list;
/** The badge: how many received messages the caller has not read. */
export const countUnreadMail = async () => (await call(listFiletransfers, { query: { box: 'receive', read: 'false', size: 1 } })).unread;

/** Checks and uploads one attachment (POST /api/file/attachment). */
export async function uploadAttachment(file: File): Promise<Attachment> {
  if (!attachmentExtensionOf(file.name)) throw new ImageRejected(ATTACHMENT_TYPE_MESSAGE);
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ImageRejected(ATTACHMENT_SIZE_MESSAGE);
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await sendForm<Attachment>(uploadCall.path.replace(/^\/api\//, ''), form);
  } catch (error) {
    if (isHttpError(error) && ['ATTACHMENT_TYPE', 'ATTACHMENT_TOO_LARGE'].includes(error.code)) throw new ImageRejected(error.message);
    throw error;
  }
}
