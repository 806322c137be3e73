/**
 * Server test harness: one database per test file, copied from the run's migrated and seeded template
 * (db-template.ts, the server projects' globalSetup): an in-memory PGlite loaded from the template's
 * tarball, or with TEST_DB=pg a database created from the template database on the PostgreSQL of
 * DATABASE_URL, dropped afterwards. `demo: false` takes the template with the reference data only. Run
 * without that globalSetup, it migrates and seeds a fresh database itself. The app is built over the
 * database for `app.inject`; `now` is adjustable so session limits can be tested.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { seedReference } from '../../server/db/seed-reference';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../../server/db/seed-demo';
import { buildApp } from '../../server/app';
import { ROLES, type Role } from '../../domain/roles';
import { adminQuery, databaseUrl } from './db-template';

export const usingPostgres = process.env.TEST_DB === 'pg';

/** A database for one test file, already holding the reference data (and the demo data when `demo`). */
async function openTestDb(demo: boolean): Promise<DbHandle> {
  const template = inject('dbTemplate');
  if (!usingPostgres) {
    if (template?.kind !== 'pglite') return seeded(await openDatabase({ memory: true }), demo);
    const tarball = readFileSync(demo ? template.demo : template.bare);
    return openDatabase({ memory: true, loadDataDir: new Blob([tarball]) });
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const copied = template?.kind === 'postgres';
  await adminQuery(
    base,
    copied ? `CREATE DATABASE ${name} TEMPLATE ${demo ? template.demo : template.bare}` : `CREATE DATABASE ${name}`,
  );
  const handle = await openDatabase({ url: databaseUrl(base, name) });
  const dropping: DbHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  return copied ? dropping : seeded(dropping, demo);
}

async function seeded(handle: DbHandle, demo: boolean): Promise<DbHandle> {
  await seedReference(handle.db);
  if (demo) await seedDemo(handle.db, () => new Date());
  return handle;
}

export type Harness = {
  app: FastifyInstance;
  handle: DbHandle;
  clock: { now: Date };
  /** Signs in the demo account of `role`; returns its bearer token. */
  login: (role: Role) => Promise<string>;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export async function startHarness(opts: { demo?: boolean } = {}): Promise<Harness> {
  const handle = await openTestDb(opts.demo !== false);
  const clock = { now: new Date() };
  const app = await buildApp({ db: handle.db, now: () => clock.now, rateLimitMax: 100_000 });
  // a call's answer, once the operation records it queued are written (they go off the answer's critical path)
  const call: Harness['call'] = async (method, url, token, payload) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await app.settleRecords();
    return res;
  };
  const login = async (role: Role) => {
    const res = await call('POST', '/api/auth/login', undefined, {
      cellphone: demoCellphone(ROLES.indexOf(role)),
      password: DEMO_PASSWORD,
    });
    if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  return {
    app,
    handle,
    clock,
    login,
    call,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
