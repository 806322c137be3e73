/**
 * Issue 29 "Demo data that shows the product": on a first start, the first 儿童修改 a 分委领导 opens is consistent with its
 * child (made from the child's current version, so its review warns of nothing and its 终审 succeeds); the demo 部门领导
 * 13900000007 has a clue to receive (待接收); and no demo child has the name of a demo account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the demo shows the product (issue 29)', () => {
  it("a 分委领导's first 儿童修改 is made from its child as it stands, and passes both reviews", async () => {
    const leader = await h.login('分委领导');
    // the 儿童信息初审 queue as the screen asks it, newest first
    const queue = await h.call(
      'GET',
      `/api/apply/list/for/auditor?apply_genres=${encodeURIComponent('["儿童修改"]')}&apply_states=${encodeURIComponent('["申请"]')}&size=20`,
      leader,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const [first] = queue.json().list as { id: number; link_id: number }[];
    expect(first).toBeDefined();
    const detail = (await h.call('GET', `/api/apply/detail?id=${first.id}`, leader)).json().detail;
    // what the review screen compares: the apply's base version is the child's current one (no 终审将失败 warning)
    expect(detail.apply_information.base_version).toBe(detail.current.version);
    const passed = await h.call('PUT', '/api/apply', leader, {
      id: first.id,
      version: detail.version,
      apply_state: '初过',
    });
    expect(passed.statusCode, passed.body).toBe(200);

    const centre = await h.login('中心领导');
    const final = await h.call('PUT', '/api/apply', centre, {
      id: first.id,
      version: passed.json().version,
      apply_state: '终过',
    });
    expect(final.statusCode, final.body).toBe(200);
    const child = (await h.call('GET', `/api/child/detail?id=${first.link_id}`, centre)).json();
    expect((child.detail ?? child).information.investigate_cs.address_residence_detail).toBe('水关路18号');
  });

  it('the demo 部门领导 13900000007 has a clue to receive (待接收)', async () => {
    const civil = await h.login('部门领导');
    const res = await h.call(
      'GET',
      `/api/denounce/adjunct/list/for/mix?states=${encodeURIComponent('["待收"]')}&size=20`,
      civil,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(1);
  });

  it('no demo child shares its name with a demo account', async () => {
    const names = new Set((await h.handle.db.select({ n: children.child_name }).from(children)).map((r) => r.n));
    const accounts = (await h.handle.db.select({ n: users.nickname }).from(users)).map((r) => r.n);
    expect(names.size).toBeGreaterThan(100);
    expect(accounts.length).toBeGreaterThan(30);
    expect(accounts.filter((n) => names.has(n))).toEqual([]);
  });
});
