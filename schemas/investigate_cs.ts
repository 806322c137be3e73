/**
 * The distress (cs) investigation form, `information.investigate_cs` (seed 001 §2 "Distress (cs)
 * investigation form tabs", §3, §4, §5): thirteen tabs, tab 8 with nested tabs. The tabs and their rules are
 * declared in schemas/fragments (cs-*.ts, education.ts, experience.ts, parent.ts ...); this file puts them
 * in order.
 */
import type { FormSchema, TabDef } from '../engine/types';
import { addressFields, RECORD_LABELS, RESIDENCE_LABELS, sameAddressButton, townClearsVillage } from './fragments/address';
import { csCareRules, csCareTab, csGuideTab, csLegalTab, csSupplementTab } from './fragments/cs-care';
import { csFamilyRules, csFamilyTab } from './fragments/cs-family';
import { csMedicalRules, csMedicalTab, csRecoveryTab } from './fragments/cs-medical';
import { csEconomyTab, csEducationSupportTab, csLivingTab, csNeedsTab, csSecurityTab, csWelfareRules } from './fragments/cs-welfare';
import { disabilityFields, disabilityRules } from './fragments/disability';
import { csEducationFields, csEducationRules } from './fragments/education';
import { experienceFields, experienceRules } from './fragments/experience';

const basic: TabDef = {
  key: 'basic',
  title: '儿童基本信息',
  fields: [
    { name: 'child_name', label: '儿童姓名', kind: 'text', required: true, masked: true, maxLength: 20 },
    { name: 'child_gender', label: '性别', kind: 'gender', options: 'child_gender', deriveFrom: 'child_idnumber' },
    { name: 'child_race', label: '民族', kind: 'select', options: 'child_race' },
    { name: 'child_idnumber', label: '身份证号码', kind: 'idnumber', required: true, masked: true },
    { name: 'address_register', label: '户籍性质', kind: 'radio', options: 'address_register' },
    ...addressFields('address_record', RECORD_LABELS),
    sameAddressButton(),
    ...addressFields('address_residence', RESIDENCE_LABELS),
    {
      name: 'director_name', label: '儿童主任', kind: 'director', required: true, readOnly: true,
      lookup: ['address_residence_rusticate', 'address_record_rusticate'],
    },
    { name: 'director_cellphone', label: '儿童主任电话', kind: 'director', readOnly: true },
    ...disabilityFields(),
    ...csEducationFields(),
    ...experienceFields(),
  ],
};

/** 困境儿童调查表: the thirteen tabs of seed 001 §2 and every cs rule of seed 001 §4. */
export const investigate_cs: FormSchema = {
  id: 'investigate_cs',
  genre: 'cs',
  title: '困境儿童调查表',
  tabs: [
    basic, csFamilyTab(), csEconomyTab(), csLivingTab(), csNeedsTab(), csSecurityTab(), csEducationSupportTab(),
    csMedicalTab(), csRecoveryTab(), csLegalTab(), csCareTab(), csGuideTab(), csSupplementTab(),
  ],
  rules: [
    townClearsVillage('address_record'),
    townClearsVillage('address_residence'),
    ...disabilityRules(),
    ...csEducationRules(),
    ...experienceRules(),
    ...csFamilyRules(),
    ...csWelfareRules(),
    ...csMedicalRules(),
    ...csCareRules(),
  ],
};
