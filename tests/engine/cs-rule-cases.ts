/**
 * The dependent-field rules of the distress (cs) form (req child-forms §5, req children §4) as data shared by the engine tests
 * (normalize and Formily effects, tests/engine/cs-rules.test.ts) and the API tests (the server's
 * normalize on POST /api/child, tests/server/cs-rules-api.test.ts).
 *
 * A `when` case: with the values `before` (where the rule does not hold, so nothing is cleared), setting
 * `set[0]` to `set[1]` makes rule `rule` hold: the fields of `cleared` are emptied, those of `kept` stay.
 * Values are valid for the form so the server accepts them; have-ticks are booleans (the form's values).
 */
export type Values = Record<string, unknown>;
export interface WhenCase {
  rule: string;
  before: Values;
  set: [string, unknown];
  cleared: string[];
  kept?: string[];
  hidden?: string[];
}

const PARENTS = ['parent_father', 'parent_mother'] as const;

/** req child-forms §5.2 "Distress parent health (father or mother)", for both parents. */
const parentCases = PARENTS.flatMap((p): WhenCase[] => {
  const h = `${p}_health`;
  return [
    {
      rule: `${p}-not-disabled-clears-disability`,
      before: { [h]: '残疾', [`${h}_disability`]: '二级及以上残疾' },
      set: [h, '重病'],
      cleared: [`${h}_disability`],
    },
    {
      rule: `${p}-not-refusing-clears-refuse`,
      before: { [h]: '不履行抚养义务', [`${h}_refuse`]: '否' },
      set: [h, '长期外出务工'],
      cleared: [`${h}_refuse`],
    },
    {
      rule: `${p}-refuse-not-yes-clears-report`,
      before: { [h]: '不履行抚养义务', [`${h}_refuse`]: '是', [`${h}_refuse_report`]: '2022-03-04' },
      set: [`${h}_refuse`, '否'],
      cleared: [`${h}_refuse_report`],
      kept: [h],
    },
    {
      rule: `${p}-not-imprisoned-clears-custody-start`,
      before: { [h]: '无期徒刑', [`${h}_custody_start_at`]: '2019-05-06' },
      set: [h, '健康'],
      cleared: [`${h}_custody_start_at`],
    },
    {
      rule: `${p}-not-plain-imprisonment-clears-custody-limit`,
      before: { [h]: '服刑在押', [`${h}_custody_start_at`]: '2019-05-06', [`${h}_custody_time_limit`]: 36 },
      set: [h, '无期徒刑'],
      cleared: [`${h}_custody_time_limit`],
      kept: [`${h}_custody_start_at`],
    },
    {
      rule: `${p}-not-drug-treatment-clears-drugabuse`,
      before: { [h]: '强制隔离戒毒', [`${h}_drugabuse_start_at`]: '2021-01-02', [`${h}_drugabuse_time_limit`]: 24 },
      set: [h, '健康'],
      cleared: [`${h}_drugabuse_start_at`, `${h}_drugabuse_time_limit`],
    },
    {
      rule: `${p}-not-ill-clears-disease-detail`,
      before: { [h]: '重病', [`${h}_disease_detail`]: '尿毒症' },
      set: [h, '残疾'],
      cleared: [`${h}_disease_detail`],
    },
    ...['自然死亡', '宣告死亡', '宣告失踪', '离家出走'].map((word): WhenCase => ({
      rule: `${p}-absent-clears-idnumber-phone`,
      before: {
        [h]: '健康',
        [`${p}_name`]: '张某',
        [`${p}_idnumber`]: '321281198001011234',
        [`${p}_phone`]: '13912345678',
      },
      set: [h, word],
      cleared: [`${p}_idnumber`, `${p}_phone`],
      kept: [`${p}_name`],
      hidden: [`${p}_idnumber`, `${p}_phone`],
    })),
  ];
});

const RECOVERY = { recovery_diagnosis_age: 3, recovery_detail: '每周训练两次' };

