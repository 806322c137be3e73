/**
 * The one error type of the SPA's data layer (CONVENTIONS "One data layer"). Every non-OK answer of the
 * API, a timeout and a network failure become an `HttpError`:
 * - `status`: the HTTP status, 0 for a timeout or a network failure;
 * - `code`, `message`: from the server's `{ code, message }` body (message is user-facing Chinese);
 * - `fieldErrors`: `[{ field, message }]` for 400/409 answers whose problem sits on a form field;
 * - `fromServer`: whether `message` is the server's own text (else a generic one chosen by status);
 * - `handled`: true when the client has already told the user (401, 403, 429), so screens stay quiet.
 */
import type { FieldError } from '../../domain/contracts/define';

/** A field-level error of an answer (the contracts' `fieldError`). */
export type FieldErrorBody = FieldError;

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldErrorBody[];
  readonly fromServer: boolean;
  handled = false;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: FieldErrorBody[];
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.fromServer = init.fromServer ?? false;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数不合法',
  401: '登录已过期，请重新登录',
  403: '您没有权限执行此操作',
  404: '记录不存在或您无权查看',
  409: '数据已被他人修改，请刷新后重试',
  500: '服务器内部错误，请稍后重试',
};

/** Builds an HttpError from a non-OK response, reading its `{ code, message, fieldErrors }` body if any. */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  let body: { code?: unknown; message?: unknown; fieldErrors?: unknown } = {};
  try {
    body = (await response.json()) ?? {};
  } catch {
    body = {};
  }
  const fromServer = typeof body.message === 'string' && body.message.length > 0;
  const message = fromServer
    ? (body.message as string)
    : (STATUS_MESSAGES[response.status] ?? `请求失败（${response.status}）`);
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const fieldErrors = Array.isArray(body.fieldErrors)
    ? body.fieldErrors.filter(
        (e): e is FieldErrorBody => typeof e?.field === 'string' && typeof e?.message === 'string',
      )
    : undefined;
  return new HttpError({ status: response.status, code, message, fieldErrors, fromServer });
}

/**
 * The message to show for a failed call: the server's own message, or the timeout/network text, else
 * `fallback` (the screen's message, e.g. 创建儿童失败，请重试, req children §10).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  return error.fromServer || error.status === 0 ? error.message : fallback;
}
