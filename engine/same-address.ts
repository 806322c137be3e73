/**
 * "Same as registered address" (req children §2.5 "Shared parts"): a sameAddress field copies every field named
 * `${from}_<part>` into `${to}_<part>`.
 */
import { fieldsWithPrefix } from './fields';
import type { FieldDef, FormSchema, FormValues } from './types';

/**
 * The values to write for a sameAddress field's `copy`: `{ address_residence_city: <address_record_city>,
 * ... }`, one entry per `${from}_<part>` field that has a `${to}_<part>` counterpart (an absent source gives
 * undefined, so the destination is emptied). Pure; empty when `copy` is missing.
 */
export function sameAddressPatch(schema: FormSchema, copy: FieldDef['copy'], values: FormValues): FormValues {
  const out: FormValues = {};
  if (!copy) return out;
  const targets = new Set(fieldsWithPrefix(schema, copy.to).map((f) => f.name));
  for (const source of fieldsWithPrefix(schema, copy.from)) {
    const target = `${copy.to}${source.name.slice(copy.from.length)}`;
    if (targets.has(target)) out[target] = values[source.name];
  }
  return out;
}
