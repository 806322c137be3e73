/**
 * /metrics and load shedding (issue 31 "Health, readiness, metrics"): the Prometheus text only for METRICS_TOKEN (404
 * otherwise), the request histogram by route and status after a few calls, refused sign-ins, rate-limit hits, the
 * database queue and the event loop; under pressure every request but /health/live is answered 503 with Retry-After
 * and 系统繁忙，请稍后再试.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { startHarness, type Harness } from './harness';

const TOKEN = 'metrics-token-0123456789';
let h: Harness;
let app: FastifyInstance;

beforeAll(async () => {
  h = await startHarness({ demo: false });
  app = await buildApp({
    db: h.handle.db,
    now: () => new Date(),
    rateLimitMax: 5,
    metrics: { token: TOKEN, pool: h.handle.pool, pgliteWaiting: h.handle.pending },
  });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
});

const metrics = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is hidden without the token', async () => {
    expect((await metrics()).statusCode).toBe(404);
    expect((await metrics('Bearer wrong-token-0123456789')).statusCode).toBe(404);
  });

  it('shows the request histogram, refused sign-ins, rate-limit hits, the database and the event loop', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cellphone: '13900000099', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/label/list' }); // 401 x2, then 429 past 5 a minute
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status_code="401"\} 3/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/label\/list",status_code="401"\} 2/,
    );
    expect(text).toMatch(/logins_refused_total\{status="401"\} 3/);
    expect(text).toMatch(/rate_limit_hits_total\{route="\/api\/label\/list"\} 1/);
    expect(text).toMatch(
      h.handle.kind === 'pglite' ? /pglite_queries_waiting \d+/ : /db_pool_connections\{state="total"\} \d+/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('under pressure', () => {
  it('answers 503 with Retry-After and 系统繁忙，请稍后再试, while /health/live still answers', async () => {
    const busy = await buildApp({
      db: h.handle.db,
      now: () => new Date(),
      // every heap is over one byte: under pressure from the first sample on
      pressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0, maxHeapUsedBytes: 1, retryAfter: 7 },
    });
    try {
      await busy.ready();
      await expect.poll(async () => (await busy.inject({ url: '/api/label/list' })).statusCode).toBe(503);
      const res = await busy.inject({ url: '/api/label/list' });
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({ code: 'BUSY', message: '系统繁忙，请稍后再试' });
      expect((await busy.inject({ url: '/health/ready' })).statusCode).toBe(503);
      expect((await busy.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('the request log', () => {
  it('is one JSON line per request with the request id, route, status, duration and user id, and no URL values', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: h.handle.db,
      now: () => new Date(),
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const login = await logged.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cellphone: '13900000099', password: 'secret-password-probe' },
      });
      expect(login.statusCode).toBe(401);
      await logged.inject({ url: '/api/label/list?keyword=%E9%BE%99%E5%BF%97%E5%BC%BA320102200001011234' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = entries.filter((e) => e.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ method: 'POST', route: '/api/auth/login', status: 401, user_id: null });
      expect(requests[0].reqId).toEqual(expect.any(String));
      expect(requests[0].ms).toEqual(expect.any(Number));
      expect(requests[1]).toMatchObject({ method: 'GET', route: '/api/label/list', status: 401 });
      const all = lines.join('\n');
      for (const secret of ['secret-password-probe', '龙志强', '320102200001011234', '13900000099', 'keyword']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
