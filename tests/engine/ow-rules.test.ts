/**
 * The left-behind form (investigate_ow, req child-forms §2, §4, §5, req children §4.3, req child-forms §7.3): its shape and one table-driven test per
 * dependent-field rule, in normalize() (the server) and as Formily effects (the browser), without React.
 */
import { describe, expect, it } from 'vitest';
import { allFields, fieldByName, normalize, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import * as owLists from '../../option-lists/ow';
import { FORM_SCHEMAS } from '../../schemas';
import { harness, input } from './form-harness';
import { expectBrowserApplies, expectServerApplies, expectTownClearsVillage, type RuleCase } from './rule-case-checks';
import { ON } from './values';

const ow = FORM_SCHEMAS.investigate_ow;
const words = (id: string) => OPTION_LISTS[id]?.options.map((o) => o.value);
const ONE_AWAY = '一方外出务工另一方无监护能力';

describe('investigate_ow: tabs, fields and option lists', () => {
  it('is the 留守儿童调查表 with the five tabs of req child-forms §2 and the family sub-tabs', () => {
    expect(ow).toMatchObject({ id: 'investigate_ow', genre: 'ow', title: '留守儿童调查表' });
    expect(ow.tabs.map((t) => t.title)).toEqual(['儿童基本信息', '家庭情况', '综合评估', '家庭教育指导', '补充说明']);
    expect(ow.tabs[1].tabs?.map((t) => t.title)).toEqual(['祖辈', '父亲', '母亲', '监护情况']);
  });

  it('declares the spec field names of req child-forms §4 information.investigate_ow', () => {
    const names = allFields(ow).map((f) => f.field.name);
    const spec = [
      'director_name',
      'director_cellphone',
      'dominator_name',
      'dominator_cellphone',
      'rigistered_id',
      'child_name',
      'child_gender',
      'child_picture',
      'child_race',
      'child_idnumber',
      'address_register',
      ...['province', 'city', 'area', 'community', 'rusticate', 'detail'].flatMap((p) => [
        `address_record_${p}`,
        `address_residence_${p}`,
      ]),
      'child_disability',
      'child_disability_level',
      'child_disability_type',
      'child_disability_type_img',
      'child_disability_disease',
      'child_disability_disease_img',
      'child_education',
      ...[
        'family_father_grandfather',
        'family_father_grandmother',
        'family_mother_grandfather',
        'family_mother_grandmother',
      ].flatMap((g) => [`${g}_name`, `${g}_birthday`]),
      ...['parent_father', 'parent_mother'].flatMap((p) =>
        ['name', 'birthday', 'idnumber', 'phone', 'workplace_province', 'workplace_city', 'workplace_location'].map(
          (s) => `${p}_${s}`,
        ),
      ),
      'parent_divorce',
      'child_stay_type',
      'child_stay_type_disability',
      'child_stay_other',
      'parent_other_name',
      'parent_other_relative',
      'parent_other_idnumber',
      'parent_other_phone',
      'parent_other_location',
      'family_custody',
      'family_financial_work',
      'family_financial_breed',
      'family_financial_benefit',
      'family_financial_friends',
      'family_financial_other',
      'help_social',
      'help_short',
      'help_medical',
      'help_house',
      'help_other',
      'help_none',
      'images',
    ];
    expect(names).toEqual(expect.arrayContaining(spec));
    expect(names.filter((n) => !spec.includes(n)).sort()).toEqual([
      'address_same',
      'family_guide',
      'parent_guardian_actual',
    ]);
  });

  it('puts the grandparents, parents and guardianship in their sub-tabs', () => {
    expect(fieldByName(ow, 'family_mother_grandmother_birthday')).toMatchObject({
      tab: 'family',
      tabPath: ['family', 'family_elders'],
      field: { kind: 'date', label: '外祖母出生日期' },
    });
    expect(fieldByName(ow, 'parent_father_workplace_city')?.tabPath).toEqual(['family', 'family_father']);
    expect(fieldByName(ow, 'parent_mother_phone')?.tabPath).toEqual(['family', 'family_mother']);
    expect(fieldByName(ow, 'child_stay_type')?.tabPath).toEqual(['family', 'family_guardian']);
  });

  it('stores the assessment and help flags as booleans, the guidance as free text and at most 8 evidence photos', () => {
    for (const name of ['family_financial_work', 'family_financial_other', 'help_social', 'help_none'])
      expect(fieldByName(ow, name)?.field.kind).toBe('boolean');
    expect(fieldByName(ow, 'family_guide')?.field.kind).toBe('freeText');
    expect(fieldByName(ow, 'images')?.field).toMatchObject({ kind: 'images', maxCount: 8, evidence: true });
    expect(normalize(ow, { help_none: true, help_medical: false, family_financial_work: '有' })).toEqual({
      help_none: true,
      help_medical: false,
      family_financial_work: true,
    });
  });

  it.each([
    [
      'ow_child_education',
      ['未入园', '幼儿园', '小学', '初中', '中职', '高中', '义务教育阶段辍学', '14至16周岁未在校'],
    ],
    ['child_stay_type', ['父母双方外出务工', ONE_AWAY]],
    ['child_stay_type_disability', ['父亲', '母亲']],
    ['family_custody', ['好', '一般', '差', '无人监护']],
    ['parent_divorce', ['未婚', '初婚', '再婚', '离异', '丧偶']],
    ['parent_guardian_actual', ['父亲', '母亲', '其他']],
  ])('option list %s (req child-forms §7.3)', (id, expected) => expect(words(id)).toEqual(expected));

  it('registers its own option lists without another module overriding them', () => {
    for (const list of Object.values(owLists)) expect(OPTION_LISTS[list.id]).toBe(list);
    expect(fieldByName(ow, 'child_education')?.field.options).toBe('ow_child_education');
  });
});

describe('req children §6.1 phones of father, mother and guardian: 1[3-9] then 9 digits', () => {
  it.each([
    ['parent_father_phone', '请确认父亲联系电话'],
    ['parent_mother_phone', '请确认母亲联系电话'],
    ['parent_other_phone', '请确认监护人联系电话'],
  ])('%s', (name, message) => {
    expect(validate(ow, normalize(ow, { [name]: '12912345678' }), OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: name, message }),
    );
    expect(validate(ow, normalize(ow, { [name]: '1391234567' }), OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: name, message }),
    );
    expect(validate(ow, normalize(ow, { [name]: '13912345678' }), OPTION_LISTS, ON).map((e) => e.field)).not.toContain(
      name,
    );
  });
});

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
