/**
 * The marginal-minor form (investigate_gta, req gta §2, §3, §5, §6, §6.1): its shape and one
 * table-driven test per dependent-field rule, in normalize() (the server) and as Formily effects (the
 * browser), without React.
 */
import { describe, expect, it } from 'vitest';
import { allFields, fieldByName, normalize, visibleFields } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import * as gtaLists from '../../option-lists/gta';
import { FORM_SCHEMAS } from '../../schemas';
import { harness } from './form-harness';
import { expectBrowserApplies, expectServerApplies, expectTownClearsVillage, type RuleCase } from './rule-case-checks';

const gta = FORM_SCHEMAS.investigate_gta;
const words = (id: string) => OPTION_LISTS[id]?.options.map((o) => o.value);

const SUSPECTED = { child_crime: '涉嫌犯罪' };
const UNDERAGE = { ...SUSPECTED, child_crime_level: '未达刑事责任年龄' };
const OVERAGE = { ...SUSPECTED, child_crime_level: '移送司法机关' };
const pair = (stem: string, text = '情况', hours = 24) => ({ [`${stem}_resume`]: text, [`${stem}_advise`]: hours });
const names = (stem: string) => [`${stem}_resume`, `${stem}_advise`];

describe('investigate_gta: tabs, fields and option lists', () => {
  it('has the nine tabs of req gta §2 in order, the screen filling 2, 4, 7, 8 and 9; the family tab with its sub-tabs', () => {
    expect(gta).toMatchObject({ id: 'investigate_gta', genre: 'gta' });
    expect(gta.tabs.map((t) => t.title)).toEqual([
      '未成年人基本信息',
      '跨部门信息',
      '家庭情况',
      '专班人员',
      '边缘认定信息',
      '帮教措施',
      '动态管理信息',
      '劝导记录',
      '综合评价',
    ]);
    expect(gta.tabs.filter((t) => t.screenPane).map((t) => t.screenPane)).toEqual([
      'important',
      'taskForce',
      'subsins',
      'persuasion',
      'appraises',
    ]);
    expect(gta.tabs[2].tabs?.map((t) => t.title)).toEqual(['父亲', '母亲', '监护情况']);
  });

  it('declares the spec field names of req gta §3 information.investigate_gta', () => {
    const all = allFields(gta).map((f) => f.field.name);
    const stems = [
      'underage_twelve',
      'underage_fourteen',
      'underage_sixteen',
      'overage_arrest',
      'overage_sue',
      'overage_socialwork',
      'crime_regulation',
      'crime_misconduct',
    ];
    expect(all).toEqual(
      expect.arrayContaining([
        'director_name',
        'director_cellphone',
        'rigistered_id',
        'child_name',
        'child_gender',
        'child_picture',
        'child_race',
        'child_idnumber',
        'child_living_condition',
        'child_living_condition_work',
        ...['province', 'city', 'area', 'community', 'rusticate', 'detail'].flatMap((p) => [
          `address_record_${p}`,
          `address_residence_${p}`,
        ]),
        'child_disability',
        'child_disability_level',
        'child_disability_type',
        'child_disability_disease',
        'child_education',
        ...['parent_father', 'parent_mother', 'parent_other'].flatMap((p) =>
          [
            'name',
            'birthday',
            'idnumber',
            'phone',
            'job',
            'workplace_province',
            'workplace_city',
            'workplace_location',
          ].map((s) => `${p}_${s}`),
        ),
        'parent_divorce',
        'parent_guardian_actual',
        'child_crime',
        'child_crime_level',
        'child_crime_level_underage',
        'child_crime_level_overage',
        ...stems.flatMap(names),
        'help_school',
        'help_work',
        'help_skill',
        'help_law',
        'help_psychic',
        'help_education',
        'help_sermonize',
        'images',
      ]),
    );
    // the cross-department fields are information.important's (schemas/important_gta.ts)
    expect(all.filter((n) => n.startsWith('escort_'))).toEqual([]);
    for (const stem of stems) {
      expect(fieldByName(gta, `${stem}_resume`)?.field.kind).toBe('textarea');
      expect(fieldByName(gta, `${stem}_advise`)?.field).toMatchObject({ kind: 'number', unit: '小时' });
    }
    for (const h of ['help_school', 'help_sermonize']) expect(fieldByName(gta, h)?.field.kind).toBe('boolean');
    expect(fieldByName(gta, 'images')?.field).toMatchObject({ kind: 'images', maxCount: 8, evidence: true });
  });

  it.each([
    ['gta_child_living_condition', ['学习', '务工', '闲散', '流浪']],
    ['gta_child_education', ['小学', '初中', '中职', '高中', '大学']],
    ['escort_school_register', ['在籍在校', '辍学', '毕业', '在籍不在校', '退学待注销']],
    ['child_crime', ['涉嫌犯罪', '违反治安管理', '不良行为']],
    ['child_crime_level', ['未达刑事责任年龄', '移送司法机关']],
    ['child_crime_level_underage', ['未满12周岁', '未满14周岁', '未满16周岁']],
    ['child_crime_level_overage', ['不批捕', '不起诉', '社区矫正']],
    ['parent_guardian_actual', ['父亲', '母亲', '其他']],
  ])('option list %s (req gta §5, §6)', (id, expected) => expect(words(id)).toEqual(expected));

  it('registers its own option lists without another module overriding them', () => {
    for (const list of Object.values(gtaLists)) expect(OPTION_LISTS[list.id]).toBe(list);
  });
});

