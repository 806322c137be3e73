/**
 * Access to antd's message / notification / modal for code outside React components (the API client).
 * Inside the antd `<App>` the bridge installs the context-aware instances (theme, locale); before that
 * the static functions are used. Screens call `App.useApp()` directly.
 */
import { App, message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { useLayoutEffect } from 'react';
import { isHttpError, errorMessage } from '../api/http-error';

let current: useAppProps = {
  message: staticMessage,
  notification: staticNotification,
  modal: Modal as unknown as useAppProps['modal'],
};

export const feedback = {
  get message() {
    return current.message;
  },
  get notification() {
    return current.notification;
  },
  get modal() {
    return current.modal;
  },
};

/** Renders nothing; hands the `<App>` instances to `feedback`. Place it inside antd's `<App>`. */
export function FeedbackBridge(): null {
  const app = App.useApp();
  useLayoutEffect(() => {
    current = app;
  }, [app]);
  return null;
}

/**
 * Shows a failed call's message with `message.error`, unless the API client already told the user
 * (401 / 403 / 429). `fallback` is the screen's own text, e.g. 创建儿童失败，请重试.
 */
export function notifyError(error: unknown, fallback: string): void {
  if (isHttpError(error) && error.handled) return;
  feedback.message.error(errorMessage(error, fallback));
}
