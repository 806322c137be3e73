/**
 * A clue turned into a work order leaves 线索审核 (issue 28; docs/decisions-denounce.md): it moves to 办理 (the list
 * and the badge), stays there when its dispatch is returned, and a closed clue is not turned into one (409).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { clueBody as makeClue, clueDetail, countsAt, openDenounces } from './denounces-fixtures';
import type { Harness } from './harness';

let h: Harness;
let tokens: Map<string, string>;
let child: number, civil: number;
const clueBody = (extra: Record<string, unknown> = {}) => makeClue(child, extra);
const detail = async (who: string, id: number) => clueDetail(h, tokens.get(who), id);
const counts = async (who: string, path: string) => countsAt(h, tokens.get(who), path);

beforeAll(async () => {
  ({ h, tokens, child, civil } = await openDenounces());
});
afterAll(async () => {
  await h.close();
});

describe('a clue turned into a work order', () => {
  it('leaves 线索审核 for 办理 (the list and the badge), stays there when its dispatch is returned (issue 28)', async () => {
    const [volunteer] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000006'));
    const made = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const waiting = async () =>
      (await h.call('GET', '/api/denounce/list/for/mix?states=录入&size=100', tokens.get('中心管理')))
        .json()
        .list.map((d: { id: number }) => d.id) as number[];
    expect(await waiting()).toContain(made.id);
    const before = await counts('中心管理', '/api/denounce/count/for/sources/states');
    const order = {
      volunteer: volunteer.id,
      date_begin: '2026-11-21T09:00:00+08:00',
      date_limit: '2026-11-28T18:00:00+08:00',
      task_name: '线索核查走访',
    };
    const res = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), { ...order, ...made });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail('中心管理', made.id)).toMatchObject({ denounce_state: '办理', version: res.json().version });
    expect(await waiting()).not.toContain(made.id);
    const after = await counts('中心管理', '/api/denounce/count/for/sources/states');
    expect([after.录入 ?? 0, after.办理]).toEqual([before.录入 - 1, (before.办理 ?? 0) + 1]);
    // dispatched as well, and the department returns it: the work order still handles it, so not back in 录入
    const sent = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: made.id,
      version: res.json().version,
      departments: [civil],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [dispatch] = (await detail('中心管理', made.id)).adjuncts;
    // a department's return needs its reason (issue 28), and changes nothing without one
    const bare = await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
      id: dispatch.id,
      version: dispatch.version,
      move: 'return',
    });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, [{ field: 'reason', message: '请填写退回原因' }]]);
    const back = await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
      id: dispatch.id,
      version: dispatch.version,
      move: 'return',
      reason: '不属本部门职责',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await detail('中心管理', made.id)).denounce_state).toBe('办理');
    // a rejected clue is not turned into a work order
    const dropped = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const bareReject = await h.call('PUT', '/api/denounce/reject', tokens.get('中心管理'), { ...dropped, reason: ' ' });
    expect([bareReject.statusCode, bareReject.json().fieldErrors[0]]).toEqual([
      400,
      { field: 'reason', message: '请填写拒办原因' },
    ]);
    const rejected = await h.call('PUT', '/api/denounce/reject', tokens.get('中心管理'), {
      ...dropped,
      reason: '重复',
    });
    const refused = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), {
      ...order,
      id: dropped.id,
      version: rejected.json().version,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'DENOUNCE_CLOSED']);
    expect((await detail('中心管理', dropped.id)).denounce_information.task).toBeUndefined();
  });
});