/** One case per rule of the gta form (req child-forms §5 disability, req gta §6). */
const gtaCases: RuleCase[] = [
  {
    rule: 'disability-disabled-clears-disease: 残疾 clears the disease',
    before: { child_disability: '重病', child_disability_disease: '血友病' },
    trigger: 'child_disability',
    choose: '残疾',
    cleared: ['child_disability_disease'],
    kept: [],
    hidden: ['child_disability_disease'],
    shown: ['child_disability_level'],
  },
  {
    rule: 'disability-ill-clears-level-type: 重病 clears level and type',
    before: { child_disability: '残疾', child_disability_level: '二级', child_disability_type: '智力残疾' },
    trigger: 'child_disability',
    choose: '重病',
    cleared: ['child_disability_level', 'child_disability_type'],
    kept: [],
    hidden: ['child_disability_type'],
    shown: ['child_disability_disease'],
  },
  {
    rule: 'living-condition-not-work-clears-work: the work description only while 务工',
    before: { child_living_condition: '务工', child_living_condition_work: '在镇上饭店打工' },
    trigger: 'child_living_condition',
    choose: '闲散',
    cleared: ['child_living_condition_work'],
    kept: [],
    hidden: ['child_living_condition_work'],
    shown: [],
  },
  {
    rule: 'offence-crime-clears-level: child_crime not 涉嫌犯罪 clears the handling result and everything under it',
    before: { ...UNDERAGE, child_crime_level_underage: '未满14周岁', ...pair('underage_fourteen') },
    trigger: 'child_crime',
    choose: '不良行为',
    cleared: ['child_crime_level', 'child_crime_level_underage', ...names('underage_fourteen')],
    kept: [],
    hidden: ['child_crime_level', 'child_crime_level_underage', 'underage_fourteen_resume'],
    shown: names('crime_misconduct'),
  },
  {
    rule: 'offence-level-clears-underage: 移送司法机关 clears the age choice and its pair, shows the judicial result',
    before: { ...UNDERAGE, child_crime_level_underage: '未满12周岁', ...pair('underage_twelve') },
    trigger: 'child_crime_level',
    choose: '移送司法机关',
    cleared: ['child_crime_level_underage', ...names('underage_twelve')],
    kept: ['child_crime'],
    hidden: ['child_crime_level_underage', 'underage_twelve_advise'],
    shown: ['child_crime_level_overage'],
  },
  {
    rule: 'offence-level-clears-overage: 未达刑事责任年龄 clears the judicial result and its pair, shows the age choice',
    before: { ...OVERAGE, child_crime_level_overage: '社区矫正', ...pair('overage_socialwork') },
    trigger: 'child_crime_level',
    choose: '未达刑事责任年龄',
    cleared: ['child_crime_level_overage', ...names('overage_socialwork')],
    kept: ['child_crime'],
    hidden: ['child_crime_level_overage', 'overage_socialwork_resume'],
    shown: ['child_crime_level_underage'],
  },
  ...(
    [
      ['underage_twelve', UNDERAGE, 'child_crime_level_underage', '未满12周岁', '未满14周岁', 'underage_fourteen'],
      ['underage_fourteen', UNDERAGE, 'child_crime_level_underage', '未满14周岁', '未满16周岁', 'underage_sixteen'],
      ['underage_sixteen', UNDERAGE, 'child_crime_level_underage', '未满16周岁', '未满12周岁', 'underage_twelve'],
      ['overage_arrest', OVERAGE, 'child_crime_level_overage', '不批捕', '不起诉', 'overage_sue'],
      ['overage_sue', OVERAGE, 'child_crime_level_overage', '不起诉', '社区矫正', 'overage_socialwork'],
      ['overage_socialwork', OVERAGE, 'child_crime_level_overage', '社区矫正', '不批捕', 'overage_arrest'],
      ['crime_regulation', {}, 'child_crime', '违反治安管理', '不良行为', 'crime_misconduct'],
      ['crime_misconduct', {}, 'child_crime', '不良行为', '违反治安管理', 'crime_regulation'],
    ] as const
  ).map(([stem, path, trigger, value, other, otherStem]): RuleCase => ({
    rule: `offence-${stem}-pair: ${value} reveals ${stem}_resume/_advise; choosing ${other} clears them and reveals ${otherStem}'s`,
    before: { ...path, [trigger]: value, ...pair(stem) },
    trigger,
    choose: other,
    cleared: names(stem),
    kept: Object.keys(path),
    hidden: names(stem),
    shown: names(otherStem),
  })),
];

describe('req child-forms §5 / req gta §6 rules of the gta form (server and browser)', () => {
  it.each(gtaCases)('normalize: $rule', (c) => {
    expect(normalize(gta, c.before)).toEqual(c.before); // consistent values are kept as they are
    expectServerApplies(gta, c);
  });

  it.each(gtaCases)('browser: $rule', async (c) => {
    const h = harness(gta, c.before);
    for (const name of c.hidden) expect(h.field(name).display).toBe('visible');
    await expectBrowserApplies(h, c);
  });

  it('only 涉嫌犯罪 shows the handling result; with no offence chosen nothing under it shows', () => {
    const none = visibleFields(gta, {});
    for (const name of [
      'child_crime_level',
      'child_crime_level_underage',
      'child_crime_level_overage',
      'crime_regulation_resume',
      'underage_twelve_advise',
    ])
      expect(none.has(name)).toBe(false);
    expect(visibleFields(gta, { child_crime: '违反治安管理' }).has('child_crime_level')).toBe(false);
    expect(visibleFields(gta, SUSPECTED).has('child_crime_level')).toBe(true);
  });
});

describe('req child-forms §5 / req gta §6.1 "changing the town clears the village" in the gta form (user changes only)', () => {
  it.each(['address_record', 'address_residence'])('%s', async (prefix) => {
    await expectTownClearsVillage(gta, prefix);
  });
});
