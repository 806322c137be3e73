/**
 * Journals (issue 16; req applies-review §5.1, §5.2, §5.3): each review step of a child apply writes its journal in the
 * same transaction (儿双初过 by the town leader, 儿双终过 by the centre, 儿双初拒 on a refusal); a reviewer
 * lists their own, the centre anyone's; POST /api/journal answers the journal of a step the caller took and
 * never doubles it, refuses a step they did not take (409) and a role without journals (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childApply, csForm, freshIdNumber, startReviewScene, type ReviewScene } from './fixtures';

let s: ReviewScene;
const LIST = '/api/journal/list/for/creator/types';
const idOf = async (token: string) => (await s.h.call('GET', '/api/user/info', token)).json().info.id as number;
async function submit(): Promise<{ id: number; version: number }> {
  const res = await s.h.call(
    'POST',
    '/api/apply',
    s.director,
    childApply(csForm(s.shuiguan, { child_idnumber: freshIdNumber() })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const journalsOf = async (token: string, query = '') =>
  (await s.h.call('GET', `${LIST}?size=100${query}`, token)).json();

beforeAll(async () => {
  s = await startReviewScene();
});
afterAll(async () => {
  await s.h.close();
});

describe('journals of the review steps', () => {
  it('writes 儿双初过 for the town leader and 儿双终过 for the centre, each listed to its creator', async () => {
    const { id, version } = await submit();
    expect((await s.h.call('PUT', '/api/apply', s.leader, { id, version, apply_state: '初过' })).statusCode).toBe(200);
    expect(
      (
        await s.h.call('PUT', '/api/apply', s.centre, {
          id,
          version: version + 1,
          apply_state: '终过',
          reason: '材料齐全',
        })
      ).statusCode,
    ).toBe(200);

    const leaderId = await idOf(s.leader);
    const mine = (await journalsOf(s.leader)).list.filter((j: { journal_link: number }) => j.journal_link === id);
    expect(mine).toEqual([
      expect.objectContaining({
        journal_type: '儿双初过',
        journal_creator: leaderId,
        journal_information: expect.objectContaining({ apply_genre: '儿童创建', apply_state: '初过' }),
      }),
    ]);
    const centres = (
      await journalsOf(s.centre, `&types=${encodeURIComponent(JSON.stringify(['儿双终过']))}`)
    ).list.filter((j: { journal_link: number }) => j.journal_link === id);
    expect(centres).toEqual([
      expect.objectContaining({
        journal_type: '儿双终过',
        journal_information: expect.objectContaining({ reason: '材料齐全' }),
      }),
    ]);
    // the leader asking for the centre's journals gets their own; the centre may read the leader's
    const centreId = await idOf(s.centre);
    expect(
      (await journalsOf(s.leader, `&creator=${centreId}`)).list.every(
        (j: { journal_creator: number }) => j.journal_creator === leaderId,
      ),
    ).toBe(true);
    expect(
      (await journalsOf(s.centre, `&creator=${leaderId}`)).list.some(
        (j: { journal_link: number }) => j.journal_link === id,
      ),
    ).toBe(true);

    // posting the journal of that step answers the one written, without a second
    const posted = await s.h.call('POST', '/api/journal', s.leader, { journal_type: '儿双初过', journal_link: id });
    expect(posted.json()).toEqual({ id: mine[0].id });
    expect(
      (await journalsOf(s.leader)).list.filter((j: { journal_link: number }) => j.journal_link === id),
    ).toHaveLength(1);
    const notTaken = await s.h.call('POST', '/api/journal', s.leader, { journal_type: '儿双终过', journal_link: id });
    expect([notTaken.statusCode, notTaken.json().code]).toEqual([409, 'NO_SUCH_STEP']);
    expect(
      (await s.h.call('POST', '/api/journal', s.director, { journal_type: '儿双初过', journal_link: id })).statusCode,
    ).toBe(403);
    expect((await s.h.call('GET', LIST, s.director)).statusCode).toBe(403);
  });

  it('writes 儿双初拒 with the reason when the town leader refuses', async () => {
    const { id, version } = await submit();
    expect(
      (await s.h.call('PUT', '/api/apply', s.leader, { id, version, apply_state: '初拒', reason: '户籍信息不符' }))
        .statusCode,
    ).toBe(200);
    const refused = (await journalsOf(s.leader, `&types=${encodeURIComponent(JSON.stringify(['儿双初拒']))}`)).list;
    expect(refused.find((j: { journal_link: number }) => j.journal_link === id)?.journal_information.reason).toBe(
      '户籍信息不符',
    );
  });
});
