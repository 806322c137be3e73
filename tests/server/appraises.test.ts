/**
 * Overall evaluations of a marginal minor (issue 17; req gta §7.1): the six appraiser roles add theirs; another
 * role is refused (403); an author changes and deletes their own, 检察领导 anyone's, the others not (403
 * NOT_AUTHOR); 检察领导 shows as 项目中心管理员; evaluations added at once all survive; a minor outside the
 * caller's scope is 404.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPRAISER_ROLES } from '../../domain/appraises';
import type { Role } from '../../domain/roles';
import { children } from '../../server/db/schema';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
let gtaChild: number, csChild: number;
const tokens = new Map<Role, string>();
const URL_ = '/api/child/appraise';
const list = async (role: Role) =>
  (await h.call('GET', `${URL_}/list?id=${gtaChild}`, tokens.get(role))).json().list as {
    appraise_id: string;
    user: number;
    role: string;
    role_title: string;
    content: string;
    mine_to_change: boolean;
  }[];

beforeAll(async () => {
  h = await startHarness();
  for (const role of [...APPRAISER_ROLES, '儿童主任', '检察人员'] as Role[]) tokens.set(role, await h.login(role));
  const [gta] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), eq(children.character_gta_quit, false), isNull(children.deleted_at)))
    .limit(1);
  const [cs] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, false), isNull(children.deleted_at)))
    .limit(1);
  gtaChild = gta.id;
  csChild = cs.id;
});
afterAll(async () => {
  await h.close();
});

describe('overall evaluations', () => {
  it('lets each appraiser role add one and refuses the others', async () => {
    for (const role of APPRAISER_ROLES) {
      const res = await h.call('POST', URL_, tokens.get(role), {
        id: gtaChild,
        result: '一般',
        content: `${role}的评价`,
      });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    for (const role of ['儿童主任', '检察人员'] as Role[])
      expect(
        (await h.call('POST', URL_, tokens.get(role), { id: gtaChild, result: '好', content: '越权' })).statusCode,
        role,
      ).toBe(403);
    const entries = await list('公安护航');
    expect(
      entries
        .filter((e) => e.content.endsWith('的评价'))
        .map((e) => e.role)
        .sort(),
    ).toEqual([...APPRAISER_ROLES].sort());
    expect(entries.find((e) => e.role === '检察领导')?.role_title).toBe('项目中心管理员');
    expect(
      (await h.call('POST', URL_, tokens.get('公安护航'), { id: gtaChild, result: '很好', content: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await h.call('POST', URL_, tokens.get('公安护航'), { id: csChild, result: '好', content: 'x' })).statusCode,
    ).toBe(404);
  });

  it("lets an author change and delete their own, 检察领导 anyone's, and no one else", async () => {
    const mine = (await list('司法护航')).find((e) => e.role === '司法护航' && e.mine_to_change)!;
    const police = (await list('司法护航')).find((e) => e.role === '公安护航')!;
    expect(police.mine_to_change).toBe(false);
    const refused = await h.call('PUT', URL_, tokens.get('司法护航'), {
      id: gtaChild,
      appraise_id: police.appraise_id,
      result: '差',
      content: '改别人的',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_AUTHOR']);
    expect(
      (
        await h.call('PUT', URL_, tokens.get('司法护航'), {
          id: gtaChild,
          appraise_id: mine.appraise_id,
          result: '好',
          content: '复学后表现稳定',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await h.call('PUT', URL_, tokens.get('检察领导'), {
          id: gtaChild,
          appraise_id: police.appraise_id,
          result: '好',
          content: '经核实已好转',
        })
      ).statusCode,
    ).toBe(200);
    const after = await list('检察领导');
    expect(after.find((e) => e.appraise_id === mine.appraise_id)?.content).toBe('复学后表现稳定');
    expect(after.find((e) => e.appraise_id === police.appraise_id)?.content).toBe('经核实已好转');
    expect(
      (await h.call('DELETE', URL_, tokens.get('教育护航'), { id: gtaChild, appraise_id: mine.appraise_id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.call('DELETE', URL_, tokens.get('司法护航'), { id: gtaChild, appraise_id: mine.appraise_id }))
        .statusCode,
    ).toBe(200);
    expect((await list('检察领导')).some((e) => e.appraise_id === mine.appraise_id)).toBe(false);
    expect(
      (await h.call('DELETE', URL_, tokens.get('司法护航'), { id: gtaChild, appraise_id: mine.appraise_id }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps every evaluation added at the same moment', async () => {
    const before = (await list('检察领导')).length;
    const results = await Promise.all(
      APPRAISER_ROLES.map((role) =>
        h.call('POST', URL_, tokens.get(role), { id: gtaChild, result: '好', content: `${role}同时评价` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(APPRAISER_ROLES.map(() => 200));
    expect((await list('检察领导')).length).toBe(before + APPRAISER_ROLES.length);
  });
});
