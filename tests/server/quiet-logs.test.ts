/**
 * Quiet logs (issue 26): a database error is logged by its class, SQLSTATE, constraint and the request id, never
 * with the query's parameters (drizzle puts the whole statement and its values in the error's message, the
 * driver quotes values in its detail) — a child's name or a volunteer's cellphone must not reach the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { users } from '../../server/db/schema';
import { sendXlsx } from '../../server/http/xlsx';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const NICKNAME = '泄露探针龙志强';
const CELLPHONE = '13987654321';

describe('a database error of a request', () => {
  it('is logged with its class, SQLSTATE, constraint and request id, and none of the values', async () => {
    // a check the route does not expect, so the insert fails in the database with a 500 (23514 check_violation)
    await h.handle.db.execute(
      sql.raw(`alter table users add constraint quiet_logs_probe check (nickname <> '${NICKNAME}')`),
    );
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: h.handle.db,
      now: () => h.clock.now,
      logger: { level: 'error', stream },
      rateLimitMax: 100_000,
    });
    try {
      const token = await h.login('系统管理');
      const [director] = await h.handle.db.select().from(users).where(eq(users.role, '儿童主任')).limit(1);
      const res = await app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          cellphone: CELLPHONE,
          nickname: NICKNAME,
          role: '儿童主任',
          department_id: director.department_id,
          village_id: director.village_id,
        },
      });
      expect(res.statusCode, res.body).toBe(500);
      const reqId = /请求编号 ([^）]+)）/.exec(res.json().message)?.[1];
      expect(reqId).toBeTruthy();
      const log = lines.join('');
      expect(log).not.toContain(NICKNAME);
      expect(log).not.toContain(CELLPHONE);
      expect(log).not.toMatch(/params|Failed query/i);
      const failed = lines.map((l) => JSON.parse(l)).find((l) => l.err);
      expect(failed.reqId).toBe(reqId);
      expect(failed.err).toMatchObject({
        code: '23514',
        constraint: 'quiet_logs_probe',
        table: 'users',
        type: expect.any(String),
      });
      expect(failed.err.stack).toMatch(/\n\s+at /);
    } finally {
      await app.close();
      await h.handle.db.execute(sql.raw('alter table users drop constraint quiet_logs_probe'));
    }
  });
});

describe('an export that fails while streaming', () => {
  it('is logged with the request id and the database error without its values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    app.get('/export', async (_request, reply) =>
      sendXlsx(reply, {
        fileName: 'x.xlsx',
        sheetName: 'x',
        columns: [{ header: '姓名', key: 'name' }],
        rows: (async function* rows() {
          yield { name: '第一行' };
          // a real database error whose message carries a value, as a row query would raise it
          await h.handle.db.execute(sql`select ${NICKNAME}::integer`);
        })(),
      }),
    );
    try {
      // the download breaks off (never a half file presented as whole)
      const outcome = await app.inject({ method: 'GET', url: '/export' }).then(
        () => 'complete',
        (error: Error) => error.message,
      );
      expect(outcome).toMatch(/destroyed/);
      const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'export failed');
      expect(failed, lines.join('')).toBeTruthy();
      expect(failed.reqId).toBe('req-1');
      expect(failed.err.code).toBe('22P02');
      expect(lines.join('')).not.toContain(NICKNAME);
    } finally {
      await app.close();
    }
  });
});
