/**
 * Load shedding (issue 31 "Under overload the server answers 503 with Retry-After before it stops answering at all"):
 * `@fastify/under-pressure` samples the event loop and memory; past a bound every request is answered at once with
 * 503, `Retry-After: <s>` and `{ code: 'BUSY', message: '系统繁忙，请稍后再试' }` (the SPA shows that message,
 * src/api/). /health/live keeps answering 200 (a busy process is alive: a process manager must not kill it);
 * /health/ready answers 503 like the rest, so a load balancer sends the traffic elsewhere.
 * Bounds from the environment (docs/deploy.md "Overload"): MAX_EVENT_LOOP_DELAY_MS (1000), MAX_EVENT_LOOP_UTILIZATION
 * (0.98), MAX_HEAP_USED_MB (0: no bound), RETRY_AFTER_S (10).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';

import { BUSY_MESSAGE } from '../../domain/constants';

export type PressureLimits = {
  maxEventLoopDelay: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  retryAfter: number;
};

/** The bounds from `env`. @throws Error (Chinese) naming a variable that is not a number ≥ 0. */
export function loadPressureLimits(env: NodeJS.ProcessEnv): PressureLimits {
  const num = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} 不合法：${raw}（应为不小于 0 的数）`);
    return value;
  };
  return {
    maxEventLoopDelay: num('MAX_EVENT_LOOP_DELAY_MS', 1000),
    maxEventLoopUtilization: num('MAX_EVENT_LOOP_UTILIZATION', 0.98),
    maxHeapUsedBytes: num('MAX_HEAP_USED_MB', 0) * 1024 * 1024,
    retryAfter: Math.max(1, Math.round(num('RETRY_AFTER_S', 10))),
  };
}

/** Registers the load shedding on `app` (before the routes). */
export async function registerPressure(app: FastifyInstance, limits: PressureLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelay,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    retryAfter: limits.retryAfter,
    // the plugin sends what the handler returns (its types say void); undefined lets the request through
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.url === '/health/live') return undefined; // alive though busy
      reply.status(503).header('Retry-After', String(limits.retryAfter)).header('Cache-Control', 'no-store');
      return { code: 'BUSY', message: BUSY_MESSAGE };
    }) as unknown as () => void,
  });
}
