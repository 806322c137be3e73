/**
 * The town leader's review of volunteer registrations (domain/contracts/register.ts, req register §2): their town only,
 * at the version read; a refused account cannot sign in and may register again; 系统管理's decision is never overridden;
 * the roles without the calls are refused. The SMS code and the registration: register.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REFUSED_LOGIN_MESSAGE } from '../../domain/registrations';
import type { Role } from '../../domain/roles';
import { registrations } from '../../server/db/schema';
import type { Harness } from './harness';
import { form, registerWorld, type Town } from './register-fixtures';

let h: Harness;
let zhaoyang: Town, other: Town;
const world = registerWorld();
const { pub, codeFor, tokenOf } = world;

beforeAll(async () => {
  ({ h, zhaoyang, other } = await world.start());
});
afterAll(world.close);

describe('the review', () => {
  type Item = {
    id: number;
    cellphone: string;
    version: number;
    register_state: string;
    village_name: string;
    reviewed_by_name: string | null;
  };
  const pending = async () =>
    (await pub('GET', '/api/account/register/list?state=待审核&size=100', undefined, await tokenOf('分委领导'))).json()
      .list as Item[];

  it("is for the town leader of the registration's town, at the version read", async () => {
    const mine = '13712340004',
      theirs = '13712340005';
    await pub('POST', '/api/account/register', form(mine, await codeFor(mine), zhaoyang));
    await pub('POST', '/api/account/register', form(theirs, await codeFor(theirs), other));
    const list = await pending();
    expect(list.map((r) => r.cellphone)).toContain(mine);
    expect(list.map((r) => r.cellphone)).not.toContain(theirs);
    expect(list.find((r) => r.cellphone === mine)).toMatchObject({
      register_state: '待审核',
      village_name: zhaoyang.villages[0].department_name,
    });
    const badge = (await pub('GET', '/api/account/register/count', undefined, await tokenOf('分委领导'))).json();
    expect(badge).toEqual({ count: list.length });
    const [foreign] = await h.handle.db.select().from(registrations).where(eq(registrations.cellphone, theirs));
    const review = async (body: Record<string, unknown>) =>
      pub('PUT', '/api/account/register/review', body, await tokenOf('分委领导'));
    expect((await review({ id: foreign.id, version: foreign.version, decision: '激活' })).statusCode).toBe(404);
    const item = list.find((r) => r.cellphone === mine)!;
    const noReason = await review({ id: item.id, version: item.version, decision: '拒绝' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors[0]).toMatchObject({ field: 'reason', message: '请填写不通过的原因' });
    expect((await review({ id: item.id, version: item.version + 1, decision: '激活' })).statusCode).toBe(409);
    const done = await review({ id: item.id, version: item.version, decision: '激活' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: item.id, version: item.version + 1, register_state: '激活' });
    expect(
      (await review({ id: item.id, version: done.json().version, decision: '拒绝', reason: '重复' })).statusCode,
    ).toBe(409);
    expect((await pub('POST', '/api/auth/login', { cellphone: mine, password: 'Volunteer#2026' })).statusCode).toBe(
      200,
    );
    const decided = (
      await pub('GET', '/api/account/register/list?state=激活', undefined, await tokenOf('分委领导'))
    ).json().list as Item[];
    expect(decided.find((r) => r.cellphone === mine)?.reviewed_by_name).toBeTruthy();
  });

  it('refuses: the account cannot sign in, and the cellphone may register again', async () => {
    const cellphone = '13712340006';
    await pub('POST', '/api/account/register', form(cellphone, await codeFor(cellphone), zhaoyang));
    const item = (await pending()).find((r) => r.cellphone === cellphone)!;
    const res = await pub(
      'PUT',
      '/api/account/register/review',
      { id: item.id, version: item.version, decision: '拒绝', reason: '非本村居民' },
      await tokenOf('分委领导'),
    );
    expect(res.statusCode).toBe(200);
    const login = await pub('POST', '/api/auth/login', { cellphone, password: 'Volunteer#2026' });
    expect([login.statusCode, login.json().message]).toEqual([403, REFUSED_LOGIN_MESSAGE]);
    const again = await pub(
      'POST',
      '/api/account/register',
      form(cellphone, await codeFor(cellphone), zhaoyang, { nickname: '李志愿二' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await pending()).filter((r) => r.cellphone === cellphone)).toHaveLength(1);
  });

  it('never overrides 系统管理: a decision on an account the administrator set meanwhile answers 409 and changes nothing', async () => {
    const admin = await tokenOf('系统管理');
    const account = async (cellphone: string) =>
      (await h.call('GET', `/api/user/list/for/role?keyword=${cellphone}`, admin)).json().list[0] as {
        id: number;
        version: number;
        state: string;
      };
    const setState = async (cellphone: string, state: string) => {
      const a = await account(cellphone);
      const res = await h.call('PUT', '/api/user/state', admin, { id: a.id, version: a.version, state });
      expect(res.statusCode, res.body).toBe(200);
    };
    const stopped = '13712340007',
      started = '13712340008';
    for (const cellphone of [stopped, started])
      await pub('POST', '/api/account/register', form(cellphone, await codeFor(cellphone), zhaoyang));
    const shown = await pending();
    await setState(stopped, '停用');
    await setState(started, '激活');
    // the administrator's decision closed both registrations: they wait for the town leader no more
    expect((await pending()).map((r) => r.cellphone)).not.toEqual(expect.arrayContaining([stopped]));
    expect((await pending()).map((r) => r.cellphone)).not.toEqual(expect.arrayContaining([started]));
    const review = async (cellphone: string, body: Record<string, unknown>) => {
      const item = shown.find((r) => r.cellphone === cellphone)!;
      return pub(
        'PUT',
        '/api/account/register/review',
        { id: item.id, version: item.version, ...body },
        await tokenOf('分委领导'),
      );
    };
    const approve = await review(stopped, { decision: '激活' });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await account(stopped)).state).toBe('停用');
    expect(
      (await pub('POST', '/api/auth/login', { cellphone: stopped, password: 'Volunteer#2026' })).statusCode,
    ).not.toBe(200);
    const refuse = await review(started, { decision: '拒绝', reason: '非本村居民' });
    expect(refuse.statusCode, refuse.body).toBe(409);
    expect((await account(started)).state).toBe('激活');
    expect((await pub('POST', '/api/auth/login', { cellphone: started, password: 'Volunteer#2026' })).statusCode).toBe(
      200,
    );
  });

  it('is refused to the roles without the grant, and to no session', async () => {
    for (const role of ['中心领导', '志愿人员', '系统管理'] as Role[]) {
      expect((await pub('GET', '/api/account/register/list', undefined, await tokenOf(role))).statusCode, role).toBe(
        403,
      );
      expect(
        (await pub('PUT', '/api/account/register/review', { id: 1, version: 1, decision: '激活' }, await tokenOf(role)))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect((await pub('GET', '/api/account/register/count')).statusCode).toBe(401);
  });
});
