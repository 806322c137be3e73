/**
 * The one HTTP client of the SPA (DESIGN "The SPA", CONVENTIONS "One data layer"): ky with base `/api`,
 * a 6000 ms timeout (60 s for an image upload, `sendForm`), no retries, and the session's bearer token.
 * Its hooks turn every non-OK answer into an `HttpError` and handle, once and centrally (seed 000 §8):
 * - 401 (except on login, where it means wrong credentials, and logout, where the session is ending
 *   anyway): 登录已过期，请重新登录, the session is cleared and the route guard sends the user to login
 *   with a redirect back;
 * - 403: an error notification with the server's message;
 * - 429: 您操作过于频繁，请稍后再试 (one notification, however many calls were refused).
 * Timeouts and network failures become an HttpError with status 0. Only `src/api/` imports this file.
 */
import ky, { TimeoutError } from 'ky';
import { REQUEST_TIMEOUT_MS, TOO_FREQUENT_MESSAGE } from '../../domain/constants';
import { sessionStore } from '../app/session/session-store';
import { feedback } from '../app/feedback';
import { HttpError, httpErrorFrom } from './http-error';

const SESSION_CALLS = ['/api/auth/login', '/api/auth/logout'];

function handleCentrally(error: HttpError, url: string): void {
  const path = new URL(url, window.location.href).pathname;
  if (error.status === 401 && !SESSION_CALLS.some((p) => path.endsWith(p))) {
    error.handled = true;
    feedback.notification.error({ key: 'http-401', message: '登录已过期，请重新登录' });
    sessionStore.signOut('expired');
  } else if (error.status === 403) {
    error.handled = true;
    feedback.notification.error({ key: 'http-403', message: '没有权限', description: error.message });
  } else if (error.status === 429) {
    error.handled = true;
    feedback.notification.warning({ key: 'http-429', message: TOO_FREQUENT_MESSAGE });
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
  if (error instanceof TimeoutError) throw new HttpError({ status: 0, code: 'TIMEOUT', message: '请求超时，请稍后重试' });
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

/** GET `/api/<path>` with query parameters; resolves to the JSON body, rejects with an HttpError. */
export async function getJson<T>(path: string, params?: QueryParams): Promise<T> {
  try {
    return await http.get(path, { searchParams: searchParamsOf(params) }).json<T>();
  } catch (error) {
    return wrapFailure(error);
  }
}

/** POST / PUT / DELETE `/api/<path>` with a JSON body; resolves to the JSON body, rejects with an HttpError. */
export async function sendJson<T>(method: 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<T> {
  try {
    return await http(path, { method, json: body ?? {} }).json<T>();
  } catch (error) {
    return wrapFailure(error);
  }
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
