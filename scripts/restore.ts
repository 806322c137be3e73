/**
 * `npm run restore -- <archive>`: restores an archive of `npm run backup` into the empty database of DATABASE_URL or
 * the empty DATA_DIR, and FILES_DIR (server/ops/restore.ts; docs/deploy.md "Restore drill"; issue 31). Exits 1 with
 * the reason when refused or failed.
 */
import { loadConfig } from '../server/config';
import { runRestore } from '../server/ops/restore';
import { backupKey } from '../server/ops/ops-config';

async function main() {
  const archive = process.argv[2];
  if (!archive) throw new Error('用法：npm run restore -- <备份文件>');
  const config = loadConfig();
  await runRestore({
    archive,
    key: backupKey(process.env, config, (line) => console.warn(line)),
    target: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    filesDir: config.storage.kind === 'local' ? config.storage.filesDir : undefined,
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  console.error(`恢复失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
