/**
 * The cs education block of tab 1 (req child-forms §3.4 "Education: child_education with stage and sub-stage fields
 * and an other field; tutorial_class, tutorial_class_period, tutorial_class_school, _grade, _school_address,
 * _teacher, _contact") and its rules (req child-forms §5 "Education level change clears the other sub-stage fields
 * and, except at first load, clears tutorial class, period, school, address, grade, teacher and contact").
 *
 * The sub-stage fields are the basic-info stage flags of req child-forms §7.4: child_education_preschool,
 * _primaryschool, _seniorschool, _higherschool (each a select of its stage) and child_education_other
 * (text, for the stage 其他). The tutorial_class block describes the class the child attends: shown for every
 * stage except 其他.
 */
import type { Condition, FieldDef, Rule } from '../../engine/types';
import { schoolFields } from './school';
import { NAME_MAX_LENGTH } from './limits';

/** A stage value of cs_education_stage and the sub-stage field it shows. */
export const CS_SUB_STAGES: { stage: string; field: string; label: string; options?: string }[] = [
  { stage: '学前教育', field: 'child_education_preschool', label: '学前教育阶段', options: 'cs_education_preschool' },
  {
    stage: '义务教育',
    field: 'child_education_primaryschool',
    label: '义务教育阶段',
    options: 'cs_education_primaryschool',
  },
  { stage: '高中阶段', field: 'child_education_seniorschool', label: '高中阶段', options: 'cs_education_seniorschool' },
  {
    stage: '高等教育',
    field: 'child_education_higherschool',
    label: '高等教育阶段',
    options: 'cs_education_higherschool',
  },
  { stage: '其他', field: 'child_education_other', label: '其他就学情况' },
];

/** The child attends some school: a stage is chosen and it is not 其他 (also the condition of tab 7). */
export const IN_SCHOOL: Condition = {
  all: [
    { field: 'child_education', filled: true },
    { field: 'child_education', notIn: ['其他'] },
  ],
};

/** The class fields cleared when the stage changes. */
export const TUTORIAL_FIELDS = [
  'tutorial_class',
  'tutorial_class_period',
  'tutorial_class_school',
  'tutorial_class_grade',
  'tutorial_class_school_address',
  'tutorial_class_teacher',
  'tutorial_class_contact',
] as const;

/** The stage, its sub-stage fields (each shown for its stage) and the class the child attends. */
export function csEducationFields(): FieldDef[] {
  return [
    { name: 'child_education', label: '就学阶段', kind: 'select', options: 'cs_education_stage' },
    ...CS_SUB_STAGES.map((s): FieldDef =>
      s.options
        ? {
            name: s.field,
            label: s.label,
            kind: 'select',
            options: s.options,
            visibleWhen: { field: 'child_education', in: [s.stage] },
          }
        : {
            name: s.field,
            label: s.label,
            kind: 'text',
            maxLength: 50,
            visibleWhen: { field: 'child_education', in: [s.stage] },
          },
    ),
    { name: 'tutorial_class', label: '在校就读', kind: 'have', visibleWhen: IN_SCHOOL },
    { name: 'tutorial_class_period', label: '入学时间', kind: 'date', visibleWhen: IN_SCHOOL },
    ...schoolFields({
      stage: 'child_education',
      school: 'tutorial_class_school',
      grade: 'tutorial_class_grade',
      visibleWhen: IN_SCHOOL,
    }),
    { name: 'tutorial_class_school_address', label: '学校地址', kind: 'text', maxLength: 100, visibleWhen: IN_SCHOOL },
    {
      name: 'tutorial_class_teacher',
      label: '班主任',
      kind: 'text',
      maxLength: NAME_MAX_LENGTH,
      visibleWhen: IN_SCHOOL,
    },
    { name: 'tutorial_class_contact', label: '班主任联系方式', kind: 'text', maxLength: 20, visibleWhen: IN_SCHOOL },
  ];
}

/**
 * One `when` + `clear` rule per sub-stage field (a stage other than its own clears it, at load too), and one
 * `on` + `clear` rule: the user's change of the stage clears the class fields (not at first load).
 */
export function csEducationRules(): Rule[] {
  return [
    ...CS_SUB_STAGES.map((s): Rule => ({
      id: `education-not-${s.field.replace('child_education_', '')}-clears-sub-stage`,
      when: { field: 'child_education', notIn: [s.stage] },
      clear: [s.field],
    })),
    {
      id: 'education-change-clears-tutorial-class',
      on: 'child_education',
      clear: [...TUTORIAL_FIELDS],
      initial: false,
    },
  ];
}
