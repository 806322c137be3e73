/**
 * The left-behind (ow) form, `information.investigate_ow` (req child-forms §2 "Left-behind (ow) investigation form
 * tabs", §3 "information.investigate_ow", §4, §5, §9): five tabs, tab 2 家庭情况 with the nested tabs
 * 祖辈 / 父亲 / 母亲 / 监护情况.
 *
 * The spec's ow field list names no actual-guardian field, but its rule "in the left-behind form the copy
 * uses the father's or mother's details into the other-guardian fields" needs one: `parent_guardian_actual`
 * (父亲 / 母亲 / 其他), the cs/gta field of that name. The education-guidance text is `family_guide`, the
 * name information.important gives it.
 */
import type { FormSchema, TabDef } from '../engine/types';
import { townClearsVillage } from './fragments/address';
import {
  childAddressFields,
  childDirectorFields,
  childDominatorFields,
  childIdentityFields,
  childPictureField,
  childRegisteredIdField,
} from './fragments/basic';
import { disabilityFields, disabilityRules } from './fragments/disability';
import { grandparentFields } from './fragments/grandparents';
import { EVIDENCE_IMAGES_MAX, imagesField } from './fragments/images';
import { guardianCopyRules, OW_PARENT_PARTS, parentFields, type ParentPart } from './fragments/parent';

/** req child-forms §4 "parent_other_name, _relative, _idnumber, _phone, _location". */
const OW_GUARDIAN_PARTS: ParentPart[] = ['name', 'relative', 'idnumber', 'phone', 'location'];
/** What the actual-guardian copy takes from the parent: the parts father, mother and guardian share. */
const OW_COPIED_PARTS: ParentPart[] = ['name', 'idnumber', 'phone'];

const basic: TabDef = {
  key: 'basic',
  title: '儿童基本信息',
  fields: [
    childRegisteredIdField(),
    ...childIdentityFields(),
    childPictureField(),
    ...childAddressFields(),
    ...childDirectorFields(),
    ...childDominatorFields(),
    ...disabilityFields(),
    { name: 'child_education', label: '就学阶段', kind: 'select', options: 'ow_child_education' },
  ],
};

const ONE_AWAY = { field: 'child_stay_type', in: ['一方外出务工另一方无监护能力'] };

/** The guardianship sub-tab: marriage, stay type (req child-forms §5.1 "Left-behind" rule), the actual guardian and the other guardian. */
const guardian: TabDef = {
  key: 'family_guardian',
  title: '监护情况',
  fields: [
    { name: 'parent_divorce', label: '父母婚姻状况', kind: 'select', options: 'parent_divorce' },
    { name: 'child_stay_type', label: '留守类型', kind: 'radio', options: 'child_stay_type', span: 2 },
    {
      name: 'child_stay_type_disability',
      label: '无监护能力的一方',
      kind: 'radio',
      options: 'child_stay_type_disability',
      visibleWhen: ONE_AWAY,
    },
    { name: 'child_stay_other', label: '其他留守情况', kind: 'text', maxLength: 100, span: 2 },
    { name: 'parent_guardian_actual', label: '实际监护人', kind: 'radio', options: 'parent_guardian_actual' },
    ...parentFields('parent_other', OW_GUARDIAN_PARTS),
    { name: 'family_custody', label: '监护状况', kind: 'radio', options: 'family_custody' },
  ],
};

/** Tab 2 家庭情况 with the sub-tabs of req child-forms §2: 祖辈, 父亲, 母亲, 监护情况. */
const family: TabDef = {
  key: 'family',
  title: '家庭情况',
  fields: [],
  tabs: [
    { key: 'family_elders', title: '祖辈', fields: grandparentFields() },
    { key: 'family_father', title: '父亲', fields: parentFields('parent_father', OW_PARENT_PARTS) },
    { key: 'family_mother', title: '母亲', fields: parentFields('parent_mother', OW_PARENT_PARTS) },
    guardian,
  ],
};

/** req child-forms §4.3 family_financial_* (家庭主要经济来源) and help_* (帮扶需求), each a checkbox stored true/false. */
const assessment: TabDef = {
  key: 'assessment',
  title: '综合评估',
  fields: [
    { name: 'family_financial_work', label: '务工收入', kind: 'boolean' },
    { name: 'family_financial_breed', label: '种养殖收入', kind: 'boolean' },
    { name: 'family_financial_benefit', label: '政策性补贴收入', kind: 'boolean' },
    { name: 'family_financial_friends', label: '亲友资助收入', kind: 'boolean' },
    { name: 'family_financial_other', label: '其他收入', kind: 'boolean' },
    { name: 'help_social', label: '需社会救助', kind: 'boolean' },
    { name: 'help_short', label: '需临时救助', kind: 'boolean' },
    { name: 'help_medical', label: '需医疗救助', kind: 'boolean' },
    { name: 'help_house', label: '需住房救助', kind: 'boolean' },
    { name: 'help_other', label: '需其他帮扶', kind: 'boolean' },
    { name: 'help_none', label: '无需帮扶', kind: 'boolean' },
  ],
};

/** req child-forms §2 tab 4 "Family education guidance (free text)"; `family_guide` as in cs tab 12 and information.important. */
const guide: TabDef = {
  key: 'guide',
  title: '家庭教育指导',
  fields: [{ name: 'family_guide', label: '家庭教育指导', kind: 'freeText', maxLength: 5000 }],
};

/** req child-forms §2 tab 5 "Supplementary notes (photos)": evidence items (title, description, image), at most 8. */
const supplement: TabDef = {
  key: 'supplement',
  title: '补充说明',
  fields: [imagesField('images', '调查照片', { maxCount: EVIDENCE_IMAGES_MAX, evidence: true })],
};

/** 留守儿童调查表: the tabs above with the town, disability, stay-type and actual-guardian rules of req child-forms §5.1. */
export const investigate_ow: FormSchema = {
  id: 'investigate_ow',
  genre: 'ow',
  title: '留守儿童调查表',
  tabs: [basic, family, assessment, guide, supplement],
  rules: [
    townClearsVillage('address_record'),
    townClearsVillage('address_residence'),
    ...disabilityRules(),
    {
      id: 'ow-stay-type-clears-disability',
      when: { field: 'child_stay_type', notIn: ['一方外出务工另一方无监护能力'] },
      clear: ['child_stay_type_disability'],
    },
    // req child-forms §5.3 "In the left-behind form the copy uses the father's or mother's details into the other-guardian fields"
    ...guardianCopyRules('parent_other', { parts: OW_COPIED_PARTS, clearParts: [] }),
  ],
};
