/**
 * The last administrator (issue 26 "Workflows that cannot be bypassed"): 系统管理 cannot take the last active 系统管理
 * away, neither by a role change (PUT /api/user) nor by 停用 (PUT /api/user/state), not even with two such writes at
 * once: the console must keep someone who manages accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { and, eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';

let h: Harness;
let admin: string;
let me: { id: number };

type Detail = { id: number; version: number; nickname: string; role: string; state: string; department_id: number | null; village_id: number | null };
const detail = async (id: number): Promise<Detail> => (await h.call('GET', `/api/user/detail?id=${id}`, admin)).json().detail;
const activeAdmins = async (): Promise<Detail[]> =>
  (await h.call('GET', `/api/user/list/for/role?role=${encodeURIComponent('系统管理')}&state=${encodeURIComponent('激活')}&size=100`, admin)).json().list;
const demote = (d: Detail) => h.call('PUT', '/api/user', admin, {
  id: d.id, version: d.version, nickname: d.nickname, role: '志愿人员', department_id: d.department_id, village_id: d.village_id,
});

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('系统管理');
  me = (await h.call('GET', '/api/user/info', admin)).json().info;
  // leave the demo administrator the only active one
  for (const other of (await activeAdmins()).filter((a) => a.id !== me.id)) {
    expect((await h.call('PUT', '/api/user/state', admin, { id: other.id, version: other.version, state: '停用' })).statusCode).toBe(200);
  }
});
afterAll(async () => { await h.close(); });

describe('the last active 系统管理', () => {
  it('cannot demote itself: 409 LAST_ADMIN in Chinese, and it stays 系统管理', async () => {
    const res = await demote(await detail(me.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN', message: expect.stringMatching(/系统管理/) });
    expect((await detail(me.id)).role).toBe('系统管理');
    expect((await h.call('GET', '/api/user/list/for/role', admin)).statusCode).toBe(200);
  });

  it('of two, one may go; two removals at once (a demotion and a 停用) let exactly one pass', async () => {
    const created = await h.call('POST', '/api/user', admin, { cellphone: '13800000901', nickname: '第二管理员', role: '系统管理', department_id: null, village_id: null });
    expect(created.statusCode, created.body).toBe(200);
    const other = await detail(created.json().id);
    const [a, b] = await Promise.all([
      demote(await detail(me.id)),
      h.call('PUT', '/api/user/state', admin, { id: other.id, version: other.version, state: '停用' }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('LAST_ADMIN');
    // the caller may have been the one demoted (then it can list no user): read the table itself
    const left = await h.handle.db.select({ id: users.id }).from(users).where(and(eq(users.role, '系统管理'), eq(users.state, '激活')));
    expect(left).toHaveLength(1);
  });
});
