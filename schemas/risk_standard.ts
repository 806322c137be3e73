/**
 * 标准化风险评估: the periodic standardized risk assessment of a child in care (req risk §1 /risk "standard";
 * req risk §2 `information.standard`, contents not shown; docs/decisions-risk.md). Ten risk factors in three
 * groups, each rated 不存在 / 轻度 / 中度 / 严重 (0 to 3 points); the total (0 to 30) and the level from it are
 * computed (`scores`): 0 无, 1 to 7 低, 8 to 15 中, 16 and more 高. A child at risk gets recommended measures, one
 * at 中 or 高 a visit frequency. Reviewed by 服务领导 then 中心领导; the passed form is `information.standard`.
 */
import type { Condition, FieldDef, FormSchema } from '../engine/types';

const factor = (name: string, label: string): FieldDef => ({
  name: `standard_${name}`,
  label,
  kind: 'radio',
  options: 'risk_degree',
  required: true,
});

const FAMILY = [
  factor('guardian_absent', '监护缺失或监护不力'),
  factor('family_violence', '家庭暴力或虐待'),
  factor('family_crime', '家庭成员违法犯罪或吸毒'),
  factor('family_poverty', '家庭经济困难'),
];
const CHILD = [
  factor('health', '身体疾病或残疾'),
  factor('mental', '心理或行为问题'),
  factor('school', '辍学或学业困难'),
  factor('conduct', '不良行为'),
];
const ENVIRONMENT = [factor('living', '居住环境不安全'), factor('bullying', '遭受欺凌或侵害')];

/** The score band bounds (total points): at least `min` gives the level. */
export const STANDARD_BANDS = [
  { min: 0, value: '无' },
  { min: 1, value: '低' },
  { min: 8, value: '中' },
  { min: 16, value: '高' },
];

const HAS_RISK: Condition = { field: 'standard_level', in: ['低', '中', '高'] };

export const risk_standard: FormSchema = {
  id: 'standard',
  genre: 'risk',
  title: '标准化风险评估',
  tabs: [
    { key: 'standard_family_tab', title: '家庭与监护', fields: FAMILY },
    { key: 'standard_child_tab', title: '儿童自身', fields: CHILD },
    { key: 'standard_environment_tab', title: '生活环境', fields: ENVIRONMENT },
    {
      key: 'standard_conclusion',
      title: '评估结论',
      fields: [
        { name: 'standard_score', label: '风险总分', kind: 'number', readOnly: true, placeholder: '按各项自动计分' },
        {
          name: 'standard_level',
          label: '风险等级',
          kind: 'select',
          options: 'risk_level',
          readOnly: true,
          placeholder: '按总分自动评定',
        },
        {
          name: 'standard_visit_period',
          label: '走访频次',
          kind: 'select',
          options: 'risk_visit_period',
          required: true,
          visibleWhen: { field: 'standard_level', in: ['中', '高'] },
        },
        {
          name: 'standard_measures',
          label: '建议措施',
          kind: 'checkboxes',
          options: 'risk_measure',
          required: true,
          span: 3,
          visibleWhen: HAS_RISK,
        },
        {
          name: 'standard_measures_other',
          label: '其他措施',
          kind: 'text',
          maxLength: 100,
          required: true,
          visibleWhen: { all: [HAS_RISK, { field: 'standard_measures', in: ['其他'] }] },
        },
        { name: 'standard_opinion', label: '评估意见', kind: 'textarea', maxLength: 500, required: true, span: 3 },
        { name: 'standard_assessor', label: '评估人', kind: 'text', maxLength: 20, required: true },
        { name: 'standard_date', label: '评估日期', kind: 'date', required: true },
        { name: 'standard_next_date', label: '下次评估日期', kind: 'date' },
      ],
    },
  ],
  rules: [
    {
      id: 'no-risk-clears-measures',
      when: { field: 'standard_level', in: ['无'] },
      clear: ['standard_measures', 'standard_measures_other', 'standard_visit_period'],
    },
  ],
  scores: [
    {
      id: 'total',
      from: [...FAMILY, ...CHILD, ...ENVIRONMENT].map((f) => f.name),
      combine: 'sum',
      points: { 不存在: 0, 轻度: 1, 中度: 2, 严重: 3 },
      to: 'standard_score',
      level: { to: 'standard_level', bands: STANDARD_BANDS },
    },
  ],
};
