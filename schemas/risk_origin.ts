/**
 * 原始风险评估: the first risk assessment of a child entering care (req risk §1 /risk "origin"; req risk §2
 * `information.origin`, whose contents the spec does not show; docs/decisions-risk.md). The child's director or
 * social worker rates six dimensions 无 / 低 / 中 / 高, each rated risk explained in a note; the overall level is
 * computed (the highest dimension, `scores`), and a child at any risk gets recommended measures. Reviewed by
 * 服务领导 then 中心领导; the passed form is stored as `information.origin`.
 */
import type { Condition, FieldDef, FormSchema } from '../engine/types';

const AT_RISK = ['低', '中', '高'];

/** One rated dimension: its level and, while it carries any risk, the note saying why. */
function dimension(key: string, label: string): FieldDef[] {
  const level = `origin_${key}`;
  return [
    { name: level, label, kind: 'radio', options: 'risk_level', required: true },
    {
      name: `${level}_note`,
      label: `${label}说明`,
      kind: 'textarea',
      maxLength: 500,
      span: 2,
      required: true,
      visibleWhen: { field: level, in: AT_RISK },
    },
  ];
}

const DIMENSIONS: [string, string][] = [
  ['family', '家庭风险'],
  ['guardianship', '监护风险'],
  ['health', '身心健康风险'],
  ['safety', '人身安全风险'],
  ['school', '学业教育风险'],
  ['economy', '经济生活风险'],
];

const HAS_RISK: Condition = { field: 'origin_level', in: AT_RISK };

export const risk_origin: FormSchema = {
  id: 'origin',
  genre: 'risk',
  title: '原始风险评估',
  tabs: [
    {
      key: 'origin_dimensions',
      title: '风险评估',
      fields: DIMENSIONS.flatMap(([key, label]) => dimension(key, label)),
    },
    {
      key: 'origin_conclusion',
      title: '评估结论',
      fields: [
        {
          name: 'origin_level',
          label: '综合风险等级',
          kind: 'select',
          options: 'risk_level',
          readOnly: true,
          placeholder: '按各项风险自动评定',
        },
        {
          name: 'origin_measures',
          label: '建议措施',
          kind: 'checkboxes',
          options: 'risk_measure',
          required: true,
          span: 2,
          visibleWhen: HAS_RISK,
        },
        {
          name: 'origin_measures_other',
          label: '其他措施',
          kind: 'text',
          maxLength: 100,
          required: true,
          visibleWhen: { all: [HAS_RISK, { field: 'origin_measures', in: ['其他'] }] },
        },
        { name: 'origin_opinion', label: '评估意见', kind: 'textarea', maxLength: 500, required: true, span: 3 },
        { name: 'origin_assessor', label: '评估人', kind: 'text', maxLength: 20, required: true },
        { name: 'origin_date', label: '评估日期', kind: 'date', required: true },
      ],
    },
  ],
  rules: [
    {
      id: 'no-risk-clears-measures',
      when: { field: 'origin_level', in: ['无'] },
      clear: ['origin_measures', 'origin_measures_other'],
    },
  ],
  scores: [
    {
      id: 'overall-level',
      from: DIMENSIONS.map(([key]) => `origin_${key}`),
      combine: 'max',
      points: { 无: 0, 低: 1, 中: 2, 高: 3 },
      level: {
        to: 'origin_level',
        bands: [
          { min: 0, value: '无' },
          { min: 1, value: '低' },
          { min: 2, value: '中' },
          { min: 3, value: '高' },
        ],
      },
    },
  ],
};
