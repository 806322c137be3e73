/**
 * The installable console's files as the server serves them (issue 29; docs/decisions-offline.md): the service worker,
 * the manifest and index.html are re-checked on every load (Cache-Control no-cache), the manifest has its JSON type, a
 * client route still answers index.html, an unknown /api path is still an API 404, and the CSP lets a same-origin
 * worker and manifest load.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';

let app: FastifyInstance;
let close: () => Promise<void>;
const dist = mkdtempSync(join(tmpdir(), 'cw-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><link rel="manifest" href="/manifest.webmanifest">');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"x"}');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  const handle = await openDatabase({ memory: true });
  app = await buildApp({ db: handle.db, now: () => new Date(), staticDir: dist });
  close = async () => {
    await app.close();
    await handle.close();
    await rm(dist, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await close?.();
});

describe('the files of the installable console', () => {
  it('serves the service worker, the manifest and the page without a long cache', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).headers['cache-control']).not.toBe(
      'no-cache',
    );
  });

  it('lets a same-origin worker and manifest load, and keeps client routes and API 404s', async () => {
    const page = await app.inject({ method: 'GET', url: '/taskList/MyTaskList' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('manifest');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/); // both fall back to 'self'
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
