/**
 * The environment of `npm run backup` and `npm run restore` (issue 31; docs/deploy.md "Backups"), beside the server's
 * own (server/config.ts: DATABASE_URL, DATA_DIR, FILES_DIR, STORAGE, HOST, PORT):
 * - BACKUP_KEY: the passphrase the archive is encrypted under (at least 16 characters). Required when
 *   NODE_ENV=production; elsewhere, when unset, a development key is generated once into `${DATA_DIR}/backup-key`
 *   (0600) and a warning says so. The key is never written beside an archive.
 * - BACKUP_DIR (./backups): where archives are written.
 */
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { readOrCreateSecret } from '../storage/create-storage';

/** BACKUP_KEY, or the development key (see the module comment). @throws Error (Chinese) when refused. */
export function backupKey(env: NodeJS.ProcessEnv, config: Config, warn: (line: string) => void): string {
  const key = env.BACKUP_KEY?.trim();
  if (key) {
    if (key.length < 16) throw new Error('BACKUP_KEY 太短（至少 16 个字符；建议 32 个以上随机字符）');
    return key;
  }
  if (config.production) throw new Error('NODE_ENV=production 时必须设置 BACKUP_KEY（备份含儿童个人信息，须加密）');
  const file = join(config.dataDir, 'backup-key');
  warn(`警告：未设置 BACKUP_KEY，使用开发用密钥 ${file}（仅限开发环境；该目录丢失则备份无法解密）。`);
  return readOrCreateSecret(file);
}

/** BACKUP_DIR, absolute. @throws Error when it lies inside DATA_DIR (a lost disk would take both). */
export function backupDir(env: NodeJS.ProcessEnv, config: Config): string {
  const dir = resolve(env.BACKUP_DIR?.trim() || 'backups');
  if (dir === config.dataDir || dir.startsWith(config.dataDir + '/')) {
    throw new Error(`BACKUP_DIR（${dir}）不能在 DATA_DIR 之内：请放在另一块盘或另一个目录`);
  }
  return dir;
}

/** The running server's address for the PGlite dump (0.0.0.0 / :: listen on loopback too). */
export function serverUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
