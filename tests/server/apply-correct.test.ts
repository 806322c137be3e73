/**
 * Correcting a returned child apply (req applies-review §9; PUT /api/apply/content): the applicant edits what they
 * sent and submits it again; the history keeps every round; the reviewer gets the returned round as `previous`;
 * who may correct, in which state, with which version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childApply, csChild, csForm, reveal, startReviewScene, type ReviewScene } from './fixtures';

let s: ReviewScene;
let worker: string, manager: string;
beforeAll(async () => {
  s = await startReviewScene();
  [worker, manager] = await Promise.all([s.h.login('儿童社工'), s.h.login('中心管理')]);
  await reveal(s.h, manager);
});
afterAll(async () => {
  await s.h.close();
});

const detail = async (id: number, token = s.director) =>
  (await s.h.call('GET', `/api/apply/detail?id=${id}`, token)).json().detail;
const correction = (id: number, version: number, form: Record<string, unknown>) => ({
  id,
  version,
  apply_information: { information: { child: csChild(form) } },
});

/** A 儿童创建 by the director, returned by the town with `reason`: its id, version and the form sent. */
async function returned(reason = '户籍地址填写有误') {
  const form = csForm(s.shuiguan, { child_name: '钱小雨' });
  const { id, version } = (await s.h.call('POST', '/api/apply', s.director, childApply(form))).json();
  const back = await s.h.call('PUT', '/api/apply', s.leader, { id, version, apply_state: '初拒', reason });
  expect(back.statusCode).toBe(200);
  return { id, version: version + 1, form };
}

describe('correcting a returned 儿童创建', () => {
  it('goes back to 申请 with the corrected content, the reviewer sees the change, and every round is in the history', async () => {
    const { id, version, form } = await returned();
    const corrected = { ...form, address_record_detail: '幸福路18号' };
    const res = await s.h.call('PUT', '/api/apply/content', s.director, correction(id, version, corrected));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, version: version + 1, apply_state: '申请' });

    const seen = await detail(id, s.leader);
    expect(seen.auditor).toBe(0);
    expect(seen.apply_information.information.child.information.investigate_cs.address_record_detail).toBe(
      '幸福路18号',
    );
    expect(seen.apply_information.previous.child.information.investigate_cs.address_record_detail).toBe('幸福路8号');
    const last = seen.apply_information.history.at(-1);
    expect(last.state).toBe('申请');
    expect(last.content).toMatch(/^修改后重新提交（变更 1 项：/);

    const first = await s.h.call('PUT', '/api/apply', s.leader, { id, version: version + 1, apply_state: '初过' });
    expect(first.statusCode).toBe(200);
    const final = await s.h.call('PUT', '/api/apply', s.centre, { id, version: version + 2, apply_state: '终过' });
    expect(final.statusCode).toBe(200);
    const done = await detail(id);
    expect(done.apply_information.history.map((e: { state: string }) => e.state)).toEqual([
      '申请',
      '初拒',
      '申请',
      '初过',
      '终过',
    ]);
    expect(done.apply_information.history[1].reason).toBe('户籍地址填写有误');
    const child = (await s.h.call('GET', `/api/child/detail?id=${done.link_id}`, s.centre)).json().detail;
    expect(child.information.investigate_cs.address_record_detail).toBe('幸福路18号');
  });

  it('corrects a 终拒 too, back to the first review', async () => {
    const form = csForm(s.shuiguan);
    const { id, version } = (await s.h.call('POST', '/api/apply', s.director, childApply(form))).json();
    await s.h.call('PUT', '/api/apply', s.leader, { id, version, apply_state: '初过' });
    await s.h.call('PUT', '/api/apply', s.centre, {
      id,
      version: version + 1,
      apply_state: '终拒',
      reason: '照片缺失',
    });
    const res = await s.h.call('PUT', '/api/apply/content', s.director, correction(id, version + 2, form));
    expect(res.statusCode).toBe(200);
    const seen = await detail(id);
    expect(seen.apply_state).toBe('申请');
    expect(seen.apply_information.history.at(-1).content).toBe('重新提交（内容未变更）');
  });

  it('keeps a name and ID number sent back masked as the apply carries them', async () => {
    const { id, version, form } = await returned();
    const viewer = await s.h.login('儿童主任'); // a session that has not revealed names
    const masked = (await detail(id, viewer)).apply_information.information.child.information.investigate_cs;
    expect(masked.child_name).toContain('*');
    const res = await s.h.call('PUT', '/api/apply/content', viewer, correction(id, version, masked));
    expect(res.statusCode).toBe(200);
    const stored = (await detail(id)).apply_information.information.child.information.investigate_cs;
    expect(stored.child_name).toBe('钱小雨');
    expect(stored.child_idnumber).toBe(form.child_idnumber);
  });
});

describe('correcting a returned 儿童修改', () => {
  it('once corrected and passed, writes the corrected value to the child', async () => {
    const created = (await s.h.call('POST', '/api/child', s.centre, csChild(csForm(s.shuiguan)))).json();
    const child = (await s.h.call('GET', `/api/child/detail?id=${created.id}`, s.director)).json().detail;
    const form = { ...child.information.investigate_cs, address_residence_detail: '水关路1号' };
    const sent = await s.h.call('POST', '/api/apply', s.director, {
      apply_genre: '儿童修改',
      link_id: child.id,
      apply_information: { information: { child: csChild(form) } },
    });
    expect(sent.statusCode).toBe(200);
    const { id, version } = sent.json();
    await s.h.call('PUT', '/api/apply', s.leader, { id, version, apply_state: '初拒', reason: '门牌号不对' });
    const fixed = { ...form, address_residence_detail: '水关路2号' };
    const res = await s.h.call('PUT', '/api/apply/content', s.director, correction(id, version + 1, fixed));
    expect(res.statusCode).toBe(200);
    await s.h.call('PUT', '/api/apply', s.leader, { id, version: version + 2, apply_state: '初过' });
    const final = await s.h.call('PUT', '/api/apply', s.centre, { id, version: version + 3, apply_state: '终过' });
    expect(final.statusCode).toBe(200);
    const after = (await s.h.call('GET', `/api/child/detail?id=${child.id}`, s.centre)).json().detail;
    expect(after.information.investigate_cs.address_residence_detail).toBe('水关路2号');
  });
});

describe('who may correct, and when', () => {
  it('refuses the reviewers (403), another village staff member (404), a stale version (409) and bad content (400)', async () => {
    const { id, version, form } = await returned();
    for (const token of [s.leader, s.centre, manager]) {
      const res = await s.h.call('PUT', '/api/apply/content', token, correction(id, version, form));
      expect(res.statusCode).toBe(403);
    }
    const other = await s.h.call('PUT', '/api/apply/content', worker, correction(id, version, form));
    expect(other.statusCode).toBe(404);
    const stale = await s.h.call('PUT', '/api/apply/content', s.director, correction(id, version - 1, form));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const bad = await s.h.call(
      'PUT',
      '/api/apply/content',
      s.director,
      correction(id, version, { ...form, child_idnumber: '123' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors?.[0]?.field).toBe('child_idnumber');
    expect((await detail(id)).apply_state).toBe('初拒');
  });

  it('refuses an apply that is not returned (409 ILLEGAL_TRANSITION)', async () => {
    const form = csForm(s.shuiguan);
    const { id, version } = (await s.h.call('POST', '/api/apply', s.director, childApply(form))).json();
    const res = await s.h.call('PUT', '/api/apply/content', s.director, correction(id, version, form));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: '当前申请状态为「申请」，不能修改后重新提交',
    });
  });
});
