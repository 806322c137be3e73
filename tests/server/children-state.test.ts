/**
 * A child's state besides its forms (issue 15): masking with a timed reveal, soft delete and restore, the gta
 * exit (helper slots and merges: children-helpers.test.ts). Each through the API, as the screens call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NAME_REVEAL_MS } from '../../domain/masking';
import { records } from '../../server/db/schema';
import type { Harness } from './harness';
import { csForm, freshIdNumber, startReviewScene } from './fixtures';

let h: Harness;
let director: string, centre: string;
let shuiguan: { town: number; village: number };
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';

beforeAll(async () => {
  ({ h, director, centre, shuiguan } = await startReviewScene());
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
const recordsOf = async (type: string, child: number) =>
  h.handle.db
    .select()
    .from(records)
    .where(and(eq(records.record_type, type), eq(records.record_child, child)));

describe('masking and the timed reveal (req children §7)', () => {
  it("masks names and ID numbers in lists and details until revealed, for the reveal's time only", async () => {
    const viewer = await h.login('中心管理');
    const form = csForm(shuiguan, { child_name: '欧阳小明' });
    const { id } = await create('cs', form);
    const masked = (await detail(id, viewer)).json().detail;
    expect(masked.child_name).toBe('欧*小明');
    expect(masked.child_idnumber).toBe(`${form.child_idnumber.slice(0, 6)}*********${form.child_idnumber.slice(15)}`);
    expect(masked.information.investigate_cs.child_name).toBe('欧*小明');
    expect(masked.information.important.child_identification).toMatch(/\*{9}/);
    const row = (await h.call('GET', `${LIST}?keyword=${encodeURIComponent('欧阳小明')}`, viewer)).json().list[0];
    expect(row.child_name).toBe('欧*小明');

    const reveal = await h.call('POST', '/api/child/reveal', viewer, {});
    expect(reveal.json()).toEqual({ expires_in: NAME_REVEAL_MS });
    const shown = (await detail(id, viewer)).json().detail;
    expect(shown.child_name).toBe('欧阳小明');
    expect(shown.child_idnumber).toBe(form.child_idnumber);
    const viewerId = (await h.call('GET', '/api/user/info', viewer)).json().info.id;
    const revealRecords = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '揭示'), eq(records.record_user, viewerId)));
    expect(revealRecords).toHaveLength(1);

    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + 5 * 60_000);
    expect((await h.call('GET', '/api/child/reveal', viewer)).json().expires_in).toBe(NAME_REVEAL_MS - 5 * 60_000);
    h.clock.now = new Date(start.getTime() + 10 * 60_000); // the session stays alive (idle < 10 min) …
    expect((await h.call('GET', '/api/child/reveal', viewer)).json().expires_in).toBe(NAME_REVEAL_MS - 10 * 60_000);
    h.clock.now = new Date(start.getTime() + NAME_REVEAL_MS + 1000); // … and the reveal has run out
    expect((await h.call('GET', '/api/child/reveal', viewer)).json().expires_in).toBe(0);
    expect((await detail(id, viewer)).json().detail.child_name).toBe('欧*小明');
    h.clock.now = start;
  });

  it('ends a reveal on request, and refuses one to a role without the full-name permission (403)', async () => {
    const viewer = await h.login('中心管理');
    await h.call('POST', '/api/child/reveal', viewer, {});
    expect((await h.call('DELETE', '/api/child/reveal', viewer)).json()).toEqual({ expires_in: 0 });
    const { id } = await create('cs', csForm(shuiguan, { child_name: '钱多多' }));
    expect((await detail(id, viewer)).json().detail.child_name).toBe('钱*多');
    const reader = await h.login('督查人员');
    expect((await h.call('POST', '/api/child/reveal', reader, {})).statusCode).toBe(403);
    expect((await detail(id, reader)).json().detail.child_name).toBe('钱*多');
  });
});

describe('soft delete and restore', () => {
  it('moves a deleted child out of every list into the deleted list with who and when, and restores it whole', async () => {
    const { id, version } = await create('cs', csForm(shuiguan, { child_name: '删除测试' }));
    expect((await h.call('DELETE', '/api/child', centre, { id, version, reason: '' })).statusCode).toBe(400);
    expect((await h.call('DELETE', '/api/child', director, { id, version, reason: '重复录入' })).statusCode).toBe(403);
    const removed = await h.call('DELETE', '/api/child', centre, { id, version, reason: '重复录入' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listIds(centre)).not.toContain(id);
    expect(await listIds(director)).not.toContain(id);
    expect((await detail(id, director)).statusCode).toBe(404);
    const deleted = (await h.call('GET', `${LIST}?deleted=true&size=100`, centre))
      .json()
      .list.find((c: { id: number }) => c.id === id);
    expect(deleted).toMatchObject({ deleted_by_name: expect.any(String), deleted_at: h.clock.now.toISOString() });
    expect((await h.call('GET', `${LIST}?deleted=true`, director)).statusCode).toBe(403);
    expect(await recordsOf('删除', id)).toHaveLength(1);

    expect((await h.call('PUT', '/api/child/restore', centre, { id, version })).statusCode).toBe(409);
    const restored = await h.call('PUT', '/api/child/restore', centre, { id, version: removed.json().version });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await listIds(director)).toContain(id);
    const back = (await detail(id)).json().detail;
    expect(back).toMatchObject({ deleted_at: null, child_name: '删除测试' });
    expect(back.information.investigate_cs.address_residence_detail).toBe('幸福路8号');
  });
});

describe('gta exit', () => {
  it('marks and undoes an exit with a reason; the GTAOut list holds it; only gta children, only gta:edit roles', async () => {
    const prosecutor = await h.login('检察人员');
    const form = csForm(shuiguan, { child_name: '退出测试', child_idnumber: freshIdNumber('20120612') });
    const { id, version } = await create('gta', form);
    expect((await h.call('PUT', '/api/child/gta/quit', prosecutor, { id, version, quit: true })).statusCode).toBe(400);
    expect(
      (
        await h.call('PUT', '/api/child/gta/quit', await h.login('公安护航'), {
          id,
          version,
          quit: true,
          reason: '已矫治',
        })
      ).statusCode,
    ).toBe(403);
    const quit = await h.call('PUT', '/api/child/gta/quit', prosecutor, { id, version, quit: true, reason: '已矫治' });
    expect(quit.statusCode, quit.body).toBe(200);
    expect(await listIds(prosecutor, '&character=gta&gta_quit=true')).toContain(id);
    expect(await listIds(prosecutor, '&character=gta&gta_quit=false')).not.toContain(id);
    const stored = (await detail(id)).json().detail;
    expect(stored).toMatchObject({ character_gta_quit: true });
    expect(stored.information.important.escort_quit_reason).toBe('已矫治');
    const real = (
      await h.call(
        'GET',
        `/api/child/list/for/idnumbers/real?idnumbers=${encodeURIComponent(JSON.stringify([form.child_idnumber]))}`,
        prosecutor,
      )
    ).json();
    expect(real.total).toBe(0);
    const undo = await h.call('PUT', '/api/child/gta/quit', prosecutor, {
      id,
      version: quit.json().version,
      quit: false,
    });
    expect(undo.statusCode).toBe(200);
    expect(await listIds(prosecutor, '&gta_quit=false')).toContain(id);
    const cs = await create('cs', csForm(shuiguan));
    expect((await h.call('PUT', '/api/child/gta/quit', centre, { ...cs, quit: true, reason: '无' })).json().code).toBe(
      'NOT_GTA',
    );
  });
});
