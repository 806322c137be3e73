/**
 * E-mail linkage (req filetransfer §1 /email: receiveList, sendList; §6 "e-mail linkage: prosecutor and escort roles"; req filetransfer §3
 * and req filetransfer §3 `filetransfer` calls, whose payloads the seeds do not show). A message (filetransfer) goes from one of the
 * GTA roles (domain/roles.ts GTA_ROLES) to one or more users of those roles, picked by person or by role, with 0–5 attachments
 * this server issued (POST /api/file/attachment). Only its sender and its recipients ever see it (anyone else: 404); a
 * recipient's read time is kept per recipient; the sender may withdraw it while no recipient has read it (at the version read).
 * Design: docs/decisions-filetransfer.md.
 */
import { z } from 'zod';
import { ATTACHMENT_COUNT_MESSAGE, ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_COUNT } from '../attachments';
import { ROLES } from '../roles';
import {
  boolParam,
  defineCall,
  idField,
  requiredIdListParam,
  idParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

/** A message's states: 已发送 (in the recipients' inboxes), 已撤回 (withdrawn by its sender before anyone read it). */
export const FILETRANSFER_STATES = ['已发送', '已撤回'] as const;
export type FiletransferState = (typeof FILETRANSFER_STATES)[number];
/** Which box a list shows: the caller's received messages or the ones they sent. */
export const FILETRANSFER_BOXES = ['receive', 'send'] as const;

/** An attachment as a message keeps it: the issued key (`url`), the file name shown, its type. */
export const attachment = z.object({
  url: z.string().min(1).max(200),
  name: z.string(),
  suffix: z.enum(ATTACHMENT_EXTENSIONS),
});
export type Attachment = z.infer<typeof attachment>;

export const recipientItem = z.object({
  recipient: z.number(),
  nickname: z.string().nullable(),
  role: z.string().nullable(),
  read_at: timestamp.nullable(),
});

export const filetransferItem = z.object({
  id: z.number(),
  filetransfer_subject: z.string(),
  filetransfer_sender: z.number(),
  sender_name: z.string().nullable(),
  sender_role: z.string().nullable(),
  filetransfer_state: z.enum(FILETRANSFER_STATES),
  filetransfer_datetime: timestamp,
  filetransfer_attachments: z.array(attachment),
  recipients: z.array(recipientItem),
  /** The caller's own read time as a recipient (null: unread, or the caller is the sender). */
  read_at: timestamp.nullable(),
  version: z.number(),
});
export type FiletransferItem = z.infer<typeof filetransferItem>;
/** A message's `filetransfer_information` as stored: the content, the attachments and the roles it was sent to. */
export type FiletransferInformation = {
  filetransfer_content: string;
  filetransfer_attachments: Attachment[];
  recipient_roles: string[];
};

/**
 * GET /api/filetransfer/list/for/mix?box&read&keyword&page&size (filetransfer:query) → { total, unread, list }: the caller's box,
 * the latest first; `unread` counts the caller's unread received messages.
 */
export const listFiletransfers = defineCall({
  method: 'GET',
  path: '/api/filetransfer/list/for/mix',
  permission: { id: 'filetransfer', action: 'query' },
  tag: 'filetransfer',
  summary: '邮件列表（收件箱、发件箱）',
  query: z.object({
    box: z.enum(FILETRANSFER_BOXES).default('receive'),
    read: boolParam.optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), unread: z.number(), list: z.array(filetransferItem) }),
});

/** GET /api/filetransfer/list/for/ids?ids (filetransfer:query) → { list }: those of `ids` the caller sent or received (others are left out). */
export const listFiletransfersForIds = defineCall({
  method: 'GET',
  path: '/api/filetransfer/list/for/ids',
  permission: { id: 'filetransfer', action: 'query' },
  tag: 'filetransfer',
  summary: '按编号查邮件',
  apiOnly: '旧控制台的批量查询，供对接系统',
  query: z.object({ ids: requiredIdListParam }),
  response: z.object({ list: z.array(filetransferItem) }),
});

