/**
 * E-mail linkage (req filetransfer §1 /email; req filetransfer §3 `filetransfer`; docs/decisions-filetransfer.md). Messages go between
 * the active users of the GTA roles (domain/roles.ts): a message is seen only by its sender and its recipients (anyone else:
 * 404); a withdrawn one leaves the recipients' boxes. A recipient's first open marks it read for them; the sender may withdraw
 * it while nobody has read it, at the version read. Both take the message's row lock first, so a read and a withdrawal never
 * both succeed. Attachments must be uploads of the sender (POST /api/file/attachment) and are read through signed URLs that
 * come only with the detail. Every change and every open writes an operation record.
 */
import type { z } from 'zod';
import type {
  filetransferItem,
  listFiletransfers,
  sendFiletransfer,
  updateFiletransfer,
} from '../../../domain/contracts/filetransfer';
import type { Attachment, FiletransferInformation, FiletransferState } from '../../../domain/contracts/filetransfer';
import { GTA_ROLES } from '../../../domain/roles';
import { extensionOf } from '../../../domain/images';
import { maskSearchText } from '../../../domain/masking';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  anyRead,
  insertFiletransfer,
  markRead,
  messagesFor,
  pageBox,
  recipientsOf,
  updateFiletransferAt,
  type MessageRow,
} from './repository';

export type FiletransferDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  /** The uploads among `urls` that `uploader` did not upload as attachments (the file module's claimAttachments). */
  claimAttachments: (urls: string[], uploader: number, tx: Db) => Promise<string[]>;
  /** A signed read URL of an attachment key (null for a key not the storage's own). */
  signFile: (url: string) => string | null;
  /** The masking pass over free texts for `user` (the child service's `textMasker`; issue 26): subjects, file names, contents. */
  maskTexts?: (user: SessionUser, texts: string[]) => Promise<(text: string) => string>;
};
type Item = z.input<typeof filetransferItem>;
type Information = FiletransferInformation;
const GONE = '该邮件不存在或已撤回';
const NOT_GTA = '收件人须为检察或护航角色的在用账号';

