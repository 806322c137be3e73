/**
 * Volunteer self-registration (domain/contracts/register.ts): the SMS code's limits and its same answer for a registered
 * cellphone, the registration's checks (nothing stored on a bad input), and the 待审核 account that cannot sign in. The
 * town leader's review: register-review.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  PENDING_LOGIN_MESSAGE,
  SMS_CODE_MESSAGE,
  SMS_HOURLY_MESSAGE,
  SMS_TOO_SOON_MESSAGE,
} from '../../domain/registrations';
import { registrations, users } from '../../server/db/schema';
import { demoCellphone } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { form, registerWorld, type Town } from './register-fixtures';

let h: Harness;
let zhaoyang: Town, other: Town;
const world = registerWorld();
const { pub, lastCode, later, codeFor } = world;
const userCount = async () => (await h.handle.db.select({ n: count() }).from(users))[0].n;
const registrationCount = async () => (await h.handle.db.select({ n: count() }).from(registrations))[0].n;

beforeAll(async () => {
  ({ h, zhaoyang, other } = await world.start());
});
afterAll(world.close);

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
