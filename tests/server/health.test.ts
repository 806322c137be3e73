/**
 * /health/live and /health/ready (issue 31 "Health, readiness, metrics"): no session, nothing revealed but the
 * verdict; ready turns 503 when the database is gone, its migrations are behind, or storage cannot be written, and
 * 200 again when the database returns (PostgreSQL behind a TCP proxy that is stopped and restarted).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { createLocalStorage } from '../../server/storage/local';
import { adminQuery, databaseUrl } from './db-template';
import { startHarness, usingPostgres, type Harness } from './harness';
import { startTcpProxy } from './tcp-proxy';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close().catch(() => {});
  h = undefined;
});

describe('health', () => {
  it('answers live and ready without a session, and says nothing else', async () => {
    h = await startHarness({ demo: false });
    const live = await h.call('GET', '/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await h.call('GET', '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the migrations are behind the committed ones', async () => {
    h = await startHarness({ demo: false });
    await h.handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const ready = await h.call('GET', '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failed: ['migrations'] });
  });

  it('is not ready when local storage cannot be written', async () => {
    const handle = await openDatabase({ memory: true });
    const filesDir = mkdtempSync(join(tmpdir(), 'cw-health-'));
    const storage = createLocalStorage({ filesDir, secret: randomBytes(32) });
    const app = await buildApp({ db: handle.db, now: () => new Date(), storage });
    try {
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      rmSync(filesDir, { recursive: true });
      const ready = await app.inject({ url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failed: ['storage'] });
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it.skipIf(usingPostgres)(
    'PGlite: is not ready once the embedded database is closed, while live still answers',
    async () => {
      h = await startHarness({ demo: false });
      await h.handle.close();
      const ready = await h.call('GET', '/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failed: ['database'] });
      expect((await h.call('GET', '/health/live')).statusCode).toBe(200);
      await h.app.close();
      h = undefined;
    },
  );

  it.runIf(usingPostgres)('PostgreSQL: 503 while the database is stopped, 200 again when it returns', async () => {
    const base = process.env.DATABASE_URL!;
    const upstream = new URL(base);
    const name = `cw_health_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 5432));
    const viaProxy = new URL(databaseUrl(base, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const handle = await openDatabase({ url: viaProxy.toString() });
    const app = await buildApp({ db: handle.db, now: () => new Date() });
    try {
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      await proxy.stop();
      const stopped = await app.inject({ url: '/health/ready' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({ status: 'unavailable', failed: ['database'] });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
      await proxy.start();
      await expect.poll(async () => (await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close().catch(() => {});
      await proxy.stop();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
