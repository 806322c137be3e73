/**
 * The pluggable notifier (req filetransfer §5 `wechat/send/message`; docs/decisions-filetransfer.md): how a message reaches a user
 * outside the console. The notice service keeps every message in the notifications table whatever the notifier, then asks
 * the notifier to deliver it. The default, the log notifier, delivers by writing one line to the server log; NOTIFIER=wechat
 * chooses the 公众号 template-message notifier (wechat-notifier.ts; docs/deploy.md).
 */

/** A message to one user: a title, a body and an optional link into the console (a path such as `/taskList/…`). */
export type NoticeMessage = { title: string; body: string; link?: string };

export interface Notifier {
  /** The channel's name kept with each notification (`log`, `wechat` …). */
  readonly channel: string;
  /** Delivers `message` to user `to` (a user id). Rejects when the channel fails; the caller logs that and goes on. */
  send(to: number, message: NoticeMessage): Promise<void>;
}

/** The least a logger must do (Fastify's pino logger does it). */
export type NoticeLog = { info: (fields: Record<string, unknown>, message: string) => void };

/** The log notifier: one `notification` line per message at info level (to `log`; nowhere when none is given). */
export function createLogNotifier(log?: NoticeLog): Notifier {
  return {
    channel: 'log',
    async send(to, message) {
      log?.info({ notification: { to, ...message } }, 'notification');
    },
  };
}
