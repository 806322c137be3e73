/**
 * One table-driven test per dependent-field rule of the distress (cs) form (req child-forms §5, req children §4): each `when`
 * rule in normalize() (what the server stores) and as Formily effects (what the user sees), without React;
 * the `on` rules (user changes only) in the form, and the server leaving them alone.
 */
import { describe, expect, it } from 'vitest';
import { normalize, validate, visibleTabs } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { GUARDIAN_VALUES, TUTORIAL_VALUES, WHEN_CASES } from './cs-rule-cases';
import { harness, input } from './form-harness';
import { ON } from './values';

const cs = FORM_SCHEMAS.investigate_cs;
const ruleIds = cs.rules.map((r) => r.id);

describe('req child-forms §5 cs `when` rules', () => {
  it('every case names a rule of the form, and every when-rule of tabs 1-13 has a case', () => {
    const tested = new Set(WHEN_CASES.map((c) => c.rule));
    for (const id of tested) expect(ruleIds).toContain(id);
    const untested = cs.rules.filter((r) => !('on' in r && r.on) && !tested.has(r.id)).map((r) => r.id);
    expect(untested).toEqual(['disability-disabled-clears-disease', 'disability-ill-clears-level-type']); // tests/engine/rules.test.ts
  });

  it.each(WHEN_CASES)('normalize: $rule ($set.0 → $set.1)', ({ before, set, cleared, kept }) => {
    const held = normalize(cs, before);
    for (const name of [...cleared, ...(kept ?? [])]) expect(held, `${name} before the change`).toHaveProperty(name);
    const out = normalize(cs, { ...before, [set[0]]: set[1] });
    for (const name of cleared) expect(out).not.toHaveProperty(name);
    for (const name of kept ?? []) expect(out[name]).toEqual(held[name]);
  });

  it.each(WHEN_CASES)('browser: $rule ($set.0 → $set.1)', async ({ before, set, cleared, kept, hidden }) => {
    const { form, field } = harness(cs, before);
    for (const name of [...cleared, ...(kept ?? [])])
      expect(form.values[name], `${name} after the load`).toEqual(before[name]);
    await input(field(set[0]), set[1]);
    for (const name of cleared) expect(form.values[name], name).toBeUndefined();
    for (const name of kept ?? []) expect(form.values[name]).toEqual(before[name]);
    for (const name of hidden ?? []) expect(field(name).display).toBe('none');
    // cleared, not merely hidden: taking the change back does not bring the values back
    await input(field(set[0]), before[set[0]]);
    for (const name of cleared) expect(form.values[name], `${name} after taking the change back`).toBeUndefined();
  });

  it('browser: a cleared dependent stays empty when its trigger comes back (Formily would restore a hidden value)', async () => {
    const { form, field } = harness(cs, {
      parent_father_health: '服刑在押',
      parent_father_health_custody_time_limit: 36,
    });
    await input(field('parent_father_health'), '健康');
    await input(field('parent_father_health'), '服刑在押');
    expect(field('parent_father_health_custody_time_limit').display).toBe('visible');
    expect(form.values.parent_father_health_custody_time_limit).toBeUndefined();
  });

  it('experience: moving between the types sharing experience_accident keeps it', async () => {
    const { form, field } = harness(cs, { experience: '意外事故或困境', experience_accident: '被遗弃' });
    await input(field('experience'), '长期流浪');
    expect(form.values.experience_accident).toBe('被遗弃');
    expect(normalize(cs, { experience: '外地流浪在本地', experience_accident: '被遗弃' }).experience_accident).toBe(
      '被遗弃',
    );
  });

  it('the mother may be 改嫁, the father not', () => {
    expect(
      validate(cs, normalize(cs, { parent_mother_health: '改嫁' }), OPTION_LISTS, ON).filter((e) =>
        e.field.startsWith('parent_'),
      ),
    ).toEqual([]);
    expect(validate(cs, normalize(cs, { parent_father_health: '改嫁' }), OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: 'parent_father_health', message: '请确认父亲健康状况' }),
    );
  });
});

