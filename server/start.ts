/**
 * `npm start`: builds the SPA if needed, opens the database (PGlite in ./data/db under a lock file, or
 * PostgreSQL when DATABASE_URL is set), migrates and seeds it, serves SPA + API on http://127.0.0.1:8080
 * and prints the URL and, in demo mode, the demo accounts. Closes cleanly on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '../domain/roles';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireLock } from './db/lock';
import { seedReference } from './db/seed-reference';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from './db/seed-demo';
import { buildSpaIfNeeded } from './spa-build';
import { buildApp } from './app';
import { createStorage } from './storage/create-storage';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (msg: string) => console.log(msg);

async function main() {
  const config = loadConfig();
  await buildSpaIfNeeded(root, log);
  let release = () => {};
  let target: { url: string } | { dataDir: string };
  if (config.databaseUrl) target = { url: config.databaseUrl };
  else {
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireLock(join(config.dataDir, 'db.lock'));
    target = { dataDir: join(config.dataDir, 'db') };
  }
  log(config.databaseUrl ? '正在连接 PostgreSQL 并执行迁移……' : `正在打开内置数据库 ${join(config.dataDir, 'db')}（首次创建约需数秒）……`);
  const handle = await openDatabase(target);
  if (await seedReference(handle.db)) log('已导入兴化市乡镇（街道）与村（居）。');
  // The one real clock of the server: every service is given it (issue 13 §2); tests give their own.
  const now = () => new Date();
  if (!config.production && (await seedDemo(handle.db, now))) log('已创建演示账号与演示儿童数据。');
  const storage = createStorage(config.storage);
  if (storage.kind === 'oss' && storage.missing.length) log(`警告：STORAGE=oss 但缺少 ${storage.missing.join('、')}，图片上传将不可用。`);
  const app = await buildApp({ db: handle.db, now, staticDir: join(root, 'dist'), logger: { level: process.env.LOG_LEVEL ?? 'error' }, storage });
  await app.listen({ port: config.port, host: config.host });
  const timer = setInterval(() => app.purgeSessions().catch(() => {}), 3_600_000);

  log(`\n儿童关爱保护服务平台已启动：http://${config.host}:${config.port}`);
  if (!config.production) {
    log(`演示账号（密码均为 ${DEMO_PASSWORD}）：`);
    ROLES.forEach((role, i) => log(`  ${demoCellphone(i)}  ${role}`));
  }

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    clearInterval(timer);
    await app.close();
    await handle.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((e) => {
  console.error(`启动失败：${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
