/**
 * The HTTP server's own limits, from the environment (docs/deploy.md "Reverse proxy and timeouts"; issue 26 "Limits that hold"):
 * - TRUST_PROXY: whose X-Forwarded-For is believed (Fastify's `trustProxy`), so that `request.ip`, the key of the login,
 *   SMS and request-rate limits, is the client's address and not the proxy's. Unset / `false` / `off` / `0`: nobody's (the
 *   default: a client reaching the server directly could otherwise claim any address); `true`: every hop's (only when
 *   nothing but the proxy can reach the server); a whole number N ≥ 1: the N nearest hops; otherwise a comma-separated
 *   list of the proxies' addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`) and the names `loopback`,
 *   `linklocal`, `uniquelocal`.
 * - HEADERS_TIMEOUT_MS (20 000): a connection must have sent its request's headers within this (a connection that sends
 *   nothing is answered 408 and closed); REQUEST_TIMEOUT_MS (120 000): the whole request, body included (a body trickled
 *   a byte at a time is cut); KEEP_ALIVE_TIMEOUT_MS (72 000): an idle kept-alive connection after an answer (longer
 *   than a proxy's usual 60 s upstream keep-alive, so the proxy never reuses a connection the server is closing);
 *   CONNECTION_TIMEOUT_MS (300 000): a socket with no traffic either way, whatever it waits for (a backstop);
 *   SHUTDOWN_TIMEOUT_MS (10 000): on SIGTERM/SIGINT, how long requests in flight may run before their connections are
 *   cut (server/http/shutdown.ts).
 * Every value is a whole number of milliseconds ≥ 1; HEADERS_TIMEOUT_MS may not exceed REQUEST_TIMEOUT_MS.
 * @throws Error (Chinese) naming the variable and what it accepts.
 */
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

export type TrustProxy = boolean | number | string[];

export type HttpLimits = {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  shutdownTimeout: number;
};

/** The defaults above (ms). */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 72_000,
  connectionTimeout: 300_000,
  shutdownTimeout: 10_000,
};

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, a CIDR range of one, or one of proxy-addr's names. */
function proxyEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify's `trustProxy` (see the module comment); throws on a value it does not accept. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (['', 'false', 'off', 'no', '0'].includes(v.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(v.toLowerCase())) return true;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !proxyEntry(e));
  if (bad !== undefined || !entries.length) {
    throw new Error(
      `TRUST_PROXY 不合法：${bad ?? v}（应为 true、false、代理层数，或以逗号分隔的代理地址 / CIDR，如 127.0.0.1,10.0.0.0/8）`,
    );
  }
  return entries;
}

const VARIABLES: Record<keyof HttpLimits, string> = {
  headersTimeout: 'HEADERS_TIMEOUT_MS',
  requestTimeout: 'REQUEST_TIMEOUT_MS',
  keepAliveTimeout: 'KEEP_ALIVE_TIMEOUT_MS',
  connectionTimeout: 'CONNECTION_TIMEOUT_MS',
  shutdownTimeout: 'SHUTDOWN_TIMEOUT_MS',
};

/** The timeouts from `env` (defaults for the unset ones); throws on a value that is not a whole number of ms ≥ 1. */
export function loadHttpLimits(env: NodeJS.ProcessEnv): HttpLimits {
  const limits = { ...DEFAULT_HTTP_LIMITS };
  for (const key of Object.keys(VARIABLES) as (keyof HttpLimits)[]) {
    const raw = env[VARIABLES[key]]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
      throw new Error(`${VARIABLES[key]} 不合法：${raw}（应为正整数，单位毫秒）`);
    }
    limits[key] = Number(raw);
  }
  if (limits.headersTimeout > limits.requestTimeout) throw new Error('HEADERS_TIMEOUT_MS 不能大于 REQUEST_TIMEOUT_MS');
  return limits;
}

/**
 * The Fastify options that apply `limits` and `trustProxy`. Node checks the header and request timeouts only every
 * `connectionsCheckingInterval` (30 s by default): it is set to a quarter of the shorter one (at least 50 ms), so a
 * timeout is enforced within 125 % of its value. Closing: a new request on a kept-alive connection is answered 503,
 * idle connections are closed (server/http/shutdown.ts closes the rest).
 */
export function serverOptions(limits: HttpLimits, trustProxy: TrustProxy): Partial<FastifyServerOptions> {
  const interval = Math.max(50, Math.floor(Math.min(limits.headersTimeout, limits.requestTimeout) / 4));
  return {
    trustProxy,
    connectionTimeout: limits.connectionTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    requestTimeout: limits.requestTimeout,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    http: {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: interval,
    },
  } as Partial<FastifyServerOptions>;
}