describe('req child-forms §1 tabs shown by condition', () => {
  it.each([
    [
      'education support needs a stage that is not 其他',
      { child_education: '义务教育' },
      { child_education: '其他' },
      'schooling_support',
    ],
    ['rehabilitation needs 残疾', { child_disability: '残疾' }, { child_disability: '重病' }, 'recovery'],
    [
      'outpatient reimbursement needs insurance',
      { medical_insurance: '自费参保' },
      { medical_insurance: '未参保' },
      'medical_outpatient',
    ],
    ['inpatient reimbursement needs insurance', { medical_insurance: '公费参保' }, {}, 'medical_inpatient'],
    [
      'personal cost needs 未参保',
      { medical_insurance: '未参保' },
      { medical_insurance: '公费参保' },
      'medical_personal',
    ],
  ])('%s', (_, shown, hidden, tab) => {
    expect(visibleTabs(cs, shown)).toContain(tab);
    expect(visibleTabs(cs, hidden)).not.toContain(tab);
  });

  it('a hidden nested tab drops its values on the server', () => {
    const out = normalize(cs, { medical_insurance: '未参保', medical_outpatient_charity: 100, medical_cost_days: 5 });
    expect(out).toEqual({ medical_insurance: '未参保', medical_cost_days: 5 });
  });

  it('browser: the pane of a nested tab hides with its condition', async () => {
    const { form, field } = harness(cs, { medical_insurance: '公费参保' });
    const outer = form.createVoidField({ name: 'tabs' });
    const medical = form.createVoidField({ name: 'medical', basePath: outer.address });
    const inner = form.createVoidField({ name: 'tabs', basePath: medical.address });
    const pane = form.createVoidField({ name: 'medical_outpatient', basePath: inner.address });
    expect(pane.address.toString()).toBe('tabs.medical.tabs.medical_outpatient');
    expect(pane.display).toBe('visible');
    await input(field('medical_insurance'), '未参保');
    expect(pane.display).toBe('none');
    expect(field('medical_outpatient_total').display).toBe('none');
  });
});

describe('req child-forms §5 education level change clears the class, except at first load (an `on` rule)', () => {
  const tutorial = Object.keys(TUTORIAL_VALUES).filter((k) => k !== 'child_education');

  it('the user changing the stage clears tutorial class, period, school, address, grade, teacher and contact', async () => {
    const { form, field } = harness(cs, TUTORIAL_VALUES);
    for (const name of tutorial) expect(form.values[name], `${name} after the load`).toEqual(TUTORIAL_VALUES[name]);
    await input(field('child_education'), '高中阶段');
    for (const name of tutorial) expect(form.values[name], name).toBeUndefined();
  });

  it('the server does not (it cannot tell a change from a load): it keeps the class of a new stage', () => {
    const out = normalize(cs, { ...TUTORIAL_VALUES, child_education: '高中阶段' });
    for (const name of tutorial) expect(out).toHaveProperty(name);
    expect(out.tutorial_class).toBe('有');
  });

  it('the stage 其他 hides the class fields, so the server drops them', () => {
    const out = normalize(cs, { ...TUTORIAL_VALUES, child_education: '其他' });
    for (const name of tutorial) expect(out).not.toHaveProperty(name);
  });
});

describe('req child-forms §5.3 actual guardian (an `on` rule: after the initial load only)', () => {
  const copied = ['name', 'idnumber', 'health', 'phone'];

  it.each([
    ['父亲', 'parent_father', '父子'],
    ['母亲', 'parent_mother', '母子'],
  ])('%s copies name, idnumber, health, phone and sets the relation', async (choice, parent, relation) => {
    const { form, field } = harness(cs, GUARDIAN_VALUES);
    await input(field('parent_guardian_actual'), choice);
    for (const part of copied)
      expect(form.values[`parent_other_${part}`], part).toBe(GUARDIAN_VALUES[`${parent}_${part}`]);
    expect(form.values.parent_other_relative).toBe(relation);
    for (const part of ['education', 'cohabitation', 'intimate'])
      expect(form.values[`parent_other_${part}`], part).toBeUndefined();
  });

  it.each([['其他'], [undefined]])('%s clears the copied details and the relation', async (choice) => {
    const { form, field } = harness(cs, GUARDIAN_VALUES);
    await input(field('parent_guardian_actual'), '父亲');
    expect(form.values.parent_other_name).toBe('张大山');
    await input(field('parent_guardian_actual'), choice);
    for (const part of [...copied, 'relative']) expect(form.values[`parent_other_${part}`], part).toBeUndefined();
  });

  it('loading a record copies nothing', () => {
    const { form } = harness(cs, {
      ...GUARDIAN_VALUES,
      parent_guardian_actual: '父亲',
      parent_other_name: '王五',
      parent_other_relative: '祖孙',
    });
    expect(form.values).toMatchObject({
      parent_other_name: '王五',
      parent_other_relative: '祖孙',
      parent_other_education: '初中',
    });
  });

  it('the server copies nothing either', () => {
    const out = normalize(cs, { ...GUARDIAN_VALUES, parent_guardian_actual: '母亲', parent_other_name: '王五' });
    expect(out.parent_other_name).toBe('王五');
    expect(out).not.toHaveProperty('parent_other_relative');
  });

  it('a father absent for good copies no idnumber or phone (they are cleared)', async () => {
    const { form, field } = harness(cs, GUARDIAN_VALUES);
    await input(field('parent_father_health'), '宣告失踪');
    await input(field('parent_guardian_actual'), '父亲');
    expect(form.values).toMatchObject({
      parent_other_name: '张大山',
      parent_other_health: '宣告失踪',
      parent_other_relative: '父子',
    });
    expect(form.values.parent_other_idnumber).toBeUndefined();
    expect(form.values.parent_other_phone).toBeUndefined();
  });
});
