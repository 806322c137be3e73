/**
 * Volunteer self-registration (domain/contracts/register.ts): the SMS code's limits and its same answer for a registered
 * cellphone, the registration's checks (nothing stored on a bad input), the 待审核 account that cannot sign in, and the
 * town leader's review (their town only, at the version read); the roles without the calls are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PENDING_LOGIN_MESSAGE,
  REFUSED_LOGIN_MESSAGE,
  SMS_CODE_MESSAGE,
  SMS_HOURLY_MESSAGE,
  SMS_TOO_SOON_MESSAGE,
} from '../../domain/registrations';
import type { Role } from '../../domain/roles';
import { buildApp } from '../../server/app';
import { registrations, users } from '../../server/db/schema';
import { demoCellphone } from '../../server/db/seed-demo';
import { startHarness, type Harness } from './harness';

let h: Harness;
let app: FastifyInstance;
const sent: { cellphone: string; code: string }[] = [];
/** A fresh session of `role` (the clock moves on in these tests, past the 10-minute idle limit). */
const tokenOf = (role: Role) => h.login(role);
type Town = { id: number; department_name: string; villages: { id: number; department_name: string }[] };
let zhaoyang: Town, other: Town;

/** A call to the app whose SMS sender keeps the codes (same database and clock as the harness). */
let addresses = 0;
/** Each call from its own address, so the per-address limit (tested on its own) stays out of the way. */
const pub = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  token?: string,
  remoteAddress = `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
) =>
  app.inject({
    method,
    url,
    payload: payload as never,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const lastCode = (cellphone: string) => sent.filter((s) => s.cellphone === cellphone).at(-1)?.code;
const later = (ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};
const form = (cellphone: string, code: string, town: Town, extra: Record<string, unknown> = {}) => ({
  cellphone,
  code,
  nickname: '李志愿',
  department_id: town.id,
  village_id: town.villages[0].id,
  password: 'Volunteer#2026',
  agreement: true,
  ...extra,
});
const userCount = async () => (await h.handle.db.select({ n: count() }).from(users))[0].n;
const registrationCount = async () => (await h.handle.db.select({ n: count() }).from(registrations))[0].n;

/** Asks a code for `cellphone` (moving the clock past the minute limit first) and answers it. */
async function codeFor(cellphone: string): Promise<string> {
  later(61_000);
  const res = await pub('POST', '/api/account/sms', { cellphone });
  expect(res.statusCode, res.body).toBe(200);
  return lastCode(cellphone)!;
}

beforeAll(async () => {
  h = await startHarness();
  app = await buildApp({
    db: h.handle.db,
    now: () => h.clock.now,
    rateLimitMax: 100_000,
    sms: {
      send: async (cellphone, code) => {
        sent.push({ cellphone, code });
      },
    },
  });
  const towns = (await pub('GET', '/api/account/register/places')).json().towns as Town[];
  zhaoyang = towns.find((t) => t.department_name === '昭阳街道')!;
  other = towns.find((t) => t.id !== zhaoyang.id && t.villages.length > 0)!;
});
afterAll(async () => {
  await app.close();
  await h.close();
});

describe('the SMS code', () => {
  it('answers a registered cellphone exactly as a new one, and limits by minute and hour', async () => {
    const registered = demoCellphone(6),
      fresh = '13712340001';
    const a = await pub('POST', '/api/account/sms', { cellphone: registered });
    const b = await pub('POST', '/api/account/sms', { cellphone: fresh });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ ok: true, resend_in: 60 });
    expect(lastCode(fresh)).toMatch(/^\d{6}$/);
    const again = await pub('POST', '/api/account/sms', { cellphone: fresh });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(SMS_TOO_SOON_MESSAGE);
    for (let i = 0; i < 4; i++) {
      later(61_000);
      expect((await pub('POST', '/api/account/sms', { cellphone: fresh })).statusCode).toBe(200);
    }
    later(61_000);
    const hourly = await pub('POST', '/api/account/sms', { cellphone: fresh });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toBe(SMS_HOURLY_MESSAGE);
    expect((await pub('POST', '/api/account/sms', { cellphone: '12345' })).statusCode).toBe(400);
    // one address: SMS_PER_ADDRESS_HOUR codes an hour, whatever the cellphones
    const many = [];
    for (let i = 0; i < 21; i++)
      many.push(
        (
          await pub(
            'POST',
            '/api/account/sms',
            { cellphone: `1371111${String(i).padStart(4, '0')}` },
            undefined,
            '10.9.9.9',
          )
        ).statusCode,
      );
    expect(many.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(many[20]).toBe(429);
  });
});

describe('a registration', () => {
  it('refuses bad input with field errors and stores nothing', async () => {
    const cellphone = '13712340002';
    const code = await codeFor(cellphone);
    const before = [await userCount(), await registrationCount()];
    const cases: [Record<string, unknown>, string][] = [
      [form(cellphone, code === '000000' ? '111111' : '000000', zhaoyang), 'code'],
      [form(cellphone, code, zhaoyang, { village_id: other.villages[0].id }), 'village_id'],
      [form(cellphone, code, zhaoyang, { password: '12345678' }), 'password'],
      [form(cellphone, code, zhaoyang, { agreement: false }), 'agreement'],
      [form(cellphone, code, zhaoyang, { nickname: '' }), 'nickname'],
    ];
    for (const [body, field] of cases) {
      const res = await pub('POST', '/api/account/register', body);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().fieldErrors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    expect((await pub('POST', '/api/account/register', cases[0][0])).json().message).toBe(SMS_CODE_MESSAGE);
    expect([await userCount(), await registrationCount()]).toEqual(before);
    // the right code still works after the wrong tries (fewer than five)
    expect((await pub('POST', '/api/account/register', form(cellphone, code, zhaoyang))).statusCode).toBe(200);
  });

  it('creates a 待审核 account that cannot sign in; a registered cellphone is told so only after its code', async () => {
    const cellphone = '13712340003';
    const res = await pub('POST', '/api/account/register', form(cellphone, await codeFor(cellphone), zhaoyang));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: '待审核' });
    const [row] = await h.handle.db.select().from(users).where(eq(users.cellphone, cellphone));
    expect(row).toMatchObject({
      role: '志愿人员',
      state: '待审核',
      department_id: zhaoyang.id,
      village_id: zhaoyang.villages[0].id,
    });
    const login = await pub('POST', '/api/auth/login', { cellphone, password: 'Volunteer#2026' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(PENDING_LOGIN_MESSAGE);
    // a wrong password is not told the account exists
    expect((await pub('POST', '/api/auth/login', { cellphone, password: 'wrong-password' })).statusCode).toBe(401);
    // the code was spent
    expect(
      (await pub('POST', '/api/account/register', form(cellphone, lastCode(cellphone)!, zhaoyang))).statusCode,
    ).toBe(400);
    const taken = await pub(
      'POST',
      '/api/account/register',
      form(demoCellphone(6), await codeFor(demoCellphone(6)), zhaoyang),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该手机号已注册，请直接登录');
  });
});

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
