/**
 * Tabs 8 医疗救助 (with nested tabs) and 9 康复救助 of the distress (cs) form (req child-forms §1, §3.11 "Medical",
 * "Recovery") and their rules (req child-forms §5.5 "Medical insurance ...", "Training ...", "Correct device ...",
 * "Disability: ... not disabled clears the recovery fields").
 */
import type { Condition, FieldDef, Rule, TabDef } from '../../engine/types';

const INSURED: Condition = { field: 'medical_insurance', in: ['公费参保', '自费参保'] };
const UNINSURED: Condition = { field: 'medical_insurance', in: ['未参保'] };

const yuan = (name: string, label: string): FieldDef => ({ name, label, kind: 'number', unit: '元' });

/** The reimbursement parts of req child-forms §3 (total, insurance, plan, charity, government) of one kind. */
const REIMBURSE_PARTS: [string, string][] = [
  ['total', '报销总额'],
  ['insurance', '医保报销'],
  ['plan', '大病保险报销'],
  ['charity', '慈善救助'],
  ['government', '政府医疗救助'],
];
const reimburseFields = (kind: 'outpatient' | 'inpatient', word: string): FieldDef[] =>
  REIMBURSE_PARTS.map(([part, label]) => yuan(`medical_${kind}_${part}`, `${word}${label}`));

/** The reimbursement amounts (cleared unless insured) and the personal cover amounts (cleared unless uninsured). */
export const REIMBURSE_FIELDS = [...reimburseFields('outpatient', '门诊'), ...reimburseFields('inpatient', '住院')].map(
  (f) => f.name,
);
export const PERSONAL_COVER_FIELDS = [
  'medical_personal_total',
  'medical_personal_outpatient',
  'medical_personal_inpatient',
];

/**
 * Tab 8 医疗救助: the insurance kind, then nested tabs: 个人医疗费用 (costs and hospital days), 门诊报销 and
 * 住院报销 (only when insured: 公费参保 or 自费参保), 个人自付费用 (only when 未参保).
 */
export function csMedicalTab(): TabDef {
  return {
    key: 'medical',
    title: '医疗救助',
    fields: [{ name: 'medical_insurance', label: '医疗保险', kind: 'radio', options: 'medical_insurance' }],
    tabs: [
      {
        key: 'medical_cost',
        title: '个人医疗费用',
        fields: [
          yuan('medical_cost_total', '个人医疗总费用'),
          yuan('medical_cost_outpatient', '门诊费用'),
          yuan('medical_cost_inpatient', '住院费用'),
          { name: 'medical_cost_days', label: '住院天数', kind: 'number', unit: '天' },
        ],
      },
      {
        key: 'medical_outpatient',
        title: '门诊报销',
        visibleWhen: INSURED,
        fields: reimburseFields('outpatient', '门诊'),
      },
      {
        key: 'medical_inpatient',
        title: '住院报销',
        visibleWhen: INSURED,
        fields: reimburseFields('inpatient', '住院'),
      },
      {
        key: 'medical_personal',
        title: '个人自付费用',
        visibleWhen: UNINSURED,
        fields: [
          yuan('medical_personal_total', '个人自付总额'),
          yuan('medical_personal_outpatient', '门诊个人自付'),
          yuan('medical_personal_inpatient', '住院个人自付'),
        ],
      },
    ],
  };
}

const TRAINED: Condition = { field: 'recovery_training', in: ['已参加'] };
const EQUIPPED: Condition = { field: 'recovery_correct_device', in: ['已配置'] };

/** Every field of tab 9 (cleared when the child is not 残疾). */
export const RECOVERY_FIELDS = [
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
];

/** Tab 9 康复救助, only when child_disability is 残疾 (req child-forms §1). */
export function csRecoveryTab(): TabDef {
  return {
    key: 'recovery',
    title: '康复救助',
    visibleWhen: { field: 'child_disability', in: ['残疾'] },
    fields: [
      { name: 'recovery_diagnosis_age', label: '确诊年龄', kind: 'number', unit: '岁' },
      { name: 'recovery_detail', label: '康复情况', kind: 'textarea', maxLength: 500, span: 2 },
      { name: 'recovery_training', label: '康复训练', kind: 'radio', options: 'recovery_training' },
      { name: 'recovery_institution', label: '康复机构', kind: 'text', maxLength: 50, visibleWhen: TRAINED },
      { name: 'recovery_effect', label: '康复效果', kind: 'radio', options: 'recovery_effect', visibleWhen: TRAINED },
      { name: 'recovery_payment', label: '康复训练个人支付', kind: 'number', unit: '元', visibleWhen: TRAINED },
      {
        name: 'recovery_unattend_reason',
        label: '未参加康复训练原因',
        kind: 'select',
        options: 'recovery_unattend_reason',
        visibleWhen: { field: 'recovery_training', in: ['未参加'] },
      },
      { name: 'recovery_correct_device', label: '辅助器具', kind: 'radio', options: 'recovery_correct_device' },
      {
        name: 'recovery_device_type',
        label: '辅助器具类型',
        kind: 'select',
        options: 'recovery_device_type',
        visibleWhen: EQUIPPED,
      },
      { name: 'recovery_device_paid', label: '辅助器具个人支付', kind: 'number', unit: '元', visibleWhen: EQUIPPED },
      {
        name: 'recovery_unsuit_reason',
        label: '未配置辅助器具原因',
        kind: 'select',
        options: 'recovery_unsuit_reason',
        visibleWhen: { field: 'recovery_correct_device', in: ['未配置'] },
      },
    ],
  };
}

/** req child-forms §5.5 medical and recovery rules, one `when` + `clear` rule per line of the spec. */
export function csMedicalRules(): Rule[] {
  return [
    {
      id: 'insurance-not-insured-clears-reimbursement',
      when: { field: 'medical_insurance', notIn: ['公费参保', '自费参保'] },
      clear: REIMBURSE_FIELDS,
    },
    {
      id: 'insurance-not-uninsured-clears-personal-cover',
      when: { field: 'medical_insurance', notIn: ['未参保'] },
      clear: PERSONAL_COVER_FIELDS,
    },
    {
      id: 'disability-not-disabled-clears-recovery',
      when: { field: 'child_disability', notIn: ['残疾'] },
      clear: RECOVERY_FIELDS,
    },
    {
      id: 'training-not-attended-clears-institution',
      when: { field: 'recovery_training', notIn: ['已参加'] },
      clear: ['recovery_institution', 'recovery_effect', 'recovery_payment'],
    },
    {
      id: 'training-not-unattended-clears-reason',
      when: { field: 'recovery_training', notIn: ['未参加'] },
      clear: ['recovery_unattend_reason'],
    },
    {
      id: 'device-not-equipped-clears-type-paid',
      when: { field: 'recovery_correct_device', notIn: ['已配置'] },
      clear: ['recovery_device_type', 'recovery_device_paid'],
    },
    {
      id: 'device-not-unequipped-clears-reason',
      when: { field: 'recovery_correct_device', notIn: ['未配置'] },
      clear: ['recovery_unsuit_reason'],
    },
  ];
}
