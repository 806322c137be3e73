/**
 * Notifications (req filetransfer §5 `POST wechat/send/message`; docs/decisions-filetransfer.md): every message is kept in the
 * notifications table (what 我的通知 lists), then handed to the notifier (notifier.ts). Three sources: 手动 (the centre's
 * POST /api/wechat/send/message), 工单提醒 (a task given to a volunteer; the task module's `given` callback) and 审核结果
 * (a review step of an apply, to its submitter; the apply module's `reviewed` callback). A delivery failure is
 * logged and never undoes the work that caused it. What each notice says — the child, what happened, the next step and the
 * screen to act on — is messages.ts (issue 29; docs/decisions-notices.md); a plan's reminders and a task's reassignment and
 * return are 工单提醒 too, and every review step of an apply (初过, 初拒, 终过, 终拒) is 审核结果. A link is only ever a screen of this console (domain/console-routes.ts):
 * the contract refuses another, and what is kept or listed is checked again.
 */
import type { z } from 'zod';
import type { listMyNotifications, sendWechatMessage } from '../../../domain/contracts/notice';
import { isConsoleLink } from '../../../domain/console-routes';
import { maskInText, type ChildSecret } from '../../../domain/masking';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Invalid } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  applyReviewedMessage,
  planReminderMessage,
  taskGivenMessage,
  taskReassignedMessages,
  taskReviewedMessage,
  type ApplyStep,
  type TaskNote,
} from './messages';
import type { NoticeLog, NoticeMessage, Notifier } from './notifier';
import { insertNotification, pageNotifications } from './repository';

export type NoticeSource = '手动' | '工单提醒' | '审核结果';
export type NoticeDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  notifier: Notifier;
  log?: NoticeLog & { error?: NoticeLog['info'] };
  /** The masking pass over free texts for no one in particular (the child service's `textMasker(null, …)`; issue 26). */
  maskTexts?: (texts: string[], tx?: Db) => Promise<(text: string) => string>;
};

export function createNoticeService(deps: NoticeDeps) {
  const { db, now, notifier } = deps;

  /**
   * Keeps `message` for user `to` (in `tx` when given) and delivers it; answers the notification's id. Title and body go
   * through the masking pass first, whatever the source (issue 26): a notice outlives any reveal and may reach a phone,
   * so a child's full name or ID number in it is kept and sent masked. `secrets`: the children the message is about as
   * the caller knows them (a child apply's child may not be written yet), masked by the same pass (domain/masking.ts).
   */
  async function notify(
    to: number,
    raw: NoticeMessage,
    source: NoticeSource,
    tx?: Db,
    secrets: readonly ChildSecret[] = [],
  ): Promise<number> {
    const looked = deps.maskTexts ? await deps.maskTexts([raw.title, raw.body], tx) : (t: string) => t;
    const shown = (text: string) => looked(maskInText(text, secrets));
    const message = { ...raw, title: shown(raw.title), body: shown(raw.body) };
    const row = await insertNotification(tx ?? db, {
      notification_user: to,
      notification_title: message.title,
      notification_body: message.body,
      notification_link: isConsoleLink(message.link) ? message.link : null,
      notification_source: source,
      notification_channel: notifier.channel,
      created_at: now(),
    });
    try {
      await notifier.send(to, message);
    } catch (error) {
      // called on the logger (pino's methods need their `this`): a failed delivery is logged, never a 500
      const fields = { err: error, notification: row.id, channel: notifier.channel };
      if (deps.log?.error) deps.log.error(fields, 'notification delivery failed');
      else deps.log?.info(fields, 'notification delivery failed');
    }
    return row.id;
  }

  return {
    notify,
    /** POST /api/wechat/send/message: 400 when `to` is not an active user. */
    async send(user: SessionUser, b: z.output<typeof sendWechatMessage.body>) {
      const to = await deps.users.activeAccount(b.to);
      if (!to) throw new Invalid('请选择激活中的用户', [{ field: 'to', message: '请选择激活中的用户' }]);
      const id = await notify(to.id, { title: b.title, body: b.body, link: b.link }, '手动');
      await deps.audit.write({
        user: user.id,
        type: '创建',
        information: { action: '发送通知', notification: id, to: to.id },
      });
      return { id };
    },
    /** GET /api/notification/list: the caller's own. */
    async mine(user: SessionUser, q: z.output<typeof listMyNotifications.query>) {
      const { total, rows } = await pageNotifications(db, user.id, q.page, q.size);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          notification_title: r.notification_title,
          notification_body: r.notification_body,
          notification_link: isConsoleLink(r.notification_link) ? r.notification_link : null,
          notification_source: r.notification_source,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
    /** The task module's `given`: the volunteer a task was just given to (by `by`) is told which child, what, until when. */
    taskGiven: (tx: Db, t: TaskNote & { volunteer: number }, by: string) =>
      notify(t.volunteer, taskGivenMessage(t, by), '工单提醒', tx, [{ child_name: t.child_name }]),
    /** The task module's `reassigned` (批量改派): the new volunteer is given the task, the one who had it is told it went. */
    async taskReassigned(tx: Db, t: TaskNote & { from: number; to: number }, by: string, toName: string) {
      const m = taskReassignedMessages(t, by, toName);
      const secrets = [{ child_name: t.child_name }];
      await notify(t.to, m.given, '工单提醒', tx, secrets);
      if (t.from !== t.to) await notify(t.from, m.taken, '工单提醒', tx, secrets);
    },
    /** The task module's `reviewed`: a return (终退) or refusal (终拒) of a finished task, to its volunteer. */
    async taskReviewed(tx: Db, t: TaskNote & { volunteer: number }, s: Parameters<typeof taskReviewedMessage>[1]) {
      const m = taskReviewedMessage(t, s);
      if (m) await notify(t.volunteer, m, '工单提醒', tx, [{ child_name: t.child_name }]);
    },
    /** The plan module's `remind`: a plan's reminders with the task it just gave, to its volunteer. */
    planReminded: (tx: Db, to: number, r: Parameters<typeof planReminderMessage>[0]) =>
      notify(to, planReminderMessage(r), '工单提醒', tx, [{ child_name: r.child_name }]),
    /**
     * The apply module's `reviewed`: each review step of an apply (初过, 初拒, 终过, 终拒), to its submitter. `secrets`: the
     * names and ID numbers the apply carries (a child not yet written is unknown to the masking pass's look-up).
     */
    applyReviewed: (tx: Db, s: ApplyStep & { applicant: number }, secrets: ChildSecret[] = []) =>
      notify(s.applicant, applyReviewedMessage(s), '审核结果', tx, [
        ...secrets,
        ...(s.child_name ? [{ child_name: s.child_name }] : []),
      ]),
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
