/**
 * A child's state besides its forms (issue 15; split from children-state.test.ts): helper slots set directly or
 * through a 帮扶人员 apply, apply withdrawal, the merge of a category into an existing record (req child-forms §5) and
 * the create with a given id. Each through the API, as the screens call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeIdNumber } from '../../domain/id-number';
import { users } from '../../server/db/schema';
import type { Harness } from './harness';
import { childApply, csChild, csForm, freshIdNumber, place, startReviewScene } from './fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';

beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

async function create(
  character: string,
  form: Record<string, unknown>,
  token = centre,
): Promise<{ id: number; version: number }> {
  const res = await h.call('POST', '/api/child', token, {
    character,
    information: { [`investigate_${character}`]: form },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const detail = async (id: number, token = centre) => await h.call('GET', `/api/child/detail?id=${id}`, token);
const listIds = async (token: string, q = '') =>
  (await h.call('GET', `${LIST}?size=100${q}`, token)).json().list.map((c: { id: number }) => c.id);
describe('helper slots', () => {
  it('sets and vacates slots directly (centre); a deactivated user is refused; HelpList filters by helper and vacancy', async () => {
    const { id, version } = await create('cs', csForm(shuiguan, { child_name: '帮扶测试' }));
    const [worker] = await h.handle.db.select().from(users).where(eq(users.role, '儿童社工'));
    const [disabled] = await h.handle.db.select().from(users).where(eq(users.state, '停用'));
    expect(
      (
        await h.call('PUT', '/api/child/helpers', director, {
          id,
          version,
          helpers: [{ slot: 'worker', user: worker.id }],
        })
      ).statusCode,
    ).toBe(403);
    const refused = await h.call('PUT', '/api/child/helpers', centre, {
      id,
      version,
      helpers: [{ slot: 'worker', user: disabled.id }],
    });
    expect(refused.json()).toMatchObject({ code: 'INACTIVE_HELPER', message: '请选择激活中的用户' });
    const set = await h.call('PUT', '/api/child/helpers', centre, {
      id,
      version,
      helpers: [{ slot: 'worker', user: worker.id, career: '社工' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const row = (await h.call('GET', `${LIST}?helper=${worker.id}&size=100`, centre))
      .json()
      .list.find((c: { id: number }) => c.id === id);
    expect(row.helper_names.worker).toEqual({ nickname: worker.nickname, state: '同意' });
    expect(await listIds(centre, '&vacant=worker')).not.toContain(id);
    expect(await listIds(centre, '&vacant=teacher')).toContain(id);
    const vacate = await h.call('PUT', '/api/child/helpers', centre, {
      id,
      version: set.json().version,
      helpers: [{ slot: 'worker', user: null }],
    });
    expect(vacate.statusCode).toBe(200);
    expect(await listIds(centre, '&vacant=worker')).toContain(id);
  });

  it("takes a director's 帮扶人员 apply through both reviews, and sets the slot at the final pass", async () => {
    const { id } = await create('cs', csForm(shuiguan, { child_name: '申请帮扶' }));
    const [worker] = await h.handle.db.select().from(users).where(eq(users.role, '儿童社工'));
    const submitted = await h.call('POST', '/api/apply/helpers', director, {
      link_id: id,
      helpers: [{ slot: 'teacher', user: worker.id }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const queue = (
      await h.call(
        'GET',
        '/api/apply/list/for/auditor?apply_genres=["帮扶人员"]&apply_states=["申请"]&size=100',
        leader,
      )
    ).json();
    expect(queue.list.find((a: { id: number }) => a.id === submitted.json().id)).toMatchObject({
      apply_genre: '帮扶人员',
      child_name: '申请帮扶',
    });
    const first = await h.call('PUT', '/api/apply', leader, {
      id: submitted.json().id,
      version: submitted.json().version,
      apply_state: '初过',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await detail(id)).json().detail.helpers.teacher).toBeUndefined();
    const final = await h.call('PUT', '/api/apply', centre, {
      id: first.json().id,
      version: first.json().version,
      apply_state: '终过',
    });
    expect(final.statusCode, final.body).toBe(200);
    expect((await detail(id)).json().detail.helpers.teacher).toMatchObject({
      id: worker.id,
      nickname: worker.nickname,
      state: '同意',
    });
  });

  it('refuses a 帮扶人员 apply only with a reason: 初拒 and 终拒 without one answer 400 on reason and change nothing', async () => {
    const { id } = await create('cs', csForm(shuiguan, { child_name: '帮扶退回' }));
    const [worker] = await h.handle.db.select().from(users).where(eq(users.role, '儿童社工'));
    const send = async () =>
      (
        await h.call('POST', '/api/apply/helpers', director, {
          link_id: id,
          helpers: [{ slot: 'teacher', user: worker.id }],
        })
      ).json() as { id: number; version: number };
    const state = async (applyId: number) =>
      (await h.call('GET', `/api/apply/detail?id=${applyId}`, centre)).json().detail.apply_state;
    const one = await send();
    const bare = await h.call('PUT', '/api/apply', leader, { ...one, apply_state: '初拒', reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual([{ field: 'reason', message: '请填写退回原因' }]);
    expect(await state(one.id)).toBe('申请');
    const back = await h.call('PUT', '/api/apply', leader, { ...one, apply_state: '初拒', reason: '人选不合适' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await state(one.id)).toBe('初拒');
    // the centre's refusal: the first pass, then 终拒 needs a reason as well
    const two = await send();
    const first = (await h.call('PUT', '/api/apply', leader, { ...two, apply_state: '初过' })).json();
    const bareFinal = await h.call('PUT', '/api/apply', centre, {
      id: first.id,
      version: first.version,
      apply_state: '终拒',
    });
    expect(bareFinal.statusCode).toBe(400);
    expect(bareFinal.json().fieldErrors[0].field).toBe('reason');
    expect(await state(two.id)).toBe('初过');
    const refused = await h.call('PUT', '/api/apply', centre, {
      id: first.id,
      version: first.version,
      apply_state: '终拒',
      reason: '已有班主任帮扶',
    });
    expect(refused.json().apply_state).toBe('终拒');
    expect((await detail(id)).json().detail.helpers.teacher).toBeUndefined();
  });

  it('lets an applicant withdraw an apply in 申请 (it moves to the deleted applies), and nobody else', async () => {
    const submitted = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    expect((await h.call('DELETE', '/api/apply', leader, submitted)).statusCode).toBe(403);
    const withdrawn = await h.call('DELETE', '/api/apply', director, submitted);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const deleted = (await h.call('GET', '/api/apply/list/for/auditor?deleted=true&size=100', director)).json();
    expect(deleted.list.map((a: { id: number }) => a.id)).toContain(submitted.id);
    const open = (await h.call('GET', '/api/apply/list/for/auditor?size=100', director)).json();
    expect(open.list.map((a: { id: number }) => a.id)).not.toContain(submitted.id);
    expect(
      (await h.call('PUT', '/api/apply', leader, { ...(withdrawn.json() as object), apply_state: '初过' })).statusCode,
    ).toBe(404);
  });
});

describe('merge (req child-forms §5)', () => {
  it('adds the cs category to an existing ow child of the same ID number: level and ranking 零级, nothing else lost', async () => {
    const idnumber = freshIdNumber('20120612');
    const ow = await create('ow', csForm(shuiguan, { child_idnumber: idnumber, child_name: '合并测试' }));
    // the browser's duplicate check: not a duplicate for cs (it merges), a duplicate for ow
    const check = async (character: string) =>
      (await h.call('GET', `/api/child/count/for/idnumber?idnumber=${idnumber}&character=${character}`, centre)).json();
    expect(await check('cs')).toEqual({ count: 0, mergeable: true });
    expect(await check('ow')).toEqual({ count: 1, mergeable: false });
    const merged = await h.call(
      'POST',
      '/api/child',
      centre,
      csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '合并测试' })),
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().id).toBe(ow.id);
    const child = (await detail(ow.id)).json().detail;
    expect(child).toMatchObject({ character_cs: true, character_ow: true, level: '零级', ranking: '零级' });
    expect(Object.keys(child.information)).toEqual(expect.arrayContaining(['investigate_ow', 'investigate_cs']));
  });

  it('gives a girl merged into ow the girl level 绿色', async () => {
    const valid = makeIdNumber('321281', '20120612', 998); // an even 17th digit: a girl
    const cs = await create('cs', csForm(shuiguan, { child_idnumber: valid, child_name: '小芳芳' }));
    const merged = await h.call('POST', '/api/child', centre, {
      character: 'ow',
      information: {
        investigate_ow: csForm(shuiguan, { child_idnumber: valid, child_name: '小芳芳', child_gender: '女' }),
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const child = (await detail(cs.id)).json().detail;
    expect(child.character_ow).toBe(true);
    expect(child.information.important.girl_level).toBe('绿色');
  });
});

describe('create with a given id (POST /api/child/with/id)', () => {
  it('keeps the id, refuses one in use, and the next ordinary create does not collide', async () => {
    const res = await h.call('POST', '/api/child/with/id', centre, { id: 900_000, ...csChild(csForm(shuiguan)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(900_000);
    expect(
      (await h.call('POST', '/api/child/with/id', centre, { id: 900_000, ...csChild(csForm(shuiguan)) })).json().code,
    ).toBe('ID_TAKEN');
    const next = await create('cs', csForm(shuiguan));
    expect(next.id).toBeGreaterThan(900_000);
    expect((await place(h, '昭阳街道')).town).toBe(shuiguan.town);
  });
});
