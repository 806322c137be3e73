/**
 * Who reviews which clue, and a clue becoming a work order (issue 18, issue 28; domain/denounces.ts): 检察领导 sees and
 * enters edge-child clues only, 检察人员 reads them and takes no step; 系统管理 reads; the roles without the calls are
 * refused; a clue about a child becomes a linked task, once. The clue's own flow: denounces.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { clueBody as makeClue, clueDetail, openDenounces } from './denounces-fixtures';
import type { Harness } from './harness';

let h: Harness;
let tokens: Map<string, string>;
/** A demo child and a 普通 clue about it (entered by the centre). */
let child: number, clue: number;
const clueBody = (extra: Record<string, unknown> = {}) => makeClue(child, extra);
const detail = async (who = '中心领导', id = clue) => clueDetail(h, tokens.get(who), id);

beforeAll(async () => {
  ({ h, tokens, child } = await openDenounces());
  const made = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody());
  expect(made.statusCode, made.body).toBe(200);
  clue = made.json().id;
});
afterAll(async () => {
  await h.close();
});

describe('who reviews which clue', () => {
  it('gives 检察领导 the edge-child clues only', async () => {
    const edge = await h.call(
      'POST',
      '/api/denounce',
      tokens.get('检察领导'),
      clueBody({ denounce_source: '边缘', child: undefined }),
    );
    expect(edge.statusCode, edge.body).toBe(200);
    expect(
      (await h.call('POST', '/api/denounce', tokens.get('检察领导'), clueBody({ child: undefined }))).statusCode,
    ).toBe(403);
    const seen = (await h.call('GET', '/api/denounce/list/for/mix?size=100', tokens.get('检察领导'))).json().list as {
      denounce_source: string;
    }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.denounce_source === '边缘')).toBe(true);
    expect((await h.call('GET', `/api/denounce/detail?id=${clue}`, tokens.get('检察领导'))).statusCode).toBe(404);
    expect((await h.call('GET', `/api/denounce/detail?id=${edge.json().id}`, tokens.get('中心领导'))).statusCode).toBe(
      200,
    );
  });

  it('lets 检察人员 read the edge-child clues and count them, and take no step (issue 28)', async () => {
    const seen = (await h.call('GET', '/api/denounce/list/for/mix?size=100', tokens.get('检察人员'))).json().list as {
      id: number;
      denounce_source: string;
      version: number;
    }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.denounce_source === '边缘')).toBe(true);
    expect((await h.call('GET', `/api/denounce/detail?id=${clue}`, tokens.get('检察人员'))).statusCode).toBe(404);
    expect((await h.call('GET', `/api/denounce/detail?id=${seen[0].id}`, tokens.get('检察人员'))).statusCode).toBe(200);
    const counted = (await h.call('GET', '/api/denounce/count/for/sources/states', tokens.get('检察人员'))).json();
    expect(counted.counts.length).toBeGreaterThan(0);
    expect(counted.adjunct_counts).toEqual(expect.any(Array));
    expect(
      (await h.call('POST', '/api/denounce', tokens.get('检察人员'), clueBody({ denounce_source: '边缘' }))).statusCode,
    ).toBe(403);
    const reject = await h.call('PUT', '/api/denounce/reject', tokens.get('检察人员'), {
      id: seen[0].id,
      version: seen[0].version,
      reason: '不属实',
    });
    expect(reject.statusCode).toBe(403);
  });

  it('lets 系统管理 read and refuses the roles without the calls', async () => {
    expect((await h.call('GET', '/api/denounce/list/for/mix', tokens.get('系统管理'))).statusCode).toBe(200);
    expect((await h.call('POST', '/api/denounce', tokens.get('系统管理'), clueBody())).statusCode).toBe(403);
    for (const role of ['儿童主任', '公安护航'] as const) {
      expect((await h.call('GET', '/api/denounce/list/for/mix', tokens.get(role))).statusCode, role).toBe(403);
      expect((await h.call('GET', '/api/denounce/adjunct/list/for/mix', tokens.get(role))).statusCode, role).toBe(403);
    }
    const rejected = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody());
    expect(
      (
        await h.call('PUT', '/api/denounce/reject', tokens.get('中心管理'), {
          id: rejected.json().id,
          version: 1,
          reason: '经核实不属实',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail('中心管理', rejected.json().id)).denounce_state).toBe('拒办');
  });
});

describe('a clue becoming a work order', () => {
  it("makes a task for the clue's child, linked both ways, once", async () => {
    const made = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const [volunteer] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000006'));
    const body = {
      id: made.id,
      version: made.version,
      volunteer: volunteer.id,
      date_begin: '2026-11-21T09:00:00+08:00',
      date_limit: '2026-11-28T18:00:00+08:00',
      task_name: '线索核查走访',
    };
    const res = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), body);
    expect(res.statusCode, res.body).toBe(200);
    const task = (await h.call('GET', `/api/task/detail?id=${res.json().task}`, tokens.get('中心管理'))).json().detail;
    expect(task).toMatchObject({ child, information: { task_name: '线索核查走访', task_denounce: made.id } });
    expect((await detail('中心管理', made.id)).denounce_information.task).toBe(res.json().task);
    expect(
      (
        await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), { ...body, version: res.json().version })
      ).json().code,
    ).toBe('ALREADY_TASK');
  });
});
