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
/**
 * `pglite`: the embedded client itself (the backup dump, server/ops/dump-route.ts) and `pending()`, how many of its
 * calls are waiting or running (its queue, for /metrics); `pool`: PostgreSQL's pool (its gauges in /metrics). Issue 31.
 */
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  pglite?: PGlite;
  pending?: () => number;
  pool?: pg.Pool;
};

/** Counts the calls of `client` (query, exec, transaction) not yet answered: PGlite runs one at a time, the rest queue. */
function countPending(client: PGlite): () => number {
  let pending = 0;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      pending++;
      try {
        return await original(...args);
      } finally {
        pending--;
      }
    };
  }
  return () => pending;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * @param target `{ url }` for PostgreSQL, `{ dataDir }` for PGlite on disk, `{ memory: true }` for an
 *   in-memory PGlite (tests); `loadDataDir` starts that in-memory database from a tarball made by PGlite's
 *   `dumpDataDir()` (a migrated test template: no initdb, and the migrations find nothing to apply).
 *   Throws if the database cannot be opened or a migration fails; for PostgreSQL the connection is tried
 *   first, so a wrong DATABASE_URL is reported in words (`checkConnection`) rather than as a failed migration.
 */
export async function openDatabase(
  target: { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<DbHandle> {
  if ('url' in target) {
    await checkConnection(target.url);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection ended by the server (restart, admin command) must not crash the process: the pool
    // drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL 空闲连接中断：${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end(), pool };
  }
  const client = 'dataDir' in target ? new PGlite(target.dataDir) : new PGlite({ loadDataDir: target.loadDataDir });
  await client.waitReady.catch((error: unknown) => {
    // PGlite rejects with its file system's ErrnoError (no message): name the directory instead
    const reason =
      error instanceof Error ? error.message : `文件系统错误 ${(error as { errno?: number })?.errno ?? String(error)}`;
    throw new Error(
      'dataDir' in target
        ? `无法打开内置数据库 ${target.dataDir}（${reason}）：该路径须是 PGlite 数据目录，或尚不存在`
        : `无法打开内置数据库：${reason}`,
    );
  });
  const pending = countPending(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client, pending };
}

/** Runs `fn` in one transaction; `fn` gets a `Db` so repositories take either. Rolls back on throw. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** Where a connection string points, for messages: `host:port` and the database name. */
function describeUrl(url: URL): { where: string; database: string; user: string } {
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return {
    where: `${host}:${url.port || 5432}`,
    database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres',
    user: decodeURIComponent(url.username) || 'postgres',
  };
}

/** The error code of a failed connection (pg's SQLSTATE, or Node's errno code, also inside an AggregateError). */
function codeOf(error: unknown): string | undefined {
  const e = error as { code?: string; errors?: { code?: string }[] };
  return e?.code ?? e?.errors?.find((inner) => inner?.code)?.code;
}

/**
 * The operator's sentence for a connection to `url` that failed with `error` (issue 14 "Startup"):
 * refused, unknown host, timeout, missing database, wrong password or a user the server refuses.
 */
export function connectionErrorMessage(url: URL, error: unknown): string {
  const { where, database, user } = describeUrl(url);
  switch (codeOf(error)) {
    case 'ECONNREFUSED':
      return `无法连接数据库 ${where}：连接被拒绝（PostgreSQL 是否已启动、端口是否正确？）`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `无法连接数据库 ${where}：找不到主机 ${where.replace(/:\d+$/, '')}`;
    case 'ETIMEDOUT':
      return `无法连接数据库 ${where}：连接超时`;
    case '3D000':
      return `数据库 ${database} 不存在（请先在 ${where} 上创建它）`;
    case '28P01':
      return `无法连接数据库 ${where}：用户 ${user} 的密码错误`;
    case '28000':
      return `无法连接数据库 ${where}：服务器拒绝用户 ${user} 登录（检查用户名与 pg_hba.conf）`;
    default:
      return `无法连接数据库 ${where}：${error instanceof Error && error.message ? error.message : String(error)}`;
  }
}

/** How long the start-up connection check waits for PostgreSQL, in ms. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens and closes one connection to `url` (within 10 s) before anything else runs on it.
 * @throws Error with a Chinese sentence: `DATABASE_URL 不是合法的连接地址`, or connectionErrorMessage's.
 */
export async function checkConnection(url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL 不是合法的连接地址（应为 postgres://用户:密码@主机:端口/数据库）');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL 不是合法的连接地址（应为 postgres://用户:密码@主机:端口/数据库）');
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    const timedOut = error instanceof Error && /timeout/i.test(error.message) && !codeOf(error);
    throw new Error(connectionErrorMessage(parsed, timedOut ? Object.assign(error, { code: 'ETIMEDOUT' }) : error));
  } finally {
    await client.end().catch(() => {});
  }
}
