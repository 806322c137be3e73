/**
 * The distress (cs) investigation form, `information.investigate_cs` (req child-forms §1 "Distress (cs)
 * investigation form tabs", §3, §4, §5): thirteen tabs, tab 8 with nested tabs. The tabs and their rules are
 * declared in schemas/fragments (cs-*.ts, education.ts, experience.ts, parent.ts ...); this file puts them
 * in order.
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
import { csCareRules, csCareTab, csGuideTab, csLegalTab, csSupplementTab } from './fragments/cs-care';
import { csFamilyRules, csFamilyTab } from './fragments/cs-family';
import { csMedicalRules, csMedicalTab, csRecoveryTab } from './fragments/cs-medical';
import {
  csEconomyTab,
  csEducationSupportTab,
  csLivingTab,
  csNeedsTab,
  csSecurityTab,
  csWelfareRules,
} from './fragments/cs-welfare';
import { disabilityFields, disabilityRules } from './fragments/disability';
import { csEducationFields, csEducationRules } from './fragments/education';
import { experienceFields, experienceRules } from './fragments/experience';

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
    ...csEducationFields(),
    ...experienceFields(),
  ],
};

/** 困境儿童调查表: the thirteen tabs of req child-forms §1 and every cs rule of req child-forms §5. */
export const investigate_cs: FormSchema = {
  id: 'investigate_cs',
  genre: 'cs',
  title: '困境儿童调查表',
  tabs: [
    basic,
    csFamilyTab(),
    csEconomyTab(),
    csLivingTab(),
    csNeedsTab(),
    csSecurityTab(),
    csEducationSupportTab(),
    csMedicalTab(),
    csRecoveryTab(),
    csLegalTab(),
    csCareTab(),
    csGuideTab(),
    csSupplementTab(),
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