/** Every `when` + `clear` rule of the cs form (browser reaction and server normalize). */
export const WHEN_CASES: WhenCase[] = [
  // req child-forms §5 Disability: not disabled clears the recovery fields (tab 9 hides too)
  {
    rule: 'disability-not-disabled-clears-recovery',
    before: {
      child_disability: '残疾',
      ...RECOVERY,
      recovery_training: '已参加',
      recovery_institution: '兴化市康复中心',
      recovery_correct_device: '已配置',
      recovery_device_type: '轮椅',
    },
    set: ['child_disability', '健康'],
    cleared: [
      'recovery_diagnosis_age',
      'recovery_detail',
      'recovery_training',
      'recovery_institution',
      'recovery_correct_device',
      'recovery_device_type',
    ],
  },
  // req child-forms §5 Education level change clears the other sub-stage fields
  {
    rule: 'education-not-preschool-clears-sub-stage',
    before: { child_education: '学前教育', child_education_preschool: '幼儿园' },
    set: ['child_education', '义务教育'],
    cleared: ['child_education_preschool'],
  },
  {
    rule: 'education-not-primaryschool-clears-sub-stage',
    before: { child_education: '义务教育', child_education_primaryschool: '小学' },
    set: ['child_education', '高中阶段'],
    cleared: ['child_education_primaryschool'],
  },
  {
    rule: 'education-not-seniorschool-clears-sub-stage',
    before: { child_education: '高中阶段', child_education_seniorschool: '普通高中' },
    set: ['child_education', '高等教育'],
    cleared: ['child_education_seniorschool'],
  },
  {
    rule: 'education-not-higherschool-clears-sub-stage',
    before: { child_education: '高等教育', child_education_higherschool: '本科' },
    set: ['child_education', '其他'],
    cleared: ['child_education_higherschool'],
  },
  {
    rule: 'education-not-other-clears-sub-stage',
    before: { child_education: '其他', child_education_other: '在家自学' },
    set: ['child_education', '学前教育'],
    cleared: ['child_education_other'],
  },
  // req child-forms §5 Experience choice clears the other two sub-categories
  {
    rule: 'experience-not-type-clears-experience_type',
    before: { experience: '遭受虐待', experience_type: '身体虐待' },
    set: ['experience', '未成年犯罪'],
    cleared: ['experience_type'],
  },
  {
    rule: 'experience-not-law-clears-experience_law',
    before: { experience: '未成年犯罪', experience_law: '涉嫌犯罪' },
    set: ['experience', '长期流浪'],
    cleared: ['experience_law'],
  },
  {
    rule: 'experience-not-accident-clears-experience_accident',
    before: { experience: '意外事故或困境', experience_accident: '溺水' },
    set: ['experience', '遭受虐待'],
    cleared: ['experience_accident'],
  },
  // req child-forms §5 Working description is shown only when living condition is work
  {
    rule: 'living-condition-not-work-clears-work',
    before: { child_living_condition: '务工', child_living_condition_work: '在服装厂做工' },
    set: ['child_living_condition', '学习'],
    cleared: ['child_living_condition_work'],
    hidden: ['child_living_condition_work'],
  },
  ...parentCases,
  // req child-forms §5.4 Further
  {
    rule: 'economy-not-poor-clears-poor-type',
    before: {
      family_economy: '贫困',
      family_economy_poor_type: '低收入家庭',
      family_economy_poor_type_img: [{ image_url: 'storage/image/2026-05-01/1780000000000poor.jpg' }],
    },
    set: ['family_economy', '非贫困'],
    cleared: ['family_economy_poor_type', 'family_economy_poor_type_img'],
  },
  {
    rule: 'poor-type-not-other-clears-detail',
    before: { family_economy: '贫困', family_economy_poor_type: '其他', family_economy_poor_other_detail: '因病致贫' },
    set: ['family_economy_poor_type', '临时救助'],
    cleared: ['family_economy_poor_other_detail'],
    kept: ['family_economy'],
  },
  {
    rule: 'security-not-secured-clears-cover',
    before: {
      social_security: '已保障',
      social_security_cover_type: '孤儿',
      social_security_amount_limit: 1200,
      social_security_period: '按月',
      social_security_methods: '社保卡发放',
      social_security_agent_name: '张奶奶',
      social_security_agent_relation: '祖孙',
    },
    set: ['social_security', '未保障'],
    cleared: [
      'social_security_cover_type',
      'social_security_amount_limit',
      'social_security_period',
      'social_security_methods',
      'social_security_agent_name',
      'social_security_agent_relation',
    ],
  },
  {
    rule: 'education-support-not-yes-unticks-options',
    before: {
      child_education: '义务教育',
      education_support: '是',
      education_support_tuition: true,
      education_support_tuition_limit: 800,
      education_support_pairing: true,
      education_support_pairing_detail: '与城区小学结对',
    },
    set: ['education_support', '否'],
    cleared: [
      'education_support_tuition',
      'education_support_tuition_limit',
      'education_support_pairing',
      'education_support_pairing_detail',
    ],
  },
  ...[
    ['tuition', 'limit', 800],
    ['books', 'limit', 200],
    ['stay', 'limit', 600],
    ['subsidy', 'limit', 1000],
    ['orphan', 'limit', 3000],
    ['pairing', 'detail', '结对帮扶'],
    ['other', 'detail', '爱心书包'],
  ].map(([key, part, value]): WhenCase => ({
    rule: `education-support-${key}-unticked-clears-value`,
    before: {
      child_education: '义务教育',
      education_support: '是',
      [`education_support_${key}`]: true,
      [`education_support_${key}_${part}`]: value,
    },
    set: [`education_support_${key}`, false],
    cleared: [`education_support_${key}_${part}`],
  })),
  {
    rule: 'insurance-not-insured-clears-reimbursement',
    before: {
      medical_insurance: '公费参保',
      medical_outpatient_total: 300,
      medical_outpatient_insurance: 200,
      medical_inpatient_government: 1500,
    },
    set: ['medical_insurance', '未参保'],
    cleared: ['medical_outpatient_total', 'medical_outpatient_insurance', 'medical_inpatient_government'],
  },
  {
    rule: 'insurance-not-uninsured-clears-personal-cover',
    before: {
      medical_insurance: '未参保',
      medical_personal_total: 900,
      medical_personal_inpatient: 700,
      medical_cost_total: 900,
    },
    set: ['medical_insurance', '自费参保'],
    cleared: ['medical_personal_total', 'medical_personal_inpatient'],
    kept: ['medical_cost_total'],
  },
  {
    rule: 'training-not-attended-clears-institution',
    before: {
      child_disability: '残疾',
      recovery_training: '已参加',
      recovery_institution: '兴化市康复中心',
      recovery_effect: '好',
      recovery_payment: 200,
    },
    set: ['recovery_training', '未参加'],
    cleared: ['recovery_institution', 'recovery_effect', 'recovery_payment'],
  },
  {
    rule: 'training-not-unattended-clears-reason',
    before: { child_disability: '残疾', recovery_training: '未参加', recovery_unattend_reason: '交通不便' },
    set: ['recovery_training', '已参加'],
    cleared: ['recovery_unattend_reason'],
  },
  {
    rule: 'device-not-equipped-clears-type-paid',
    before: {
      child_disability: '残疾',
      recovery_correct_device: '已配置',
      recovery_device_type: '助听器',
      recovery_device_paid: 500,
    },
    set: ['recovery_correct_device', '未配置'],
    cleared: ['recovery_device_type', 'recovery_device_paid'],
  },
  {
    rule: 'device-not-unequipped-clears-reason',
    before: { child_disability: '残疾', recovery_correct_device: '未配置', recovery_unsuit_reason: '不需要' },
    set: ['recovery_correct_device', '已配置'],
    cleared: ['recovery_unsuit_reason'],
  },
  {
    rule: 'legal-aid-not-needed-clears-resume',
    before: { legal_aid_needs: '是', legal_aid_resume: '抚养费纠纷' },
    set: ['legal_aid_needs', '否'],
    cleared: ['legal_aid_resume'],
  },
  {
    rule: 'group-help-not-yes-clears-cover',
    before: {
      social_group_help_condition: '是',
      social_group_help_cover: '社区志愿者',
      social_group_help_cover_resume: '每周探访',
    },
    set: ['social_group_help_condition', '否'],
    cleared: ['social_group_help_cover', 'social_group_help_cover_resume'],
  },
  {
    rule: 'group-help-cover-not-other-clears-res',
    before: {
      social_group_help_condition: '是',
      social_group_help_cover: '其他',
      social_group_help_cover_res: '企业结对',
      social_group_help_cover_resume: '每月资助',
    },
    set: ['social_group_help_cover', '社会捐赠'],
    cleared: ['social_group_help_cover_res'],
    kept: ['social_group_help_cover_resume'],
  },
];

/** The class the child attends (cleared by the user's change of stage, never on load, never by the server). */
export const TUTORIAL_VALUES: Values = {
  child_education: '义务教育',
  tutorial_class: true,
  tutorial_class_period: '2021-09-01',
  tutorial_class_school: '兴化市实验小学',
  tutorial_class_grade: '三年级2班',
  tutorial_class_school_address: '兴化市英武路',
  tutorial_class_teacher: '李老师',
  tutorial_class_contact: '0523-8321000',
};

/** The parents' details the actual-guardian copy reads, and the guardian details it clears. */
export const GUARDIAN_VALUES: Values = {
  parent_father_name: '张大山',
  parent_father_idnumber: '321281198001011234',
  parent_father_health: '长期外出务工',
  parent_father_phone: '13912345678',
  parent_mother_name: '李小花',
  parent_mother_idnumber: '321281198202022345',
  parent_mother_health: '改嫁',
  parent_mother_phone: '13812345678',
  parent_other_education: '初中',
  parent_other_cohabitation: '是',
  parent_other_intimate: '好',
};
