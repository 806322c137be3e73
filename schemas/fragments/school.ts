/**
 * The school and grade pickers (req child-forms §6.3 "School and grade can be chosen from lists or typed (a switch);
 * higher education is always typed. The grade value is grade plus class joined."; §9 lists of kindergartens,
 * schools and senior schools, grades 小班 … 高三, classes 1班 … 20班). Plain data: the SchoolPicker and
 * GradePicker components render it; the stored values are text (a school name; a grade such as 三年级2班).
 */
import type { FieldDef, PickerDef } from '../../engine/types';

/** A stage value → list mapping for the pickers; the stage values are those of the stage field's list. */
export interface StageLists {
  school: Record<string, string>;
  grade: Record<string, string>;
}

/**
 * The cs stages (option list cs_education_stage) → school and grade lists. 高等教育 and 其他 have none:
 * always typed (req child-forms §6.3).
 */
export const CS_STAGE_LISTS: StageLists = {
  school: { 学前教育: 'school_kindergarten', 义务教育: 'school_compulsory', 高中阶段: 'school_senior' },
  grade: { 学前教育: 'grade_preschool', 义务教育: 'grade_compulsory', 高中阶段: 'grade_senior' },
};

/** Options of the school block. */
export interface SchoolFieldOptions {
  /** The field holding the education stage. */
  stage: string;
  /** The stored names of the two fields. */
  school: string;
  grade: string;
  labels?: { school?: string; grade?: string };
  lists?: StageLists;
  visibleWhen?: FieldDef['visibleWhen'];
}

/**
 * Two fields: the school (kind school: a list of the stage's schools or typed) and the grade (kind grade:
 * grade + class lists joined, e.g. 三年级2班, or typed), both at most 50 characters.
 */
export function schoolFields(opts: SchoolFieldOptions): FieldDef[] {
  const lists = opts.lists ?? CS_STAGE_LISTS;
  const school: PickerDef = { stage: opts.stage, lists: lists.school };
  const grade: PickerDef = { stage: opts.stage, lists: lists.grade, classes: 'school_class' };
  const extra = opts.visibleWhen ? { visibleWhen: opts.visibleWhen } : {};
  return [
    {
      name: opts.school,
      label: opts.labels?.school ?? '就读学校',
      kind: 'school',
      picker: school,
      maxLength: 50,
      ...extra,
    },
    {
      name: opts.grade,
      label: opts.labels?.grade ?? '年级班级',
      kind: 'grade',
      picker: grade,
      maxLength: 50,
      ...extra,
    },
  ];
}