export function createFiletransferService(deps: FiletransferDeps) {
  const { db, now, audit, users } = deps;

  /** The masking pass for `user` over `texts` (identity when none is wired). */
  const maskerFor = (user: SessionUser, texts: string[]) =>
    deps.maskTexts ? deps.maskTexts(user, texts) : Promise.resolve((t: string) => t);

  /** Messages as `user` sees them: subjects and attachment names through the masking pass (a child's name masked unless revealed). */
  async function present(user: SessionUser, rows: MessageRow[]): Promise<Item[]> {
    const shown = await maskerFor(
      user,
      rows.flatMap((r) => [
        r.filetransfer_subject,
        ...(r.filetransfer_information.filetransfer_attachments ?? []).map((a) => a.name),
      ]),
    );
    const to = await recipientsOf(
      db,
      rows.map((r) => r.id),
    );
    const people = await users.people([
      ...new Set([...rows.map((r) => r.filetransfer_sender), ...to.map((t) => t.recipient)]),
    ]);
    return rows.map((r) => {
      const info = r.filetransfer_information;
      const sender = r.filetransfer_sender === user.id;
      return {
        id: r.id,
        filetransfer_subject: shown(r.filetransfer_subject),
        filetransfer_sender: r.filetransfer_sender,
        sender_name: people.get(r.filetransfer_sender)?.nickname ?? null,
        sender_role: people.get(r.filetransfer_sender)?.role ?? null,
        filetransfer_state: r.filetransfer_state as FiletransferState,
        filetransfer_datetime: r.filetransfer_datetime.toISOString(),
        filetransfer_attachments: (info.filetransfer_attachments ?? []).map((a) => ({ ...a, name: shown(a.name) })),
        // a recipient sees who else it went to, not whether they read it
        recipients: to
          .filter((t) => t.filetransfer === r.id)
          .map((t) => ({
            recipient: t.recipient,
            nickname: people.get(t.recipient)?.nickname ?? null,
            role: people.get(t.recipient)?.role ?? null,
            read_at: sender && t.read_at ? t.read_at.toISOString() : null,
          })),
        read_at: r.my_read_at ? r.my_read_at.toISOString() : null,
        version: r.version,
      };
    });
  }

  /** The recipients of a new message: the persons picked and the active users of the roles picked, never the sender. */
  async function recipientsFor(
    user: SessionUser,
    b: z.output<typeof sendFiletransfer.body>,
    tx: Db,
  ): Promise<number[]> {
    const strange = b.recipient_roles.findIndex((r) => !GTA_ROLES.includes(r));
    if (strange >= 0)
      throw new Invalid(NOT_GTA, [{ field: `recipient_roles.${strange}`, message: '只能选择检察或护航角色' }]);
    const everyone = await users.activeOfRoles(GTA_ROLES, tx);
    const known = new Set(everyone.map((u) => u.id));
    const stranger = b.recipients.findIndex((id) => !known.has(id));
    if (stranger >= 0) throw new Invalid(NOT_GTA, [{ field: `recipients.${stranger}`, message: NOT_GTA }]);
    const byRole = everyone.filter((u) => (b.recipient_roles as string[]).includes(u.role)).map((u) => u.id);
    const ids = [...new Set([...b.recipients, ...byRole])].filter((id) => id !== user.id);
    if (!ids.length)
      throw new Invalid('请选择收件人', [{ field: 'recipients', message: '请选择收件人（不能只发给自己）' }]);
    return ids;
  }

  return {
    /** GET /api/filetransfer/list/for/mix. */
    async list(user: SessionUser, q: z.output<typeof listFiletransfers.query>) {
      const { total, unread, rows } = await pageBox(
        db,
        { user: user.id, box: q.box, read: q.read, keyword: q.keyword },
        q.page,
        q.size,
      );
      if (q.keyword)
        await audit.write({
          user: user.id,
          type: '搜索',
          information: { action: '搜索邮件', box: q.box, keyword: maskSearchText(q.keyword) },
        });
      return { total, unread, list: await present(user, rows) };
    },
    /** GET /api/filetransfer/list/for/ids: the caller's among `ids`. */
    async forIds(user: SessionUser, ids: number[]) {
      return { list: await present(user, await messagesFor(db, ids, user.id)) };
    },
    /** GET /api/filetransfer/detail: 404 unless the caller sent or received it; a recipient's first open marks it read. */
    async detail(user: SessionUser, id: number) {
      const row = await inTransaction(db, async (tx) => {
        const [found] = await messagesFor(tx, [id], user.id, true);
        if (!found) throw new NotFound(GONE);
        if (found.my_recipient && !found.my_read_at) {
          const at = now();
          if (await markRead(tx, id, user.id, at)) return { ...found, my_read_at: at };
        }
        return found;
      });
      await audit.write({ user: user.id, type: '查看详情', information: { action: '查看邮件', filetransfer: id } });
      const [detail] = await present(user, [row]);
      const info = row.filetransfer_information;
      const attachment_urls: Record<string, string> = {};
      for (const a of info.filetransfer_attachments ?? []) {
        const signed = deps.signFile(a.url);
        if (signed) attachment_urls[a.url] = signed;
      }
      const content = info.filetransfer_content ?? '';
      return {
        detail: { ...detail, filetransfer_content: (await maskerFor(user, [content]))(content) },
        attachment_urls,
      };
    },
    /** POST /api/filetransfer: sent now; see the contract for the 400s. */
    async send(user: SessionUser, b: z.output<typeof sendFiletransfer.body>) {
      return inTransaction(db, async (tx) => {
        const to = await recipientsFor(user, b, tx);
        const urls = b.filetransfer_attachments.map((a) => a.url);
        if (new Set(urls).size !== urls.length)
          throw new Invalid('附件重复', [{ field: 'filetransfer_attachments', message: '同一附件只能添加一次' }]);
        if ((await deps.claimAttachments(urls, user.id, tx)).length) {
          throw new Invalid(
            '请重新上传附件',
            [{ field: 'filetransfer_attachments', message: '请重新上传附件' }],
            'ATTACHMENT_NOT_ISSUED',
          );
        }
        const at = now();
        const information: Information = {
          filetransfer_content: b.filetransfer_content,
          recipient_roles: b.recipient_roles,
          filetransfer_attachments: b.filetransfer_attachments.map((a) => ({
            url: a.url,
            name: a.name,
            suffix: extensionOf(a.url) as Attachment['suffix'],
          })),
        };
        const row = await insertFiletransfer(
          tx,
          {
            filetransfer_sender: user.id,
            filetransfer_subject: b.filetransfer_subject,
            filetransfer_state: '已发送',
            filetransfer_datetime: at,
            filetransfer_information: information,
            created_at: at,
            updated_at: at,
          },
          to,
        );
        await audit.write(
          { user: user.id, type: '创建', information: { action: '发送邮件', filetransfer: row.id, recipients: to } },
          tx,
        );
        return { id: row.id, version: row.version, count: to.length };
      });
    },
    /** PUT /api/filetransfer: 已读 by a recipient, 撤回 by the sender (see the contract). */
    async update(user: SessionUser, b: z.output<typeof updateFiletransfer.body>) {
      return inTransaction(db, async (tx) => {
        const [found] = await messagesFor(tx, [b.id], user.id, true);
        if (b.action === '已读') {
          if (!found?.my_recipient) throw new NotFound(GONE);
          if (await markRead(tx, b.id, user.id, now()))
            await audit.write(
              { user: user.id, type: '修改', information: { action: '邮件已读', filetransfer: b.id } },
              tx,
            );
          return { id: found.id, version: found.version };
        }
        if (!found || found.filetransfer_sender !== user.id) throw new NotFound(GONE);
        if (found.filetransfer_state !== '已发送') throw new Conflict('该邮件已撤回', 'ALREADY_WITHDRAWN');
        if (await anyRead(tx, b.id)) throw new Conflict('已有收件人阅读该邮件，不能撤回', 'ALREADY_READ');
        const row = await updateFiletransferAt(tx, b.id, b.version, {
          filetransfer_state: '已撤回',
          updated_at: now(),
        });
        if (!row) throw new Conflict('该邮件已被修改，请刷新后重试', 'STALE_VERSION');
        await audit.write({ user: user.id, type: '修改', information: { action: '撤回邮件', filetransfer: b.id } }, tx);
        return { id: row.id, version: row.version };
      });
    },
    /** GET /api/filetransfer/list/for/recipients: who a message may go to. */
    async recipients(user: SessionUser) {
      return { list: (await users.activeOfRoles(GTA_ROLES)).filter((u) => u.id !== user.id) };
    },
  };
}

export type FiletransferService = ReturnType<typeof createFiletransferService>;
