/**
 * The cs experience and living-condition fields of tab 1 (req child-forms §3 "Experience: experience,
 * experience_type, experience_law, experience_accident, experience_explanation; child_living_condition,
 * child_living_condition_work") and their rules (req child-forms §5 "Experience choice clears the other two
 * sub-categories", "Working description (child_living_condition_work) is shown only when living condition is
 * work").
 *
 * `experience` is the type (option list cs_experience); its sub-category is one of three fields:
 * experience_type for 遭受虐待, experience_law for 未成年犯罪, experience_accident for 意外事故或困境 and the two
 * vagrancy types. Choosing a type therefore clears the other two sub-category fields.
 */
import type { Condition, FieldDef, Rule } from '../../engine/types';

/** Each sub-category field with the experience types it belongs to. */
export const EXPERIENCE_SUBCATEGORIES: { field: string; label: string; options: string; types: string[] }[] = [
  { field: 'experience_type', label: '虐待类型', options: 'experience_type', types: ['遭受虐待'] },
  { field: 'experience_law', label: '违法犯罪情形', options: 'experience_law', types: ['未成年犯罪'] },
  {
    field: 'experience_accident',
    label: '意外或困境情形',
    options: 'experience_accident',
    types: ['意外事故或困境', '长期流浪', '外地流浪在本地'],
  },
];

const WORKING: Condition = { field: 'child_living_condition', in: ['务工'] };

/** experience, its three sub-category fields (each shown for its types), the explanation, the living condition. */
export function experienceFields(): FieldDef[] {
  return [
    { name: 'experience', label: '特殊经历', kind: 'select', options: 'cs_experience' },
    ...EXPERIENCE_SUBCATEGORIES.map((s): FieldDef => ({
      name: s.field,
      label: s.label,
      kind: 'select',
      options: s.options,
      visibleWhen: { field: 'experience', in: s.types },
    })),
    {
      name: 'experience_explanation',
      label: '经历说明',
      kind: 'textarea',
      maxLength: 500,
      span: 3,
      visibleWhen: { field: 'experience', filled: true },
    },
    { name: 'child_living_condition', label: '生活状况', kind: 'radio', options: 'cs_child_living_condition' },
    {
      name: 'child_living_condition_work',
      label: '务工情况',
      kind: 'text',
      maxLength: 100,
      span: 2,
      visibleWhen: WORKING,
    },
  ];
}

/** One `when` + `clear` rule per sub-category (a type not its own clears it) and the living-condition rule. */
export function experienceRules(): Rule[] {
  return [
    ...EXPERIENCE_SUBCATEGORIES.map((s): Rule => ({
      id: `experience-not-${s.field.replace('experience_', '')}-clears-${s.field}`,
      when: { field: 'experience', notIn: s.types },
      clear: [s.field],
    })),
    {
      id: 'living-condition-not-work-clears-work',
      when: { field: 'child_living_condition', notIn: ['务工'] },
      clear: ['child_living_condition_work'],
    },
  ];
}
