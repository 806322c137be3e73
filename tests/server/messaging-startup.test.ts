/**
 * `npm start` with half a messaging configuration (server/config-messaging.ts; docs/deploy.md "SMS codes"): in production
 * it stops at once, naming the missing variables, before a data directory, lock or database is made. server/start.ts runs
 * as a child process, as `npm start` would run it (on port 8097: the configuration fails before the port is tried).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from './harness';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'cw-messaging-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the start with `env` in production over a fresh DATA_DIR; answers its exit code, stderr and DATA_DIR. */
async function start(env: Record<string, string>): Promise<{ code: number; stderr: string; dataDir: string }> {
  const dataDir = join(mkdtempSync(join(scratch, 'run-')), 'data');
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(SMS_PROVIDER|NOTIFIER|ALIYUN_SMS_|WECHAT_)/.test(k)),
  );
  const result = await run('npx', ['tsx', 'server/start.ts'], {
    env: {
      ...clean,
      HOST: '127.0.0.1',
      PORT: '8097',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );
  return { ...result, dataDir };
}

describe.skipIf(usingPostgres)('a production start with half a messaging configuration', () => {
  it('stops naming the missing SMS variables, creating nothing', async () => {
    const r = await start({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tStubKeyId' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      '启动失败：短信配置不完整：SMS_PROVIDER=aliyun 但缺少 ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME、ALIYUN_SMS_TEMPLATE_CODE',
    );
    expect(existsSync(r.dataDir)).toBe(false);
  });

  it('stops on WeChat variables without NOTIFIER=wechat', async () => {
    const r = await start({ WECHAT_APP_ID: 'wx01', WECHAT_APP_SECRET: 's3cret' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      '启动失败：微信通知配置不完整：设置了 WECHAT_APP_ID、WECHAT_APP_SECRET 但未设置 NOTIFIER=wechat',
    );
  });
});
