/**
 * 帮扶人员审核 shows the proposed helper (issue 29): a 帮扶人员 apply, as the review list and the detail answer it, names
 * each proposed user with their sign-in cellphone and unit (镇 / 村) and, while it waits, who holds the slot now; once
 * decided it no longer says who holds the slot. A role without the apply calls is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, users } from '../../server/db/schema';
import type { Harness } from './harness';
import { csForm, startReviewScene } from './fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };
const QUEUE = '/api/apply/list/for/auditor?apply_genres=["帮扶人员"]&size=100';

beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

type Helper = {
  slot: string;
  nickname?: string;
  cellphone?: string;
  department_name?: string | null;
  current?: unknown;
};
const helpersOf = (apply: { apply_information: { information?: { helpers?: Helper[] } } }) =>
  apply.apply_information.information?.helpers ?? [];

describe('a 帮扶人员 apply as the reviewer sees it', () => {
  it('names the proposed helper with cellphone, unit and the slot’s holder now, in the queue and the detail', async () => {
    const created = await h.call('POST', '/api/child', centre, {
      character: 'cs',
      information: { investigate_cs: csForm(shuiguan, { child_name: '帮扶查看' }) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const child = created.json() as { id: number; version: number };
    const [worker] = await h.handle.db.select().from(users).where(eq(users.role, '儿童社工'));
    // a volunteer helper of 昭阳街道 (README: 13500000001 …)
    const [doctor] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13500000001'));
    // the slot is held now by the worker; the apply proposes the volunteer in their place
    const set = await h.call('PUT', '/api/child/helpers', centre, {
      ...child,
      helpers: [{ slot: 'doctor', user: worker.id }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const submitted = await h.call('POST', '/api/apply/helpers', director, {
      link_id: child.id,
      helpers: [{ slot: 'doctor', user: doctor.id, career: '乡村医生' }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const applyId = submitted.json().id as number;
    // their unit as their account says: the town, and the village when they have one
    const unit = [];
    for (const id of [doctor.department_id, doctor.village_id].filter((x): x is number => !!x))
      unit.push((await h.handle.db.select().from(departments).where(eq(departments.id, id)))[0].department_name);
    expect(unit.length).toBeGreaterThan(0);
    const expected = {
      slot: 'doctor',
      nickname: doctor.nickname,
      cellphone: doctor.cellphone,
      department_name: unit.join(' / '),
      career: '乡村医生',
      current: worker.nickname,
    };

    const queue = (await h.call('GET', `${QUEUE}&apply_states=["申请"]`, leader)).json();
    const listed = queue.list.find((a: { id: number }) => a.id === applyId);
    expect(helpersOf(listed)).toEqual([expect.objectContaining(expected)]);
    const detail = (await h.call('GET', `/api/apply/detail?id=${applyId}`, leader)).json().detail;
    expect(helpersOf(detail)).toEqual([expect.objectContaining(expected)]);

    // decided: the slot is the proposed helper's, and the answer no longer names a holder to replace
    const first = (
      await h.call('PUT', '/api/apply', leader, { id: applyId, version: submitted.json().version, apply_state: '初过' })
    ).json();
    const final = await h.call('PUT', '/api/apply', centre, {
      id: first.id,
      version: first.version,
      apply_state: '终过',
    });
    expect(final.statusCode, final.body).toBe(200);
    const passed = (await h.call('GET', `/api/apply/detail?id=${applyId}`, centre)).json().detail;
    expect(helpersOf(passed)[0]).toMatchObject({ nickname: doctor.nickname, cellphone: doctor.cellphone });
    expect(helpersOf(passed)[0]).not.toHaveProperty('current');
  });

  it('refuses the review list and the detail to a role without the apply calls', async () => {
    const volunteer = await h.login('志愿人员');
    expect((await h.call('GET', `${QUEUE}&apply_states=["申请"]`, volunteer)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/apply/detail?id=1', volunteer)).statusCode).toBe(403);
  });
});
