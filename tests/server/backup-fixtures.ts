/**
 * A console for the backup tests (issue 31): the demo database in a real PGlite directory or a fresh PostgreSQL
 * database (copied from the run's template), local storage in its own directory, the app listening on 127.0.0.1 (the
 * PGlite dump is asked over HTTP, as `npm run backup` asks it), and the writes the tests acknowledge.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { DEMO_PASSWORD, demoCellphone } from '../../server/db/seed-demo';
import { createLocalStorage } from '../../server/storage/local';
import type { LocalStorage } from '../../server/storage/storage';
import { readOrCreateSecret } from '../../server/storage/create-storage';
import { adminQuery, databaseUrl } from './db-template';

export type Console = {
  app: FastifyInstance;
  handle: DbHandle;
  storage: LocalStorage;
  filesDir: string;
  /** PGlite: DATA_DIR; PostgreSQL: the database URL. */
  where: { dataDir: string } | { url: string };
  url: string;
  token: string;
  uploader: string;
  close: () => Promise<void>;
};

/** A fresh, empty target: a new DATA_DIR, or a new empty PostgreSQL database (dropped by `drop`). */
export async function emptyTarget(
  pgBase?: string,
): Promise<{ where: { dataDir: string } | { url: string }; drop: () => Promise<void> }> {
  if (!pgBase) return { where: { dataDir: mkdtempSync(join(tmpdir(), 'cw-restore-target-')) }, drop: async () => {} };
  const name = `restore_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(pgBase, `CREATE DATABASE ${name}`);
  return {
    where: { url: databaseUrl(pgBase, name) },
    drop: () => adminQuery(pgBase, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The demo database as a PGlite directory or a new PostgreSQL database (`pgBase`), not yet opened. */
export async function demoSource(
  pgBase?: string,
): Promise<{ where: { dataDir: string } | { url: string }; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (!pgBase) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cw-backup-source-'));
    const client = await PGlite.create(join(dataDir, 'db'), { loadDataDir: new Blob([readFileSync(template.demo)]) });
    await client.close();
    return { where: { dataDir }, drop: async () => {} };
  }
  const name = `backup_src_${randomBytes(5).toString('hex')}`;
  await adminQuery(pgBase, `CREATE DATABASE ${name} TEMPLATE ${template.demo}`);
  return {
    where: { url: databaseUrl(pgBase, name) },
    drop: () => adminQuery(pgBase, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A console over `where` with its files in `filesDir`, listening, signed in as 系统管理 (`token`) and 儿童主任 (`uploader`). */
export async function startConsole(where: { dataDir: string } | { url: string }, filesDir: string): Promise<Console> {
  const handle = await openDatabase('url' in where ? { url: where.url } : { dataDir: join(where.dataDir, 'db') });
  const storage = createLocalStorage({ filesDir, secret: randomBytes(32) });
  // the token `npm run backup` reads beside the PGlite directory, as start.ts makes it
  const backupToken = 'dataDir' in where ? readOrCreateSecret(join(where.dataDir, 'backup-token')) : '';
  const app = await buildApp({
    db: handle.db,
    now: () => new Date(),
    storage,
    rateLimitMax: 100_000,
    backupDump: handle.pglite ? { client: handle.pglite, token: backupToken } : undefined,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = async (index: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { cellphone: demoCellphone(index), password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
    return res.json().token as string;
  };
  return {
    app,
    handle,
    storage,
    filesDir,
    where,
    url,
    token: await login(0), // 系统管理
    uploader: await login(1), // 儿童主任: uploads photos
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A distinct valid PNG (the 1×1 PNG with `n` trailing bytes). */
export const pngNumber = (n: number) => Buffer.concat([PNG, Buffer.from(`#${n}`.padEnd(16, '.'))]);

/** Uploads an image as the console's 儿童主任; answers its image_url (throws unless acknowledged). */
export async function uploadImage(c: Console, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/file/image',
    payload: form,
    headers: { authorization: `Bearer ${c.uploader}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().image_url as string;
}

/** Calls the console's API as its admin. */
export const api = (c: Console, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  c.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${c.token}` } });
