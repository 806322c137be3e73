/** The form data itself: option lists of req children §11 and tab 1 of investigate_cs (req children §3). */
import { describe, expect, it } from 'vitest';
import { fieldByName, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { addressFields, RECORD_LABELS, townClearsVillage } from '../../schemas/fragments/address';
import { imageUrl, ON } from './values';

const values = (id: string) => OPTION_LISTS[id].options.map((o) => o.value);

describe('option lists', () => {
  it.each([
    ['child_gender', ['男', '女']],
    ['address_register', ['城镇', '农村']],
    ['child_disability', ['健康', '残疾', '重病']],
    ['child_disability_level', ['一级', '二级', '三级', '四级', '未评级']],
  ])('%s', (id, words) => expect(values(id)).toEqual(words));

  it('has 56 ethnic groups plus 其他, ten disability types and twelve serious diseases, each with a source', () => {
    expect(values('child_race')).toHaveLength(57);
    expect(values('child_race').slice(0, 3)).toEqual(['汉族', '蒙古族', '回族']);
    expect(values('child_race').at(-1)).toBe('其他');
    expect(values('child_disability_type')).toHaveLength(10);
    expect(values('child_disability_type')).toEqual(
      expect.arrayContaining(['智力残疾', '肢体残疾', '精神残疾', '孤独症']),
    );
    expect(values('child_disability_disease')).toHaveLength(12);
    for (const id of ['child_race', 'child_disability_type', 'child_disability_disease'])
      expect(OPTION_LISTS[id].source).toBeTruthy();
    for (const list of Object.values(OPTION_LISTS))
      expect(new Set(list.options.map((o) => o.value)).size).toBe(list.options.length);
  });
});

describe('investigate_cs tab 1', () => {
  const cs = FORM_SCHEMAS.investigate_cs;
  it('is the 困境儿童调查表 of genre cs with the basic tab first', () => {
    expect(cs).toMatchObject({ id: 'investigate_cs', genre: 'cs', title: '困境儿童调查表' });
    expect(cs.tabs[0]).toMatchObject({ key: 'basic', title: '儿童基本信息' });
  });

  it('declares the spec field names in order', () => {
    expect(cs.tabs[0].fields.map((f) => f.name)).toEqual([
      'rigistered_id',
      'child_name',
      'child_gender',
      'child_race',
      'child_idnumber',
      'child_picture',
      'address_register',
      'address_record_province',
      'address_record_city',
      'address_record_area',
      'address_record_community',
      'address_record_rusticate',
      'address_record_detail',
      'address_same',
      'address_residence_province',
      'address_residence_city',
      'address_residence_area',
      'address_residence_community',
      'address_residence_rusticate',
      'address_residence_detail',
      'director_name',
      'director_cellphone',
      'dominator_name',
      'dominator_cellphone',
      'child_disability',
      'child_disability_level',
      'child_disability_type',
      'child_disability_type_img',
      'child_disability_disease',
      'child_disability_disease_img',
      'child_education',
      'child_education_preschool',
      'child_education_primaryschool',
      'child_education_seniorschool',
      'child_education_higherschool',
      'child_education_other',
      'tutorial_class',
      'tutorial_class_period',
      'tutorial_class_school',
      'tutorial_class_grade',
      'tutorial_class_school_address',
      'tutorial_class_teacher',
      'tutorial_class_contact',
      'experience',
      'experience_type',
      'experience_law',
      'experience_accident',
      'experience_explanation',
      'child_living_condition',
      'child_living_condition_work',
    ]);
  });

  it.each(['investigate_cs', 'investigate_ow'])(
    '%s: 建档编号, 儿童照片 and the 儿童督导员 with a checked mobile number',
    (id) => {
      const schema = FORM_SCHEMAS[id];
      const messages = (values: Record<string, unknown>) =>
        validate(schema, values, OPTION_LISTS, ON)
          .filter((e) =>
            ['rigistered_id', 'child_picture', 'dominator_name', 'dominator_cellphone'].includes(e.field.split('.')[0]),
          )
          .map((e) => [e.field, e.message]);
      expect(fieldByName(schema, 'dominator_name')).toMatchObject({
        tab: 'basic',
        field: { label: '儿童督导员', kind: 'text' },
      });
      expect(
        messages({
          rigistered_id: '兴化2026-0001',
          dominator_name: '周督导',
          dominator_cellphone: '13912345678',
          child_picture: [{ image_url: imageUrl(0, 'png') }],
        }),
      ).toEqual([]);
      expect(messages({ dominator_cellphone: '0523-8888' })).toEqual([['dominator_cellphone', '请确认儿童督导员电话']]);
      expect(messages({ rigistered_id: 'x'.repeat(31) })).toEqual([['rigistered_id', '建档编号不能超过30个字符']]);
      expect(messages({ child_picture: [{ image_url: imageUrl(0) }, { image_url: imageUrl(1) }] })).toEqual([
        ['child_picture', '儿童照片最多上传1张'],
      ]);
    },
  );

  it('feeds the record columns from the address pickers', () => {
    const col = (n: string) => fieldByName(cs, n)?.field.column;
    expect([
      col('address_record_community'),
      col('address_record_rusticate'),
      col('address_residence_community'),
      col('address_residence_rusticate'),
    ]).toEqual(['birth_department_id', 'birth_village_id', 'department_id', 'village_id']);
    expect(fieldByName(cs, 'director_name')?.field).toMatchObject({
      required: true,
      readOnly: true,
      lookup: ['address_residence_rusticate', 'address_record_rusticate'],
    });
  });

  it('address fragment gives defaults and the town → village rule', () => {
    const fields = addressFields('address_record', RECORD_LABELS);
    expect(fields.slice(0, 3).map((f) => f.default)).toEqual(['江苏省', '泰州市', '兴化市']);
    expect(fields.find((f) => f.kind === 'village')).toMatchObject({
      town: 'address_record_community',
      label: '户籍村（居）',
      required: true,
    });
    expect(townClearsVillage('address_record')).toMatchObject({
      on: 'address_record_community',
      clear: ['address_record_rusticate'],
    });
  });
});
