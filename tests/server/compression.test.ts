/**
 * What the server sends on a slow line (issue 30 "The console on a slow line"): the SPA's files precompressed at
 * build (scripts/vite-precompress.ts) are sent brotli or gzip by what the client accepts, hashed assets are cached a
 * year and immutable while index.html and the service worker are re-checked on every load, and API answers above
 * 1 KiB are compressed (small ones are not).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { precompressDir } from '../../scripts/vite-precompress';
import { chooseEncoding } from '../../server/http/compress';

let app: FastifyInstance;
let close: () => Promise<void>;
const dist = mkdtempSync(join(tmpdir(), 'cw-dist-'));
const script = `console.log(${JSON.stringify('兴化市儿童关爱 '.repeat(300))});`;
const page = `<!doctype html><title>x</title><script>${'/* padding */'.repeat(200)}</script>`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener("fetch", () => {}); ${'//'.repeat(700)}`);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'console.log(1)');
  expect(await precompressDir(dist)).toBe(3); // tiny-abc.js stays as it is
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

describe('the SPA on a slow line', () => {
  it('sends a hashed asset brotli or gzip by what the client accepts, cached a year and immutable', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await app.inject({ method: 'GET', url: '/assets/tiny-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html or the service worker be cached, compressed or not', async () => {
    for (const url of ['/', '/index.html', '/taskList/MyTaskList']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body).toBe(page);
    }
    const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers on a slow line', () => {
  it('compresses a JSON answer above 1 KiB and leaves a small one', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toBe('no-store');
    const doc = JSON.parse(gunzipSync(big.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    const brotli = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(doc);
    const none = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body)).toEqual(doc);

    const small = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
  });
});
