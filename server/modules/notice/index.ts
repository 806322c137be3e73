/** The notice module's public entry: the plugin, the service and the notifier interface (app.ts, services.ts, seeds). */
export { noticePlugin } from './routes';
export { createNoticeService, type NoticeService, type NoticeSource } from './service';
export { createLogNotifier, type NoticeLog, type NoticeMessage, type Notifier } from './notifier';
export { createWechatNotifier, type WechatSettings } from './wechat-notifier';
