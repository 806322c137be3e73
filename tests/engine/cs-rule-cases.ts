/**
 * The dependent-field rules of the distress (cs) form (req child-forms §5, req children §4) as data shared by the engine tests
 * (normalize and Formily effects, tests/engine/cs-rules.test.ts) and the API tests (the server's
 * normalize on POST /api/child, tests/server/cs-rules-api.test.ts).
 *
 * The shape of a case is tests/engine/cs-rule-case.ts; the parent-health cases are in cs-rule-cases-parents.ts and
 * the further rules' (§5.4) in cs-rule-cases-further.ts.
 */
import type { Values, WhenCase } from './cs-rule-case';
import { FURTHER_CASES } from './cs-rule-cases-further';
import { PARENT_CASES } from './cs-rule-cases-parents';

export type { Values, WhenCase } from './cs-rule-case';

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
  ...PARENT_CASES,
  // req child-forms §5.4 Further
  ...FURTHER_CASES,
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
