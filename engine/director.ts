/**
 * The child-director lookup inputs (req children §5 "Child director lookup": the director is taken from the
 * current-residence village, else the registered village; a village value 空 counts as no village).
 */
import { PLACE_ID_MAX } from './bounds';
import { allFields } from './fields';
import type { FieldDef, FormSchema, FormValues } from './types';

/** The director field that drives the lookup (kind director with `lookup`), or undefined. */
export function lookupField(schema: FormSchema): FieldDef | undefined {
  return allFields(schema)
    .map((f) => f.field)
    .find((f) => f.kind === 'director' && !!f.lookup?.length);
}

/** Every director field (filled from the lookup result by name: director_name, director_cellphone). */
export function directorFields(schema: FormSchema): FieldDef[] {
  return allFields(schema)
    .map((f) => f.field)
    .filter((f) => f.kind === 'director');
}

/**
 * A department id from a village value: a positive integer up to PLACE_ID_MAX or its digits, else null (空,
 * '', 0, a fraction, a number beyond the database's integers ...).
 */
export function villageId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n > 0 && n <= PLACE_ID_MAX ? n : null;
}

/**
 * The village id to look the director up in: the first of `field.lookup` (residence, then registered)
 * holding a village, or null when none does.
 */
export function lookupVillage(field: FieldDef, values: FormValues): number | null {
  for (const name of field.lookup ?? []) {
    const id = villageId(values[name]);
    if (id !== null) return id;
  }
  return null;
}
