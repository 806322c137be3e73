/**
 * vitest globalSetup of the server projects: builds the migrated test databases once per run, so that a
 * test file copies one instead of paying initdb (about 3 s on PGlite) and the migrations and seeds.
 *
 * Two templates, made from one database: `bare` (migrated, reference data only: `startHarness({ demo:
 * false })`) and `demo` (reference + demo data: the default).
 * - PGlite (project `server`): `dumpDataDir('none')` tarballs in a temp directory; a file opens one with
 *   `new PGlite({ loadDataDir })` (about 0.5 s). Removed at the end of the run.
 * - PostgreSQL (project `server-pg`, TEST_DB=pg): databases `cw_tpl_<run>_bare` / `_demo` on DATABASE_URL; a
 *   file runs `CREATE DATABASE x TEMPLATE cw_tpl_<run>_demo`. Dropped at the end of the run.
 * The harness reads the result with `inject('dbTemplate')`; without it (no globalSetup) it builds a
 * database the slow way.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedReference } from '../../server/db/seed-reference';
import { seedDemo } from '../../server/db/seed-demo';

export type DbTemplate =
  { kind: 'pglite'; bare: string; demo: string } | { kind: 'postgres'; bare: string; demo: string };

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Runs `sql` on the server's maintenance connection (DATABASE_URL as given). */
export async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with its database name replaced by `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgliteTemplates(): Promise<{ template: DbTemplate; teardown: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-db-template-'));
  const handle = await openDatabase({ memory: true });
  // drizzle keeps the driver's client as $client: the PGlite to dump.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const path = join(dir, `${name}.tar`);
    // Uncompressed: 40 MB but loads in about 0.5 s, against 0.7 s for the gzipped 5 MB.
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  await seedReference(handle.db);
  const bare = await dump('bare');
  await seedDemo(handle.db, () => new Date());
  const demo = await dump('demo');
  await handle.close();
  return { template: { kind: 'pglite', bare, demo }, teardown: () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(): Promise<{ template: DbTemplate; teardown: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const run = `cw_tpl_${randomBytes(4).toString('hex')}`;
  const bare = `${run}_bare`,
    demo = `${run}_demo`;
  const teardown = async () => {
    for (const name of [demo, bare]) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await adminQuery(base, `CREATE DATABASE ${bare}`);
    let handle = await openDatabase({ url: databaseUrl(base, bare) });
    await seedReference(handle.db);
    await handle.close(); // a template must have no open connection while it is copied
    await adminQuery(base, `CREATE DATABASE ${demo} TEMPLATE ${bare}`);
    handle = await openDatabase({ url: databaseUrl(base, demo) });
    await seedDemo(handle.db, () => new Date());
    await handle.close();
  } catch (error) {
    await teardown();
    throw error;
  }
  return { template: { kind: 'postgres', bare, demo }, teardown };
}

export default async function setup(project: TestProject) {
  const { template, teardown } =
    project.config.env?.TEST_DB === 'pg' ? await postgresTemplates() : await pgliteTemplates();
  project.provide('dbTemplate', template);
  return teardown;
}
