/**
 * GET /api/journal/list/for/child (issue 28 "Journals are shown"): the journals of the applies that concern a child —
 * its 儿童创建 (and a refused 儿童创建 of its ID number) and its 儿童修改 — newest first, with the reviewer's name
 * and the reason, the child's name in a reason masked unless the caller revealed names (in the reviewer's own list too); the roles holding
 * journals:query read it (分委领导 in their town, the centre everywhere, a deleted child only the centre), the
 * others are refused (403), a child out of scope answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { departments } from '../../server/db/schema';
import { childApply, csChild, csForm, freshIdNumber, startReviewScene, type ReviewScene } from './fixtures';

let s: ReviewScene;
const LIST = '/api/journal/list/for/child';
type Journal = {
  journal_type: string;
  creator_name: string | null;
  journal_link: number;
  journal_information: { apply_genre?: string; apply_state?: string; reason?: string };
};

async function put(token: string, id: number, version: number, apply_state: string, reason?: string) {
  const res = await s.h.call('PUT', '/api/apply', token, { id, version, apply_state, ...(reason ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}
async function submit(body: unknown): Promise<{ id: number; version: number }> {
  const res = await s.h.call('POST', '/api/apply', s.director, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const journalsOf = async (token: string, child: number, query = '&size=100') =>
  s.h.call('GET', `${LIST}?child=${child}${query}`, token);

let childId: number;
let refusedCreate: number;
let passedCreate: number;
let refusedModify: number;

beforeAll(async () => {
  s = await startReviewScene();
  const idnumber = freshIdNumber();
  const form = csForm(s.shuiguan, { child_name: '钱小禾', child_idnumber: idnumber });
  // a first create of the ID number, refused and never passed; then a second one that makes the child
  const first = await submit(childApply(form));
  refusedCreate = first.id;
  await put(s.leader, first.id, first.version, '初拒', '照片不清晰');
  const second = await submit(childApply(form));
  passedCreate = second.id;
  await put(s.leader, second.id, second.version, '初过');
  await put(s.centre, second.id, second.version + 1, '终过', '钱小禾材料齐全');
  childId = (await s.h.call('GET', `/api/apply/detail?id=${second.id}`, s.centre)).json().detail.link_id;
  expect(childId).toBeGreaterThan(0);
  // a change of the child, refused by the town leader
  const stored = (await s.h.call('GET', `/api/child/detail?id=${childId}`, s.centre)).json().detail;
  const modify = await submit({
    apply_genre: '儿童修改',
    link_id: childId,
    apply_information: {
      information: { child: csChild({ ...stored.information.investigate_cs, child_disability: '残疾' }) },
    },
  });
  refusedModify = modify.id;
  await put(s.leader, modify.id, modify.version, '初拒', '钱小禾的残疾证明缺失');
  // another child's refused create: not this child's
  const other = await submit(childApply(csForm(s.shuiguan, { child_name: '孙小石', child_idnumber: freshIdNumber() })));
  await put(s.leader, other.id, other.version, '初拒', '信息不全');
}, 120_000);
afterAll(async () => {
  await s.h.close();
});

describe('GET /api/journal/list/for/child', () => {
  it("lists the journals of the child's applies, newest first, with the reviewer and the reason", async () => {
    const res = await journalsOf(s.centre, childId);
    expect(res.statusCode, res.body).toBe(200);
    const { total, list } = res.json() as { total: number; list: Journal[] };
    expect(total).toBe(4);
    expect(list.map((j) => [j.journal_type, j.journal_link, j.journal_information.reason])).toEqual([
      ['儿双初拒', refusedModify, '钱小禾的残疾证明缺失'],
      ['儿双终过', passedCreate, '钱小禾材料齐全'],
      ['儿双初过', passedCreate, undefined],
      ['儿双初拒', refusedCreate, '照片不清晰'],
    ]);
    expect(list.map((j) => j.journal_information.apply_genre)).toEqual([
      '儿童修改',
      '儿童创建',
      '儿童创建',
      '儿童创建',
    ]);
    expect(list.every((j) => typeof j.creator_name === 'string' && j.creator_name.length > 0)).toBe(true);
    expect(list[0].creator_name).not.toBe(list[1].creator_name);
  });

  it('pages', async () => {
    const page2 = (await journalsOf(s.centre, childId, '&page=2&size=3')).json();
    expect(page2.total).toBe(4);
    expect(page2.list.map((j: Journal) => j.journal_link)).toEqual([refusedCreate]);
  });

  it("masks the child's name in a reason unless the caller revealed names", async () => {
    const leaderRevealed = (await journalsOf(s.leader, childId)).json().list as Journal[];
    expect(leaderRevealed[0].journal_information.reason).toBe('钱小禾的残疾证明缺失');
    const masked = (await journalsOf(await s.h.login('分委领导'), childId)).json().list as Journal[];
    expect(masked.map((j) => j.journal_information.reason)).toEqual([
      '钱*禾的残疾证明缺失',
      '钱*禾材料齐全',
      undefined,
      '照片不清晰',
    ]);
    // the reviewer's own list (工单管理 → 审核日志) goes through the same pass
    const own = (
      await s.h.call('GET', '/api/journal/list/for/creator/types?size=100', await s.h.login('分委领导'))
    ).json().list as Journal[];
    expect(own.find((j) => j.journal_link === refusedModify)?.journal_information.reason).toBe('钱*禾的残疾证明缺失');
  });

  it('answers the roles holding journals:query, refuses the others (403)', async () => {
    expect((await journalsOf(await s.h.login('中心管理'), childId)).json().total).toBe(4);
    for (const role of ['儿童主任', '中心人员', '检察领导', '志愿人员'] as const) {
      const res = await journalsOf(await s.h.login(role), childId);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('answers 404 for a child out of scope or missing, 400 for a bad id', async () => {
    const [elsewhere] = await s.h.handle.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.department_type, '镇街委员会'), ne(departments.id, s.shuiguan.town)));
    const villages = await s.h.handle.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.department_parent, elsewhere.id));
    const created = await s.h.call(
      'POST',
      '/api/child',
      s.centre,
      csChild(csForm({ town: elsewhere.id, village: villages[0].id }, { child_name: '李小远' })),
    );
    expect(created.statusCode, created.body).toBe(200);
    const outside = created.json().id as number;
    expect((await journalsOf(s.centre, outside)).json()).toEqual({ total: 0, list: [] });
    const res = await journalsOf(s.leader, outside);
    expect([res.statusCode, res.json().message]).toEqual([404, '该儿童不存在或不在您的范围内']);
    expect((await journalsOf(s.centre, 2_147_483_000)).statusCode).toBe(404);
    const bad = await s.h.call('GET', `${LIST}?child=abc`, s.centre);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('child');
  });

  it('keeps the journals of a deleted child for the centre (its deleted list opens it), not for the town', async () => {
    const { version } = (await s.h.call('GET', `/api/child/detail?id=${childId}`, s.centre)).json().detail;
    const del = await s.h.call('DELETE', '/api/child', s.centre, { id: childId, version, reason: '重复录入' });
    expect(del.statusCode, del.body).toBe(200);
    expect((await journalsOf(s.centre, childId)).json().total).toBe(4);
    expect((await journalsOf(s.leader, childId)).statusCode).toBe(404);
  });
});
