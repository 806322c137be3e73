/**
 * Tabs 3 to 7 of the distress (cs) form (req child-forms §1, §3.7 "Economy and living", "Needs", "Social security",
 * "Education support") and their rules (req child-forms §5.4 "Further": economy, social security, education support).
 */
import type { Condition, FieldDef, Rule, TabDef } from '../../engine/types';
import { IN_SCHOOL } from './education';
import { imagesField, PROOF_IMAGES_MAX } from './images';
import { NAME_MAX_LENGTH } from './limits';

const POOR: Condition = { field: 'family_economy', in: ['贫困'] };

/** Tab 3 家庭经济状况: poverty, its type, up to 9 proof images, the detail of 其他. */
export function csEconomyTab(): TabDef {
  return {
    key: 'economy',
    title: '家庭经济状况',
    fields: [
      { name: 'family_economy', label: '家庭经济状况', kind: 'radio', options: 'family_economy' },
      {
        name: 'family_economy_poor_type',
        label: '贫困类型',
        kind: 'select',
        options: 'family_economy_poor_type',
        visibleWhen: POOR,
      },
      {
        name: 'family_economy_poor_other_detail',
        label: '其他贫困类型说明',
        kind: 'text',
        maxLength: 100,
        visibleWhen: { field: 'family_economy_poor_type', in: ['其他'] },
      },
      imagesField('family_economy_poor_type_img', '贫困证明', { maxCount: PROOF_IMAGES_MAX, visibleWhen: POOR }),
    ],
  };
}

/** Tab 4 家庭居住情况: own housing or not; without it where the family lives; a description. */
export function csLivingTab(): TabDef {
  return {
    key: 'living',
    title: '家庭居住情况',
    fields: [
      { name: 'living_condition', label: '居住情况', kind: 'radio', options: 'living_condition' },
      {
        name: 'living_condition_advance',
        label: '无自有住房情况',
        kind: 'select',
        options: 'living_condition_advance',
        visibleWhen: { field: 'living_condition', in: ['无'] },
      },
      { name: 'living_condition_detail', label: '居住情况说明', kind: 'textarea', maxLength: 500, span: 3 },
    ],
  };
}

/** Tab 5 成长关爱需求: the child's, the family's and other needs (free text). */
export function csNeedsTab(): TabDef {
  return {
    key: 'needs',
    title: '成长关爱需求',
    fields: [
      { name: 'needs_child', label: '儿童需求', kind: 'textarea', maxLength: 500, span: 3 },
      { name: 'needs_family', label: '家庭需求', kind: 'textarea', maxLength: 500, span: 3 },
      { name: 'needs_other', label: '其他需求', kind: 'textarea', maxLength: 500, span: 3 },
    ],
  };
}

const SECURED: Condition = { field: 'social_security', in: ['已保障'] };
/** The cover fields of tab 6, emptied when not secured. */
export const SECURITY_COVER_FIELDS = [
  'social_security_cover_type',
  'social_security_amount_limit',
  'social_security_period',
  'social_security_methods',
  'social_security_agent_name',
  'social_security_agent_relation',
] as const;

/** Tab 6 生活保障情况: secured or not; cover type (15), amount (元), period, method, receiver and relation. */
export function csSecurityTab(): TabDef {
  return {
    key: 'security',
    title: '生活保障情况',
    fields: [
      { name: 'social_security', label: '生活保障情况', kind: 'radio', options: 'social_security' },
      {
        name: 'social_security_cover_type',
        label: '保障类型',
        kind: 'select',
        options: 'social_security_cover_type',
        visibleWhen: SECURED,
      },
      { name: 'social_security_amount_limit', label: '保障金额', kind: 'number', unit: '元', visibleWhen: SECURED },
      {
        name: 'social_security_period',
        label: '发放周期',
        kind: 'select',
        options: 'social_security_period',
        visibleWhen: SECURED,
      },
      {
        name: 'social_security_methods',
        label: '发放方式',
        kind: 'select',
        options: 'social_security_methods',
        visibleWhen: SECURED,
      },
      {
        name: 'social_security_agent_name',
        label: '领取人姓名',
        kind: 'text',
        maxLength: NAME_MAX_LENGTH,
        visibleWhen: SECURED,
      },
      {
        name: 'social_security_agent_relation',
        label: '领取人与儿童关系',
        kind: 'text',
        maxLength: 20,
        visibleWhen: SECURED,
      },
    ],
  };
}

