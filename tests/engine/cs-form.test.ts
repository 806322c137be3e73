/**
 * The complete distress (cs) form as data (req child-forms §1 tabs, §3 `information.investigate_cs`, §5, §9) and
 * the engine constructs it needs: nested tabs, role-dependent titles and read-mode panes, school / grade
 * pickers, free text.
 */
import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import { allFields, compileForm, fieldByName, lintSchema, normalize, toFormValues, validate } from '../../engine';
import type { FieldDef, FormSchema } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { node_ } from './form-harness';
import { imageUrl, ON } from './values';

const cs = FORM_SCHEMAS.investigate_cs;
const field = (name: string): FieldDef => fieldByName(cs, name)!.field;
const words = (id: string) => OPTION_LISTS[id].options.map((o) => o.value);

describe('req child-forms §1: thirteen tabs, tab 8 with nested tabs', () => {
  it('has the tabs in order', () => {
    expect(cs.tabs.map((t) => t.title)).toEqual([
      '儿童基本信息',
      '家庭情况',
      '家庭经济状况',
      '家庭居住情况',
      '成长关爱需求',
      '生活保障情况',
      '教育帮扶',
      '医疗救助',
      '康复救助',
      '法律援助',
      '群团组织和社会关爱',
      '家庭教育指导',
      '补充说明',
    ]);
    expect(cs.tabs[7].tabs?.map((t) => t.title)).toEqual(['个人医疗费用', '门诊报销', '住院报销', '个人自付费用']);
  });

  it('places each field of a nested tab under its top-level tab', () => {
    expect(fieldByName(cs, 'medical_inpatient_charity')).toMatchObject({
      tab: 'medical',
      tabPath: ['medical', 'medical_inpatient'],
    });
    expect(fieldByName(cs, 'medical_insurance')).toMatchObject({ tab: 'medical', tabPath: ['medical'] });
    expect(
      validate(
        cs,
        { medical_insurance: '公费参保', medical_inpatient_charity: 'x' as unknown as number },
        OPTION_LISTS,
        ON,
      ),
    ).toContainEqual({
      field: 'medical_inpatient_charity',
      message: '请确认住院慈善救助',
      tab: 'medical',
      tabPath: ['medical', 'medical_inpatient'],
    });
  });
});

describe('req child-forms §3 information.investigate_cs fields', () => {
  const names = new Set(allFields(cs).map((f) => f.field.name));
  it.each([
    [
      'family',
      [
        'family_type',
        'family_type_advance',
        'family_type_advance_detail',
        'parent_divorce',
        'parent_guardian_actual',
        'family_members',
      ],
    ],
    [
      'father',
      [
        'name',
        'health',
        'idnumber',
        'phone',
        'health_disability',
        'health_refuse',
        'health_refuse_report',
        'health_custody_start_at',
        'health_custody_time_limit',
        'health_drugabuse_start_at',
        'health_drugabuse_time_limit',
        'health_disease_detail',
      ].map((p) => `parent_father_${p}`),
    ],
    [
      'guardian',
      ['name', 'relative', 'idnumber', 'health', 'phone', 'education', 'cohabitation', 'intimate'].map(
        (p) => `parent_other_${p}`,
      ),
    ],
    [
      'economy',
      [
        'family_economy',
        'family_economy_poor_type',
        'family_economy_poor_type_img',
        'family_economy_poor_other_detail',
        'living_condition',
        'living_condition_advance',
        'living_condition_detail',
      ],
    ],
    ['needs', ['needs_child', 'needs_other', 'needs_family']],
    [
      'security',
      [
        'social_security',
        'social_security_cover_type',
        'social_security_amount_limit',
        'social_security_period',
        'social_security_methods',
        'social_security_agent_name',
        'social_security_agent_relation',
      ],
    ],
    [
      'recovery',
      [
        'recovery_diagnosis_age',
        'recovery_detail',
        'recovery_training',
        'recovery_institution',
        'recovery_effect',
        'recovery_payment',
        'recovery_unattend_reason',
        'recovery_correct_device',
        'recovery_device_type',
        'recovery_device_paid',
        'recovery_unsuit_reason',
      ],
    ],
    [
      'legal and care',
      [
        'legal_aid_needs',
        'legal_aid_resume',
        'social_group_help_condition',
        'social_group_help_cover',
        'social_group_help_cover_res',
        'social_group_help_cover_resume',
        'family_guide',
        'images',
      ],
    ],
  ])('%s', (_, expected) => {
    for (const n of expected) expect(names.has(n), n).toBe(true);
  });

  it('family_members rows: name, relative, idnumber, health, education, is_living_together, supportive', () => {
    expect(field('family_members').columns?.map((c) => c.name)).toEqual([
      'name',
      'relative',
      'idnumber',
      'health',
      'education',
      'is_living_together',
      'supportive',
    ]);
  });

  it('education support: seven have-ticks, five yearly limits in 元/年 and two detail texts', () => {
    const ticks = allFields(cs).filter((f) => f.tab === 'schooling_support' && f.field.kind === 'have');
    expect(ticks).toHaveLength(7);
    expect(allFields(cs).filter((f) => f.field.unit === '元/年')).toHaveLength(5);
    expect(field('education_support_pairing_detail').kind).toBe('text');
  });

  it('units of req child-forms §6.2, §7: custody and isolation periods in 月, amounts 元, days 天, age 岁', () => {
    for (const p of ['parent_father', 'parent_mother']) {
      expect(field(`${p}_health_custody_time_limit`)).toMatchObject({ kind: 'number', unit: '月' });
      expect(field(`${p}_health_drugabuse_time_limit`)).toMatchObject({ kind: 'number', unit: '月' });
    }
    expect(field('medical_cost_days').unit).toBe('天');
    expect(field('recovery_diagnosis_age').unit).toBe('岁');
    for (const n of [
      'social_security_amount_limit',
      'medical_outpatient_total',
      'recovery_payment',
      'recovery_device_paid',
    ])
      expect(field(n).unit, n).toBe('元');
  });

  it('images: poverty proof up to 9, photo evidence items up to 8', () => {
    expect(field('family_economy_poor_type_img')).toMatchObject({ kind: 'images', maxCount: 9 });
    expect(field('images')).toMatchObject({ kind: 'images', maxCount: 8, evidence: true });
    const errors = validate(
      cs,
      { images: Array.from({ length: 9 }, (_, i) => ({ image_url: imageUrl(i) })) },
      OPTION_LISTS,
      ON,
    );
    expect(errors).toContainEqual(expect.objectContaining({ field: 'images', message: '调查照片最多上传8张' }));
  });
});

