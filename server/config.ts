/**
 * Configuration from the environment (docs/deploy.md):
 * - PORT (8080), HOST (127.0.0.1)
 * - DATABASE_URL: PostgreSQL; unset → embedded PGlite in `${DATA_DIR}/db`
 * - DATA_DIR (./data): PGlite directory, its lock file, local image files
 * - NODE_ENV=production: no demo accounts or demo children are created
 * - STORAGE (local): where images go (DESIGN "Images", req children §6.1):
 *   - `local`: files under FILES_DIR (`${DATA_DIR}/files`), read through URLs signed with FILE_URL_SECRET
 *     (unset → a random secret generated once into `${DATA_DIR}/file-url-secret`, mode 0600);
 *   - `oss`: Aliyun OSS; OSS_REGION, OSS_BUCKET, OSS_ACCESS_KEY_ID, OSS_ACCESS_KEY_SECRET, OSS_ROLE_ARN
 *     (all required), OSS_ENDPOINT (a custom endpoint or domain), OSS_CNAME=1 (OSS_ENDPOINT is a domain
 *     bound to the bucket), OSS_STS_ENDPOINT (https://sts.aliyuncs.com).
 * Missing OSS variables do not stop the start: the credentials call answers 503 naming them.
 * - SMS_PROVIDER (log | aliyun, ALIYUN_SMS_*) and NOTIFIER (log | wechat, WECHAT_*): server/config-messaging.ts; a half
 *   configuration stops a production start.
 * - WORKERS (1): server processes on one port (server/cluster.ts; PostgreSQL only: PGlite stays one process).
 * - TRUST_PROXY (off) and the timeouts HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS,
 *   SHUTDOWN_TIMEOUT_MS: server/http/server-options.ts.
 */
import { join, resolve } from 'node:path';
import { loadMessagingConfig, type MessagingConfig } from './config-messaging';
import { loadHttpLimits, parseTrustProxy, type HttpLimits, type TrustProxy } from './http/server-options';

export type LocalStorageConfig = { kind: 'local'; filesDir: string; fileUrlSecret?: string; secretFile: string };

export type OssStorageConfig = {
  kind: 'oss';
  region?: string;
  bucket?: string;
  endpoint?: string;
  cname: boolean;
  stsEndpoint?: string;
  accessKeyId?: string;
  accessKeySecret?: string;
  roleArn?: string;
};

export type StorageConfig = LocalStorageConfig | OssStorageConfig;

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  storage: StorageConfig;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The server's timeouts and the shutdown bound, ms. */
  http: HttpLimits;
  /** How SMS codes and notices leave the server (SMS_PROVIDER, NOTIFIER). */
  messaging: MessagingConfig;
  /** How many server processes share the port (WORKERS, 1 to 16; server/cluster.ts). */
  workers: number;
};

const opt = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/** The image storage settings (STORAGE=local | oss); throws on an unknown STORAGE. */
export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = opt(env.STORAGE) ?? 'local';
  if (kind === 'local') {
    return {
      kind,
      filesDir: resolve(opt(env.FILES_DIR) ?? join(dataDir, 'files')),
      fileUrlSecret: opt(env.FILE_URL_SECRET),
      secretFile: join(dataDir, 'file-url-secret'),
    };
  }
  if (kind === 'oss') {
    return {
      kind,
      region: opt(env.OSS_REGION),
      bucket: opt(env.OSS_BUCKET),
      endpoint: opt(env.OSS_ENDPOINT),
      cname: ['1', 'true'].includes(opt(env.OSS_CNAME) ?? ''),
      stsEndpoint: opt(env.OSS_STS_ENDPOINT),
      accessKeyId: opt(env.OSS_ACCESS_KEY_ID),
      accessKeySecret: opt(env.OSS_ACCESS_KEY_SECRET),
      roleArn: opt(env.OSS_ROLE_ARN),
    };
  }
  throw new Error(`STORAGE 不合法：${env.STORAGE}（应为 local 或 oss）`);
}

/** The most server processes WORKERS may ask for (far past what one machine's cores and PostgreSQL's connections carry). */
export const MAX_WORKERS = 16;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT 不合法：${env.PORT}`);
  const workers = Number(opt(env.WORKERS) ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)
    throw new Error(`WORKERS 不合法：${env.WORKERS}（应为 1 到 ${MAX_WORKERS} 的整数）`);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    production,
    storage: loadStorageConfig(env, dataDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: loadHttpLimits(env),
    messaging: loadMessagingConfig(env, production),
    workers,
  };
}
