/**
 * A clue from entry to close (issue 18 "Done when", server side; domain/denounces.ts): the centre enters a clue about a
 * child and dispatches it to two departments; each department's leader receives, handles and applies to close (only
 * their own department's, 404 otherwise); the centre sends one back and closes the other, then the other again; the
 * clue's state and the counts follow each step; illegal steps are 409. Who sees which clue: denounces-roles.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clueBody as makeClue, clueDetail, countsAt, openDenounces } from './denounces-fixtures';
import type { Harness } from './harness';

let h: Harness;
let tokens: Map<string, string>;
let child: number, civil: number, police: number, clue: number;
const clueBody = (extra: Record<string, unknown> = {}) => makeClue(child, extra);
const detail = async (who = '中心领导', id = clue) => clueDetail(h, tokens.get(who), id);
const adjunctOf = async (department: number) =>
  (await detail()).adjuncts.find((a: { adjunct_department: number }) => a.adjunct_department === department);
const counts = async (who: string, path: string) => countsAt(h, tokens.get(who), path);

beforeAll(async () => {
  ({ h, tokens, child, civil, police } = await openDenounces());
});
afterAll(async () => {
  await h.close();
});

describe('a clue from entry to close', () => {
  it('is entered by the centre about a child, in 录入', async () => {
    const res = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody());
    expect(res.statusCode, res.body).toBe(200);
    clue = res.json().id;
    expect(await detail()).toMatchObject({
      denounce_state: '录入',
      denounce_child: child,
      child_name: expect.stringContaining('*'),
      adjuncts: [],
    });
    const bad = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody({ content: ' ' }));
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请输入线索内容']);
  });

  it('is dispatched to two departments, each receiving only its own', async () => {
    const before = await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources');
    const res = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: clue,
      version: (await detail()).version,
      departments: [civil, police],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail()).denounce_state).toBe('办理');
    expect((await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources')).待收).toBe(
      (before.待收 ?? 0) + 1,
    );
    const again = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: clue,
      version: (await detail()).version,
      departments: [civil],
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_DISPATCHED']);
    const mine = (await h.call('GET', '/api/denounce/adjunct/list/for/mix', tokens.get('部门领导'))).json().list;
    expect(mine.find((d: { id: number }) => d.id === clue).adjuncts).toHaveLength(1);
    const theirs = await adjunctOf(police);
    const refused = await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
      id: theirs.id,
      version: theirs.version,
      move: 'receive',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is received, handled and applied to close by each department; an illegal step is 409', async () => {
    for (const [who, department] of [
      ['部门领导', civil],
      ['公安部门领导', police],
    ] as const) {
      const a = await adjunctOf(department);
      const early = await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
        id: a.id,
        version: a.version,
        move: 'apply',
        result: '太早',
      });
      expect([early.statusCode, early.json().code]).toEqual([409, 'ILLEGAL_MOVE']);
      expect(
        (
          await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
            id: a.id,
            version: a.version,
            move: 'receive',
          })
        ).statusCode,
      ).toBe(200);
      const b = await adjunctOf(department);
      const noResult = await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
        id: b.id,
        version: b.version,
        move: 'apply',
      });
      expect(noResult.statusCode).toBe(400);
      expect(
        (
          await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
            id: b.id,
            version: b.version,
            move: 'apply',
            result: `${who}已上门核实并联系家长`,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(
      (await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources')).申结,
    ).toBeGreaterThanOrEqual(1);
  });

  it('is sent back for one department and closed for the other by the centre, then closed when both are done', async () => {
    const a = await adjunctOf(civil);
    // a send back needs its reason (issue 28: every return asks for it the same way), and changes nothing without one
    const bare = await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
      id: a.id,
      version: a.version,
      move: 'send_back',
      reason: '  ',
    });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, [{ field: 'reason', message: '请填写打回原因' }]]);
    expect((await adjunctOf(civil)).version).toBe(a.version);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
          id: a.id,
          version: a.version,
          move: 'send_back',
          reason: '请补充照片',
        })
      ).statusCode,
    ).toBe(200);
    const p = await adjunctOf(police);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心管理'), {
          id: p.id,
          version: p.version,
          move: 'close',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail()).denounce_state).toBe('办理');
    const back = await adjunctOf(civil);
    expect(back.adjunct_state).toBe('打回');
    expect(back.adjunct_information.history.map((s: { state: string }) => s.state)).toEqual([
      '待收',
      '办理',
      '申结',
      '打回',
    ]);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
          id: back.id,
          version: back.version,
          move: 'apply',
          result: '已补充',
        })
      ).statusCode,
    ).toBe(200);
    const last = await adjunctOf(civil);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
          id: last.id,
          version: last.version,
          move: 'close',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail()).denounce_state).toBe('办结');
    const stale = await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
      id: last.id,
      version: last.version,
      move: 'close',
    });
    expect(stale.statusCode).toBe(409);
    expect((await counts('中心领导', '/api/denounce/count/for/sources/states')).办结).toBeGreaterThanOrEqual(1);
  });

  it('counts for the centre the dispatches waiting to be closed (申结)', async () => {
    const counted = (await h.call('GET', '/api/denounce/count/for/sources/states', tokens.get('中心领导'))).json();
    expect(counted.adjunct_counts.map((c: { state: string }) => c.state)).toEqual(expect.arrayContaining(['申结']));
  });
});
