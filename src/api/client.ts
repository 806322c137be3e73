/**
 * The one HTTP client of the SPA (DESIGN "The SPA", CONVENTIONS "One data layer"): ky with base `/api`,
 * a 6000 ms timeout (60 s for an image upload, `sendForm`), no retries, and the session's bearer token.
 * Its hooks turn every non-OK answer into an `HttpError` and handle, once and centrally (req shell-and-accounts §9):
 * - 401 (except on login, where it means wrong credentials, and logout, where the session is ending
 *   anyway): 登录已过期，请重新登录, the session is cleared and the route guard sends the user to login
 *   with a redirect back;
 * - 403: an error notification with the server's message;
 * - 429: 您操作过于频繁，请稍后再试 (one notification, however many calls were refused);
 * - 503 (the server shedding load, issue 31, or a proxy without a server): 系统繁忙，请稍后再试, likewise once.
 * Timeouts and network failures become an HttpError with status 0, except for the GET calls a volunteer needs
 * without signal, answered from the phone's copy (./offline-mirror.ts, which tells the screens so; issue 29). Only `src/api/` imports this file.
 */
import ky, { TimeoutError } from 'ky';
import type { z } from 'zod';
import { BUSY_MESSAGE, REQUEST_TIMEOUT_MS, TOO_FREQUENT_MESSAGE } from '../../domain/constants';
import { zhMessages, type CallInput, type CallOutput, type Contract } from '../../domain/contracts/define';
import { sessionStore } from '../core/session/session-store';
import { feedback } from '../core/feedback';
import { HttpError, httpErrorFrom } from './http-error';
import { keptAnswer, noteAnswered, rememberAnswer } from './offline-mirror';

const SESSION_CALLS = ['/api/auth/login', '/api/auth/logout'];

function handleCentrally(error: HttpError, url: string): void {
  const path = new URL(url, window.location.href).pathname;
  if (error.status === 401 && !SESSION_CALLS.some((p) => path.endsWith(p))) {
    error.handled = true;
    feedback.notification.error({ key: 'http-401', message: '登录已过期，请重新登录' });
    sessionStore.signOut('expired');
  } else if (error.status === 403 && !path.endsWith('/api/auth/login')) {
    // (a 403 of the login — 停用, 待审核, 拒绝 — is the login form's own message)
    error.handled = true;
    feedback.notification.error({ key: 'http-403', message: '没有权限', description: error.message });
  } else if (error.status === 429) {
    error.handled = true;
    feedback.notification.warning({ key: 'http-429', message: TOO_FREQUENT_MESSAGE });
  } else if (error.status === 503) {
    error.handled = true;
    error.message = BUSY_MESSAGE;
    feedback.notification.warning({ key: 'http-503', message: BUSY_MESSAGE });
  }
}

const http = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = sessionStore.token();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.ok) return;
        const error = await httpErrorFrom(response);
        handleCentrally(error, request.url);
        throw error;
      },
    ],
  },
});

function wrapFailure(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof TimeoutError)
    throw new HttpError({ status: 0, code: 'TIMEOUT', message: '请求超时，请稍后重试' });
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new HttpError({ status: 0, code: 'NETWORK', message: '网络异常，请检查网络后重试' });
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Drops empty values so `?village=` is never sent for an unset filter. */
function searchParamsOf(params: QueryParams | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

/** A query value as it travels: arrays JSON-encoded (`["申请"]`, as the old console sent them). */
function queryValue(value: unknown): string | number | boolean | null | undefined {
  if (Array.isArray(value)) return JSON.stringify(value);
  return value as string | number | boolean | null | undefined;
}

/** The input checked by the contract's schema before it is sent: a bad input never leaves the browser. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: zhMessages });
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new HttpError({ status: 400, code: 'INVALID', message: '请求参数不合法', fieldErrors });
}

/**
 * Calls the API by its contract (domain/contracts): the query and body are checked with the contract's
 * schemas (rejecting with an HttpError 400 `INVALID` and fieldErrors before anything is sent), the query
 * travels as search parameters (arrays JSON-encoded), the body as JSON. Resolves to the answer, typed by the
 * contract's response schema; rejects with an HttpError (see the module comment).
 */
export async function call<C extends Contract>(
  contract: C,
  ...[input]: CallInput<C> extends { query?: undefined; body?: undefined }
    ? [input?: CallInput<C>]
    : [input: CallInput<C>]
): Promise<CallOutput<C>> {
  const path = contract.path.replace(/^\/api\//, '');
  const query = contract.query ? checked(contract.query, input?.query ?? {}) : undefined;
  const body = contract.body ? checked(contract.body, input?.body) : undefined;
  const params: QueryParams = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) params[key] = queryValue(value);
  const searchParams = searchParamsOf(params);
  try {
    const options = {
      method: contract.method.toLowerCase(),
      searchParams,
      ...(contract.body ? { json: body } : {}),
    };
    const answer = await http(path, options).json<CallOutput<C>>();
    if (contract.method === 'GET') {
      rememberAnswer(contract.path, searchParams, answer);
      noteAnswered(contract.path, null);
    }
    return answer;
  } catch (error) {
    // without signal: the kept answer of the few calls a volunteer needs offline (./offline-mirror.ts)
    const kept =
      contract.method === 'GET' && isNetworkFailure(error) ? await keptAnswer(contract.path, searchParams) : undefined;
    if (kept !== undefined) {
      noteAnswered(contract.path, kept.saved_at);
      return kept.answer as CallOutput<C>;
    }
    return wrapFailure(error);
  }
}

/** Whether `error` is a failure to reach the server (no answer at all), not an answer of the server. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof HttpError) && !(error instanceof DOMException && error.name === 'AbortError');
}

/** Uploads may take longer than the 6000 ms of other calls: a 5 MB image on a slow line. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST `/api/<path>` with a multipart FormData body (the browser sets the boundary); resolves to the JSON body, rejects with an HttpError. */
export async function sendForm<T>(path: string, form: FormData): Promise<T> {
  try {
    return await http.post(path, { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<T>();
  } catch (error) {
    return wrapFailure(error);
  }
}

/** An export may take a while on a county-wide list (issue 15: 20,000 rows). */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The file name of a Content-Disposition header (RFC 5987 `filename*=UTF-8''…` first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1] : fallback;
}

/**
 * Downloads the file a `binary` contract answers (an .xlsx export): the query is checked by the contract's
 * schema like `call()`, the answer saved under the server's file name. Resolves to that name; rejects with an
 * HttpError (401/403/429 handled centrally as for every call).
 */
export async function download<C extends Contract>(contract: C, input: CallInput<C>): Promise<string> {
  const path = contract.path.replace(/^\/api\//, '');
  const query = contract.query ? checked(contract.query, input?.query ?? {}) : undefined;
  const params: QueryParams = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) params[key] = queryValue(value);
  try {
    const response = await http(path, {
      method: contract.method.toLowerCase(),
      searchParams: searchParamsOf(params),
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    const name = fileNameOf(response.headers.get('content-disposition'), 'export.xlsx');
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return name;
  } catch (error) {
    return wrapFailure(error);
  }
}
