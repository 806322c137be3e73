/**
 * The disability block (req child-forms §3 "Disability": child_disability, _level, _type, _type_img,
 * _disease, _disease_img) and its rules (req child-forms §5 "Disability: choosing disabled clears the disease name;
 * choosing seriously ill clears level and type"). Proof images at most 9 each (req children §6.1, §11).
 * "Not disabled clears the recovery fields" belongs to the rehabilitation tab (tab 9) and is declared with it.
 */
import type { Condition, FieldDef, Rule } from '../../engine/types';

/** req children §6.1, §11: proof images at most 9 each. */
export const PROOF_IMAGES_MAX = 9;

const DISABLED: Condition = { field: 'child_disability', in: ['残疾'] };
const SERIOUSLY_ILL: Condition = { field: 'child_disability', in: ['重病'] };

/** The six disability fields; level, type and type images show for 残疾, disease and its images for 重病. */
export function disabilityFields(): FieldDef[] {
  return [
    { name: 'child_disability', label: '健康状况', kind: 'radio', options: 'child_disability' },
    {
      name: 'child_disability_level',
      label: '残疾等级',
      kind: 'select',
      options: 'child_disability_level',
      visibleWhen: DISABLED,
    },
    {
      name: 'child_disability_type',
      label: '残疾类别',
      kind: 'select',
      options: 'child_disability_type',
      visibleWhen: DISABLED,
    },
    {
      name: 'child_disability_type_img',
      label: '残疾证明',
      kind: 'images',
      maxCount: PROOF_IMAGES_MAX,
      visibleWhen: DISABLED,
      span: 3,
    },
    {
      name: 'child_disability_disease',
      label: '重病名称',
      kind: 'select',
      options: 'child_disability_disease',
      visibleWhen: SERIOUSLY_ILL,
    },
    {
      name: 'child_disability_disease_img',
      label: '重病证明',
      kind: 'images',
      maxCount: PROOF_IMAGES_MAX,
      visibleWhen: SERIOUSLY_ILL,
      span: 3,
    },
  ];
}

/** req child-forms §5: 残疾 clears the disease (and its proof images); 重病 clears level and type (and type proof). */
export function disabilityRules(): Rule[] {
  return [
    {
      id: 'disability-disabled-clears-disease',
      when: DISABLED,
      clear: ['child_disability_disease', 'child_disability_disease_img'],
    },
    {
      id: 'disability-ill-clears-level-type',
      when: SERIOUSLY_ILL,
      clear: ['child_disability_level', 'child_disability_type', 'child_disability_type_img'],
    },
  ];
}
