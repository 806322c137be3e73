/**
 * The database's refusals of a concurrent write answer 409 in Chinese, in one place (issue 14; the mapping in
 * server/http/db-errors.ts, called by the error handler). The races themselves need PostgreSQL
 * (races.test.ts); here the errors are real ones from this project's database (PGlite or PostgreSQL, as
 * drizzle raises them, inside a transaction like the services' writes), checked as the mapping reads them and
 * as the error handler answers them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DUPLICATE_CHILD_MESSAGE } from '../../domain/constants';
import { inTransaction } from '../../server/db/client';
import { applies, children, users } from '../../server/db/schema';
import { registerErrorHandler } from '../../server/errors';
import { databaseConflict } from '../../server/http/db-errors';
import { freshIdNumber } from './fixtures';
import { startHarness, type Harness } from './harness';

const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
const CONFLICT = { code: 'CONFLICT', message: '数据已被他人修改，请刷新后重试' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** The error a write raises, run in a transaction as a service would. */
async function refusal(write: (db: Harness['handle']['db']) => Promise<unknown>): Promise<unknown> {
  try {
    await inTransaction(h.handle.db, write);
  } catch (error) {
    return error;
  }
  throw new Error('the write was not refused');
}

/** What the error handler answers when a route throws `error`. */
async function answerTo(error: unknown): Promise<{ statusCode: number; body: unknown }> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/write', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/write' });
  await app.close();
  return { statusCode: res.statusCode, body: res.json() };
}

const pendingApply = (idnumber: string) => ({
  applicant: 1,
  apply_genre: '儿童创建',
  apply_state: '申请',
  child_idnumber: idnumber,
});

describe('a unique violation', () => {
  it('on children_idnumber_idx answers 409 DUPLICATE_CHILD on child_idnumber', async () => {
    const [{ id: _id, ...child }] = await h.handle.db.select().from(children).limit(1);
    const error = await refusal((db) => db.insert(children).values(child));
    const expected = {
      code: 'DUPLICATE_CHILD',
      message: DUPLICATE_CHILD_MESSAGE,
      fieldErrors: [{ field: 'child_idnumber', message: DUPLICATE_CHILD_MESSAGE }],
    };
    expect(databaseConflict(error)).toEqual(expected);
    expect(await answerTo(error)).toEqual({ statusCode: 409, body: expected });
  });

  it('on applies_pending_idnumber_idx answers 409 PENDING_APPLY on child_idnumber, as the pre-check does', async () => {
    const idnumber = freshIdNumber();
    await h.handle.db.insert(applies).values(pendingApply(idnumber));
    const error = await refusal((db) => db.insert(applies).values({ ...pendingApply(idnumber), apply_state: '初过' }));
    const expected = {
      code: 'PENDING_APPLY',
      message: PENDING_MESSAGE,
      fieldErrors: [{ field: 'child_idnumber', message: PENDING_MESSAGE }],
    };
    expect(await answerTo(error)).toEqual({ statusCode: 409, body: expected });
    // a settled apply of that number is no conflict: the index covers 申请 and 初过 only
    await h.handle.db.insert(applies).values({ ...pendingApply(idnumber), apply_state: '终过' });
  });

  it('on users_cellphone_idx answers 409 该手机号已被使用 on cellphone', async () => {
    const [user] = await h.handle.db.select().from(users).limit(1);
    const error = await refusal((db) =>
      db.insert(users).values({ cellphone: user.cellphone, nickname: '重复', role: '儿童主任' }),
    );
    expect(await answerTo(error)).toEqual({
      statusCode: 409,
      body: {
        code: 'DUPLICATE_CELLPHONE',
        message: '该手机号已被使用',
        fieldErrors: [{ field: 'cellphone', message: '该手机号已被使用' }],
      },
    });
  });

  it('on any other index answers 409 CONFLICT', async () => {
    const [user] = await h.handle.db.select().from(users).limit(1);
    const error = await refusal((db) =>
      db.insert(users).values({ id: user.id, cellphone: '13811110000', nickname: '主键重复', role: '儿童主任' }),
    );
    expect(await answerTo(error)).toEqual({ statusCode: 409, body: CONFLICT });
  });
});

describe('other database failures', () => {
  /** A driver error of SQLSTATE `code` as drizzle hands it on (node-postgres and PGlite errors carry `code`). */
  const driverError = (code: string) =>
    new DrizzleQueryError(
      'update "children" set …',
      [],
      Object.assign(new Error('driver'), { code, severity: 'ERROR' }),
    );

  it('a serialization failure (40001) or a deadlock (40P01) answers 409 CONFLICT', async () => {
    expect(await answerTo(driverError('40001'))).toEqual({ statusCode: 409, body: CONFLICT });
    expect(await answerTo(driverError('40P01'))).toEqual({ statusCode: 409, body: CONFLICT });
  });

  it('anything else stays a 500 that shows nothing of the database', async () => {
    const notNull = await refusal((db) =>
      db.insert(users).values({ cellphone: '13811110001', nickname: null as never, role: '儿童主任' }),
    );
    expect(databaseConflict(notNull)).toBeUndefined();
    const answer = await answerTo(notNull);
    expect(answer.statusCode).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/users|insert/i);
    expect(databaseConflict(driverError('ECONNREFUSED'))).toBeUndefined();
    expect(databaseConflict(new Error('plain'))).toBeUndefined();
  });
});
