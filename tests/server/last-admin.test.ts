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

type Detail = {
  id: number;
  version: number;
  nickname: string;
  role: string;
  state: string;
  department_id: number | null;
  village_id: number | null;
};
const detail = async (id: number): Promise<Detail> =>
  (await h.call('GET', `/api/user/detail?id=${id}`, admin)).json().detail;
const activeAdmins = async (): Promise<Detail[]> =>
  (
    await h.call(
      'GET',
      `/api/user/list/for/role?role=${encodeURIComponent('系统管理')}&state=${encodeURIComponent('激活')}&size=100`,
      admin,
    )
  ).json().list;
const detailAs = async (token: string, id: number): Promise<Detail> =>
  (await h.call('GET', `/api/user/detail?id=${id}`, token)).json().detail;
const demoteAs = (token: string, d: Detail) =>
  h.call('PUT', '/api/user', token, {
    id: d.id,
    version: d.version,
    nickname: d.nickname,
    role: '志愿人员',
    department_id: d.department_id,
    village_id: d.village_id,
  });
const demote = (d: Detail) => demoteAs(admin, d);

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('系统管理');
  me = (await h.call('GET', '/api/user/info', admin)).json().info;
  // leave the demo administrator the only active one
  for (const other of (await activeAdmins()).filter((a) => a.id !== me.id)) {
    expect(
      (await h.call('PUT', '/api/user/state', admin, { id: other.id, version: other.version, state: '停用' }))
        .statusCode,
    ).toBe(200);
  }
});
afterAll(async () => {
  await h.close();
});

describe('the last active 系统管理', () => {
  it('cannot demote itself: 409 LAST_ADMIN in Chinese, and it stays 系统管理', async () => {
    const res = await demote(await detail(me.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN', message: expect.stringMatching(/系统管理/) });
    expect((await detail(me.id)).role).toBe('系统管理');
    expect((await h.call('GET', '/api/user/list/for/role', admin)).statusCode).toBe(200);
  });

  it('of two administrators demoting each other at once, exactly one passes, round after round', async () => {
    let survivor = { token: admin, id: me.id };
    for (let round = 0; round < 3; round++) {
      const cellphone = `1380000090${round}`;
      const created = await h.call('POST', '/api/user', survivor.token, {
        cellphone,
        nickname: `管理员${round}`,
        role: '系统管理',
        department_id: null,
        village_id: null,
      });
      expect(created.statusCode, created.body).toBe(200);
      const temporary = (
        await h.call('POST', '/api/auth/login', undefined, { cellphone, password: created.json().password })
      ).json().token;
      expect(
        (
          await h.call('PUT', '/api/user/password', temporary, {
            old_password: created.json().password,
            new_password: 'Admin#2026x',
          })
        ).statusCode,
      ).toBe(200);
      const other = {
        token: (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: 'Admin#2026x' })).json()
          .token as string,
        id: created.json().id as number,
      };
      const [a, b] = [await detailAs(survivor.token, survivor.id), await detailAs(survivor.token, other.id)];
      // each demotes the other, at once
      const [byOld, byNew] = await Promise.all([demoteAs(survivor.token, b), demoteAs(other.token, a)]);
      const statuses = [byOld.statusCode, byNew.statusCode];
      expect(
        statuses.filter((s) => s === 200),
        `${byOld.body} ${byNew.body}`,
      ).toHaveLength(1);
      // the other was refused: LAST_ADMIN, or 403 when its caller had already been demoted before it was checked
      const refused = [byOld, byNew].find((r) => r.statusCode !== 200)!;
      expect([409, 403]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().code).toBe('LAST_ADMIN');
      const left = await h.handle.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, '系统管理'), eq(users.state, '激活')));
      expect(left).toHaveLength(1);
      survivor = byOld.statusCode === 200 ? survivor : other;
    }
  });
});
