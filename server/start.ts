/**
 * `npm start`: checks the port is free (before anything is opened or created), opens the database (PGlite
 * in ./data/db under a lock file, or PostgreSQL when DATABASE_URL is set: the connection is tried first and
 * a failure said in words), migrates and seeds it, builds the SPA if needed, serves SPA + API on
 * http://127.0.0.1:8080 and prints the URL and, in demo mode, the demo accounts. Runs the housekeeping at start and hourly. Closes
 * cleanly on SIGINT/SIGTERM within SHUTDOWN_TIMEOUT_MS (idle connections at once, requests in flight allowed to finish
 * until then, server/http/shutdown.ts; issue 26); a failed start closes what it opened and leaves no lock file (issue 14 "Startup").
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireLock } from './db/lock';
import { seedReference } from './db/seed-reference';
import { DEMO_PASSWORD, demoSignInLines, seedDemo } from './db/seed-demo';
import { buildSpaIfNeeded } from './spa-build';
import { buildApp } from './app';
import { createMessaging } from './messaging';
import { createStorage, readOrCreateSecret } from './storage/create-storage';
import { closeWithin, stopOnSignals } from './http/shutdown';
import { loggableText } from './http/db-errors';
import { loadPressureLimits } from './ops/pressure';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (msg: string) => console.log(msg);

const portInUse = (port: number) => `端口 ${port} 已被占用：请先停止占用它的程序，或设置 PORT 使用其他端口`;

/**
 * Whether `host:port` can be listened on, tried with a throw-away server before anything is opened (issue 14
 * "Startup": a port in use must not cost a migration, a seed, or leave a lock behind).
 * @throws Error 端口 N 已被占用… (EADDRINUSE), 没有权限使用端口 N (EACCES), 无法监听… otherwise.
 */
function probePort(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(portInUse(port)));
      else if (error.code === 'EACCES') reject(new Error(`没有权限使用端口 ${port}：请设置 PORT 使用 1024 以上的端口`));
      else reject(new Error(`无法监听 ${host}:${port}：${error.message}`));
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** What a failed start must undo (close the app and the database, release the lock), set as each opens. */
let undoStart: () => Promise<void> = async () => {};

/** How often the housekeeping (server/app.ts `housekeeping()`: old sessions, day-old unattached uploads) runs, in ms. */
const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

async function main() {
  const config = loadConfig();
  await probePort(config.host, config.port);
  let release = () => {};
  let target: { url: string } | { dataDir: string };
  if (config.databaseUrl) target = { url: config.databaseUrl };
  else {
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireLock(join(config.dataDir, 'db.lock'));
    target = { dataDir: join(config.dataDir, 'db') };
  }
  undoStart = async () => release();
  log(
    config.databaseUrl
      ? '正在连接 PostgreSQL 并执行迁移……'
      : `正在打开内置数据库 ${join(config.dataDir, 'db')}（首次创建约需数秒）……`,
  );
  const handle = await openDatabase(target);
  undoStart = async () => {
    await handle.close();
    release();
  };
  if (await seedReference(handle.db)) log('已导入兴化市乡镇（街道）与村（居）。');
  // The one real clock of the server: every service is given it (issue 13 §2); tests give their own.
  const now = () => new Date();
  const storage = createStorage(config.storage);
  // the demo's check-in photos go where uploads go (local storage); with OSS only their keys are recorded
  const saveImage =
    storage.kind === 'local' ? (bytes: Buffer, ext: 'png', at: Date) => storage.save(bytes, ext, at) : undefined;
  if (!config.production && (await seedDemo(handle.db, now, saveImage))) log('已创建演示账号与演示儿童数据。');
  if (storage.kind === 'oss' && storage.missing.length)
    log(`警告：STORAGE=oss 但缺少 ${storage.missing.join('、')}，图片上传将不可用。`);
  const messaging = createMessaging(config.messaging, { db: handle.db, now, log });
  for (const line of messaging.summary) log(line);
  // after the database: a wrong DATABASE_URL or a held data directory is said before a build of a minute
  await buildSpaIfNeeded(root, log);
  const app = await buildApp({
    db: handle.db,
    now,
    staticDir: join(root, 'dist'),
    logger: { level: process.env.LOG_LEVEL ?? 'error' },
    storage,
    trustProxy: config.trustProxy,
    httpLimits: config.http,
    // SMS_PROVIDER / NOTIFIER (docs/deploy.md); without a provider the codes are printed here, whatever LOG_LEVEL says
    sms: messaging.sms,
    notifier: messaging.notifier,
    // PGlite: `npm run backup` asks this process for the dump, with the token only this machine's user can read (issue 31)
    backupDump: handle.pglite
      ? { client: handle.pglite, token: readOrCreateSecret(join(config.dataDir, 'backup-token')) }
      : undefined,
    // issue 31: /metrics for METRICS_TOKEN only; load shedding bounds (docs/deploy.md)
    metrics: {
      token: process.env.METRICS_TOKEN?.trim() || undefined,
      pool: handle.pool,
      pgliteWaiting: handle.pending,
    },
    pressure: loadPressureLimits(process.env),
  });
  undoStart = async () => {
    await app.close();
    await handle.close();
    release();
  };
  // PGlite has no autovacuum: without fresh statistics its planner reads whole tables for the task lists
  // (docs/decisions-tasks.md "Task list speed"), so the housekeeping updates them too
  const refreshStatistics = async () => {
    if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
  };
  const housekeeping = () =>
    app
      .housekeeping()
      .then(async ({ uploadsRemoved }) => {
        if (uploadsRemoved) log(`已清理 ${uploadsRemoved} 张超过一天未被任何记录使用的上传图片。`);
        await refreshStatistics();
      })
      .catch((error) => console.warn(`定期清理失败：${loggableText(error)}`));
  await housekeeping();
  // the port was free a moment ago; if another program took it since: the same message, and nothing left behind
  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new Error(portInUse(config.port)) : error;
  });
  const timer = setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS);

  log(`\n儿童关爱保护服务平台已启动：http://${config.host}:${config.port}`);
  if (!config.production) {
    // every demo sign-in the README lists, from one table (issue 29)
    demoSignInLines(DEMO_PASSWORD).forEach((line) => log(line));
  }

  // idle connections at once, requests in flight until SHUTDOWN_TIMEOUT_MS, then the database; never more than 5 s past that
  stopOnSignals(async () => {
    clearInterval(timer);
    if ((await closeWithin(app, config.http.shutdownTimeout)) === 'forced')
      log('停止：仍在处理的请求已超过 SHUTDOWN_TIMEOUT_MS，连接已断开。');
    await handle.close();
    release();
  }, config.http.shutdownTimeout + 5_000);
}

main().catch(async (e) => {
  console.error(`启动失败：${e instanceof Error ? e.message : String(e)}`);
  await undoStart().catch(() => {});
  process.exit(1);
});
