/**
 * The complete distress (cs) form as data: its tabs (req child-forms §1, tab 8 with nested tabs) and the fields of
 * `information.investigate_cs` (§3): names, rows, units, image limits.
 */
import { describe, expect, it } from 'vitest';
import { allFields, fieldByName, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { imageUrl, ON } from './values';
import { cs, field } from './cs-form-fixtures';

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