describe('req child-forms §6 validation of the new fields', () => {
  it.each([
    ['parent_father_phone', '父亲联系电话'],
    ['parent_mother_phone', '母亲联系电话'],
    ['parent_other_phone', '监护人联系电话'],
  ])('%s must be 1[3-9] + 9 digits: 请确认%s', (name, label) => {
    expect(validate(cs, normalize(cs, { [name]: '12345678901' }), OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: name, message: `请确认${label}` }),
    );
    expect(
      validate(cs, normalize(cs, { [name]: '13912345678' }), OPTION_LISTS, ON).filter((e) => e.field === name),
    ).toEqual([]);
  });

  it('stores dates as yyyy-MM-dd, have-ticks as 有/无, numbers as numbers', () => {
    const out = normalize(cs, {
      parent_mother_health: '服刑在押',
      parent_mother_health_custody_start_at: '2020/3/4',
      parent_mother_health_custody_time_limit: '36',
      child_education: '义务教育',
      education_support: '是',
      education_support_books: true,
      education_support_books_limit: '300',
      education_support_orphan: false,
    });
    expect(out).toMatchObject({
      parent_mother_health_custody_start_at: '2020-03-04',
      parent_mother_health_custody_time_limit: 36,
      education_support_books: '有',
      education_support_books_limit: 300,
      education_support_orphan: '无',
    });
    expect(toFormValues(cs, out)).toMatchObject({ education_support_books: true, education_support_orphan: false });
  });

  it('a period that is not a number: 请确认{label}', () => {
    const out = normalize(cs, { parent_father_health: '服刑在押', parent_father_health_custody_time_limit: '三年' });
    expect(validate(cs, out, OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: 'parent_father_health_custody_time_limit', message: '请确认父亲刑期' }),
    );
  });
});

