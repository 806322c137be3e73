/**
 * Meetings (issue 18): 分委领导 keeps their own town's meetings (another town's is 404), the centre every meeting,
 * counted by town and month; a change is made at the version read; a deleted meeting leaves the lists and counts;
 * the roles without the calls are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
const meeting = (extra: Record<string, unknown> = {}) => ({
  meeting_datetime: '2026-11-18T14:30:00+08:00',
  meeting_title: '未成年人保护联席会议',
  meeting_place: '昭阳街道会议室',
  meeting_host: '周主任',
  meeting_attendees: ['儿童主任', '派出所民警'],
  meeting_minutes: '通报本月走访情况',
  ...extra,
});
const list = async (role: Role, q = '') =>
  (await h.call('GET', `/api/meeting/list/for/mix?size=100${q}`, tokens.get(role))).json();

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['分委领导', '中心领导', '中心管理', '儿童主任', '志愿人员'] as Role[])
    tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

describe('meetings', () => {
  it('are kept by the town leader for their town and by the centre for all, and counted by town and month', async () => {
    const STATS = '/api/meeting/statistic?begin=2026-10-01&end=2026-11-30';
    type Count = { department_name: string; month: string; count: number };
    const countOf = (list: Count[], town: string, month: string) =>
      list.find((c) => c.department_name === town && c.month === month)?.count ?? 0;
    const before = (await h.call('GET', STATS, tokens.get('中心领导'))).json().list as Count[];
    const town = await h.call('POST', '/api/meeting', tokens.get('分委领导'), meeting());
    expect(town.statusCode, town.body).toBe(200);
    const centre = await h.call(
      'POST',
      '/api/meeting',
      tokens.get('中心领导'),
      meeting({ meeting_title: '中心例会', meeting_datetime: '2026-10-08T09:00:00+08:00' }),
    );
    expect(centre.statusCode).toBe(200);
    // the town leader's list: their town's meetings only (the demo's and this one), not the centre's
    const mine = (await list('分委领导')).list as { id: number; department_name: string }[];
    expect(mine.map((m) => m.id)).toContain(town.json().id);
    expect(mine.map((m) => m.id)).not.toContain(centre.json().id);
    expect(new Set(mine.map((m) => m.department_name))).toEqual(new Set(['昭阳街道']));
    expect(mine.find((m) => m.id === town.json().id)).toMatchObject({
      meeting_information: { meeting_title: '未成年人保护联席会议', meeting_attendees: ['儿童主任', '派出所民警'] },
    });
    expect((await h.call('GET', `/api/meeting/detail?id=${centre.json().id}`, tokens.get('分委领导'))).statusCode).toBe(
      404,
    );
    const all = (await list('中心管理')).list.map((m: { id: number; department_name: string }) => [
      m.id,
      m.department_name,
    ]);
    expect(all).toEqual(
      expect.arrayContaining([
        [town.json().id, '昭阳街道'],
        [centre.json().id, '中心'],
      ]),
    );
    const after = (await h.call('GET', STATS, tokens.get('中心领导'))).json().list as Count[];
    expect(countOf(after, '昭阳街道', '2026-11') - countOf(before, '昭阳街道', '2026-11')).toBe(1);
    expect(countOf(after, '中心', '2026-10') - countOf(before, '中心', '2026-10')).toBe(1);
    const townStats = (await h.call('GET', STATS, tokens.get('分委领导'))).json().list as Count[];
    expect(new Set(townStats.map((c) => c.department_name))).toEqual(new Set(['昭阳街道']));
  });

  it('changes at the version read, deletes out of the lists and counts, and checks what is sent', async () => {
    const made = (
      await h.call('POST', '/api/meeting', tokens.get('分委领导'), meeting({ meeting_title: '待删除的会议' }))
    ).json();
    const edited = await h.call('PUT', '/api/meeting', tokens.get('分委领导'), {
      id: made.id,
      version: made.version,
      ...meeting({ meeting_title: '已改名的会议' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (
        await h.call('PUT', '/api/meeting', tokens.get('中心领导'), {
          id: made.id,
          version: made.version,
          ...meeting(),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await h.call('DELETE', '/api/meeting', tokens.get('分委领导'), { id: made.id, version: edited.json().version }))
        .statusCode,
    ).toBe(200);
    expect((await list('中心领导')).list.some((m: { id: number }) => m.id === made.id)).toBe(false);
    const bad = await h.call('POST', '/api/meeting', tokens.get('分委领导'), meeting({ meeting_attendees: [] }));
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请输入参会人员']);
    const foreign = await h.call(
      'POST',
      '/api/meeting',
      tokens.get('分委领导'),
      meeting({ meeting_images: [{ url: 'image/2026-01-01/1700000000000abcd.png' }] }),
    );
    expect(foreign.json().code).toBe('IMAGE_NOT_ISSUED');
  });

  it('refuses the roles without the calls', async () => {
    for (const role of ['儿童主任', '志愿人员'] as Role[]) {
      expect((await h.call('GET', '/api/meeting/list/for/mix', tokens.get(role))).statusCode, role).toBe(403);
      expect((await h.call('POST', '/api/meeting', tokens.get(role), meeting())).statusCode, role).toBe(403);
    }
  });
});
