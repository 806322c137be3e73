/**
 * Limits that hold (issue 26): the login and SMS limits are counted before the password or code is checked, in the
 * database, so a burst of 300 checks at most the limit; with TRUST_PROXY the client's forwarded address is the key
 * (off: the header is ignored); a cellphone is locked whatever addresses try it, an address whatever cellphones it
 * tries; the per-minute request limit counts a signed-in user's calls as theirs, not their shared proxy's. Runs on
 * PGlite and (server-pg) PostgreSQL. Two processes sharing the counters: limits-processes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD, demoCellphone } from '../../server/db/seed-demo';
import { startHarness, type Harness } from './harness';

let h: Harness;
/** The app behind a trusted proxy (127.0.0.1, light-my-request's address) and one that trusts nobody. */
let proxied: FastifyInstance, direct: FastifyInstance;
let town: { id: number; villages: { id: number }[] };

beforeAll(async () => {
  h = await startHarness();
  const base = { db: h.handle.db, now: () => h.clock.now, rateLimitMax: 100_000, sms: { send: async () => {} } };
  proxied = await buildApp({ ...base, trustProxy: ['127.0.0.1'] });
  direct = await buildApp(base);
  town = (await h.call('GET', '/api/account/register/places'))
    .json()
    .towns.find((t: { villages: unknown[] }) => t.villages.length);
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
  await h.close();
});

/** The clock 20 minutes on: every 15-minute window of the tests before has passed. */
const nextWindow = () => {
  h.clock.now = new Date(h.clock.now.getTime() + 20 * 60_000);
};
type From = { remoteAddress?: string; forwarded?: string };
const login = (app: FastifyInstance, cellphone: string, password: string, from: From = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { cellphone, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
  });
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe('300 concurrent wrong logins for one account', () => {
  it('check at most 5 passwords (401); the rest are refused unchecked (429)', async () => {
    nextWindow();
    const cellphone = demoCellphone(4);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        login(h.app, cellphone, 'wrong-password', { remoteAddress: `10.26.${Math.floor(i / 200)}.${i % 200}` }),
      ),
    );
    const counts = tally(answers.map((a) => a.statusCode));
    expect(counts[401]).toBeGreaterThanOrEqual(1);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(300 - counts[401]);
    // and the right password is refused too until the window has passed
    expect((await login(h.app, cellphone, DEMO_PASSWORD, { remoteAddress: '10.26.9.9' })).statusCode).toBe(429);
    nextWindow();
    expect((await login(h.app, cellphone, DEMO_PASSWORD, { remoteAddress: '10.26.9.9' })).statusCode).toBe(200);
  });

  it('from one address across accounts: at most 20 passwords checked', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(h.app, `1390000${String(i).padStart(4, '0')}`, 'wrong', { remoteAddress: '10.27.0.1' }),
      ),
    );
    const counts = tally(answers.map((a) => a.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(20);
    expect(counts[429]).toBe(100 - counts[401]);
  });
});

