/**
 * The distress (cs) investigation form, `information.investigate_cs` (seed 001 §2 "Distress (cs)
 * investigation form tabs", §3, §4, §5). Tab 1 (儿童基本信息) is complete; tabs 2-13 are added as further
 * TabDef entries and rules, with no engine change.
 */
import type { FormSchema, TabDef } from '../engine/types';
import { addressFields, RECORD_LABELS, RESIDENCE_LABELS, sameAddressButton, townClearsVillage } from './fragments/address';
import { disabilityFields, disabilityRules } from './fragments/disability';

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
  ],
};

/** 困境儿童调查表: tab 儿童基本信息 + the town/village and disability rules. */
export const investigate_cs: FormSchema = {
  id: 'investigate_cs',
  genre: 'cs',
  title: '困境儿童调查表',
  tabs: [basic],
  rules: [
    townClearsVillage('address_record'),
    townClearsVillage('address_residence'),
    ...disabilityRules(),
  ],
};
