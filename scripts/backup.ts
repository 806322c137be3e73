/**
 * `npm run backup`: one encrypted archive of the database and the stored files in BACKUP_DIR (server/ops/backup.ts;
 * docs/deploy.md "Backups"; issue 31). With PGlite the running server makes the dump (or, when it is stopped, this
 * command opens the directory itself). Exits 1 with the reason on failure.
 */
import { loadConfig } from '../server/config';
import { runBackup } from '../server/ops/backup';
import { backupDir, backupKey, serverUrl } from '../server/ops/ops-config';

async function main() {
  const config = loadConfig();
  const key = backupKey(process.env, config, (line) => console.warn(line));
  await runBackup({
    source: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, serverUrl: serverUrl(config) },
    filesDir: config.storage.kind === 'local' ? config.storage.filesDir : undefined,
    key,
    outDir: backupDir(process.env, config),
    now: new Date(),
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  console.error(`备份失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
