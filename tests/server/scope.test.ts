/**
 * Scope holds through applies (issue 14; docs/decisions-scope.md): a merge only touches a child the applicant may see
 * (at submit and again at the final pass), a merge keeps the columns and `information.important` in agreement, a
 * 儿童创建 links nothing, and an apply's `current` stays inside the caller's scope. What each role reads (forms, users,
 * ID numbers): scope-reads.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { childApply, csChild, csForm } from './fixtures';
import {
  basicForm,
  body,
  childDetail,
  createDirect as createIn,
  openScope,
  type Place,
  type Values,
} from './scope-fixtures';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: Place, linCheng: Place;

beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan, linCheng } = await openScope());
});
afterAll(async () => {
  await h.close();
});

const createDirect = (character: string, form: Values) => createIn(h, centre, character, form);
const detail = (id: number, token = centre) => childDetail(h, token, id);
const DUPLICATE = '该儿童已存在系统';

async function pass(id: number, version: number) {
  expect((await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过' })).statusCode).toBe(200);
  return h.call('PUT', '/api/apply', centre, { id, version: version + 1, apply_state: '终过' });
}

describe('merge only within the applicant scope', () => {
  it('refuses a 儿童创建 apply whose ID number belongs to a child of another village, and leaves that child alone', async () => {
    const form = basicForm(linCheng, { child_name: '钱小远' });
    const id = await createDirect('ow', form);
    const before = await detail(id);
    const res = await h.call(
      'POST',
      '/api/apply',
      director,
      childApply(csForm(shuiguan, { child_idnumber: form.child_idnumber, child_name: '钱小近' })),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_CHILD', message: DUPLICATE });
    const after = await detail(id);
    expect(after.version).toBe(before.version);
    expect(after.character_cs).toBe(false);
  });

  it('merges within scope, and a merge keeps the columns and information.important in agreement', async () => {
    const form = basicForm(shuiguan, { child_name: '孙小旧' });
    const id = await createDirect('ow', form);
    const submitted = await h.call(
      'POST',
      '/api/apply',
      director,
      childApply(csForm(shuiguan, { child_idnumber: form.child_idnumber, child_name: '孙小新' })),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const applyId = submitted.json().id;
    const apply = (await h.call('GET', `/api/apply/detail?id=${applyId}`, director)).json().detail;
    expect(apply.apply_information.merge_form).toBe(id);
    expect('applicant_scope' in apply.apply_information).toBe(false);
    expect((await pass(applyId, submitted.json().version)).statusCode).toBe(200);
    const merged = await detail(id);
    expect(merged.character_cs && merged.character_ow).toBe(true);
    expect(merged.information.important.child_name).toBe(merged.child_name);
    expect(merged.child_name).toBe('孙小新');
    expect(merged.information.important.child_identification).toBe(merged.child_idnumber);
  });

  it('re-checks the applicant scope at the final pass: a child that left it is not merged into', async () => {
    const form = basicForm(shuiguan, { child_name: '李小迁' });
    const id = await createDirect('ow', form);
    const submitted = (
      await h.call(
        'POST',
        '/api/apply',
        director,
        childApply(csForm(shuiguan, { child_idnumber: form.child_idnumber })),
      )
    ).json();
    const stored = await detail(id);
    const movedForm = {
      ...stored.information.investigate_ow,
      ...basicForm(linCheng, { child_name: '李小迁', child_idnumber: form.child_idnumber }),
    };
    const moved = await h.call('PUT', '/api/child', centre, { id, version: stored.version, ...body('ow', movedForm) });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await detail(id);
    const final = await pass(submitted.id, submitted.version);
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ code: 'DUPLICATE_CHILD', message: DUPLICATE });
    const after = await detail(id);
    expect(after.version).toBe(before.version);
    expect(after.character_cs).toBe(false);
  });
});

describe('link_id', () => {
  it('refuses a link_id on a 儿童创建 apply', async () => {
    const childId = await createDirect('cs', csForm(shuiguan));
    const res = await h.call('POST', '/api/apply', director, { ...childApply(csForm(shuiguan)), link_id: childId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_ON_CREATE', message: '新建儿童的申请不能关联已有儿童' });
  });

  it('links a 儿童修改 only to a child in the applicant scope', async () => {
    const form = csForm(linCheng);
    const childId = await createDirect('cs', form);
    const res = await h.call('POST', '/api/apply', director, {
      apply_genre: '儿童修改',
      link_id: childId,
      apply_information: { information: { child: csChild(form) } },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('apply detail current', () => {
  it('answers the live child only inside the caller scope', async () => {
    const form = csForm(shuiguan, { child_name: '周小搬' });
    const childId = await createDirect('cs', form);
    const stored = await detail(childId);
    const child = csChild({ ...stored.information.investigate_cs, child_name: '周小留' });
    const submitted = await h.call('POST', '/api/apply', director, {
      apply_genre: '儿童修改',
      link_id: childId,
      apply_information: { information: { child } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const applyId = submitted.json().id;
    expect((await h.call('GET', `/api/apply/detail?id=${applyId}`, leader)).json().detail.current).not.toBeNull();
    // the child moves to another town
    const movedForm = {
      ...stored.information.investigate_cs,
      ...csForm(linCheng, { child_name: '周小搬', child_idnumber: stored.child_idnumber }),
    };
    const moved = await h.call('PUT', '/api/child', centre, {
      id: childId,
      version: stored.version,
      ...csChild(movedForm),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const token of [leader, director]) {
      const res = await h.call('GET', `/api/apply/detail?id=${applyId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().detail.current).toBeNull();
    }
    expect(
      (await h.call('GET', `/api/apply/detail?id=${applyId}`, centre)).json().detail.current.information.investigate_cs
        .child_name,
    ).toBe('周小搬');
  });
});
