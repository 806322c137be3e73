/**
 * The left-behind form's shape (investigate_ow, req child-forms §2, §4, §7.3): its tabs and sub-tabs, the spec's
 * field names, stored kinds and option lists; and the parents' and guardian's phones (req children §6.1).
 */
import { describe, expect, it } from 'vitest';
import { allFields, fieldByName, normalize, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import * as owLists from '../../option-lists/ow';
import { ON } from './values';
import { ONE_AWAY, ow } from './ow-fixtures';

const words = (id: string) => OPTION_LISTS[id]?.options.map((o) => o.value);

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
