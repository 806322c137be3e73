/**
 * Liveness and readiness for a process manager and a load balancer (issue 31 "Health, readiness, metrics";
 * docs/deploy.md "Health checks"). Outside /api, no session, no rate limit, never cached; they reveal nothing but
 * their verdict:
 * - `GET /health/live`: 200 `{ status: 'ok' }` whenever the process answers HTTP at all;
 * - `GET /health/ready`: 200 `{ status: 'ok' }` when the database answers (within READY_TIMEOUT_MS), its migrations
 *   are the committed ones (server/ops/db-facts.ts) and local storage can be written (a probe file made and removed);
 *   else 503 `{ status: 'unavailable', failed: [...] }` naming only the checks that failed (`database`,
 *   `migrations`, `storage`). The reason goes to the log at warn, never to the answer.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationVersion, migrationsCurrent, type QueryRows } from './db-facts';

/** How long the readiness check waits for the database, in ms. */
export const READY_TIMEOUT_MS = 3_000;

/** `QueryRows` over a drizzle `Db` (PGlite or node-postgres both answer `{ rows }`). */
export const queryOf =
  (db: Db): QueryRows =>
  async (text) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`超过 ${ms} ms 未应答`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type HealthOptions = {
  db: Db;
  /** Throws when storage cannot be written (local storage's probe); absent: nothing to check (OSS). */
  storageWritable?: () => Promise<void>;
};

/** Registers /health/live and /health/ready on `app`. */
export function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  const query = queryOf(opts.db);
  const routeConfig = { rateLimit: false } as const;
  // outside the API reference (it documents /api); docs/deploy.md documents the health checks
  const schema = { hide: true };
  app.get('/health/live', { config: routeConfig, schema, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', { config: routeConfig, schema, logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const failed: string[] = [];
    const fail = (check: string, error: unknown) => {
      failed.push(check);
      request.log.warn({ check, err: error instanceof Error ? error.message : String(error) }, '就绪检查未通过');
    };
    try {
      const version = await within(
        (async () => {
          await query('select 1');
          return migrationVersion(query);
        })(),
        READY_TIMEOUT_MS,
      );
      if (!migrationsCurrent(version)) fail('migrations', `已应用 ${version.applied} 个迁移（${version.latest}）`);
    } catch (error) {
      fail('database', error);
    }
    if (opts.storageWritable) await opts.storageWritable().catch((error: unknown) => fail('storage', error));
    if (failed.length) return reply.status(503).send({ status: 'unavailable', failed });
    return { status: 'ok' };
  });
}
