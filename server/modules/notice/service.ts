/**
 * Notifications (req filetransfer §5 `POST wechat/send/message`; docs/decisions-filetransfer.md): every message is kept in the
 * notifications table (what 我的通知 lists), then handed to the notifier (notifier.ts). Three sources: 手动 (the centre's
 * POST /api/wechat/send/message), 工单提醒 (a task given to a volunteer; the task module's `given` callback) and 审核结果
 * (an apply's final pass or refusal, to its submitter; the apply module's `reviewed` callback). A delivery failure is
 * logged and never undoes the work that caused it. A link is only ever a screen of this console (domain/console-routes.ts):
 * the contract refuses another, and what is kept or listed is checked again.
 */
import type { z } from 'zod';
import type { listMyNotifications, sendWechatMessage } from '../../../domain/contracts/notice';
import { isConsoleLink } from '../../../domain/console-routes';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Invalid } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
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
   * so a child's full name or ID number in it is kept and sent masked.
   */
  async function notify(to: number, raw: NoticeMessage, source: NoticeSource, tx?: Db): Promise<number> {
    const shown = deps.maskTexts ? await deps.maskTexts([raw.title, raw.body], tx) : (t: string) => t;
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
    /** The task module's `given`: a reminder to the volunteer a task was just given to. */
    taskGiven: (tx: Db, t: { id: number; volunteer: number; task_name: string; task_code: string; date_limit: Date }) =>
      notify(
        t.volunteer,
        {
          title: '您有新的工单',
          body: `工单「${t.task_name}」（${t.task_code}）已派给您，请在 ${t.date_limit.toISOString().slice(0, 10)} 前完成。`,
          link: '/taskList/MyTaskList',
        },
        '工单提醒',
        tx,
      ),
    /** The apply module's `reviewed`: the final pass or refusal of an apply, to its submitter. */
    applyReviewed: (
      tx: Db,
      s: { apply: number; applicant: number; apply_genre: string; apply_state: string; reason?: string },
    ) =>
      notify(
        s.applicant,
        {
          title: s.apply_state === '终过' ? '您的申请已通过' : '您的申请未通过',
          body: `您提交的${s.apply_genre}申请（编号 ${s.apply}）终审${s.apply_state === '终过' ? '通过' : '未通过'}${s.reason ? `：${s.reason}` : '。'}`,
          link: '/children/childCheck',
        },
        '审核结果',
        tx,
      ),
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