/**
 * The education-support options (req child-forms §3): each a have-tick `education_support_<key>` and either a
 * yearly limit `_limit` in 元/年 or a detail text `_detail`.
 */
export const EDUCATION_SUPPORT_OPTIONS: { key: string; label: string; detail?: string }[] = [
  { key: 'tuition', label: '学费减免' },
  { key: 'books', label: '书本费减免' },
  { key: 'stay', label: '保育费、住宿费减免' },
  { key: 'subsidy', label: '生活补助' },
  { key: 'orphan', label: '孤儿助学金' },
  { key: 'pairing', label: '贫困生结对帮扶', detail: '结对帮扶情况' },
  { key: 'other', label: '其他教育帮扶', detail: '其他教育帮扶说明' },
];

const SUPPORTED: Condition = { field: 'education_support', in: ['是'] };
const tick = (key: string): string => `education_support_${key}`;
const tickValue = (o: (typeof EDUCATION_SUPPORT_OPTIONS)[number]): string =>
  `${tick(o.key)}_${o.detail ? 'detail' : 'limit'}`;

/** Tab 7 教育帮扶, shown only while the child attends school (stage set and not 其他, req child-forms §1). */
export function csEducationSupportTab(): TabDef {
  const fields: FieldDef[] = [
    { name: 'education_support', label: '是否享受教育帮扶', kind: 'radio', options: 'yes_no' },
  ];
  for (const o of EDUCATION_SUPPORT_OPTIONS) {
    fields.push({ name: tick(o.key), label: o.label, kind: 'have', visibleWhen: SUPPORTED });
    const shown: Condition = { all: [SUPPORTED, { field: tick(o.key), in: ['有'] }] };
    fields.push(
      o.detail
        ? { name: tickValue(o), label: o.detail, kind: 'text', maxLength: 100, span: 2, visibleWhen: shown }
        : { name: tickValue(o), label: `${o.label}额度`, kind: 'number', unit: '元/年', span: 2, visibleWhen: shown },
    );
  }
  return { key: 'schooling_support', title: '教育帮扶', visibleWhen: IN_SCHOOL, fields };
}

/**
 * req child-forms §5.4: economy not 贫困 clears poor type and images; poor type not 其他 clears its detail; social
 * security not 已保障 clears every cover field; education support not 是 unticks every option; an unticked
 * option clears its limit or detail.
 */
export function csWelfareRules(): Rule[] {
  return [
    {
      id: 'economy-not-poor-clears-poor-type',
      when: { field: 'family_economy', notIn: ['贫困'] },
      clear: ['family_economy_poor_type', 'family_economy_poor_type_img'],
    },
    {
      id: 'poor-type-not-other-clears-detail',
      when: { field: 'family_economy_poor_type', notIn: ['其他'] },
      clear: ['family_economy_poor_other_detail'],
    },
    {
      id: 'security-not-secured-clears-cover',
      when: { field: 'social_security', notIn: ['已保障'] },
      clear: [...SECURITY_COVER_FIELDS],
    },
    {
      id: 'education-support-not-yes-unticks-options',
      when: { field: 'education_support', notIn: ['是'] },
      clear: EDUCATION_SUPPORT_OPTIONS.map((o) => tick(o.key)),
    },
    ...EDUCATION_SUPPORT_OPTIONS.map((o): Rule => ({
      id: `education-support-${o.key}-unticked-clears-value`,
      when: { field: tick(o.key), notIn: ['有'] },
      clear: [tickValue(o)],
    })),
  ];
}
