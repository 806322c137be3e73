/**
 * Conditions (DESIGN "The form engine": `{ field, in }`, `{ field, notIn }`, `{ field, filled }`, `all`, `any`).
 * Pure: the same evaluation serves the browser effects (over form values, where have-fields are booleans)
 * and `normalize()` on the server (over stored values, where have-fields are 有/无).
 */
import type { Condition, FormValues, Scalar } from './types';

/**
 * True when a value counts as given: not undefined, null, '' (after trim), an empty array, or `false`
 * (the Condition contract in engine/types.ts). `0` and '无' are filled.
 */
export function isFilled(v: unknown): boolean {
  if (v === undefined || v === null || v === false) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'number') return !Number.isNaN(v);
  return true;
}

/**
 * Loose equality between a field value and a condition scalar: identical, the same number written as a
 * string (department ids arrive as `12` or `'12'`), or a have-checkbox boolean against its stored word
 * (`true` ≡ 有, `false` ≡ 无).
 */
export function sameScalar(value: unknown, s: Scalar): boolean {
  if (value === s) return true;
  if (typeof value === 'boolean') return (value && s === '有') || (!value && s === '无');
  if ((typeof value === 'number' || typeof value === 'string') && (typeof s === 'number' || typeof s === 'string')) {
    return String(value).trim() === String(s);
  }
  return false;
}

function matchesAny(value: unknown, list: Scalar[]): boolean {
  if (Array.isArray(value)) return value.some((item) => list.some((s) => sameScalar(item, s)));
  if (!isFilled(value) && typeof value !== 'boolean') return list.some((s) => s === null);
  return list.some((s) => sameScalar(value, s));
}

/**
 * Evaluates a condition against flat form values.
 * - `in`: the value (or, for a checkbox group, any ticked option) equals one of the scalars; an empty value
 *   matches only `null`.
 * - `notIn`: the negation of `in` (so an empty value satisfies `notIn: ['残疾']`).
 * - `filled`: `isFilled(value) === filled`.
 * - `all` of an empty list holds; `any` of an empty list does not.
 * Never throws; unknown fields read as empty.
 */
export function evaluate(cond: Condition, values: FormValues): boolean {
  if ('all' in cond) return cond.all.every((c) => evaluate(c, values));
  if ('any' in cond) return cond.any.some((c) => evaluate(c, values));
  const value = values[cond.field];
  if ('in' in cond) return matchesAny(value, cond.in);
  if ('notIn' in cond) return !matchesAny(value, cond.notIn);
  return isFilled(value) === cond.filled;
}

/** The names of every field a condition reads, in order of appearance, without duplicates. */
export function conditionFields(cond: Condition): string[] {
  const out: string[] = [];
  const walk = (c: Condition): void => {
    if ('all' in c) c.all.forEach(walk);
    else if ('any' in c) c.any.forEach(walk);
    else if (!out.includes(c.field)) out.push(c.field);
  };
  walk(cond);
  return out;
}
