/**
 * GET /api/apply/detail carries `current` for a 儿童修改 apply (seed 001 §4 review; DESIGN "a reviewer sees
 * before and after side by side"): the linked child's stored form, whoever in the apply's scope asks,
 * while the proposed values stay in apply_information. A 儿童创建 apply has no `current`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { childApply, csChild, csForm, place } from './fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };

beforeAll(async () => {
  h = await startHarness();
  [director, leader, centre] = await Promise.all([h.login('儿童主任'), h.login('分委领导'), h.login('中心领导')]);
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => { await h.close(); });

const modifyApply = (linkId: number, form: Record<string, unknown>) => ({
  apply_genre: '儿童修改', link_id: linkId, apply_information: { information: { child: csChild(form) } },
});

async function storedChild(id: number) {
  const detail = (await h.call('GET', `/api/child/detail?id=${id}`, centre)).json().detail;
  return { form: detail.information.investigate_cs as Record<string, unknown>, version: detail.version as number };
}

describe('GET /api/apply/detail: current', () => {
  it('gives a 儿童修改 apply the linked child as stored, beside the proposed values', async () => {
    const created = await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, { child_name: '孙小木', child_disability: '健康' })));
    expect(created.statusCode).toBe(200);
    const childId = created.json().id as number;
    const before = await storedChild(childId);

    const proposed = { ...before.form, child_name: '孙小林', child_disability: '残疾', child_disability_level: '二级' };
    const submitted = await h.call('POST', '/api/apply', director, modifyApply(childId, proposed));
    expect(submitted.statusCode).toBe(200);
    const applyId = submitted.json().id as number;

    for (const token of [leader, director, centre]) {
      const detail = (await h.call('GET', `/api/apply/detail?id=${applyId}`, token)).json().detail;
      expect(detail.current).toEqual({ character: 'cs', information: { investigate_cs: before.form }, version: before.version });
      expect(detail.apply_information.information.child.information.investigate_cs).toMatchObject({ child_name: '孙小林', child_disability_level: '二级' });
    }
    // the apply left the child untouched
    expect((await storedChild(childId)).form.child_name).toBe('孙小木');
  });

  it('follows the child after the final pass (current then equals what was applied for)', async () => {
    const childId = (await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, { child_name: '周小舟' })))).json().id as number;
    const before = await storedChild(childId);
    const { id, version } = (await h.call('POST', '/api/apply', director, modifyApply(childId, { ...before.form, child_name: '周小船' }))).json();
    expect((await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过' })).statusCode).toBe(200);
    expect((await h.call('PUT', '/api/apply', centre, { id, version: version + 1, apply_state: '终过' })).statusCode).toBe(200);
    const detail = (await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail;
    const after = await storedChild(childId);
    expect(after.form.child_name).toBe('周小船');
    expect(detail.current).toEqual({ character: 'cs', information: { investigate_cs: after.form }, version: after.version });
  });

  it('leaves `current` out of a 儿童创建 apply', async () => {
    const { id } = (await h.call('POST', '/api/apply', director, childApply(csForm(shuiguan)))).json();
    const detail = (await h.call('GET', `/api/apply/detail?id=${id}`, leader)).json().detail;
    expect(detail.apply_genre).toBe('儿童创建');
    expect('current' in detail).toBe(false);
  });
});
