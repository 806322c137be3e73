/**
 * Configuration from the environment (docs/deploy.md):
 * - PORT (8080), HOST (127.0.0.1)
 * - DATABASE_URL: PostgreSQL; unset → embedded PGlite in `${DATA_DIR}/db`
 * - DATA_DIR (./data): PGlite directory, its lock file, local image files
 * - NODE_ENV=production: no demo accounts or demo children are created
 */
import { resolve } from 'node:path';

export type Config = { port: number; host: string; databaseUrl?: string; dataDir: string; production: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT 不合法：${env.PORT}`);
  return {
    port, host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    production: env.NODE_ENV === 'production',
  };
}
