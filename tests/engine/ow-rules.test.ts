/**
 * The left-behind form's dependent-field rules (investigate_ow, req child-forms §5, req children §4.3): one table-driven
 * test per rule, in normalize() (the server) and as Formily effects (the browser), without React; the actual-guardian
 * copy (§5.3) and the town clearing the village.
 */
import { describe, expect, it } from 'vitest';
import { normalize } from '../../engine';
import { harness, input } from './form-harness';
import { expectBrowserApplies, expectServerApplies, expectTownClearsVillage, type RuleCase } from './rule-case-checks';
import { ONE_AWAY, ow } from './ow-fixtures';

/** One case per `when` rule of the ow form. */
const whenCases: RuleCase[] = [
  {
    rule: 'ow-stay-type-clears-disability: 父母双方外出务工 clears and hides which parent lacks capacity',
    before: { child_stay_type: ONE_AWAY, child_stay_type_disability: '母亲', child_stay_other: '随祖父母生活' },
    trigger: 'child_stay_type',
    choose: '父母双方外出务工',
    cleared: ['child_stay_type_disability'],
    kept: ['child_stay_other'],
    hidden: ['child_stay_type_disability'],
    shown: [],
  },
  {
    rule: 'ow-stay-type-clears-disability: emptying the stay type clears it too',
    before: { child_stay_type: ONE_AWAY, child_stay_type_disability: '父亲' },
    trigger: 'child_stay_type',
    choose: undefined,
    cleared: ['child_stay_type_disability'],
    kept: [],
    hidden: ['child_stay_type_disability'],
    shown: [],
  },
  {
    rule: 'req child-forms §5 Left-behind: 一方外出务工另一方无监护能力 reveals which parent lacks capacity',
    before: { child_stay_type: '父母双方外出务工' },
    trigger: 'child_stay_type',
    choose: ONE_AWAY,
    cleared: [],
    kept: [],
    hidden: [],
    shown: ['child_stay_type_disability'],
  },
  {
    rule: 'disability-disabled-clears-disease: 残疾 clears the disease and its proof',
    before: {
      child_disability: '重病',
      child_disability_disease: '血友病',
      child_disability_disease_img: [{ image_url: 'd.jpg' }],
    },
    trigger: 'child_disability',
    choose: '残疾',
    cleared: ['child_disability_disease', 'child_disability_disease_img'],
    kept: [],
    hidden: ['child_disability_disease'],
    shown: ['child_disability_level'],
  },
  {
    rule: 'disability-ill-clears-level-type: 重病 clears level, type and the type proof',
    before: {
      child_disability: '残疾',
      child_disability_level: '一级',
      child_disability_type: '肢体残疾',
      child_disability_type_img: [{ image_url: 't.jpg' }],
    },
    trigger: 'child_disability',
    choose: '重病',
    cleared: ['child_disability_level', 'child_disability_type', 'child_disability_type_img'],
    kept: [],
    hidden: ['child_disability_level'],
    shown: ['child_disability_disease'],
  },
];

describe('req child-forms §5 rules of the ow form that hold continuously (server and browser)', () => {
  it.each(whenCases)('normalize: $rule', (c) => expectServerApplies(ow, c));

  it.each(whenCases)('browser: $rule', (c) => expectBrowserApplies(harness(ow, c.before), c));
});

const FATHER = {
  parent_father_name: '王大山',
  parent_father_idnumber: '321281198001011234',
  parent_father_phone: '13912345678',
  parent_father_workplace_city: '苏州市',
};
const MOTHER = {
  parent_mother_name: '李小花',
  parent_mother_idnumber: '321281198203041246',
  parent_mother_phone: '13812345678',
};
const OTHER = {
  parent_other_name: '王老汉',
  parent_other_relative: '祖孙',
  parent_other_idnumber: '321281195001011230',
  parent_other_phone: '13712345678',
  parent_other_location: '昭阳街道水关村',
};

/** The actual-guardian copy (req child-forms §5.3 "In the left-behind form the copy uses the father's or mother's details"). */
const copyCases: { rule: string; choose: string | undefined; expected: Record<string, unknown> }[] = [
  {
    rule: "parent_other-guardian-father-copies: 父亲 copies the father's name, ID number and phone, relation 父子",
    choose: '父亲',
    expected: {
      parent_other_name: '王大山',
      parent_other_idnumber: '321281198001011234',
      parent_other_phone: '13912345678',
      parent_other_relative: '父子',
      parent_other_location: '昭阳街道水关村',
    },
  },
  {
    rule: "parent_other-guardian-mother-copies: 母亲 copies the mother's name, ID number and phone, relation 母子",
    choose: '母亲',
    expected: {
      parent_other_name: '李小花',
      parent_other_idnumber: '321281198203041246',
      parent_other_phone: '13812345678',
      parent_other_relative: '母子',
      parent_other_location: '昭阳街道水关村',
    },
  },
  {
    rule: 'parent_other-guardian-other-clears: 其他 clears the copied fields and the relation',
    choose: '其他',
    expected: {
      parent_other_name: undefined,
      parent_other_idnumber: undefined,
      parent_other_phone: undefined,
      parent_other_relative: undefined,
      parent_other_location: '昭阳街道水关村',
    },
  },
  {
    rule: 'parent_other-guardian-other-clears: emptying the choice clears them too',
    choose: undefined,
    expected: {
      parent_other_name: undefined,
      parent_other_idnumber: undefined,
      parent_other_phone: undefined,
      parent_other_relative: undefined,
    },
  },
];

describe('req child-forms §5.3 actual guardian in the ow form (user changes only, browser)', () => {
  it.each(copyCases)('browser: $rule', async ({ choose, expected }) => {
    const { form, field } = harness(ow, {
      ...FATHER,
      ...MOTHER,
      ...OTHER,
      parent_guardian_actual: choose === '父亲' ? '母亲' : '父亲',
    });
    await input(field('parent_guardian_actual'), choose);
    for (const [name, value] of Object.entries(expected)) expect(form.values[name]).toEqual(value);
    expect(form.values.parent_father_name).toBe('王大山');
  });

  it('not on first load: a stored guardian different from the chosen parent is kept', () => {
    const { form } = harness(ow, { ...FATHER, ...OTHER, parent_guardian_actual: '父亲' });
    expect(form.values.parent_other_name).toBe('王老汉');
    expect(form.values.parent_other_relative).toBe('祖孙');
  });

  it('the server does not copy (a user-change rule): normalize keeps the guardian as sent', () => {
    const out = normalize(ow, { ...FATHER, ...OTHER, parent_guardian_actual: '父亲' });
    expect(out).toMatchObject({
      parent_other_name: '王老汉',
      parent_other_relative: '祖孙',
      parent_guardian_actual: '父亲',
    });
  });
});

describe('req child-forms §5 "changing the town clears the village" in the ow form (user changes only)', () => {
  it.each(['address_record', 'address_residence'])('%s', async (prefix) => {
    await expectTownClearsVillage(ow, prefix);
  });
});
