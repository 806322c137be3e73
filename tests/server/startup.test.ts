/**
 * `npm start` failing for an operator's reason (issue 14 "Startup"): a port in use is found before anything is
 * created, opened or locked; a wrong DATABASE_URL is said in words (refused, missing database, not a URL), not
 * as a failed migration. server/start.ts runs as a child process, as `npm start` would run it; every case here
 * fails before the SPA build.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionErrorMessage } from '../../server/db/client';
import { usingPostgres } from './harness';

const run = promisify(execFile);

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'cw-start-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A listening server on a port the system picked (127.0.0.1). */
function listening(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}
/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const { server, port } = await listening();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `npm start`'s entry with `env` over a fresh DATA_DIR; answers its exit code, stderr and DATA_DIR. */
async function start(env: Record<string, string>): Promise<{ code: number; stderr: string; dataDir: string }> {
  const dataDir = join(mkdtempSync(join(scratch, 'run-')), 'data');
  const result = await run('npx', ['tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: '',
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

describe.skipIf(usingPostgres)('a port already in use', () => {
  it('is said before the database is opened, creating no data directory and no lock', async () => {
    const { server, port } = await listening();
    try {
      const { code, stderr, dataDir } = await start({ PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr).toContain(`启动失败：端口 ${port} 已被占用`);
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 90_000);
});

describe.skipIf(usingPostgres)('a PGlite directory that cannot be opened', () => {
  it('fails without leaving its lock file behind', async () => {
    const dir = mkdtempSync(join(scratch, 'held-'));
    writeFileSync(join(dir, 'db'), 'not a database directory');
    const { code, stderr } = await start({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(code).toBe(1);
    expect(stderr).toContain(`启动失败：无法打开内置数据库 ${join(dir, 'db')}`);
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  }, 90_000);
});

describe.skipIf(usingPostgres)('a bad DATABASE_URL', () => {
  it('refused: 无法连接数据库 host:port：连接被拒绝', async () => {
    const dbPort = await freePort();
    const { code, stderr } = await start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/cw`,
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`无法连接数据库 127.0.0.1:${dbPort}：连接被拒绝`);
    expect(stderr).not.toContain('Failed query');
  }, 90_000);

  it('not a URL: DATABASE_URL 不是合法的连接地址', async () => {
    for (const url of ['not a url', 'mysql://root@127.0.0.1/cw']) {
      const { code, stderr } = await start({ PORT: String(await freePort()), DATABASE_URL: url });
      expect(code).toBe(1);
      expect(stderr).toContain('DATABASE_URL 不是合法的连接地址');
    }
  }, 90_000);
});

describe.skipIf(!process.env.DATABASE_URL)('a DATABASE_URL naming a database that does not exist', () => {
  it('says 数据库 <name> 不存在', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/cw_no_such_database';
    const { code, stderr } = await start({ PORT: String(await freePort()), DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(stderr).toContain('数据库 cw_no_such_database 不存在');
  }, 90_000);
});

describe('connection error messages', () => {
  const url = new URL('postgres://app:secret@db.example:6543/cw');
  it.each([
    [{ code: 'ECONNREFUSED' }, '无法连接数据库 db.example:6543：连接被拒绝'],
    [Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }]), {}), '无法连接数据库 db.example:6543：连接被拒绝'],
    [{ code: 'ENOTFOUND' }, '无法连接数据库 db.example:6543：找不到主机 db.example'],
    [{ code: '3D000' }, '数据库 cw 不存在'],
    [{ code: '28P01' }, '无法连接数据库 db.example:6543：用户 app 的密码错误'],
    [{ code: '28000' }, '无法连接数据库 db.example:6543：服务器拒绝用户 app 登录'],
  ])('%o → %s', (error, message) => {
    expect(connectionErrorMessage(url, error)).toContain(message);
  });
});
