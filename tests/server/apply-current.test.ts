/**
 * GET /api/apply/detail carries `current` for a 儿童修改 apply (req applies-review §3 review; DESIGN "a reviewer sees
 * before and after side by side"): while the apply is open, the linked child's stored form, whoever in the
 * apply's scope asks, while the proposed values stay in apply_information; once it has passed (or for a
 * direct modification), the form as it was just before, so the comparison still shows what changed. A
 * 儿童创建 apply has no `current`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { childApply, csChild, csForm, startReviewScene } from './fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };

beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

const modifyApply = (linkId: number, form: Record<string, unknown>) => ({
  apply_genre: '儿童修改',
  link_id: linkId,
  apply_information: { information: { child: csChild(form) } },
});

async function storedChild(id: number) {
  const detail = (await h.call('GET', `/api/child/detail?id=${id}`, centre)).json().detail;
  return { form: detail.information.investigate_cs as Record<string, unknown>, version: detail.version as number };
}

describe('GET /api/apply/detail: current', () => {
  it('gives a 儿童修改 apply the linked child as stored, beside the proposed values', async () => {
    const created = await h.call(
      'POST',
      '/api/child',
      centre,
      csChild(csForm(shuiguan, { child_name: '孙小木', child_disability: '健康' })),
    );
    expect(created.statusCode).toBe(200);
    const childId = created.json().id as number;
    const before = await storedChild(childId);

    const proposed = { ...before.form, child_name: '孙小林', child_disability: '残疾', child_disability_level: '二级' };
    const submitted = await h.call('POST', '/api/apply', director, modifyApply(childId, proposed));
    expect(submitted.statusCode).toBe(200);
    const applyId = submitted.json().id as number;

    for (const token of [leader, director, centre]) {
      const detail = (await h.call('GET', `/api/apply/detail?id=${applyId}`, token)).json().detail;
      expect(detail.current).toEqual({
        character: 'cs',
        information: { investigate_cs: before.form },
        version: before.version,
      });
      expect(detail.apply_information.information.child.information.investigate_cs).toMatchObject({
        child_name: '孙小林',
        child_disability_level: '二级',
      });
      expect('current_recorded' in detail).toBe(false);
    }
    // the apply left the child untouched
    expect((await storedChild(childId)).form.child_name).toBe('孙小木');
  });

  it('keeps the form as it was before the final pass, however the child changes afterwards', async () => {
    const childId = (
      await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, { child_name: '周小舟' })))
    ).json().id as number;
    const before = await storedChild(childId);
    const { id, version } = (
      await h.call('POST', '/api/apply', director, modifyApply(childId, { ...before.form, child_name: '周小船' }))
    ).json();
    expect((await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过' })).statusCode).toBe(200);
    expect(
      (await h.call('PUT', '/api/apply', centre, { id, version: version + 1, apply_state: '终过' })).statusCode,
    ).toBe(200);
    expect((await storedChild(childId)).form.child_name).toBe('周小船');

    // a later direct modification moves the child on; the passed apply still compares with what it changed
    const passed = await storedChild(childId);
    const edited = await h.call('PUT', '/api/child', centre, {
      id: childId,
      version: passed.version,
      ...csChild({ ...passed.form, child_name: '周小帆' }),
    });
    expect(edited.statusCode).toBe(200);
    const detail = (await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail;
    expect(detail.current).toEqual({
      character: 'cs',
      information: { investigate_cs: before.form },
      version: before.version,
    });
    expect(detail.apply_information.information.child.information.investigate_cs).toMatchObject({
      child_name: '周小船',
    });
    expect(detail.current_recorded).toBe(true);
    // the recorded form is answered as `current` only, not again inside apply_information, nor in lists
    expect('before' in detail.apply_information).toBe(false);
    const list = (
      await h.call(
        'GET',
        `/api/apply/list/for/auditor?apply_states=${encodeURIComponent('["终过"]')}&page=1&size=100`,
        centre,
      )
    ).json().list as { id: number; apply_information: object }[];
    const row = list.find((a) => a.id === id);
    expect(row).toBeDefined();
    expect(row!.apply_information).not.toHaveProperty('before');
  });

  it('gives a direct modification the form it replaced', async () => {
    const childId = (
      await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, { child_name: '钱小溪' })))
    ).json().id as number;
    const before = await storedChild(childId);
    expect(
      (
        await h.call('PUT', '/api/child', centre, {
          id: childId,
          version: before.version,
          ...csChild({ ...before.form, child_name: '钱小河' }),
        })
      ).statusCode,
    ).toBe(200);
    const list = (
      await h.call(
        'GET',
        `/api/apply/list/for/auditor?apply_genres=${encodeURIComponent('["儿童修改"]')}&apply_states=${encodeURIComponent('["终过"]')}&page=1&size=100`,
        centre,
      )
    ).json().list as { id: number; link_id: number }[];
    const direct = list.find((a) => a.link_id === childId);
    expect(direct).toBeDefined();
    const detail = (await h.call('GET', `/api/apply/detail?id=${direct!.id}`, centre)).json().detail;
    expect(detail.current).toEqual({
      character: 'cs',
      information: { investigate_cs: before.form },
      version: before.version,
    });
    expect(detail.apply_information.information.child.information.investigate_cs).toMatchObject({
      child_name: '钱小河',
    });
  });

  it('leaves `current` out of a 儿童创建 apply', async () => {
    const { id } = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    const detail = (await h.call('GET', `/api/apply/detail?id=${id}`, leader)).json().detail;
    expect(detail.apply_genre).toBe('儿童创建');
    expect('current' in detail).toBe(false);
  });
});
