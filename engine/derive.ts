/**
 * Values the form derives rather than asks for (req child-forms §6.3 "Gender field is locked when a gender is
 * supplied"): a gender field with `deriveFrom` follows the sex digit of a valid 15- or 18-digit ID number.
 */
import { genderOf } from '../domain/id-number';
import type { FieldDef, FormValues } from './types';

/**
 * The gender (男/女) encoded in the ID number that `field.deriveFrom` names, or null when the field derives
 * nothing or the number is empty, masked or invalid (domain/id-number.ts `genderOf`).
 */
export function derivedGender(field: FieldDef, values: FormValues): '男' | '女' | null {
  if (field.kind !== 'gender' || !field.deriveFrom) return null;
  const id = values[field.deriveFrom];
  if (typeof id !== 'string') return null;
  return genderOf(id.trim());
}
