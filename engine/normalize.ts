/**
 * `normalize()`: the one definition of a well-formed stored record, run by the server before every write
 * and by the browser when reading the form (DESIGN "The form engine"; req child-forms §5 dependent-field rules,
 * §5 validation inputs).
 */
import { evaluate, isFilled } from './conditions';
import { toStoredValue } from './coerce';
import { derivedGender } from './derive';
import { allFields, fieldByName, holdsValue } from './fields';
import { isWhenRule } from './rules';
import { applyScores } from './score';
import type { FormSchema, FormValues } from './types';
import { visibleFields } from './visibility';

function coerceAll(schema: FormSchema, input: FormValues): FormValues {
  const out: FormValues = {};
  for (const { field } of allFields(schema)) {
    if (!holdsValue(field) || !(field.name in input)) continue;
    const v = toStoredValue(field, input[field.name]);
    if (v !== undefined) out[field.name] = v;
  }
  for (const { field } of allFields(schema)) {
    const g = derivedGender(field, out);
    if (g) out[field.name] = g;
  }
  return out;
}

/** Applies every `when` rule (set, then clear) once; the `on` rules are browser-only user-change rules. */
function applyWhenRules(schema: FormSchema, values: FormValues): FormValues {
  const out = { ...values };
  const whenRules = schema.rules.filter(isWhenRule);
  for (const rule of whenRules) {
    if (!('set' in rule) || !evaluate(rule.when, out)) continue;
    for (const [k, v] of Object.entries(rule.set)) {
      const f = fieldByName(schema, k);
      const stored = f ? toStoredValue(f.field, v) : undefined;
      if (stored === undefined) delete out[k];
      else out[k] = stored;
    }
  }
  for (const rule of whenRules) {
    if (!('clear' in rule) || !evaluate(rule.when, out)) continue;
    for (const k of rule.clear) delete out[k];
  }
  return out;
}

function dropHidden(schema: FormSchema, values: FormValues): FormValues {
  const shown = visibleFields(schema, values);
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values)) if (shown.has(k)) out[k] = v;
  return out;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b && a[k] === b[k]);
}

/**
 * Returns the stored form of `values` for `schema` (input never mutated):
 * 1. keys that are not fields of the schema are dropped; each value is converted by kind (`toStoredValue`:
 *    trimmed strings, dates yyyy-MM-dd, have 有/无, numeric text cleaned ...; nothing is truncated: a value
 *    over its bound is left for validate() to refuse); empty
 *    values are removed ("cleared = key removed");
 * 2. a gender field with `deriveFrom` takes the gender of a valid ID number when it disagrees or is missing;
 * 3. until nothing changes: the form's `scores` (engine/score.ts) are written into their readOnly targets,
 *    `when` + `set` rules write their values, `when` + `clear` rules remove their fields, and fields hidden by
 *    `visibleWhen` (their own or their tab's) are removed.
 * Masked values (containing *) are kept as they are: the caller must not write them over the original
 * (req children §7). Never throws. Idempotent: normalize(normalize(v)) equals normalize(v).
 */
export function normalize(schema: FormSchema, values: FormValues): FormValues {
  let out = coerceAll(schema, values ?? {});
  const limit = allFields(schema).length + schema.rules.length + 2;
  for (let i = 0; i < limit; i++) {
    const next = dropHidden(schema, applyWhenRules(schema, applyScores(schema.scores, out)));
    if (sameValues(next, out)) break;
    out = next;
  }
  for (const k of Object.keys(out)) if (!isFilled(out[k]) && typeof out[k] !== 'boolean') delete out[k];
  return out;
}
