/**
 * The address block (req child-forms §3 "Addresses": address_record_* and address_residence_*, each province,
 * city, area, community, rusticate, detail; defaults 江苏省 / 泰州市 / 兴化市, req children §11) and its rule
 * "changing the town clears the village" (req child-forms §5). Called at module load: the result is plain data.
 */
import { DEFAULT_REGION } from '../../domain/constants';
import type { FieldDef, Rule } from '../../engine/types';

/** The two address blocks of req child-forms §3: registered (户籍) and current residence (现住). */
export type AddressPrefix = 'address_record' | 'address_residence';

/** The labels of one address block. */
export interface AddressLabels {
  province: string;
  city: string;
  area: string;
  community: string;
  rusticate: string;
  detail: string;
}

/** Labels of the registered (household) address. */
export const RECORD_LABELS: AddressLabels = {
  province: '户籍省份',
  city: '户籍城市',
  area: '户籍区（县）',
  community: '户籍乡镇（街道）',
  rusticate: '户籍村（居）',
  detail: '户籍详细地址',
};

/** Labels of the current residence address. */
export const RESIDENCE_LABELS: AddressLabels = {
  province: '现住省份',
  city: '现住城市',
  area: '现住区（县）',
  community: '现住乡镇（街道）',
  rusticate: '现住村（居）',
  detail: '现住详细地址',
};

const COLUMNS = {
  address_record: { town: 'birth_department_id', village: 'birth_village_id' },
  address_residence: { town: 'department_id', village: 'village_id' },
} as const;

/**
 * The six fields of one address: `${prefix}_province|_city|_area` (text with the regional defaults),
 * `_community` (town picker, required, saved to the record's town column), `_rusticate` (village picker of
 * that town, required, saved to the village column), `_detail` (free text, at most 100 characters).
 */
export function addressFields(prefix: AddressPrefix, labels: AddressLabels): FieldDef[] {
  const columns = COLUMNS[prefix];
  return [
    {
      name: `${prefix}_province`,
      label: labels.province,
      kind: 'text',
      default: DEFAULT_REGION.province,
      maxLength: 20,
    },
    { name: `${prefix}_city`, label: labels.city, kind: 'text', default: DEFAULT_REGION.city, maxLength: 20 },
    { name: `${prefix}_area`, label: labels.area, kind: 'text', default: DEFAULT_REGION.area, maxLength: 20 },
    { name: `${prefix}_community`, label: labels.community, kind: 'town', required: true, column: columns.town },
    {
      name: `${prefix}_rusticate`,
      label: labels.rusticate,
      kind: 'village',
      town: `${prefix}_community`,
      required: true,
      column: columns.village,
    },
    { name: `${prefix}_detail`, label: labels.detail, kind: 'text', maxLength: 100, span: 3 },
  ];
}

/** req child-forms §5 "Changing the town clears the village": a user's change of the town empties the village. */
export function townClearsVillage(prefix: AddressPrefix): Rule {
  return { id: `${prefix}-town-clears-village`, on: `${prefix}_community`, clear: [`${prefix}_rusticate`] };
}

/** The "same as registered address" button: copies address_record_* into address_residence_* (req child-forms §1). */
export function sameAddressButton(): FieldDef {
  return {
    name: 'address_same',
    label: '与户籍地址相同',
    kind: 'sameAddress',
    copy: { from: 'address_record', to: 'address_residence' },
  };
}
