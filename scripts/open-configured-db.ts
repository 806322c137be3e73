/**
 * The database a command-line script works on: the one the server would use (server/config.ts) — PostgreSQL at
 * DATABASE_URL, else the PGlite directory under DATA_DIR, locked like the server locks it (stop the server
 * first: two processes cannot share a PGlite directory). Answers the handle and `close()`, which also releases
 * the lock. Used by admin:create and seed:large.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../server/config';
import { openDatabase, type DbHandle } from '../server/db/client';
import { acquireLock } from '../server/db/lock';

export async function openConfiguredDatabase(
  config: Config,
): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ url: config.databaseUrl });
    return { handle, close: () => handle.close() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release = acquireLock(join(config.dataDir, 'db.lock'));
  try {
    const handle = await openDatabase({ dataDir: join(config.dataDir, 'db') });
    return {
      handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