describe('req child-forms §7 option lists of the cs form', () => {
  it.each([
    ['parent_divorce', ['未婚', '初婚', '再婚', '离异', '丧偶']],
    ['family_type', ['常规家庭', '非常规家庭']],
    ['family_type_advance', ['离异家庭', '隔代抚养', '单亲家庭', '其他']],
    ['parent_guardian_actual', ['父亲', '母亲', '其他']],
    ['relative_education', ['无', '小学', '初中', '高中', '大专', '本科及以上', '其他']],
    ['intimacy', ['好', '一般', '差']],
    ['family_economy', ['贫困', '非贫困']],
    ['family_economy_poor_type', ['最低生活保障', '特困供养', '建档立卡贫困户', '低收入家庭', '临时救助', '其他']],
    ['living_condition', ['自有住房', '无', '其他']],
    ['living_condition_advance', ['租房', '寄居亲友家', '无固定住所']],
    ['social_security', ['未保障', '已保障']],
    ['social_security_period', ['按月', '按季度', '按半年', '按年']],
    ['social_security_methods', ['现金', '社保卡发放']],
    ['medical_insurance', ['公费参保', '自费参保', '未参保']],
    ['recovery_effect', ['差', '一般', '好']],
    ['recovery_unattend_reason', ['交通不便', '家庭人力不足', '不了解政策', '效果不佳', '其他']],
    ['recovery_unsuit_reason', ['不需要', '不了解政策', '不符合条件']],
    ['social_group_help_cover', ['大手拉小手', '社区志愿者', '部门单位', '社会捐赠', '其他']],
    ['cs_experience', ['遭受虐待', '未成年犯罪', '意外事故或困境', '长期流浪', '外地流浪在本地']],
    ['cs_education_stage', ['学前教育', '义务教育', '高中阶段', '高等教育', '其他']],
    ['grade_preschool', ['小班', '中班', '大班']],
    ['grade_senior', ['高一', '高二', '高三']],
  ])('%s', (id, expected) => expect(words(id)).toEqual(expected));

  it('parent health: thirteen words for the mother, 改嫁 only for her', () => {
    expect(words('parent_health')).toEqual([
      '健康',
      '自然死亡',
      '宣告死亡',
      '宣告失踪',
      '离家出走',
      '改嫁',
      '长期外出务工',
      '残疾',
      '重病',
      '不履行抚养义务',
      '服刑在押',
      '无期徒刑',
      '强制隔离戒毒',
    ]);
    expect(words('parent_health_father')).toEqual(words('parent_health').filter((w) => w !== '改嫁'));
    expect(field('parent_father_health').options).toBe('parent_health_father');
    expect(field('parent_mother_health').options).toBe('parent_health');
  });

  it('counts the spec gives, with a source where the spec names fewer', () => {
    expect(words('social_security_cover_type')).toHaveLength(15);
    expect(words('social_security_cover_type')).toEqual(
      expect.arrayContaining([
        '孤儿',
        '事实无人抚养儿童',
        '重度残疾儿童',
        '重病儿童',
        '流浪儿童',
        '贫困家庭儿童',
        '临时救助',
        '其他',
      ]),
    );
    expect(words('recovery_device_type')).toHaveLength(4);
    expect(words('grade_compulsory')).toHaveLength(9);
    expect(words('school_class')).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}班`));
    for (const id of [
      'social_security_cover_type',
      'recovery_device_type',
      'cs_education_stage',
      'school_kindergarten',
      'school_compulsory',
      'school_senior',
      'experience_type',
    ]) {
      expect(OPTION_LISTS[id].source, id).toBeTruthy();
    }
    expect(OPTION_LISTS.school_compulsory.source).toMatch(/PLACEHOLDER/);
  });
});

describe('compileForm: nested tabs, roles, pickers, free text', () => {
  const compile = (mode: 'edit' | 'read', role?: string) =>
    compileForm(cs, { optionLists: OPTION_LISTS, mode, role }).schema;
  const pane = (s: ISchema, ...path: string[]) => node_(s, ...path.flatMap((k) => ['tabs', k]));

  it("puts nested tabs in a FormTab inside the pane, after the pane's own fields", () => {
    const medical = pane(compile('edit'), 'medical');
    expect(Object.keys(medical.properties as object)).toEqual(['grid', 'tabs']);
    expect(node_(medical, 'tabs')).toMatchObject({
      'x-component': 'FormTab',
      'x-component-props': { tabKey: 'medical' },
    });
    expect(pane(compile('edit'), 'medical', 'medical_outpatient')['x-component-props']).toEqual({
      tab: '门诊报销',
      key: 'medical_outpatient',
    });
    expect(
      node_(pane(compile('edit'), 'medical', 'medical_cost'), 'grid', 'medical_cost_days')['x-component-props'],
    ).toMatchObject({ addonAfter: '天' });
  });

  it.each([
    ['中心领导', '关爱保护'],
    ['中心管理', '关爱保护'],
    ['儿童主任', '群团组织和社会关爱'],
    [undefined, '群团组织和社会关爱'],
  ])('tab 11 for %s is titled %s', (role, title) => {
    expect(pane(compile('edit', role), 'care')['x-component-props']).toMatchObject({ tab: title });
  });

  it('tab 11 in read mode shows the task list to centre roles, the fields to others and in edit mode', () => {
    expect(Object.keys(pane(compile('read', '中心领导'), 'care').properties as object)).toEqual(['task_list']);
    expect(node_(pane(compile('read', '中心管理'), 'care'), 'task_list')['x-component']).toBe('ChildTaskList');
    expect(Object.keys(pane(compile('read', '儿童主任'), 'care').properties as object)).toEqual(['grid']);
    expect(Object.keys(pane(compile('edit', '中心领导'), 'care').properties as object)).toEqual(['grid']);
  });

  it('school and grade pickers carry the stage field and the lists per stage; higher education has none (typed)', () => {
    const grid = node_(pane(compile('edit'), 'basic'), 'grid').properties as Record<string, ISchema>;
    const school = grid.tutorial_class_school['x-component-props'] as {
      stage: string;
      options: Record<string, unknown[]>;
    };
    expect(grid.tutorial_class_school['x-component']).toBe('SchoolPicker');
    expect(school.stage).toBe('child_education');
    expect(school.options['学前教育']).toContainEqual({ label: '兴化市实验幼儿园', value: '兴化市实验幼儿园' });
    expect(school.options['高等教育']).toBeUndefined();
    const grade = grid.tutorial_class_grade['x-component-props'] as {
      options: Record<string, { value: string }[]>;
      classes: unknown[];
    };
    expect(grid.tutorial_class_grade['x-component']).toBe('GradePicker');
    expect(grade.options['义务教育'].map((o) => o.value)).toContain('九年级');
    expect(grade.classes).toHaveLength(20);
  });

  it('family guide is free text over the whole row', () => {
    const guide = node_(pane(compile('edit'), 'guide'), 'grid', 'family_guide');
    expect(guide).toMatchObject({ 'x-component': 'FreeText', 'x-decorator-props': { gridSpan: 3 } });
  });
});

describe('lintSchema: the new constructs', () => {
  it('the cs form is clean', () => expect(lintSchema(cs, OPTION_LISTS)).toEqual([]));

  const base = (over: Partial<FormSchema>): FormSchema => ({
    id: 'x',
    genre: 'cs',
    title: 'x',
    tabs: [],
    rules: [],
    ...over,
  });
  it.each<[string, FormSchema, RegExp]>([
    [
      'a nested tab without fields',
      base({ tabs: [{ key: 'a', title: 'A', fields: [], tabs: [{ key: 'b', title: 'B', fields: [] }] }] }),
      /tab "b" has no fields/,
    ],
    [
      'a nested tab key twice',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 'f', label: 'F', kind: 'text' }],
            tabs: [{ key: 'a', title: 'B', fields: [{ name: 'g', label: 'G', kind: 'text' }] }],
          },
        ],
      }),
      /duplicate tab key "a"/,
    ],
    [
      'a school field without picker',
      base({ tabs: [{ key: 'a', title: 'A', fields: [{ name: 's', label: 'S', kind: 'school' }] }] }),
      /"s" \(school\) has no picker/,
    ],
    [
      'a picker list that does not exist',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [
              { name: 'st', label: 'ST', kind: 'text' },
              { name: 's', label: 'S', kind: 'school', picker: { stage: 'st', lists: { x: 'nope' } } },
            ],
          },
        ],
      }),
      /option list "nope"/,
    ],
    [
      'a picker stage that does not exist',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 's', label: 'S', kind: 'school', picker: { stage: 'ghost', lists: {} } }],
          },
        ],
      }),
      /picker stage names field "ghost"/,
    ],
    [
      'a grade without classes',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [
              { name: 'st', label: 'ST', kind: 'text' },
              { name: 'g', label: 'G', kind: 'grade', picker: { stage: 'st', lists: {} } },
            ],
          },
        ],
      }),
      /grade field "g" names no classes list/,
    ],
    [
      'a condition of a nested tab naming a missing field',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [],
            tabs: [
              {
                key: 'b',
                title: 'B',
                visibleWhen: { field: 'ghost', filled: true },
                fields: [{ name: 'f', label: 'F', kind: 'text' }],
              },
            ],
          },
        ],
      }),
      /tab "b" visibleWhen names field "ghost"/,
    ],
    [
      'a cycle through a nested tab',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 'f', label: 'F', kind: 'text' }],
            tabs: [
              {
                key: 'b',
                title: 'B',
                visibleWhen: { field: 'f', filled: true },
                fields: [{ name: 'g', label: 'G', kind: 'text' }],
              },
            ],
          },
        ],
        rules: [{ id: 'g-clears-f', when: { field: 'g', filled: true }, clear: ['f'] }],
      }),
      /rule cycle/,
    ],
  ])('reports %s', (_, schema, problem) => {
    const problems = lintSchema(schema, OPTION_LISTS);
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
