/**
 * The large databases the load benches run on (`npm run bench`; scripts/bench-tasks.ts, scripts/bench-statistics.ts):
 * PGlite in memory and, when DATABASE_URL is set, a PostgreSQL database made for the run and dropped after; each filled
 * with the reference and demo data and bench/large-data.ts (sizes given), analysed, and served by the API on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedLarge } from '../bench/large-data';
import { ROLES, type Role } from '../domain/roles';
import { buildApp } from '../server/app';
import { openDatabase, type DbHandle } from '../server/db/client';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../server/db/seed-demo';
import { seedReference } from '../server/db/seed-reference';

export type BenchDb = 'PGlite' | 'PostgreSQL';
export type LargeSizes = { children: number; tasks: number };
/** What a bench gets: the database, the listening API's base URL, a demo sign-in, and the filling's figures. */
export type BenchContext = {
  kind: BenchDb;
  handle: DbHandle;
  base: string;
  now: Date;
  firstChild: number;
  seedSeconds: number;
  login: (role: Role) => Promise<string>;
};

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function onDatabase<T>(
  kind: BenchDb,
  handle: DbHandle,
  sizes: LargeSizes,
  log: (line: string) => void,
  bench: (ctx: BenchContext) => Promise<T>,
): Promise<T> {
  const now = new Date();
  const t0 = performance.now();
  await seedReference(handle.db);
  await seedDemo(handle.db, () => now);
  const { firstChild } = await seedLarge(handle.db, sizes, now, (line) => log(`${kind}: ${line}`));
  // statistics, as the server's housekeeping keeps them (PGlite has no autovacuum; PostgreSQL's may not have run yet)
  await handle.db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await buildApp({ db: handle.db, now: () => new Date(), rateLimitMax: 10_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = async (role: Role) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cellphone: demoCellphone(ROLES.indexOf(role)), password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  try {
    return await bench({ kind, handle, base, now, firstChild, seedSeconds, login });
  } finally {
    await app.close();
  }
}

/** `bench` on PGlite, then on PostgreSQL when DATABASE_URL is set; its results in that order. */
export async function onLargeDatabases<T>(
  sizes: LargeSizes,
  log: (line: string) => void,
  bench: (ctx: BenchContext) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const lite = await openDatabase({ memory: true });
  try {
    results.push(await onDatabase('PGlite', lite, sizes, log, bench));
  } finally {
    await lite.close();
  }
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `cw_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      results.push(await onDatabase('PostgreSQL', handle, sizes, log, bench));
    } finally {
      await handle.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  return results;
}
