/**
 * Prometheus metrics (issue 31 "Health, readiness, metrics"; docs/deploy.md "Metrics"), through `fastify-metrics`
 * over `prom-client`, in a registry of this app's own (tests build many apps in one process):
 * - `http_request_duration_seconds{method,route,status_code}`: a histogram of every registered route (the route's
 *   pattern, `/api/child/:id`, never a URL with values in it); /metrics and /health/* left out;
 * - Node's defaults (`process_*`, `nodejs_*`), among them `nodejs_eventloop_lag_seconds` and its percentiles;
 * - `db_pool_connections{state="total|idle|waiting"}` (PostgreSQL's pool) and `pglite_queries_waiting` (PGlite: the
 *   database calls started and not yet answered, its one-connection queue);
 * - `uploads_stored_total{kind="image|attachment"}`, `logins_refused_total{status}`, `rate_limit_hits_total{route}`.
 * `GET /metrics` answers the text format only to `Authorization: Bearer <METRICS_TOKEN>`; anyone else, and everyone
 * when METRICS_TOKEN is unset, gets 404 (the route's existence is not revealed).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import client from 'prom-client';
import type pg from 'pg';

export type MetricsOptions = {
  /** METRICS_TOKEN (at least 16 characters); absent: /metrics answers 404. */
  token?: string;
  /** PostgreSQL's pool, for its gauges. */
  pool?: pg.Pool;
  /** PGlite: how many database calls wait or run (server/db/client.ts counts them). */
  pgliteWaiting?: () => number;
};

const NOT_MEASURED = ['/metrics', '/health/live', '/health/ready'];

/** Registers the metrics collection and the guarded /metrics route on `app`. */
export async function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Promise<void> {
  if (opts.token && opts.token.length < 16) throw new Error('METRICS_TOKEN 太短（至少 16 个字符）');
  const registry = new client.Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: NOT_MEASURED,
      overrides: {
        histogram: {
          name: 'http_request_duration_seconds',
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [registry],
        },
      },
    },
  });
  if (opts.pool) {
    const pool = opts.pool;
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (opts.pgliteWaiting) {
    const waiting = opts.pgliteWaiting;
    new client.Gauge({
      name: 'pglite_queries_waiting',
      help: 'PGlite database calls started and not yet answered',
      registers: [registry],
      collect() {
        this.set(waiting());
      },
    });
  }
  const uploads = new client.Counter({
    name: 'uploads_stored_total',
    help: 'Uploads stored',
    labelNames: ['kind'],
    registers: [registry],
  });
  const refused = new client.Counter({
    name: 'logins_refused_total',
    help: 'Sign-ins refused (wrong credentials, account not usable, too many attempts)',
    labelNames: ['status'],
    registers: [registry],
  });
  const limited = new client.Counter({
    name: 'rate_limit_hits_total',
    help: 'Requests answered 429 by a rate limit',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '__unknown__';
    const status = reply.statusCode;
    if (status === 429) limited.inc({ route });
    if (route === '/api/auth/login' && status >= 400) refused.inc({ status: String(status) });
    if (status === 200 && request.method === 'POST') {
      if (route === '/api/file/image') uploads.inc({ kind: 'image' });
      if (route === '/api/file/attachment') uploads.inc({ kind: 'attachment' });
    }
  });
  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : undefined;
  app.get('/metrics', { config: { rateLimit: false }, logLevel: 'warn' }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: '接口不存在：GET /metrics' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
