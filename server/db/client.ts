/**
 * Opens the database: embedded PGlite (a directory, or in memory for tests) by default, PostgreSQL when a
 * connection string is given. Both are typed as one drizzle `Db`, and the committed migrations in
 * server/db/migrations are applied on open.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * @param target `{ url }` for PostgreSQL, `{ dataDir }` for PGlite on disk, `{ memory: true }` for an
 *   in-memory PGlite (tests); `loadDataDir` starts that in-memory database from a tarball made by PGlite's
 *   `dumpDataDir()` (a migrated test template: no initdb, and the migrations find nothing to apply).
 *   Throws if the database cannot be opened or a migration fails.
 */
export async function openDatabase(target: { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob }): Promise<DbHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection ended by the server (restart, admin command) must not crash the process: the pool
    // drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL 空闲连接中断：${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = 'dataDir' in target ? new PGlite(target.dataDir) : new PGlite({ loadDataDir: target.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Runs `fn` in one transaction; `fn` gets a `Db` so repositories take either. Rolls back on throw. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
