/**
 * Sessions and accounts (issue 14 "Sessions and accounts"): a login check costs one scrypt derivation
 * whether the cellphone has an account or not; a password change or a disabled account ends every session
 * of that user at once; every /api answer carries Cache-Control: no-store.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startHarness, type Harness } from './harness';
import { users } from '../../server/db/schema';
import { demoCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../server/auth/passwords';
import { createServices } from '../../server/services';
import { ROLES, type Role } from '../../domain/roles';

/** Counts node:crypto scrypt derivations (what makes a login check slow), without a stopwatch. */
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    derivations.count++;
    return (actual.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...actual, scrypt, default: { ...actual, scrypt } };
});

let h: Harness;
let accounts: ReturnType<typeof createServices>['accounts'];
beforeAll(async () => {
  h = await startHarness();
  accounts = createServices({ db: h.handle.db, now: () => h.clock.now, signImage: () => null }).accounts;
});
afterAll(async () => {
  await h.close();
});

const login = (cellphone: string, password: string) =>
  h.call('POST', '/api/auth/login', undefined, { cellphone, password });
const info = (token: string) => h.call('GET', '/api/user/info', token);
async function userIdOf(role: Role): Promise<number> {
  const [row] = await h.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.cellphone, demoCellphone(ROLES.indexOf(role))));
  return row.id;
}
/** The derivations a call makes. */
async function derivationsOf(fn: () => Promise<unknown>): Promise<number> {
  const before = derivations.count;
  await fn();
  return derivations.count - before;
}

describe('login timing', () => {
  it('derives once for a known cellphone, an unknown one, and an account without a password', async () => {
    const [noHash] = await h.handle.db
      .insert(users)
      .values({ cellphone: '19987654321', nickname: '无密码', role: '儿童主任' })
      .returning();
    const known = await derivationsOf(async () =>
      expect((await login(demoCellphone(3), 'wrong-password')).statusCode).toBe(401),
    );
    const unknown = await derivationsOf(async () =>
      expect((await login('19987654322', 'wrong-password')).statusCode).toBe(401),
    );
    const without = await derivationsOf(async () =>
      expect((await login(noHash.cellphone, 'wrong-password')).json().message).toBe('手机号或密码错误'),
    );
    expect([known, unknown, without]).toEqual([1, 1, 1]);
  });

  it('verifyPassword derives against the dummy hash for a null or malformed hash, and never accepts it', async () => {
    expect(await derivationsOf(async () => expect(await verifyPassword('x', null)).toBe(false))).toBe(1);
    expect(await derivationsOf(async () => expect(await verifyPassword('x', 'md5$abc')).toBe(false))).toBe(1);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('secret-1', await hashPassword('secret-1'))).toBe(true);
  });
});

describe('account writes end sessions', () => {
  it('a new password ends both live sessions of that user at once; another user keeps theirs', async () => {
    const [first, second, other] = [await h.login('分委领导'), await h.login('分委领导'), await h.login('中心领导')];
    for (const token of [first, second, other]) expect((await info(token)).statusCode).toBe(200);
    await accounts.setPassword(await userIdOf('分委领导'), 'new-password-1');
    for (const token of [first, second]) {
      const res = await info(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('登录已过期，请重新登录');
    }
    expect((await info(other)).statusCode).toBe(200);
    const cellphone = demoCellphone(ROLES.indexOf('分委领导'));
    expect((await login(cellphone, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(cellphone, 'new-password-1')).statusCode).toBe(200);
  });

  it('disabling an account ends its sessions, and enabling it again does not revive them', async () => {
    const id = await userIdOf('公安护航');
    const [first, second] = [await h.login('公安护航'), await h.login('公安护航')];
    await accounts.setState(id, '停用');
    expect((await login(demoCellphone(ROLES.indexOf('公安护航')), DEMO_PASSWORD)).statusCode).toBe(403);
    await accounts.setState(id, '激活');
    for (const token of [first, second]) expect((await info(token)).statusCode).toBe(401);
    expect((await info(await h.login('公安护航'))).statusCode).toBe(200);
  });

  it('refuses a short password and an unknown user in Chinese, ending nothing', async () => {
    const token = await h.login('中心领导');
    await expect(accounts.setPassword(await userIdOf('中心领导'), 'short')).rejects.toMatchObject({
      statusCode: 400,
      message: '密码至少 8 位',
    });
    await expect(accounts.setState(2_000_000_000, '停用')).rejects.toMatchObject({
      statusCode: 404,
      message: '账号不存在',
    });
    expect((await info(token)).statusCode).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every /api answer, errors included', async () => {
    const token = await h.login('中心领导');
    const answers = await Promise.all([
      info(token), // 200
      h.call('GET', '/api/user/info'), // 401
      h.call('GET', '/api/no/such/route', token), // 404
      h.call('POST', '/api/auth/login', undefined, { cellphone: 1 }), // 400
      h.call('DELETE', '/api/user/info', token), // 405
      h.call('GET', '/api/child/detail?id=%E0%A4%A', token), // malformed URL (router error)
    ]);
    for (const res of answers)
      expect([res.statusCode, res.headers['cache-control']]).toEqual([res.statusCode, 'no-store']);
    expect(answers.map((r) => r.statusCode).slice(0, 5)).toEqual([200, 401, 404, 400, 405]);
  });

  it('is left alone outside /api', async () => {
    const res = await h.call('GET', '/apiary');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
