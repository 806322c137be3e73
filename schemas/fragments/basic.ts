/**
 * The basic child information shared by the cs, ow and gta forms (req child-forms "Basic child information
 * form: used by all three genres; the genre decides which fields appear"): identity, the two addresses
 * with 与户籍地址相同, and the child director filled by the lookup of req children §5 (residence village first,
 * then the registered one). Each form adds its own fields around these blocks.
 */
import type { FieldDef } from '../../engine/types';
import { addressFields, RECORD_LABELS, RESIDENCE_LABELS, sameAddressButton } from './address';
import { CHILD_MAX_AGE, NAME_MAX_LENGTH } from './limits';

/** child_name, child_gender (derived from the ID number), child_race, child_idnumber (req child-forms §3). */
export function childIdentityFields(): FieldDef[] {
  return [
    { name: 'child_name', label: '儿童姓名', kind: 'text', required: true, masked: true, maxLength: NAME_MAX_LENGTH },
    { name: 'child_gender', label: '性别', kind: 'gender', options: 'child_gender', deriveFrom: 'child_idnumber' },
    { name: 'child_race', label: '民族', kind: 'select', options: 'child_race' },
    {
      name: 'child_idnumber',
      label: '身份证号码',
      kind: 'idnumber',
      required: true,
      masked: true,
      maxAge: CHILD_MAX_AGE,
    },
  ];
}

/**
 * rigistered_id (spelt as the spec spells it): the record's filing number, 建档编号 (req child-forms §3 "People and
 * identity", req gta §3 "Basics"). Free text of at most 30 characters: the spec gives no format.
 */
export function childRegisteredIdField(): FieldDef {
  return { name: 'rigistered_id', label: '建档编号', kind: 'text', maxLength: 30 };
}

/** child_picture: one photo of the child (req child-forms §3, req gta §3), jpg/png, 5 MB, like every image. */
export function childPictureField(): FieldDef {
  return { name: 'child_picture', label: '儿童照片', kind: 'images', maxCount: 1 };
}

/** address_register, the registered address, 与户籍地址相同, the residence address. */
export function childAddressFields(): FieldDef[] {
  return [
    { name: 'address_register', label: '户籍性质', kind: 'radio', options: 'address_register' },
    ...addressFields('address_record', RECORD_LABELS),
    sameAddressButton(),
    ...addressFields('address_residence', RESIDENCE_LABELS),
  ];
}

/** director_name (required, filled by the lookup) and director_cellphone. */
export function childDirectorFields(): FieldDef[] {
  return [
    {
      name: 'director_name',
      label: '儿童主任',
      kind: 'director',
      required: true,
      readOnly: true,
      lookup: ['address_residence_rusticate', 'address_record_rusticate'],
    },
    { name: 'director_cellphone', label: '儿童主任电话', kind: 'director', readOnly: true },
  ];
}

/**
 * dominator_name and dominator_cellphone (req child-forms §3 `investigate_cs` and `investigate_ow` "People and
 * identity"): the child's `dominator`, the town-level supervisor who stands above the village child director.
 * The spec names the fields but not their label; 儿童督导员 is the standard term for that post (民发〔2019〕34
 * 号: 乡镇（街道）儿童督导员, 村（居）儿童主任). Typed by hand: the spec gives no lookup for it. The cellphone
 * is checked as a mobile number (`1[3-9]\d{9}`), as the parents' phones are.
 */
export function childDominatorFields(): FieldDef[] {
  return [
    { name: 'dominator_name', label: '儿童督导员', kind: 'text', maxLength: NAME_MAX_LENGTH },
    { name: 'dominator_cellphone', label: '儿童督导员电话', kind: 'phone' },
  ];
}