describe('a cellphone and an address are each limited', () => {
  it('wrong logins to one account from many addresses lock the account (not the addresses)', async () => {
    nextWindow();
    const cellphone = demoCellphone(5);
    for (let i = 0; i < 5; i++)
      expect((await login(h.app, cellphone, 'wrong', { remoteAddress: `10.28.0.${i + 1}` })).statusCode).toBe(401);
    expect((await login(h.app, cellphone, DEMO_PASSWORD, { remoteAddress: '10.28.0.99' })).statusCode).toBe(429);
    // the addresses are not locked: another account signs in from them
    expect((await login(h.app, demoCellphone(6), DEMO_PASSWORD, { remoteAddress: '10.28.0.1' })).statusCode).toBe(200);
  });

  it('wrong logins from one address over many accounts lock the address (not the accounts)', async () => {
    nextWindow();
    for (let i = 0; i < 20; i++)
      expect(
        (await login(h.app, `1380000${String(i).padStart(4, '0')}`, 'wrong', { remoteAddress: '10.29.0.1' }))
          .statusCode,
      ).toBe(401);
    const blocked = await login(h.app, demoCellphone(7), DEMO_PASSWORD, { remoteAddress: '10.29.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('您操作过于频繁，请稍后再试');
    expect((await login(h.app, demoCellphone(7), DEMO_PASSWORD, { remoteAddress: '10.29.0.2' })).statusCode).toBe(200);
  });

  it('a right password gives its attempt back: an office signs in many times from one address', async () => {
    nextWindow();
    for (let i = 0; i < 30; i++)
      expect(
        (await login(h.app, demoCellphone(8 + (i % 3)), DEMO_PASSWORD, { remoteAddress: '10.30.0.1' })).statusCode,
      ).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('on: forwarded clients are limited each on their own address, and an account still across them', async () => {
    nextWindow();
    for (let i = 0; i < 20; i++)
      expect(
        (await login(proxied, `1370000${String(i).padStart(4, '0')}`, 'wrong', { forwarded: '203.0.113.7' }))
          .statusCode,
      ).toBe(401);
    expect((await login(proxied, demoCellphone(9), DEMO_PASSWORD, { forwarded: '203.0.113.7' })).statusCode).toBe(429);
    // another client behind the same proxy is not locked out
    expect((await login(proxied, demoCellphone(9), DEMO_PASSWORD, { forwarded: '203.0.113.8' })).statusCode).toBe(200);
    // a forged header from an untrusted address is not believed: the proxy appended the real one
    expect(
      (await login(proxied, demoCellphone(9), DEMO_PASSWORD, { forwarded: '203.0.113.7, 198.51.100.1' })).statusCode,
    ).toBe(200);
    const cellphone = demoCellphone(10);
    for (let i = 0; i < 5; i++)
      expect((await login(proxied, cellphone, 'wrong', { forwarded: `198.51.100.${i + 10}` })).statusCode).toBe(401);
    expect((await login(proxied, cellphone, DEMO_PASSWORD, { forwarded: '198.51.100.99' })).statusCode).toBe(429);
  });

  it("off: X-Forwarded-For is ignored, the connection's address is the key", async () => {
    nextWindow();
    for (let i = 0; i < 20; i++)
      expect(
        (
          await login(direct, `1360000${String(i).padStart(4, '0')}`, 'wrong', {
            remoteAddress: '10.31.0.1',
            forwarded: `203.0.113.${i + 1}`,
          })
        ).statusCode,
      ).toBe(401);
    expect(
      (
        await login(direct, demoCellphone(11), DEMO_PASSWORD, {
          remoteAddress: '10.31.0.1',
          forwarded: '203.0.113.200',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('on: the SMS limits are per forwarded client too', async () => {
    nextWindow();
    const send = (app: FastifyInstance, i: number, forwarded: string, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/sms',
        payload: { cellphone: `1351111${String(i).padStart(4, '0')}` },
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < 20; i++) expect((await send(proxied, i, '203.0.113.50')).statusCode).toBe(200);
    expect((await send(proxied, 20, '203.0.113.50')).statusCode).toBe(429);
    expect((await send(proxied, 21, '203.0.113.51')).statusCode).toBe(200);
    // trusted by nobody: the two "clients" are one address
    for (let i = 30; i < 50; i++) expect((await send(direct, i, `203.0.113.${i}`, '10.32.0.1')).statusCode).toBe(200);
    expect((await send(direct, 50, '203.0.113.250', '10.32.0.1')).statusCode).toBe(429);
  });
});

describe('SMS limits under a burst', () => {
  const register = (i: number, address: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: address,
      payload: {
        cellphone: `1341111${String(i).padStart(4, '0')}`,
        code: '000000',
        nickname: '李志愿',
        department_id: town.id,
        village_id: town.villages[0].id,
        password: 'Volunteer#2026',
        agreement: true,
      },
    });

  it('100 wrong codes at once from one address: at most 20 checked (400), the rest 429', async () => {
    nextWindow();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => register(i, '10.33.0.1')));
    const counts = tally(answers.map((a) => a.statusCode));
    expect(counts[400]).toBeGreaterThanOrEqual(1);
    expect(counts[400]).toBeLessThanOrEqual(20);
    expect(counts[429]).toBe(100 - counts[400]);
  });

  it('50 codes asked at once from one address for 50 cellphones: 20 sent', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: '/api/account/sms',
          remoteAddress: '10.34.0.1',
          payload: { cellphone: `1331111${String(i).padStart(4, '0')}` },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 20, 429: 30 });
  });
});

describe('the request rate limit', () => {
  it('counts signed-in users on their own, behind one address; anonymous calls and made-up tokens by address', async () => {
    nextWindow();
    const app = await buildApp({ db: h.handle.db, now: () => h.clock.now, rateLimitMax: 10 });
    try {
      const from = { remoteAddress: '10.35.0.1' };
      const tokens = [];
      for (const i of [12, 13, 14])
        tokens.push((await login(app, demoCellphone(i), DEMO_PASSWORD, from)).json().token as string);
      // three users polling, 8 calls each (24 > 10) from the same address: none is refused
      for (const token of tokens) {
        for (let i = 0; i < 8; i++) {
          const res = await app.inject({
            method: 'GET',
            url: '/api/user/info',
            ...from,
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.statusCode).toBe(200);
        }
      }
      // the address itself has 10: 3 logins, then anonymous calls
      const anonymous = [];
      for (let i = 0; i < 8; i++)
        anonymous.push((await app.inject({ method: 'GET', url: '/api/account/register/places', ...from })).statusCode);
      expect(anonymous).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
      const madeUp = await app.inject({
        method: 'GET',
        url: '/api/user/info',
        ...from,
        headers: { authorization: 'Bearer made-up-token' },
      });
      expect(madeUp.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
