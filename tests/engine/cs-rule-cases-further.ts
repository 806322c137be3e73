/**
 * The cases of the cs form's further rules (req child-forms §5.4): economy, social security, education support,
 * medical insurance, group help; part of WHEN_CASES.
 */
import type { WhenCase } from './cs-rule-case';

export const FURTHER_CASES: WhenCase[] = [
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
