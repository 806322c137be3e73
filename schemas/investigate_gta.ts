/**
 * The marginal-minor (gta) form, `information.investigate_gta` (seed 002 §2.4, §3.6, §3.8, §4.5, §5): the
 * form tabs 1 (basic information), 2 (cross-department information), 3 (family), 5 (offence identification)
 * and 6 (help and education measures). Tabs 4 (task force), 7 (dynamic records), 8 (persuasion log) and 9
 * (evaluations) are not form fields of `investigate_gta` and come with their own screens.
 *
 * Tab 3 家庭情况 has the nested tabs 父亲 / 母亲 / 监护情况. The cross-department fields (school register,
 * case counts, justice and procuratorate information) live in `information.important` in the old console;
 * here they are fields of this form, with the spec's names.
 */
import type { Condition, FieldDef, FormSchema, TabDef } from '../engine/types';
import { townClearsVillage } from './fragments/address';
import { childAddressFields, childDirectorFields, childIdentityFields, childPictureField, childRegisteredIdField } from './fragments/basic';
import { disabilityFields, disabilityRules } from './fragments/disability';
import { EVIDENCE_IMAGES_MAX, imagesField } from './fragments/images';
import { offenceFields, offenceRules } from './fragments/offence';
import { GTA_PARENT_PARTS, parentFields } from './fragments/parent';

/** seed 002 §5 "Case-count fields are numeric, max length 10". */
export const CASE_COUNT_MAX_LENGTH = 10;

const WORKING: Condition = { field: 'child_living_condition', in: ['务工'] };

const basic: TabDef = {
  key: 'basic',
  title: '未成年人基本信息',
  fields: [
    childRegisteredIdField(),
    ...childIdentityFields(),
    childPictureField(),
    ...childAddressFields(),
    ...childDirectorFields(),
    ...disabilityFields(),
    { name: 'child_education', label: '文化程度', kind: 'select', options: 'gta_child_education' },
    { name: 'child_living_condition', label: '生活状况', kind: 'radio', options: 'gta_child_living_condition' },
    // seed 001 §4 "Working description (child_living_condition_work) is shown only when living condition is work"
    { name: 'child_living_condition_work', label: '务工情况', kind: 'text', maxLength: 100, visibleWhen: WORKING },
  ],
};

const ENROLLED: Condition = { field: 'escort_school_register', in: ['在籍在校'] };

/**
 * The school of an enrolled minor (seed 002 §4.5 "The school name field appears only when school register is
 * enrolled"): picked from the locality's list of the minor's stage (child_education) or typed (seed 001 §5);
 * 中职 and 大学 are always typed. A school picker alone: fragments/school.ts `schoolFields` always adds a grade.
 */
const school: FieldDef = {
  name: 'escort_school_register_school', label: '就读学校', kind: 'school', maxLength: 50, span: 2, visibleWhen: ENROLLED,
  picker: { stage: 'child_education', lists: { 小学: 'school_compulsory', 初中: 'school_compulsory', 高中: 'school_senior' } },
};

/** seed 002 §2.4 tab 2, §3.6 information.important: education, public-security, justice and procuratorate parts. */
const department: TabDef = {
  key: 'department',
  title: '跨部门信息',
  fields: [
    { name: 'escort_school_register', label: '学籍状态', kind: 'select', options: 'escort_school_register' },
    school,
    { name: 'escort_noncrime_number', label: '违法案件数', kind: 'text', numeric: true, maxLength: CASE_COUNT_MAX_LENGTH },
    { name: 'escort_crime_number', label: '犯罪案件数', kind: 'text', numeric: true, maxLength: CASE_COUNT_MAX_LENGTH },
    { name: 'escort_swine_info', label: '司法局信息', kind: 'textarea', maxLength: 500, span: 3 },
    { name: 'escort_serpent_info', label: '检察院信息', kind: 'textarea', maxLength: 500, span: 3 },
  ],
};

/** seed 002 §2.4 tab 3 with the sub-tabs father, mother, guardianship (seed 002 §3.6 Parents, Guardianship). */
const family: TabDef = {
  key: 'family',
  title: '家庭情况',
  fields: [],
  tabs: [
    { key: 'family_father', title: '父亲', fields: parentFields('parent_father', GTA_PARENT_PARTS) },
    { key: 'family_mother', title: '母亲', fields: parentFields('parent_mother', GTA_PARENT_PARTS) },
    {
      key: 'family_guardian', title: '监护情况', fields: [
        { name: 'parent_divorce', label: '父母婚姻状况', kind: 'select', options: 'parent_divorce' },
        { name: 'parent_guardian_actual', label: '实际监护人', kind: 'radio', options: 'parent_guardian_actual' },
        ...parentFields('parent_other', GTA_PARENT_PARTS),
      ],
    },
  ],
};

/** seed 002 §2.4 tab 5 "Marginal identification information" (fragments/offence.ts) with the evidence photos (§9: at most 8). */
const offence: TabDef = {
  key: 'offence',
  title: '边缘认定信息',
  fields: [...offenceFields(), imagesField('images', '认定佐证照片', { maxCount: EVIDENCE_IMAGES_MAX, evidence: true })],
};

/** seed 002 §3.6 "Help flags" (帮教措施), each a checkbox stored true/false. */
const help: TabDef = {
  key: 'help',
  title: '帮教措施',
  fields: [
    { name: 'help_school', label: '返校复学', kind: 'boolean' },
    { name: 'help_work', label: '就业帮扶', kind: 'boolean' },
    { name: 'help_skill', label: '职业技能培训', kind: 'boolean' },
    { name: 'help_law', label: '法治教育', kind: 'boolean' },
    { name: 'help_psychic', label: '心理疏导', kind: 'boolean' },
    { name: 'help_education', label: '家庭教育指导', kind: 'boolean' },
    { name: 'help_sermonize', label: '训诫', kind: 'boolean' },
  ],
};

/** 边缘未成年人 form: the tabs above and the rules of seed 001 §4 (town, disability) and seed 002 §4.5. */
export const investigate_gta: FormSchema = {
  id: 'investigate_gta',
  genre: 'gta',
  title: '边缘未成年人信息表',
  tabs: [basic, department, family, offence, help],
  rules: [
    townClearsVillage('address_record'),
    townClearsVillage('address_residence'),
    ...disabilityRules(),
    { id: 'living-condition-not-work-clears-work', when: { field: 'child_living_condition', notIn: ['务工'] }, clear: ['child_living_condition_work'] },
    { id: 'school-register-not-enrolled-clears-school', when: { field: 'escort_school_register', notIn: ['在籍在校'] }, clear: ['escort_school_register_school'] },
    ...offenceRules(),
  ],
};
