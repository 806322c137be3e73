/**
 * Shared by the volunteer self-registration API tests (tests/server/register*.test.ts; domain/contracts/register.ts,
 * req register §1, §2): the harness and an app on its database and clock whose SMS sender keeps the codes, the towns of
 * the registration form, and calls from a fresh address each.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../domain/roles';
import { buildApp } from '../../server/app';
import { startHarness, type Harness } from './harness';

export type Town = { id: number; department_name: string; villages: { id: number; department_name: string }[] };

/** The world of one test file: `start` in beforeAll (answers the harness and two towns), `close` in afterAll. */
export function registerWorld() {
  let h: Harness;
  let app: FastifyInstance;
  const sent: { cellphone: string; code: string }[] = [];
  let addresses = 0;
  /**
   * A call to the app whose SMS sender keeps the codes (same database and clock as the harness), each from its own
   * address, so the per-address limit (tested on its own) stays out of the way.
   */
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
  /** The last code sent to `cellphone`. */
  const lastCode = (cellphone: string) => sent.filter((s) => s.cellphone === cellphone).at(-1)?.code;
  /** Moves the harness clock `ms` on. */
  const later = (ms: number) => {
    h.clock.now = new Date(h.clock.now.getTime() + ms);
  };
  /** A fresh session of `role` (the clock moves on in these tests, past the 10-minute idle limit). */
  const tokenOf = (role: Role) => h.login(role);

  /** Asks a code for `cellphone` (moving the clock past the minute limit first) and answers it. */
  async function codeFor(cellphone: string): Promise<string> {
    later(61_000);
    const res = await pub('POST', '/api/account/sms', { cellphone });
    expect(res.statusCode, res.body).toBe(200);
    return lastCode(cellphone)!;
  }

  async function start(): Promise<{ h: Harness; zhaoyang: Town; other: Town }> {
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
    const zhaoyang = towns.find((t) => t.department_name === '昭阳街道')!;
    const other = towns.find((t) => t.id !== zhaoyang.id && t.villages.length > 0)!;
    return { h, zhaoyang, other };
  }
  async function close() {
    await app.close();
    await h.close();
  }
  return { start, close, pub, lastCode, later, tokenOf, codeFor };
}

/** The registration form of `cellphone` with `code`, in `town`'s first village (fields overridden by `extra`). */
export const form = (cellphone: string, code: string, town: Town, extra: Record<string, unknown> = {}) => ({
  cellphone,
  code,
  nickname: '李志愿',
  department_id: town.id,
  village_id: town.villages[0].id,
  password: 'Volunteer#2026',
  agreement: true,
  ...extra,
});