/** GET /api/filetransfer/detail?id (filetransfer:get) → { detail, attachment_urls }: 404 unless the caller sent or received it; a recipient's first open marks it read. */
export const getFiletransfer = defineCall({
  method: 'GET',
  path: '/api/filetransfer/detail',
  permission: { id: 'filetransfer', action: 'get' },
  tag: 'filetransfer',
  summary: '邮件详情',
  query: z.object({ id: idParam }),
  response: z.object({
    detail: filetransferItem.extend({ filetransfer_content: z.string() }),
    attachment_urls: z.record(z.string(), z.string()),
  }),
});

/**
 * POST /api/filetransfer { filetransfer_subject, filetransfer_content, recipients, recipient_roles, filetransfer_attachments }
 * (filetransfer:add) → { id, version, count }: sent now to the users picked (`recipients`) and every active user of the roles
 * picked (`recipient_roles`), never to the sender; 400 when nobody of the GTA roles is left, when a person is not an active
 * user of those roles, or an attachment was not uploaded by the sender (ATTACHMENT_NOT_ISSUED).
 */
export const sendFiletransfer = defineCall({
  method: 'POST',
  path: '/api/filetransfer',
  permission: { id: 'filetransfer', action: 'add' },
  tag: 'filetransfer',
  summary: '发送邮件',
  body: z.object({
    filetransfer_subject: z.string().trim().min(1, '请输入主题').max(100, '主题不能超过100个字符'),
    filetransfer_content: z.string().trim().max(5000, '正文不能超过5000个字符').default(''),
    recipients: z.array(idField).max(100, '收件人最多100人').default([]),
    recipient_roles: z.array(z.enum(ROLES)).max(10).default([]),
    filetransfer_attachments: z
      .array(z.object({ url: z.string().min(1).max(200), name: z.string().trim().min(1).max(100) }))
      .max(ATTACHMENT_MAX_COUNT, ATTACHMENT_COUNT_MESSAGE)
      .default([]),
  }),
  response: z.object({ id: z.number(), version: z.number(), count: z.number() }),
});

/**
 * PUT /api/filetransfer (filetransfer:edit) { id, action: '已读' } → { id, version }: a recipient marks it read (again: no change);
 * { id, version, action: '撤回' }: its sender withdraws it, 409 ALREADY_READ once a recipient read it, 409 STALE_VERSION.
 * 404 for a message the caller did not receive (已读) or send (撤回).
 */
export const updateFiletransfer = defineCall({
  method: 'PUT',
  path: '/api/filetransfer',
  permission: { id: 'filetransfer', action: 'edit' },
  tag: 'filetransfer',
  summary: '标记已读或撤回邮件',
  body: z.discriminatedUnion('action', [
    z.object({ action: z.literal('已读'), id: idField }),
    z.object({ action: z.literal('撤回'), id: idField, version: versionField }),
  ]),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** GET /api/filetransfer/list/for/recipients (filetransfer:add) → { list: [{ id, nickname, role }] }: the active users of the GTA roles, the caller left out. */
export const listFiletransferRecipients = defineCall({
  method: 'GET',
  path: '/api/filetransfer/list/for/recipients',
  permission: { id: 'filetransfer', action: 'add' },
  tag: 'filetransfer',
  summary: '可选收件人',
  response: z.object({ list: z.array(z.object({ id: z.number(), nickname: z.string(), role: z.string() })) }),
});

/**
 * POST /api/file/attachment (filetransfer:add; multipart, one file part `file`; STORAGE=local) → { url, name, suffix }: the bytes must
 * be jpg, png, pdf, docx or xlsx (by their content; 400 ATTACHMENT_TYPE) and at most 10 MB (413 ATTACHMENT_TOO_LARGE); under
 * STORAGE=oss 404 STORAGE_OSS. The upload is the uploader's own: only they may attach it to a message.
 */
export const uploadAttachment = defineCall({
  method: 'POST',
  path: '/api/file/attachment',
  permission: { id: 'filetransfer', action: 'add' },
  tag: 'filetransfer',
  summary: '上传邮件附件（multipart）',
  multipart: true,
  response: attachment,
});
