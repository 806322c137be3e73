import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { startHarness, type Harness } from './harness';
import { registerGuard } from '../../server/auth/guard';
import { sessions, users } from '../../server/db/schema';
import { demoCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('auth', () => {
  it('signs in a demo account and returns the user with roles and permissions', async () => {
    const token = await h.login('儿童主任');
    const res = await h.call('GET', '/api/user/info', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.info.role).toBe('儿童主任');
    expect(body.info.department_name).toBe('昭阳街道');
    expect(body.info.village_name).toBe('水关居委会');
    expect(body.info).not.toHaveProperty('password_hash');
    expect(body.roles[0].permissions).toContainEqual({
      permissionId: 'applies',
      actionList: ['add', 'query', 'get', 'delete'],
    });
  });

  it('answers 401 with one message for a wrong password or an unknown cellphone', async () => {
    const wrong = await h.call('POST', '/api/auth/login', undefined, { cellphone: demoCellphone(3), password: 'nope' });
    const unknown = await h.call('POST', '/api/auth/login', undefined, { cellphone: '13812345678', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('手机号或密码错误');
    expect(unknown.json().message).toBe('手机号或密码错误');
  });

  it('answers 429 您操作过于频繁，请稍后再试 after five failed logins, even with the right password', async () => {
    const cellphone = demoCellphone(22);
    for (let i = 0; i < 5; i++)
      expect((await h.call('POST', '/api/auth/login', undefined, { cellphone, password: 'bad' })).statusCode).toBe(401);
    const blocked = await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('您操作过于频繁，请稍后再试');
  });

  it('rejects calls without a token, with an unknown token, and after logout', async () => {
    expect((await h.call('GET', '/api/user/info')).statusCode).toBe(401);
    expect((await h.call('GET', '/api/user/info', 'not-a-token')).statusCode).toBe(401);
    const token = await h.login('中心人员');
    expect((await h.call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    const after = await h.call('GET', '/api/user/info', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('登录已过期，请重新登录');
  });

  it('ends a session after 10 idle minutes but keeps an active one alive', async () => {
    const start = new Date();
    h.clock.now = start;
    const token = await h.login('中心领导');
    h.clock.now = new Date(start.getTime() + 9 * 60_000);
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(200);
    h.clock.now = new Date(start.getTime() + 18 * 60_000);
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(200);
    h.clock.now = new Date(start.getTime() + 28 * 60_000 + 1);
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
    h.clock.now = new Date();
  });

  it('ends a session 7 days after login however active it is', async () => {
    const start = new Date();
    h.clock.now = start;
    const token = await h.login('中心管理');
    const end = start.getTime() + 7 * 24 * 3_600_000;
    // Stand in for a week of activity: the session was last seen a minute ago each time.
    h.clock.now = new Date(end - 60_000);
    await h.handle.db.update(sessions).set({ last_seen_at: new Date(end - 120_000) });
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(200);
    h.clock.now = new Date(end + 1000);
    await h.handle.db.update(sessions).set({ last_seen_at: new Date(end - 1000) });
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
    h.clock.now = new Date();
  });

  it('refuses a deactivated account at login and on its open sessions', async () => {
    const token = await h.login('学校领导');
    await h.handle.db
      .update(users)
      .set({ state: '停用' })
      .where(eq(users.cellphone, demoCellphone(23)));
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
    const login = await h.call('POST', '/api/auth/login', undefined, {
      cellphone: demoCellphone(23),
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('账号已停用，请联系管理员');
  });

  it('refuses to build an app with an /api route that declares no permission', async () => {
    const app = Fastify();
    registerGuard(app, { sessionOf: async () => null, activeAccountOf: () => null });
    expect(() => app.get('/api/leaky', async () => ({}))).toThrow(/route GET \/api\/leaky declares no permission/);
    expect(() => app.get('/api/fine', { config: { permission: 'signed-in' } }, async () => ({}))).not.toThrow();
  });

  it('answers 403 for a signed-in role without the permission', async () => {
    const token = await h.login('系统管理');
    const res = await h.call('GET', '/api/child/list/for/department/village/level/character/genre/keyword', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('您没有权限执行此操作');
  });
});
