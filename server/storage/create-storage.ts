/**
 * Picks the image storage from the configuration (`STORAGE=local | oss`, server/config.ts) and, for local
 * storage, finds the URL-signing secret: FILE_URL_SECRET, else `${DATA_DIR}/file-url-secret`, generated
 * once (32 random bytes, hex, mode 0600). The secret never reaches the browser and is not in the repo.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StorageConfig } from '../config';
import { createLocalStorage } from './local';
import { createOssStorage } from './oss';
import type { Storage } from './storage';

/** The secret in `file`, creating it (0600) when absent. Throws when the file exists but is too short. */
export function readOrCreateSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length < 32) throw new Error(`${file} 中的密钥太短，请删除该文件后重启以重新生成`);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** The storage `config` names; local storage creates FILES_DIR. */
export function createStorage(config: StorageConfig): Storage {
  if (config.kind === 'oss') return createOssStorage(config);
  mkdirSync(config.filesDir, { recursive: true, mode: 0o750 });
  return createLocalStorage({
    filesDir: config.filesDir,
    secret: config.fileUrlSecret ?? readOrCreateSecret(config.secretFile),
  });
}
