/**
 * The concurrency suite (issue 14 "Races answer 409 on PostgreSQL too"): two writers of one record at the
 * same moment. On PostgreSQL (the CI's database; the pg pool holds 10 connections, so the two requests of a
 * round do run at once) each race is run ROUNDS times, and every round must give exactly one 2xx winner, one
 * 409 with the right code and Chinese message, and a stored state that only the winner wrote (no second
 * pending apply, no second child, no orphan child, the apply's state and version as the winner left them).
 * Before the fixes of issue 14, on PostgreSQL the loser of an apply race got 500 in 8 of 20 rounds (both
 * passed the pre-check), of a direct create in 20 of 20, of a final pass in 19 of 20 (the child's unique index).
 * PGlite has one connection and serializes every transaction, so the races cannot happen there: skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DUPLICATE_CHILD_MESSAGE } from '../../domain/constants';
import { applies, children } from '../../server/db/schema';
import { childApply, csChild, csForm, freshIdNumber, startReviewScene } from './fixtures';
import { usingPostgres, type Harness } from './harness';

const ROUNDS = 20;
const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
const STALE_APPLY_MESSAGE = '该申请已被他人处理，请刷新后重试';
const STALE_CHILD_MESSAGE = '该儿童信息已被他人修改，请刷新后重试';

let h: Harness;
let director: string, socialWorker: string, leader: string, centre: string, manager: string;
let shuiguan: { town: number; village: number };

/** The winner (2xx) and the loser (the other answer) of a round; fails unless there is exactly one of each. */
function split(results: LightMyRequestResponse[]): {
  winner: LightMyRequestResponse;
  loser: LightMyRequestResponse;
  winnerIndex: number;
} {
  const statuses = results.map((r) => r.statusCode);
  const winners = results.filter((r) => r.statusCode < 300);
  expect(winners, `statuses ${statuses.join(', ')}: ${results.map((r) => r.body).join(' | ')}`).toHaveLength(1);
  const winnerIndex = results.indexOf(winners[0]);
  return { winner: winners[0], loser: results[1 - winnerIndex], winnerIndex };
}

const childrenOf = (idnumber: string) =>
  h.handle.db.select().from(children).where(eq(children.child_idnumber, idnumber));
const appliesOf = (idnumber: string, states: string[]) =>
  h.handle.db
    .select()
    .from(applies)
    .where(and(eq(applies.child_idnumber, idnumber), inArray(applies.apply_state, states)));
const applyRow = async (id: number) => (await h.handle.db.select().from(applies).where(eq(applies.id, id)))[0];

/** A 儿童创建 apply for a new ID number, passed by the town's leader (初过): `{ id, version, idnumber }`. */
async function firstPassedApply(): Promise<{ id: number; version: number; idnumber: string }> {
  const idnumber = freshIdNumber();
  const submitted = await h.call(
    'POST',
    '/api/apply',
    director,
    childApply(csForm(shuiguan, { child_idnumber: idnumber })),
  );
  expect(submitted.statusCode).toBe(200);
  const passed = await h.call('PUT', '/api/apply', leader, {
    id: submitted.json().id,
    version: submitted.json().version,
    apply_state: '初过',
  });
  expect(passed.statusCode).toBe(200);
  return { id: passed.json().id, version: passed.json().version, idnumber };
}

