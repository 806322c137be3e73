/**
 * Tab 2 家庭情况 of the distress (cs) form (req child-forms §1, §3.6 "Family: family_type, family_type_advance (and
 * _detail). parent_father_* and parent_mother_* ... parent_other_* ... parent_divorce,
 * parent_guardian_actual. family_members: list of name, relative, idnumber, health, education,
 * is_living_together, supportive") and its rules (req child-forms §5.2 "Distress parent health", "Actual guardian").
 */
import type { FieldDef, Rule, TabDef } from '../../engine/types';
import {
  CS_GUARDIAN_PARTS,
  guardianCopyRules,
  parentFields,
  parentHealthFields,
  parentHealthRules,
  shownWhileParentPresent,
  type ParentOf,
} from './parent';
import { NAME_MAX_LENGTH } from './limits';

function parentBlock(prefix: ParentOf): FieldDef[] {
  return [
    ...parentFields(prefix, ['name', 'health']),
    ...parentHealthFields(prefix),
    ...shownWhileParentPresent(prefix, parentFields(prefix, ['idnumber', 'phone'])),
  ];
}

const familyMembers: FieldDef = {
  name: 'family_members',
  label: '家庭成员',
  kind: 'table',
  columns: [
    { name: 'name', label: '姓名', kind: 'text', maxLength: NAME_MAX_LENGTH },
    { name: 'relative', label: '与儿童关系', kind: 'text', maxLength: 10 },
    { name: 'idnumber', label: '身份证号码', kind: 'text', maxLength: 18 },
    { name: 'health', label: '健康状况', kind: 'select', options: 'family_member_health' },
    { name: 'education', label: '文化程度', kind: 'select', options: 'relative_education' },
    { name: 'is_living_together', label: '是否共同生活', kind: 'select', options: 'yes_no' },
    { name: 'supportive', label: '是否有抚养能力', kind: 'select', options: 'yes_no' },
  ],
};

/** Family type, father, mother, marriage, the actual guardian and the other family members. */
export function csFamilyTab(): TabDef {
  return {
    key: 'family',
    title: '家庭情况',
    fields: [
      { name: 'family_type', label: '家庭类型', kind: 'radio', options: 'family_type' },
      {
        name: 'family_type_advance',
        label: '非常规家庭类型',
        kind: 'select',
        options: 'family_type_advance',
        visibleWhen: { field: 'family_type', in: ['非常规家庭'] },
      },
      {
        name: 'family_type_advance_detail',
        label: '其他家庭类型说明',
        kind: 'text',
        maxLength: 100,
        visibleWhen: {
          all: [
            { field: 'family_type', in: ['非常规家庭'] },
            { field: 'family_type_advance', in: ['其他'] },
          ],
        },
      },
      ...parentBlock('parent_father'),
      ...parentBlock('parent_mother'),
      { name: 'parent_divorce', label: '父母婚姻状况', kind: 'select', options: 'parent_divorce' },
      { name: 'parent_guardian_actual', label: '实际监护人', kind: 'radio', options: 'parent_guardian_actual' },
      ...parentFields('parent_other', CS_GUARDIAN_PARTS),
      familyMembers,
    ],
  };
}

/** The health rules of both parents and the actual-guardian copy into parent_other_*. */
export function csFamilyRules(): Rule[] {
  return [
    ...parentHealthRules('parent_father'),
    ...parentHealthRules('parent_mother'),
    ...guardianCopyRules('parent_other'),
  ];
}
