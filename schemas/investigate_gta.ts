/**
 * The marginal-minor (gta) form, `information.investigate_gta` (req gta §2, §3.2, §5, §6, §6.1): the
 * form tabs 1 (basic information), 3 (family), 5 (offence identification) and 6 (help and education
 * measures), in the spec's order with the tabs the screen fills: 2 (cross-department information, its own form
 * schemas/important_gta.ts over `information.important`), 4 (task force), 7 (dynamic records), 8 (persuasion
 * log) and 9 (evaluations).
 *
 * Tab 3 家庭情况 has the nested tabs 父亲 / 母亲 / 监护情况.
 */
import type { Condition, FormSchema, TabDef } from '../engine/types';
import { townClearsVillage } from './fragments/address';
import {
  childAddressFields,
  childDirectorFields,
  childIdentityFields,
  childPictureField,
  childRegisteredIdField,
} from './fragments/basic';
import { disabilityFields, disabilityRules } from './fragments/disability';
import { EVIDENCE_IMAGES_MAX, imagesField } from './fragments/images';
import { offenceFields, offenceRules } from './fragments/offence';
import { GTA_PARENT_PARTS, parentFields } from './fragments/parent';

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
    // req child-forms §5 "Working description (child_living_condition_work) is shown only when living condition is work"
    { name: 'child_living_condition_work', label: '务工情况', kind: 'text', maxLength: 100, visibleWhen: WORKING },
  ],
};

/**
 * The tabs of the gta screen that are not fields of this form (req gta §2): the screen fills them
 * (src/features/children/detail/gta-panes.tsx) in read mode; in edit mode they are left out.
 */
const department: TabDef = { key: 'department', title: '跨部门信息', fields: [], screenPane: 'important' };
const taskForce: TabDef = { key: 'task_force', title: '专班人员', fields: [], screenPane: 'taskForce' };
const dynamic: TabDef = { key: 'dynamic', title: '动态管理信息', fields: [], screenPane: 'subsins' };
const persuasion: TabDef = { key: 'persuasion', title: '劝导记录', fields: [], screenPane: 'persuasion' };
const appraises: TabDef = { key: 'appraises', title: '综合评价', fields: [], screenPane: 'appraises' };

/** req gta §2.3 tab 3 with the sub-tabs father, mother, guardianship (req gta §3.2 Parents, Guardianship). */
const family: TabDef = {
  key: 'family',
  title: '家庭情况',
  fields: [],
  tabs: [
    { key: 'family_father', title: '父亲', fields: parentFields('parent_father', GTA_PARENT_PARTS) },
    { key: 'family_mother', title: '母亲', fields: parentFields('parent_mother', GTA_PARENT_PARTS) },
    {
      key: 'family_guardian',
      title: '监护情况',
      fields: [
        { name: 'parent_divorce', label: '父母婚姻状况', kind: 'select', options: 'parent_divorce' },
        { name: 'parent_guardian_actual', label: '实际监护人', kind: 'radio', options: 'parent_guardian_actual' },
        ...parentFields('parent_other', GTA_PARENT_PARTS),
      ],
    },
  ],
};

/** req gta §2.5 tab 5 "Marginal identification information" (fragments/offence.ts) with the evidence photos (§9: at most 8). */
const offence: TabDef = {
  key: 'offence',
  title: '边缘认定信息',
  fields: [
    ...offenceFields(),
    imagesField('images', '认定佐证照片', { maxCount: EVIDENCE_IMAGES_MAX, evidence: true }),
  ],
};

/** req gta §3.2 "Help flags" (帮教措施), each a checkbox stored true/false. */
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

/** 边缘未成年人 form: the tabs above and the rules of req child-forms §5 (town, disability) and req gta §6. */
export const investigate_gta: FormSchema = {
  id: 'investigate_gta',
  genre: 'gta',
  title: '边缘未成年人信息表',
  tabs: [basic, department, family, taskForce, offence, help, dynamic, persuasion, appraises],
  rules: [
    townClearsVillage('address_record'),
    townClearsVillage('address_residence'),
    ...disabilityRules(),
    {
      id: 'living-condition-not-work-clears-work',
      when: { field: 'child_living_condition', notIn: ['务工'] },
      clear: ['child_living_condition_work'],
    },
    ...offenceRules(),
  ],
};
