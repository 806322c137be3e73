/**
 * The dependent-field rules of the distress (cs) form through the API (req child-forms §5, req children §4): the server runs the
 * engine's normalize() on every write, so what POST /api/child stores has the dependents of a rule cleared
 * and the fields hidden by a rule dropped, whatever the browser sent. Same cases as the engine tests
 * (tests/engine/cs-rule-cases.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { csChild, csForm, place } from './fixtures';
import { imageIssuer, type ImageIssuer } from './issued-images';
import { GUARDIAN_VALUES, TUTORIAL_VALUES, WHEN_CASES, type Values } from '../engine/cs-rule-cases';

let h: Harness;
let centre: string;
let shuiguan: { town: number; village: number };
let issue: ImageIssuer;
beforeAll(async () => {
  h = await startHarness();
  centre = await h.login('中心领导');
  shuiguan = await place(h, '昭阳街道', '水关居委会');
  issue = imageIssuer(h.app, centre);
});
afterAll(async () => {
  await h.close();
});

/** Creates a cs child whose form is the valid base form with `values` over it; answers the stored investigate_cs. */
async function stored(values: Values): Promise<Values> {
  // the cases' image keys stand for uploads: a save may refer only to images this server issued (issue 14)
  const res = await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, await issue(values))));
  expect(res.statusCode, res.body).toBe(200);
  const detail = await h.call('GET', `/api/child/detail?id=${res.json().id}`, centre);
  expect(detail.statusCode).toBe(200);
  return detail.json().detail.information.investigate_cs as Values;
}

describe('POST /api/child applies the cs `when` rules of req child-forms §5', () => {
  it.each(WHEN_CASES)('$rule ($set.0 → $set.1)', async ({ before, set, cleared, kept }) => {
    const held = await stored(before);
    for (const name of [...cleared, ...(kept ?? [])])
      expect(held, `${name} is stored while the rule does not hold`).toHaveProperty(name);
    const out = await stored({ ...before, [set[0]]: set[1] });
    expect(out[set[0]] ?? false).toEqual(typeof set[1] === 'boolean' ? (set[1] ? '有' : '无') : set[1]);
    for (const name of cleared) expect(out).not.toHaveProperty(name);
    for (const name of kept ?? []) expect(out[name]).toEqual(held[name]);
  });
});

describe('POST /api/child stores what the browser-only rules left', () => {
  it('keeps the class of a changed stage (the stage change clears it in the browser, not on a load or a save)', async () => {
    const out = await stored({ ...TUTORIAL_VALUES, child_education: '高中阶段' });
    expect(out).toMatchObject({
      tutorial_class: '有',
      tutorial_class_school: '兴化市实验小学',
      tutorial_class_grade: '三年级2班',
      tutorial_class_period: '2021-09-01',
    });
  });

  it('drops the class when the stage 其他 hides it', async () => {
    const out = await stored({ ...TUTORIAL_VALUES, child_education: '其他' });
    for (const name of Object.keys(TUTORIAL_VALUES).filter((k) => k !== 'child_education'))
      expect(out).not.toHaveProperty(name);
  });

  it('copies no guardian on the server: the actual-guardian copy happens in the browser only', async () => {
    const out = await stored({ ...GUARDIAN_VALUES, parent_guardian_actual: '父亲', parent_other_name: '王五' });
    expect(out).toMatchObject({
      parent_guardian_actual: '父亲',
      parent_other_name: '王五',
      parent_other_education: '初中',
    });
    expect(out).not.toHaveProperty('parent_other_relative');
  });
});

describe('POST /api/child: hidden tabs and formats (req child-forms §1, req children §4)', () => {
  it('drops the fields of a hidden tab and of a hidden nested tab', async () => {
    const out = await stored({
      child_disability: '重病',
      child_disability_disease: '血友病',
      recovery_detail: '不该保存',
      child_education: '其他',
      education_support: '是',
      medical_insurance: '未参保',
      medical_inpatient_total: 800,
      medical_personal_total: 600,
      medical_cost_days: 12,
    });
    expect(out).toMatchObject({
      child_disability_disease: '血友病',
      medical_personal_total: 600,
      medical_cost_days: 12,
    });
    for (const name of ['recovery_detail', 'education_support', 'medical_inpatient_total'])
      expect(out).not.toHaveProperty(name);
  });

  it('stores dates as yyyy-MM-dd and have-ticks as 有/无', async () => {
    const out = await stored({
      parent_father_health: '强制隔离戒毒',
      parent_father_health_drugabuse_start_at: '2021/3/4',
      parent_father_health_drugabuse_time_limit: '24',
      child_education: '学前教育',
      education_support: '是',
      education_support_stay: true,
      education_support_stay_limit: 600,
      education_support_books: false,
    });
    expect(out).toMatchObject({
      parent_father_health_drugabuse_start_at: '2021-03-04',
      parent_father_health_drugabuse_time_limit: 24,
      education_support_stay: '有',
      education_support_stay_limit: 600,
      education_support_books: '无',
    });
  });

  it.each([
    ['parent_father_phone', '请确认父亲联系电话'],
    ['parent_mother_phone', '请确认母亲联系电话'],
    ['parent_other_phone', '请确认监护人联系电话'],
  ])('rejects a malformed %s with %s', async (name, message) => {
    const res = await h.call('POST', '/api/child', centre, csChild(csForm(shuiguan, { [name]: '1234567' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: name, message }));
  });

  it('rejects 改嫁 for the father and a custody period that is not a number', async () => {
    const res = await h.call(
      'POST',
      '/api/child',
      centre,
      csChild(
        csForm(shuiguan, {
          parent_father_health: '改嫁',
          parent_mother_health: '服刑在押',
          parent_mother_health_custody_time_limit: '三年',
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'parent_father_health', message: '请确认父亲健康状况' }),
        expect.objectContaining({ field: 'parent_mother_health_custody_time_limit', message: '请确认母亲刑期' }),
      ]),
    );
  });
});
