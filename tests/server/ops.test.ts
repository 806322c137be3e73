import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { acquireLock } from '../../server/db/lock';
import { openDatabase } from '../../server/db/client';
import { users, departments } from '../../server/db/schema';
import { usingPostgres } from './harness';

const run = promisify(execFile);

describe('the PGlite lock file', () => {
  it('refuses a directory held by a live process and takes over one left by a dead process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cw-lock-'));
    const path = join(dir, 'db.lock');
    writeFileSync(path, '1'); // pid 1 is always alive
    expect(() => acquireLock(path)).toThrow('数据库目录已被进程 1 占用');
    writeFileSync(path, '999999999');
    const release = acquireLock(path);
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path)).toBe(false);
  });
});

describe.skipIf(usingPostgres)('npm run admin:create', () => {
  it('creates the first 系统管理 account on an empty production database, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cw-admin-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'secret-pass-1',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    };
    const args = ['tsx', 'scripts/admin-create.ts', '--cellphone', '13800000000', '--nickname', '管理员'];
    const first = await run('npx', args, { env });
    expect(first.stdout).toContain('已创建系统管理账号 13800000000');
    const second = await run('npx', args, { env }).catch((e) => e);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('手机号 13800000000 已有账号');
    const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
    const rows = await handle.db.select().from(users);
    expect(rows.map((u) => [u.cellphone, u.role])).toEqual([['13800000000', '系统管理']]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect((await handle.db.select().from(departments)).length).toBeGreaterThan(550);
    await handle.close();
  }, 120_000);
});
