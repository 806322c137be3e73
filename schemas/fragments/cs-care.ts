/**
 * Tabs 10 to 13 of the distress (cs) form (req child-forms §1, §3.13 "Legal aid", "Social group help", "images") and
 * their rules (req child-forms §5.6 "Legal aid not needed clears resume. Social-group help not yes clears cover and
 * resume; cover not other clears cover_res.").
 */
import { CENTRE_ROLES } from '../../domain/roles';
import type { Condition, Rule, TabDef } from '../../engine/types';
import { EVIDENCE_IMAGES_MAX, imagesField } from './images';

/** Tab 10 法律援助: whether legal aid is needed and what it is about. */
export function csLegalTab(): TabDef {
  return {
    key: 'legal',
    title: '法律援助',
    fields: [
      { name: 'legal_aid_needs', label: '是否需要法律援助', kind: 'radio', options: 'yes_no' },
      {
        name: 'legal_aid_resume',
        label: '法律援助情况',
        kind: 'textarea',
        maxLength: 500,
        span: 3,
        visibleWhen: { field: 'legal_aid_needs', in: ['是'] },
      },
    ],
  };
}

/** Tab 11's title for the centre roles: the spec's 关爱保护, naming the tab the other roles see. */
export const CENTRE_CARE_TITLE = '关爱保护（即群团组织和社会关爱）';

const HELPED: Condition = { field: 'social_group_help_condition', in: ['是'] };

/**
 * Tab 11: titled 关爱保护 for 中心领导 / 中心管理 and 群团组织和社会关爱 for everyone else; for those centre roles
 * in read mode the pane shows the child's work orders instead of the fields (req child-forms §1, req children §8).
 * The spec's titles differ by role, so they stay, and the centre's title says which tab it is for the others
 * (关爱保护（即群团组织和社会关爱）: issue 29 "one name for every reviewer … unless the spec's role titles say otherwise
 * and the screen says so"; docs/decisions-words.md).
 */
export function csCareTab(): TabDef {
  return {
    key: 'care',
    title: '群团组织和社会关爱',
    titleFor: [{ roles: [...CENTRE_ROLES], title: CENTRE_CARE_TITLE }],
    readModeFor: { roles: [...CENTRE_ROLES], show: 'taskList' },
    fields: [
      { name: 'social_group_help_condition', label: '是否获得群团组织和社会关爱', kind: 'radio', options: 'yes_no' },
      {
        name: 'social_group_help_cover',
        label: '帮扶形式',
        kind: 'select',
        options: 'social_group_help_cover',
        visibleWhen: HELPED,
      },
      {
        name: 'social_group_help_cover_res',
        label: '其他帮扶形式',
        kind: 'text',
        maxLength: 100,
        visibleWhen: { all: [HELPED, { field: 'social_group_help_cover', in: ['其他'] }] },
      },
      {
        name: 'social_group_help_cover_resume',
        label: '帮扶情况',
        kind: 'textarea',
        maxLength: 500,
        span: 3,
        visibleWhen: HELPED,
      },
    ],
  };
}

/** Tab 12 家庭教育指导: free text, editable only in input mode. */
export function csGuideTab(): TabDef {
  return {
    key: 'guide',
    title: '家庭教育指导',
    fields: [{ name: 'family_guide', label: '家庭教育指导', kind: 'freeText', maxLength: 5000 }],
  };
}

/** Tab 13 补充说明: photo evidence items (title, description, image), at most 8. */
export function csSupplementTab(): TabDef {
  return {
    key: 'supplement',
    title: '补充说明',
    fields: [imagesField('images', '调查照片', { maxCount: EVIDENCE_IMAGES_MAX, evidence: true })],
  };
}

/** The legal-aid and social-group-help rules. */
export function csCareRules(): Rule[] {
  return [
    {
      id: 'legal-aid-not-needed-clears-resume',
      when: { field: 'legal_aid_needs', notIn: ['是'] },
      clear: ['legal_aid_resume'],
    },
    {
      id: 'group-help-not-yes-clears-cover',
      when: { field: 'social_group_help_condition', notIn: ['是'] },
      clear: ['social_group_help_cover', 'social_group_help_cover_resume'],
    },
    {
      id: 'group-help-cover-not-other-clears-res',
      when: { field: 'social_group_help_cover', notIn: ['其他'] },
      clear: ['social_group_help_cover_res'],
    },
  ];
}