describe.skipIf(!usingPostgres)('races on PostgreSQL: one winner, one 409', () => {
  beforeAll(async () => {
    ({ h, director, leader, centre, shuiguan } = await startReviewScene());
    [socialWorker, manager] = await Promise.all([h.login('儿童社工'), h.login('中心管理')]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('two applies for one new ID number (儿童主任 and 儿童社工 of one village): one pending apply, 409 PENDING_APPLY', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idnumber = freshIdNumber();
      const body = childApply(csForm(shuiguan, { child_idnumber: idnumber }));
      const { winner, loser } = split(
        await Promise.all([director, socialWorker].map((t) => h.call('POST', '/api/apply', t, body))),
      );
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({
        code: 'PENDING_APPLY',
        message: PENDING_MESSAGE,
        fieldErrors: [{ field: 'child_idnumber', message: PENDING_MESSAGE }],
      });
      const pending = await appliesOf(idnumber, ['申请', '初过']);
      expect(pending.map((a) => a.id)).toEqual([winner.json().id]);
      expect(await childrenOf(idnumber)).toHaveLength(0);
    }
  });

  it('two direct creates of one new ID number (中心领导 and 中心管理): one child, 409 DUPLICATE_CHILD', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idnumber = freshIdNumber();
      const body = csChild(csForm(shuiguan, { child_idnumber: idnumber }));
      const { winner, loser } = split(
        await Promise.all([centre, manager].map((t) => h.call('POST', '/api/child', t, body))),
      );
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({
        code: 'DUPLICATE_CHILD',
        message: DUPLICATE_CHILD_MESSAGE,
        fieldErrors: [{ field: 'child_idnumber', message: DUPLICATE_CHILD_MESSAGE }],
      });
      const stored = await childrenOf(idnumber);
      expect(stored.map((c) => c.id)).toEqual([winner.json().id]);
      // the winner's direct write recorded its one 终过 apply; the loser's rolled back with its child
      expect((await appliesOf(idnumber, ['终过'])).map((a) => a.link_id)).toEqual([winner.json().id]);
    }
  });

  it('two final passes of one apply (中心领导 and 中心管理): one child, the apply 终过 once, 409 STALE_VERSION', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, version, idnumber } = await firstPassedApply();
      const { winner, loser } = split(
        await Promise.all(
          [centre, manager].map((t) => h.call('PUT', '/api/apply', t, { id, version, apply_state: '终过' })),
        ),
      );
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({ code: 'STALE_VERSION', message: STALE_APPLY_MESSAGE });
      expect(winner.json()).toMatchObject({ id, version: version + 1, apply_state: '终过' });
      const stored = await childrenOf(idnumber);
      expect(stored).toHaveLength(1);
      const apply = await applyRow(id);
      expect(apply).toMatchObject({ apply_state: '终过', version: version + 1, link_id: stored[0].id });
      expect((apply.apply_information as { history: unknown[] }).history).toHaveLength(3);
    }
  });

  it('one reviewer sending the same final pass twice: one child, 409 STALE_VERSION', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, version, idnumber } = await firstPassedApply();
      const { loser } = split(
        await Promise.all(
          [centre, centre].map((t) => h.call('PUT', '/api/apply', t, { id, version, apply_state: '终过' })),
        ),
      );
      expect(loser.json()).toEqual({ code: 'STALE_VERSION', message: STALE_APPLY_MESSAGE });
      expect(await childrenOf(idnumber)).toHaveLength(1);
      expect(await applyRow(id)).toMatchObject({ apply_state: '终过', version: version + 1 });
    }
  });

  it('two direct creates merging a category into one existing child: one merge, 409 STALE_VERSION or DUPLICATE_CHILD', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idnumber = freshIdNumber();
      const created = await h.call(
        'POST',
        '/api/child',
        centre,
        csChild(csForm(shuiguan, { child_idnumber: idnumber })),
      );
      expect(created.statusCode).toBe(200);
      // the record stands for a child of another category (ow) only, so a cs create of its ID number merges into it
      const [before] = await h.handle.db
        .update(children)
        .set({ character_cs: false, character_ow: true })
        .where(eq(children.id, created.json().id))
        .returning();
      const body = csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '周合并' }));
      const { winner, loser } = split(
        await Promise.all([centre, manager].map((t) => h.call('POST', '/api/child', t, body))),
      );
      expect(loser.statusCode).toBe(409);
      // the loser either found the merge target moved on (stale) or, having read after the winner, a cs child already
      expect([
        { code: 'STALE_VERSION', message: STALE_CHILD_MESSAGE },
        {
          code: 'DUPLICATE_CHILD',
          message: DUPLICATE_CHILD_MESSAGE,
          fieldErrors: [{ field: 'child_idnumber', message: DUPLICATE_CHILD_MESSAGE }],
        },
      ]).toContainEqual(loser.json());
      const stored = await childrenOf(idnumber);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: before.id,
        version: before.version + 1,
        character_cs: true,
        character_ow: true,
      });
      expect(winner.json()).toEqual({ id: before.id, version: before.version + 1 });
      expect(await appliesOf(idnumber, ['终过'])).toHaveLength(2);
    }
  });

  it('a direct PUT /api/child against the final pass of a 儿童修改 apply of that child: one write, 409 STALE_VERSION', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const idnumber = freshIdNumber();
      const created = await h.call(
        'POST',
        '/api/child',
        centre,
        csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '孙原名' })),
      );
      expect(created.statusCode).toBe(200);
      const child = created.json() as { id: number; version: number };
      const modify = {
        apply_genre: '儿童修改',
        link_id: child.id,
        apply_information: {
          information: { child: csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '孙申请' })) },
        },
      };
      const submitted = await h.call('POST', '/api/apply', director, modify);
      expect(submitted.statusCode).toBe(200);
      const passed = (
        await h.call('PUT', '/api/apply', leader, {
          id: submitted.json().id,
          version: submitted.json().version,
          apply_state: '初过',
        })
      ).json();

      const direct = {
        id: child.id,
        version: child.version,
        ...csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '孙直改' })),
      };
      const { winnerIndex, loser } = split(
        await Promise.all([
          h.call('PUT', '/api/child', manager, direct),
          h.call('PUT', '/api/apply', centre, { id: passed.id, version: passed.version, apply_state: '终过' }),
        ]),
      );
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({ code: 'STALE_VERSION', message: STALE_CHILD_MESSAGE });
      const [stored] = await childrenOf(idnumber);
      expect(stored.version).toBe(child.version + 1);
      expect(stored.child_name).toBe(winnerIndex === 0 ? '孙直改' : '孙申请');
      expect(await applyRow(passed.id)).toMatchObject(
        winnerIndex === 0
          ? { apply_state: '初过', version: passed.version }
          : { apply_state: '终过', version: passed.version + 1 },
      );
    }
  });
});
