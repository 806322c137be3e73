/**
 * Server test harness: one database per test file (in-memory PGlite, or with TEST_DB=pg a fresh database
 * on the PostgreSQL of DATABASE_URL, dropped afterwards), seeded with the reference and demo data, and the
 * app built over it for `app.inject`. `now` is adjustable so session limits can be tested.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { seedReference } from '../../server/db/seed-reference';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../../server/db/seed-demo';
import { buildApp } from '../../server/app';
import { ROLES, type Role } from '../../domain/roles';

export const usingPostgres = process.env.TEST_DB === 'pg';

async function openTestDb(): Promise<DbHandle> {
  if (!usingPostgres) return openDatabase({ memory: true });
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type Harness = {
  app: FastifyInstance;
  handle: DbHandle;
  clock: { now: Date };
  /** Signs in the demo account of `role`; returns its bearer token. */
  login: (role: Role) => Promise<string>;
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export async function startHarness(opts: { demo?: boolean } = {}): Promise<Harness> {
  const handle = await openTestDb();
  await seedReference(handle.db);
  const clock = { now: new Date() };
  if (opts.demo !== false) await seedDemo(handle.db, () => clock.now);
  const app = await buildApp({ db: handle.db, now: () => clock.now, rateLimitMax: 100_000 });
  const call: Harness['call'] = (method, url, token, payload) => app.inject({
    method, url, payload: payload as never,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const login = async (role: Role) => {
    const res = await call('POST', '/api/auth/login', undefined, { cellphone: demoCellphone(ROLES.indexOf(role)), password: DEMO_PASSWORD });
    if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  return { app, handle, clock, login, call, close: async () => { await app.close(); await handle.close(); } };
}
