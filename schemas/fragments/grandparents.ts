/**
 * The grandparents of a left-behind child (req child-forms §2 "Family situation with sub-tabs grandparents …",
 * §3.6 "family_father_grandfather, family_father_grandmother, family_mother_grandfather,
 * family_mother_grandmother (name and birthday)"). ow only.
 *
 * Each grandparent is two fields, `${prefix}_name` and `${prefix}_birthday` (a date, stored yyyy-MM-dd).
 */
import type { FieldDef } from '../../engine/types';
import { NAME_MAX_LENGTH } from './limits';

/** The four grandparents in the spec's order: father's side 祖父/祖母, mother's side 外祖父/外祖母. */
export const GRANDPARENTS = [
  { prefix: 'family_father_grandfather', title: '祖父' },
  { prefix: 'family_father_grandmother', title: '祖母' },
  { prefix: 'family_mother_grandfather', title: '外祖父' },
  { prefix: 'family_mother_grandmother', title: '外祖母' },
] as const;

/** Name (at most NAME_MAX_LENGTH characters) and birthday (a date of birth: not after today) of each grandparent, eight fields. */
export function grandparentFields(): FieldDef[] {
  return GRANDPARENTS.flatMap(({ prefix, title }): FieldDef[] => [
    { name: `${prefix}_name`, label: `${title}姓名`, kind: 'text', maxLength: NAME_MAX_LENGTH },
    { name: `${prefix}_birthday`, label: `${title}出生日期`, kind: 'date', birthDate: true },
  ]);
}
